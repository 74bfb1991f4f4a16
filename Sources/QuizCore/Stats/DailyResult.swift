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

  /// The daily result of one puzzle's record.
  public init(_ record: PuzzleRecord) {
    outcome = record.outcome
    picks = record.picks
    hints = record.hints
    wrongTries = record.wrongTries
    seconds = record.seconds
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
