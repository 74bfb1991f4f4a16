/// How one puzzle went, as the statistics count it.
public struct PuzzleRecord: Equatable, Sendable, Codable {
  /// How the puzzle ended.
  public enum Outcome: String, Equatable, Sendable, Codable {
    /// Answered right.
    case solved
    /// Skipped (the answer was shown).
    case skipped
    /// Left unfinished: the player quit after touching it.
    case abandoned
  }

  /// How the puzzle ended.
  public var outcome: Outcome
  /// Tiles the player placed (letters a reveal hint placed are not counted).
  public var picks: Int
  /// Hints used on it, of either kind.
  public var hints: Int
  /// Of ``hints``, those that removed decoy tiles (the rest revealed a letter).
  public var removals: Int
  /// Times every slot was filled with a wrong answer.
  public var wrongTries: Int
  /// Seconds from the question's start to its end.
  public var seconds: Double

  /// Creates a record.
  public init(
    outcome: Outcome, picks: Int = 0, hints: Int = 0, wrongTries: Int = 0, seconds: Double = 0,
    removals: Int = 0
  ) {
    self.outcome = outcome
    self.picks = picks
    self.hints = hints
    self.removals = removals
    self.wrongTries = wrongTries
    self.seconds = seconds
  }

  /// True when the numbers could come from a real game: no count below zero, no more
  /// removals than hints, a finite, non-negative time.
  public var isPossible: Bool {
    picks >= 0 && hints >= 0 && wrongTries >= 0 && seconds.isFinite && seconds >= 0
      && (0...hints).contains(removals)
  }
}
