import Foundation
import QuizTerminal

exit(
  QuizApp.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
