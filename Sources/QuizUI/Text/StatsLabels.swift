/// The row labels of `quiz stats` in one language.
public struct StatsLabels: Sendable {
  /// "Games".
  public var games: String
  /// "Puzzles".
  public var puzzles: String
  /// "Solved".
  public var solved: String
  /// "Skipped".
  public var skipped: String
  /// "Hints".
  public var hints: String
  /// "Wrong tries".
  public var wrongTries: String
  /// "Average time".
  public var averageTime: String
  /// "Daily streak".
  public var streak: String

  /// Every label, in the order the rows are printed.
  public var all: [String] {
    [games, puzzles, solved, skipped, hints, wrongTries, averageTime, streak]
  }
}
