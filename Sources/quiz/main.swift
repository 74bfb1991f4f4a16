import Foundation
import QuizTerminal

// NB: first, before Foundation reads the locale from the environment.
QuizApp.prepareProcess()
exit(QuizApp.run(Array(CommandLine.arguments.dropFirst()), in: .live))
