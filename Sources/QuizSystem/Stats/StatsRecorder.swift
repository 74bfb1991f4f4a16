import Foundation
import QuizCore

/// Counts a game into the statistics as it is played: each puzzle when it ends, the game
/// when it starts and when it is finished, and, for a daily puzzle, the day's result.
///
/// Each count is one locked update of the store, so games played at once all count. A
/// failed update never stops the game: it is reported once through ``onFailure``.
public final class StatsRecorder: @unchecked Sendable {
  /// The store written to; without one, the counts are kept in memory only (a scripted
  /// daily puzzle run without `--stats` still gets its share line).
  public let store: StatsStore?
  /// The name the best score is kept under (a pack's name, or a bank file's path); `nil`
  /// for the daily puzzle, which is no pack.
  public let pack: String?
  /// The day, when the game is that day's daily puzzle.
  public let daily: CalendarDay?
  /// Told, once, the first time an update fails (a failure before it is set is told then).
  public var onFailure: ((StatsError) -> Void)? {
    didSet {
      guard let error = untold, let onFailure else { return }
      untold = nil
      onFailure(error)
    }
  }
  /// Told where a damaged statistics file was moved aside (as soon as it is set, when that
  /// happened before).
  public var onSetAside: ((String) -> Void)? {
    didSet {
      guard let path = untoldAside, let onSetAside else { return }
      untoldAside = nil
      onSetAside(path)
    }
  }
  /// The daily result recorded by this game, once it is saved.
  public private(set) var dailyResult: DailyResult?
  /// The day's result that stood when this game's came to be recorded: another game (in
  /// another terminal) recorded the day first, so this game counted nothing.
  public private(set) var playedElsewhere: DailyResult?
  /// The daily result this game could not save: the day is not recorded.
  public private(set) var unsavedDaily: DailyResult?
  /// The statistics after this recorder's last saved update.
  public private(set) var latest: Statistics?
  private var tracker = PlayTracker()
  private var reported = false
  private var untold: StatsError?
  private var untoldAside: String?
  private var ended = false
  private var finishCounted = false
  /// A daily puzzle started whose game is counted with its first puzzle.
  private var startUncounted = false
  /// This session's changes that are in the file, to be counted again into a file started
  /// afresh (set aside as damaged, or removed) since.
  private var saved: [Change] = []
  /// Changes not saved yet: each update tries them again, so a game never counts as finished
  /// in a file that missed its start.
  private var pending: [Change] = []
  /// The ``Statistics/generation`` of the file the saved changes are in.
  private var generation: String?
  /// Set once the lock was held too long by another program: this game stops trying.
  private var gaveUp = false
  /// Questions solved when the game first finished, and since in its retry round.
  private var finishedSolved = 0
  private var retrySolved = 0
  /// What the statistics already hold of the question a resumed game started at: its first
  /// record takes that count's place.
  private var resumedCount: CountedAttempt?

  /// One thing counted.
  private enum Change {
    case gameStarted
    case puzzle(PuzzleRecord)
    /// A puzzle of the retry round: one counted as skipped, played again.
    case retried(PuzzleRecord)
    /// The puzzle a resumed game started at, counted before as left (abandoned).
    case resumed(PuzzleRecord, replacing: CountedAttempt)
    /// The daily's puzzle and result, with the game when `countsGame`: all or nothing.
    case daily(PuzzleRecord, DailyResult, countsGame: Bool)
    case finished(score: Int, solved: Int)
    case score(Int, solved: Int)
  }

  /// A recorder for a game of `pack` (the daily puzzle of `daily` when given; `played` says
  /// which pack, question and answer it is, to be kept with the result).
  public init(
    store: StatsStore?, pack: String?, daily: CalendarDay? = nil,
    played: DailyResult.Played? = nil
  ) {
    self.store = store
    self.pack = pack
    self.daily = daily
    self.played = played
  }

  /// The pack, question and answer of the daily puzzle played.
  public let played: DailyResult.Played?

  /// The game starts at `question` (counted as a new game unless `resumed`; a daily puzzle
  /// only once its result is recorded, since one left untouched records nothing). A resumed
  /// game whose question was `counted` when it was left (``SavedProgress/counted``) goes on
  /// with that puzzle: it ends as one puzzle, not two.
  public func start(
    _ question: Event, resumed: Bool, counted: CountedAttempt? = nil, at now: Date
  ) {
    _ = tracker.observe(question, at: now)
    if resumed, let counted {
      tracker.resume(from: counted)
      resumedCount = counted
    }
    guard !resumed else { return }
    if daily != nil {
      startUncounted = true
    } else {
      pending.append(.gameStarted)
      flush()
    }
  }

  /// Another game starts in the same session ("Play again?").
  public func newGame(_ question: Event, at now: Date) {
    ended = false
    finishCounted = false
    finishedSolved = 0
    retrySolved = 0
    start(question, resumed: false, at: now)
  }

