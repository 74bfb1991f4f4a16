@testable import QuizTerminal

extension AppEnvironment {
  /// `variables`, no standard input, the outputs kept in memory and the system clock: for a
  /// test that calls a piece of a command directly.
  static func quiet(_ variables: [String: String]) -> AppEnvironment {
    AppEnvironment(variables: variables, input: -1, output: .init(), errors: .init())
  }
}
