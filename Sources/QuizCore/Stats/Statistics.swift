import Foundation

/// Everything counted over all games: kept in `stats.json`, updated as games are played.
///
/// A value type with no I/O: the store reads it, applies one change and writes it back.
public struct Statistics: Equatable, Sendable, Codable {
  /// The format version of the saved file.
  public var version = Statistics.currentVersion
  /// Games started (a resumed game is not a new one; a daily puzzle is a game).
  public var games = 0
  /// Games played to the end.
  public var gamesFinished = 0
  /// Puzzles solved, skipped or abandoned.
  public var puzzlesPlayed = 0
  /// Puzzles solved.
  public var solved = 0
  /// Puzzles skipped.
  public var skipped = 0
  /// Hints used.
  public var hints = 0
  /// Wrong tries.
  public var wrongTries = 0
  /// Seconds spent on the solved puzzles, together.
  public var solvedSeconds: Double = 0
  /// Solved puzzles by hints used: element `n` counts those solved with `n` hints, the last
  /// (``hintBuckets`` − 1) those with that many or more.
  public var hintsPerSolved: [Int] = Array(repeating: 0, count: Statistics.hintBuckets)
  /// The best final score of each pack (by name; banks given as files by path).
  public var bestScores: [String: Int] = [:]
  /// The most questions one game of each pack solved, counted when it was played to the
  /// end (and again after its retry round); `nil` in a file written before it was kept.
  public var bestSolved: [String: Int]?
  /// The daily puzzle results, by day (`YYYY-MM-DD`).
  public var daily: [String: DailyResult] = [:]
  /// A name given to the file when it is started (afresh, after a damaged one was set
  /// aside): a game that finds another name knows its earlier counts are not in the file.
  public var generation: String?

  /// The version written by this program.
  public static let currentVersion = 1
  /// The most daily results kept: the latest 3,660 days (ten years of dailies), so the file
  /// stays far below what the store reads.
  public static let dailyDaysKept = 3_660
  /// The number of bars in the hints chart: 0, 1, 2, 3, 4 and "5+".
  public static let hintBuckets = 6

  /// Empty statistics.
  public init() {}

  /// The share of played puzzles solved, 0 to 1; `nil` before any puzzle.
  public var solveRate: Double? {
    puzzlesPlayed > 0 ? Double(solved) / Double(puzzlesPlayed) : nil
  }

  /// The mean time per solved puzzle, in seconds; `nil` before any.
  public var averageSolveSeconds: Double? {
    solved > 0 ? solvedSeconds / Double(solved) : nil
  }

  /// Counts a new game.
  public mutating func recordGameStarted() {
    games = games.saturatingAdding(1)
  }

  /// Counts a game played to the end with `score` and `solved` questions solved, keeping
  /// the best of each for `pack` (the daily puzzle is no pack: `nil`).
  public mutating func recordGameFinished(pack: String?, score: Int, solved: Int? = nil) {
    gamesFinished = gamesFinished.saturatingAdding(1)
    recordScore(pack: pack, score: score, solved: solved)
  }

  /// Keeps `score` and `solved` as the best of `pack` when they are higher, without
  /// counting a game: the end of a game whose skipped questions were played again after
  /// its end.
  public mutating func recordScore(pack: String?, score: Int, solved: Int? = nil) {
    guard let pack else { return }
    bestScores[pack] = max(bestScores[pack] ?? score, score)
    if let solved {
      var most = bestSolved ?? [:]
      most[pack] = max(most[pack] ?? solved, solved)
      bestSolved = most
    }
  }

  /// Counts one puzzle.
  public mutating func record(_ puzzle: PuzzleRecord) {
    puzzlesPlayed = puzzlesPlayed.saturatingAdding(1)
    hints = hints.saturatingAdding(max(0, puzzle.hints))
    wrongTries = wrongTries.saturatingAdding(max(0, puzzle.wrongTries))
    switch puzzle.outcome {
    case .solved:
      solved = solved.saturatingAdding(1)
      if puzzle.seconds.isFinite, puzzle.seconds > 0 { solvedSeconds += puzzle.seconds }
      let bucket = min(max(0, puzzle.hints), Self.hintBuckets - 1)
      hintsPerSolved[bucket] = hintsPerSolved[bucket].saturatingAdding(1)
    case .skipped:
      skipped = skipped.saturatingAdding(1)
    case .abandoned:
      break
    }
  }

  /// Counts one more attempt at a puzzle already counted as skipped: a game's retry round
  /// of its skipped questions. The puzzle is still played once. Solved, it becomes solved
  /// instead of skipped, timed and charted by this attempt (its board started afresh); its
  /// hints and wrong tries add to those of the first attempt, counted with the skip. Skipped
  /// again or left, it stays skipped. With no skip left to take back (a file started afresh
  /// since), a solved puzzle is counted as a new one.
  public mutating func recordRetried(_ puzzle: PuzzleRecord) {
    guard puzzle.outcome == .solved, skipped > 0 else {
      if puzzle.outcome == .solved { return record(puzzle) }
      hints = hints.saturatingAdding(max(0, puzzle.hints))
      wrongTries = wrongTries.saturatingAdding(max(0, puzzle.wrongTries))
      return
    }
    skipped -= 1
    puzzlesPlayed -= 1
    record(puzzle)
  }

