import QuizCore

/// What the daily puzzle's result screen shows: the day, solved or not, the answer, the
/// share card and the streak.
public struct DailyCard: Equatable, Sendable {
  /// The day of the puzzle.
  public var day: CalendarDay
  /// True when it was solved.
  public var solved: Bool
  /// The answer, safe to show (the day is over, solved or not).
  public var answer: String
  /// The card to share, without the answer: emoji and numbers, the same in every language.
  public var share: ShareCard
  /// The current streak as of the day.
  public var streak: Int
  /// The best streak up to the day.
  public var bestStreak: Int
  /// False when the result could not be saved: no share card and no streak are shown.
  public var recorded = true

  /// A card.
  public init(
    day: CalendarDay, solved: Bool, answer: String, share: ShareCard, streak: Int,
    bestStreak: Int
  ) {
    self.day = day
    self.solved = solved
    self.answer = answer
    self.share = share
    self.streak = streak
    self.bestStreak = bestStreak
  }

  /// The card of the day's recorded `result`, with the streaks of `statistics` (none when
  /// there are no statistics to read). The answer is the one recorded with the result, else
  /// `answer` (empty when not known: a result recorded before answers were kept). The share
  /// card belongs to the language recorded with the result, else `language` (the pool's
  /// now), and has a square per letter of the answer shown, else of `letters`.
  public init(
    result: DailyResult, day: CalendarDay, answer: [Character], statistics: Statistics?,
    language: String, letters: Int
  ) {
    let streak = statistics?.currentStreak(today: day) ?? 0
    let shown = result.played?.answer ?? String(answer)
    let share = ShareCard(
      result: result, day: day, language: result.played?.language ?? language,
      letters: shown.isEmpty ? letters : shown.count, streak: streak)
    self.init(
      day: day, solved: result.outcome == .solved, answer: TextSafety.escaped(shown),
      share: share, streak: streak,
      bestStreak: max(streak, statistics?.bestStreak(upTo: day) ?? 0))
  }
}
