import Foundation
import QuizCore

/// Saves a game's progress to its store, remembering the shuffle seed. A failed save never
/// stops the game: it is reported once through ``onFailure`` and tried again next time.
public final class ProgressKeeper {
  /// The store written to.
  public let store: ProgressStore
  /// The shuffle seed the game uses, saved with it.
  public let shuffleSeed: UInt64?
  /// The time now: the play time saved is the game's up to this moment.
  private let clock: () -> Date
  /// The last save error, if any.
  public private(set) var lastError: ProgressError?
  /// Told, once, the first time a save fails (a warning line or a status message): the
  /// reason and the full path, as ``ProgressError`` describes them.
  public var onFailure: ((ProgressError) -> Void)?
  private var reported = false
  /// The question left after being touched and what the statistics counted of it: saved
  /// with the progress (``SavedProgress/counted``) while the game is on that question.
  public var counted: (question: Int, attempt: CountedAttempt)?

  /// A keeper writing to `store`, reading the time from `clock`.
  public init(
    store: ProgressStore, shuffleSeed: UInt64?, clock: @escaping () -> Date = Date.init
  ) {
    self.store = store
    self.shuffleSeed = shuffleSeed
    self.clock = clock
  }

  /// True when what happened changes what is saved (``SavedProgress/isChanged(by:)``).
  public static func isSaved(_ event: Event) -> Bool {
    SavedProgress.isChanged(by: event)
  }

  /// Saves where `game` is (a solved question resumes at the next one). A game whose last
  /// question is solved is done, even if the player leaves during the pause before the
  /// summary: its progress is forgotten, so a next start cannot count that question twice.
  public func save(_ game: Game) {
    if game.phase == .finished || (game.phase == .solved && game.isLastQuestion) {
      finish()
      return
    }
    var progress = SavedProgress(game: game, shuffleSeed: shuffleSeed, at: clock())
    if let counted {
      if game.phase == .playing, progress.question == counted.question {
        progress.counted = counted.attempt
      } else {
        self.counted = nil
      }
    }
    do {
      try store.save(progress)
      lastError = nil
    } catch {
      lastError = error
      if !reported {
        reported = true
        onFailure?(error)
      }
    }
  }

  /// What the statistics counted of `question` when it was left, if that is where the
  /// game resumes (for ``StatsRecorder/start(_:resumed:counted:at:)``).
  public func countedAttempt(at question: Int) -> CountedAttempt? {
    guard let counted, counted.question == question else { return nil }
    return counted.attempt
  }

  /// Saves `game` again with what the statistics counted of its question as the player
  /// left it (`record`, abandoned), so a game resumed there counts it as the same puzzle.
  public func keepCounted(_ record: PuzzleRecord, for game: Game) {
    guard record.outcome == .abandoned else { return }
    counted = (game.index, CountedAttempt(record))
    save(game)
  }

  /// Forgets the progress once the game is finished.
  public func finish() {
    store.clear()
  }
}
