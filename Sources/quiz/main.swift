import Foundation
import QuizTerminal

// NB: first, before Foundation reads the locale from the environment.
QuizApp.sanitizeLocaleEnvironment()
exit(
  QuizApp.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
