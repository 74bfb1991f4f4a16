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
}
