import QuizCore

/// Why a file of the program's own (progress, statistics) could not be used: what was being
/// done, the file and the reason, in one line.
public struct FileError<Operation: FileOperation>: Error, Equatable, Sendable,
  CustomStringConvertible
{
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

  /// One line naming what failed, the reason and the whole path (escaped, and shortened in
  /// the middle only when past ``TextSafety/messageLimit`` characters).
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    operation.english(reason: reason.description, file: TextSafety.forMessage(path))
  }
}
