/// Why the statistics could not be read, locked, set aside or saved: the file and the
/// reason, in one line.
public typealias StatsError = FileError<StatsOperation>

/// What was being done with the statistics file.
public enum StatsOperation: FileOperation {
  /// Reading the statistics file.
  case read
  /// Taking the lock that keeps two games from writing at once.
  case lock
  /// Moving a damaged file aside.
  case setAside
  /// Saving.
  case save

  /// The English line: "statistics cannot be saved (REASON): FILE", …
  public func english(reason: String, file: String) -> String {
    switch self {
    case .read: return "statistics cannot be read (\(reason)): \(file)"
    case .lock: return "statistics cannot be locked (\(reason)): \(file)"
    case .setAside: return "damaged statistics cannot be moved aside (\(reason)): \(file)"
    case .save: return "statistics cannot be saved (\(reason)): \(file)"
    }
  }
}
