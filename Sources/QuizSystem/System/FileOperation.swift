/// What was being done with a file of the program's own when it failed (``FileError``).
public protocol FileOperation: Equatable, Sendable {
  /// The English line for this operation failing: `reason` in parentheses, then `file`; for
  /// ``FileError/description``, which is for debugging (a user reads `CommandErrorText`).
  func english(reason: String, file: String) -> String
}
