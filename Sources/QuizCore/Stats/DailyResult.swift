/// The recorded result of one day's daily puzzle.
public struct DailyResult: Equatable, Sendable, Codable {
  /// Solved, or abandoned (a daily cannot be skipped: it is one question).
  public var outcome: PuzzleRecord.Outcome
  /// Tiles the player placed.
  public var picks: Int
  /// Hints used.
  public var hints: Int
  /// Of ``hints``, those that removed decoy tiles (`nil` in results recorded before these
  /// were told apart).
  public var removals: Int?
  /// Wrong tries.
  public var wrongTries: Int
  /// Seconds taken.
  public var seconds: Double
  /// What was played: the pack, the question and its answer (`nil` in results recorded
  /// before these were kept).
  public var played: Played?

  /// The pack, question and answer of a daily puzzle, kept with its result so the result
  /// screen shows what was played, whatever the language of a later look.
  public struct Played: Equatable, Sendable, Codable {
    /// The bundled pack the question is from.
    public var pack: String
    /// The question (its title).
    public var question: String
    /// The answer.
    public var answer: String
    /// The language of the daily sequence it belongs to (`nil` in results recorded before
    /// it was kept).
    public var language: String?

    /// What was played.
    public init(pack: String, question: String, answer: String, language: String? = nil) {
      self.pack = pack
      self.question = question
      self.answer = answer
      self.language = language
    }
  }

  /// The daily result of one puzzle's record.
  public init(_ record: PuzzleRecord) {
    outcome = record.outcome
    picks = record.picks
    hints = record.hints
    removals = record.removals
    wrongTries = record.wrongTries
    seconds = record.seconds
    played = nil
  }

  /// True when the numbers could come from a real game.
  public var isPossible: Bool {
    PuzzleRecord(
      outcome: outcome, picks: picks, hints: hints, wrongTries: wrongTries, seconds: seconds,
      removals: removals ?? 0
    ).isPossible
  }
}
