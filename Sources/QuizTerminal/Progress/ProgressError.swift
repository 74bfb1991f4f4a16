import QuizCore

/// Why progress could not be read, set aside or saved: the file and the reason, as the
/// player is told once.
public struct ProgressError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done.
  public enum Operation: Equatable, Sendable {
    /// Reading the progress file at the start.
    case read
    /// Moving a damaged progress file aside.
    case setAside
    /// Saving progress.
    case save
  }

  /// What was being done.
  public var operation: Operation
  /// The progress file.
  public var path: String
  /// Why it failed.
  public var reason: FileFault

  /// An error for `path`.
  public init(_ operation: Operation, path: String, reason: FileFault) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// One line naming the reason and the whole path (escaped, and shortened in the middle
  /// only when past ``TextSafety/messageLimit`` characters).
  public var description: String {
    let file = TextSafety.forMessage(path)
    switch operation {
    case .read: return "progress file cannot be read (\(reason)): \(file)"
    case .setAside: return "damaged progress file cannot be moved aside (\(reason)): \(file)"
    case .save: return "progress cannot be saved (\(reason)): \(file)"
    }
  }
}
