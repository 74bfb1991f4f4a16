import QuizCore

/// What the daily puzzle's result screen shows: the day, solved or not, the answer, the
/// share line and the streak.
public struct DailyCard: Equatable, Sendable {
  /// The day of the puzzle.
  public var day: CalendarDay
  /// True when it was solved.
  public var solved: Bool
  /// The answer, safe to show (the day is over, solved or not).
  public var answer: String
  /// The line to share, without the answer; English on purpose, like the command line's.
  public var shareLine: String
  /// The current streak as of the day.
  public var streak: Int
  /// The best streak up to the day.
  public var bestStreak: Int
  /// False when the result could not be saved: no share line and no streak are shown.
  public var recorded = true

  /// A card.
  public init(
    day: CalendarDay, solved: Bool, answer: String, shareLine: String, streak: Int,
    bestStreak: Int
  ) {
    self.day = day
    self.solved = solved
    self.answer = answer
    self.shareLine = shareLine
    self.streak = streak
    self.bestStreak = bestStreak
  }

  /// The card of the day's recorded `result`, with the streaks of `statistics` (none when
  /// there are no statistics to read). The answer is the one recorded with the result, else
  /// `answer` (empty when not known: a result recorded before answers were kept).
  public init(
    result: DailyResult, day: CalendarDay, answer: [Character], statistics: Statistics?
  ) {
    let streak = statistics?.currentStreak(today: day) ?? 0
    self.init(
      day: day, solved: result.outcome == .solved,
      answer: TextSafety.escaped(result.played?.answer ?? String(answer)),
      shareLine: result.shareLine(day: day, streak: streak), streak: streak,
      bestStreak: max(streak, statistics?.bestStreak(upTo: day) ?? 0))
  }
}
