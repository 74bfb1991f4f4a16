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
  /// The daily result recorded by this game, once it is.
  public private(set) var dailyResult: DailyResult?
  /// The statistics after this recorder's last update.
  public private(set) var latest: Statistics?
  private var tracker = PlayTracker()
  private var reported = false
  private var untold: StatsError?
  private var untoldAside: String?
  private var ended = false
  private var finishCounted = false
  /// A daily puzzle started whose game is counted with its first puzzle.
  private var startUncounted = false

  /// A recorder for a game of `pack` (the daily puzzle of `daily` when given).
  public init(store: StatsStore?, pack: String?, daily: CalendarDay? = nil) {
    self.store = store
    self.pack = pack
    self.daily = daily
  }

  /// The game starts at `question` (counted as a new game unless `resumed`; a daily puzzle
  /// only once its result is recorded, since one left untouched records nothing).
  public func start(_ question: Event, resumed: Bool, at now: Date) {
    _ = tracker.observe(question, at: now)
    guard !resumed else { return }
    if daily != nil {
      startUncounted = true
    } else {
      update { $0.recordGameStarted() }
    }
  }

  /// Another game starts in the same session ("Play again?").
  public func newGame(_ question: Event, at now: Date) {
    ended = false
    finishCounted = false
    start(question, resumed: false, at: now)
  }

  /// Takes in what one key did.
  public func observe(_ steps: [Step], at now: Date) {
    guard !ended else { return }
    for step in steps {
      if let record = tracker.observe(step.event, at: now) { count(record) }
      // A retry round of skipped questions ends with its own `finished`: the game counts once.
      if case .finished(let summary) = step.event, !finishCounted {
        finishCounted = true
        update { $0.recordGameFinished(pack: self.pack, score: summary.score) }
      }
    }
  }

  /// The game's final score after a retry round of its skipped questions: the pack's best
  /// score when it is higher (the game was already counted when it first finished).
  public func finalScore(_ score: Int) {
    guard finishCounted else { return }
    update { $0.recordScore(pack: self.pack, score: score) }
  }

  /// The player left (quit, end of input, a signal): a touched puzzle counts as abandoned.
  public func leave(at now: Date) {
    guard !ended else { return }
    ended = true
    if let record = tracker.abandon(at: now) { count(record) }
  }

  private func count(_ record: PuzzleRecord) {
    let day = daily
    let counting = startUncounted
    startUncounted = false
    update { stats in
      if counting { stats.recordGameStarted() }
      stats.record(record)
      if let day, stats.recordDaily(DailyResult(record), on: day) {
        self.dailyResult = DailyResult(record)
      }
    }
  }

  private func update(_ change: (inout Statistics) -> Void) {
    guard let store else {
      var stats = latest ?? Statistics()
      change(&stats)
      latest = stats
      return
    }
    do {
      let (_, loaded) = try store.update { stats in
        change(&stats)
        latest = stats
      }
      if let path = loaded.setAside {
        if let onSetAside { onSetAside(path) } else { untoldAside = path }
      }
    } catch {
      if !reported {
        reported = true
        if let onFailure { onFailure(error) } else { untold = error }
      }
    }
  }
}