  /// Takes in what one key did: one update for all it counts.
  public func observe(_ steps: [Step], at now: Date) {
    guard !ended else { return }
    for step in steps {
      if let record = tracker.observe(step.event, at: now) { count(record) }
      // A retry round of skipped questions ends with its own `finished`: the game counts once.
      if case .finished(let summary) = step.event, !finishCounted {
        finishCounted = true
        finishedSolved = summary.tally.solved
        if playedElsewhere == nil {
          pending.append(.finished(score: summary.score, solved: summary.tally.solved))
        }
      }
    }
    flush()
  }

  /// The game's final score after a retry round of its skipped questions, at `now`: the
  /// pack's best score when it is higher (the game was already counted when it first
  /// finished).
  public func finalScore(_ score: Int, at now: Date) {
    guard finishCounted else { return }
    // The round is over (left with a quit key, perhaps): a puzzle touched in it counts now.
    if let record = tracker.abandon(at: now) { count(record) }
    pending.append(.score(score, solved: finishedSolved + retrySolved))
    flush()
  }

  /// The player left (quit, end of input, a signal): a touched puzzle counts as abandoned.
  /// Returns its record, for the progress to keep (``ProgressKeeper/keepCounted(_:for:)``).
  @discardableResult
  public func leave(at now: Date) -> PuzzleRecord? {
    guard !ended else { return nil }
    ended = true
    let record = tracker.abandon(at: now)
    if let record { count(record) }
    flush()
    return record
  }

  private func count(_ record: PuzzleRecord) {
    if let earlier = resumedCount {
      resumedCount = nil
      return pending.append(.resumed(record, replacing: earlier))
    }
    // Once the game has finished, the puzzles played are its skipped ones played again.
    if finishCounted {
      if record.outcome == .solved { retrySolved += 1 }
      return pending.append(.retried(record))
    }
    guard daily != nil else { return pending.append(.puzzle(record)) }
    guard playedElsewhere == nil, dailyResult == nil else { return }
    var result = DailyResult(record)
    result.played = played
    pending.append(.daily(record, result, countsGame: startUncounted))
    startUncounted = false
  }

  /// Applies `changes`; returns the day's result that stood before this game's, if any.
  private func apply(_ changes: [Change], to stats: inout Statistics) -> DailyResult? {
    var standing: DailyResult?
    for change in changes {
      switch change {
      case .gameStarted: stats.recordGameStarted()
      case .puzzle(let record): stats.record(record)
      case .retried(let record): stats.recordRetried(record)
      case .resumed(let record, let earlier): stats.recordResumed(record, replacing: earlier)
      case .daily(let record, let result, let countsGame):
        guard let day = daily else { break }
        if let other = stats.dailyResult(on: day) {
          standing = other
          continue
        }
        stats.recordDaily(result, on: day)
        if countsGame { stats.recordGameStarted() }
        stats.record(record)
      case .finished(let score, let solved):
        if standing == nil { stats.recordGameFinished(pack: pack, score: score, solved: solved) }
      case .score(let score, let solved):
        stats.recordScore(pack: pack, score: score, solved: solved)
      }
    }
    return standing
  }

  /// Saves the pending changes in one locked update (in memory without a store).
  private func flush() {
    guard !pending.isEmpty else { return }
    guard let store else {
      var stats = latest ?? Statistics()
      let standing = apply(pending, to: &stats)
      commit(stats, standing: standing)
      return
    }
    guard !gaveUp else { return }
    do {
      let (value, loaded) = try store.update { stats -> (Statistics, DailyResult?) in
        if !saved.isEmpty, stats.generation != generation { _ = apply(saved, to: &stats) }
        let standing = apply(pending, to: &stats)
        return (stats, standing)
      }
      generation = value.0.generation
      commit(value.0, standing: value.1)
      if let path = loaded.setAside {
        if let onSetAside { onSetAside(path) } else { untoldAside = path }
      }
    } catch {
      if error.reason == .lockHeld { gaveUp = true }
      for case .daily(_, let result, _) in pending { unsavedDaily = result }
      if !reported {
        reported = true
        if let onFailure { onFailure(error) } else { untold = error }
      }
    }
  }

  /// The pending changes are saved in `stats` (the day's result that stood, when another
  /// game had recorded it first).
  private func commit(_ stats: Statistics, standing: DailyResult?) {
    for case .daily(_, let result, _) in pending {
      if let standing {
        playedElsewhere = standing
      } else {
        dailyResult = result
      }
      unsavedDaily = nil
    }
    // A day another game recorded first keeps nothing of this game's daily.
    saved += pending.filter { change in
      guard standing != nil else { return true }
      if case .puzzle = change { return true }
      if case .retried = change { return true }
      return false
    }
    pending = []
    latest = stats
  }
}
