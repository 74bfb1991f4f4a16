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
}
