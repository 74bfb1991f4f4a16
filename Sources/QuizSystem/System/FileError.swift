import QuizCore

/// Why a file of the program's own (progress, statistics) could not be used: what was being
/// done, the file and the reason (a language's `CommandErrorText` says it in one line).
public struct FileError<Operation: FileOperation>: Error, Equatable, Sendable {
  /// What was being done.
  public var operation: Operation
  /// The file concerned.
  public var path: String
  /// Why it failed.
  public var reason: FileFault

  /// An error for `path`.
  public init(_ operation: Operation, path: String, reason: FileFault) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }
}
