import QuizCore

/// Why the statistics could not be read, locked, set aside or saved: the file and the
/// reason, in one line.
public struct StatsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done.
  public enum Operation: Equatable, Sendable {
    /// Reading the statistics file.
    case read
    /// Taking the lock that keeps two games from writing at once.
    case lock
    /// Moving a damaged file aside.
    case setAside
    /// Saving.
    case save
  }

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

  /// One line naming the reason and the whole path.
  public var description: String {
    let file = TextSafety.forMessage(path)
    switch operation {
    case .read: return "statistics cannot be read (\(reason)): \(file)"
    case .lock: return "statistics cannot be locked (\(reason)): \(file)"
    case .setAside: return "damaged statistics cannot be moved aside (\(reason)): \(file)"
    case .save: return "statistics cannot be saved (\(reason)): \(file)"
    }
  }
}