  /// Counts a puzzle that an earlier game left after touching it, counted then as played
  /// (abandoned) with `earlier`'s hints and wrong tries, and a resumed game has now ended
  /// (`puzzle` holds the whole puzzle's hints and wrong tries): it takes the earlier count's
  /// place, so the puzzle is played once. With nothing played to take back (a file started
  /// afresh since), it is counted as a new one.
  public mutating func recordResumed(_ puzzle: PuzzleRecord, replacing earlier: CountedAttempt) {
    if puzzlesPlayed > 0 {
      puzzlesPlayed -= 1
      hints = max(0, hints - max(0, earlier.hints))
      wrongTries = max(0, wrongTries - max(0, earlier.wrongTries))
    }
    record(puzzle)
  }

  /// The daily result of `day`, if it was played.
  public func dailyResult(on day: CalendarDay) -> DailyResult? {
    daily[day.description]
  }

  /// Records the daily result of `day`; the first result of a day stands, so this returns
  /// `false` (and changes nothing) when the day already has one. Only the latest
  /// ``dailyDaysKept`` days are kept: the earliest go when there are more.
  @discardableResult
  public mutating func recordDaily(_ result: DailyResult, on day: CalendarDay) -> Bool {
    guard daily[day.description] == nil else { return false }
    daily[day.description] = result
    keepLatestDays()
    return true
  }

  /// Drops the earliest daily results beyond the latest ``dailyDaysKept`` days.
  public mutating func keepLatestDays() {
    guard daily.count > Self.dailyDaysKept else { return }
    let dated = daily.keys.compactMap { key in CalendarDay(key).map { (key, $0.dayNumber) } }
    let undated = daily.keys.filter { CalendarDay($0) == nil }
    for key in undated { daily[key] = nil }
    let earliest = dated.sorted { $0.1 < $1.1 }.prefix(max(0, dated.count - Self.dailyDaysKept))
    for (key, _) in earliest { daily[key] = nil }
  }

  /// The days with a solved daily, up to and including `today`.
  private func solvedDays(upTo today: CalendarDay) -> Set<Int> {
    var days = Set<Int>()
    for (text, result) in daily where result.outcome == .solved {
      if let day = CalendarDay(text), day <= today { days.insert(day.dayNumber) }
    }
    return days
  }

  /// The streak on `today`: consecutive days with a solved daily, ending today, or ending
  /// yesterday while today's daily is not played yet. A day without a solved daily (played
  /// and not solved, or not played) ends it.
  public func currentStreak(today: CalendarDay) -> Int {
    let solvedDays = solvedDays(upTo: today)
    var day = today.dayNumber
    if !solvedDays.contains(day) {
      if daily[today.description] != nil { return 0 }
      day -= 1
    }
    var streak = 0
    while solvedDays.contains(day) {
      streak += 1
      day -= 1
    }
    return streak
  }

  /// The longest run of consecutive days with a solved daily, up to `today`.
  public func bestStreak(upTo today: CalendarDay) -> Int {
    let days = solvedDays(upTo: today)
    var best = 0
    for day in days where !days.contains(day - 1) {
      var length = 1
      while days.contains(day + length) { length += 1 }
      best = max(best, length)
    }
    return best
  }

  /// True when the numbers could come from real games: the current version, no count below
  /// zero, solved and skipped within the puzzles played, the chart adding up to the solved
  /// puzzles, a finite time, and sound daily results keyed by real dates.
  public var isPossible: Bool {
    let counts = [games, gamesFinished, puzzlesPlayed, solved, skipped, hints, wrongTries]
    guard version == Self.currentVersion, counts.allSatisfy({ $0 >= 0 }),
      gamesFinished <= games || games == Int.max,
      solved.saturatingAdding(skipped) <= puzzlesPlayed,
      solvedSeconds.isFinite, solvedSeconds >= 0,
      hintsPerSolved.count == Self.hintBuckets, hintsPerSolved.allSatisfy({ $0 >= 0 }),
      hintsPerSolved.reduce(0, { $0.saturatingAdding($1) }) == solved,
      bestScores.values.allSatisfy({ $0 >= 0 }),
      (bestSolved ?? [:]).values.allSatisfy({ $0 >= 0 })
    else { return false }
    return daily.allSatisfy { CalendarDay($0.key) != nil && $0.value.isPossible }
  }

  /// The saved form: stable, compact JSON (sorted keys, no indentation), so what is written
  /// is no larger than what a reader takes in.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// Reads saved statistics; `nil` when damaged (not JSON of this shape, another version,
  /// or impossible numbers: see ``isPossible``).
  public static func decode(_ data: Data) -> Statistics? {
    guard let stats = try? JSONDecoder().decode(Statistics.self, from: data), stats.isPossible
    else { return nil }
    return stats
  }
}
