/// Why progress could not be read, set aside or saved: the file and the reason, as the
/// player is told once.
public typealias ProgressError = FileError<ProgressOperation>

/// What was being done with the progress file.
public enum ProgressOperation: FileOperation {
  /// Reading the progress file at the start.
  case read
  /// Moving a damaged progress file aside.
  case setAside
  /// Saving progress.
  case save

  /// The English line: "progress cannot be saved (REASON): FILE", …
  public func english(reason: String, file: String) -> String {
    switch self {
    case .read: return "progress file cannot be read (\(reason)): \(file)"
    case .setAside: return "damaged progress file cannot be moved aside (\(reason)): \(file)"
    case .save: return "progress cannot be saved (\(reason)): \(file)"
    }
  }
}
