/// The recorded result of one day's daily puzzle.
public struct DailyResult: Equatable, Sendable, Codable {
  /// Solved, or abandoned (a daily cannot be skipped: it is one question).
  public var outcome: PuzzleRecord.Outcome
  /// Tiles the player placed.
  public var picks: Int
  /// Hints used.
  public var hints: Int
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

    /// What was played.
    public init(pack: String, question: String, answer: String) {
      self.pack = pack
      self.question = question
      self.answer = answer
    }
  }

  /// The daily result of one puzzle's record.
  public init(_ record: PuzzleRecord) {
    outcome = record.outcome
    picks = record.picks
    hints = record.hints
    wrongTries = record.wrongTries
    seconds = record.seconds
    played = nil
  }

  /// True when the numbers could come from a real game.
  public var isPossible: Bool {
    PuzzleRecord(
      outcome: outcome, picks: picks, hints: hints, wrongTries: wrongTries, seconds: seconds
    ).isPossible
  }

  /// The line to share, without the answer:
  /// `quiz daily 2026-11-30 ✓ 5 picks · 1 hint · streak 4` (✗ when not solved; wrong tries
  /// are named only when there were some).
  public func shareLine(day: CalendarDay, streak: Int) -> String {
    func count(_ value: Int, _ word: String) -> String {
      "\(value) \(word)\(value == 1 ? "" : "s")"
    }
    var parts = [count(picks, "pick"), count(hints, "hint")]
    if wrongTries > 0 { parts.append("\(wrongTries) wrong") }
    parts.append("streak \(streak)")
    let mark = outcome == .solved ? "✓" : "✗"
    return "quiz daily \(day) \(mark) " + parts.joined(separator: " · ")
  }
}
