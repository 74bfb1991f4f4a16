/// What the statistics counted of a question left after being touched (as played,
/// abandoned), saved with the progress so that a game resumed there counts the question as
/// the same puzzle rather than a second one (``SavedProgress/counted``).
public struct CountedAttempt: Equatable, Sendable, Codable {
  /// The hints counted.
  public var hints: Int
  /// The wrong tries counted.
  public var wrongTries: Int

  /// What a puzzle's record counted.
  public init(hints: Int, wrongTries: Int) {
    self.hints = hints
    self.wrongTries = wrongTries
  }

  /// What `record` counted.
  public init(_ record: PuzzleRecord) {
    self.init(hints: record.hints, wrongTries: record.wrongTries)
  }
}
