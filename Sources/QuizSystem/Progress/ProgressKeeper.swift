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
    do {
      try store.save(SavedProgress(game: game, shuffleSeed: shuffleSeed, at: clock()))
      lastError = nil
    } catch {
      lastError = error
      if !reported {
        reported = true
        onFailure?(error)
      }
    }
  }

  /// Forgets the progress once the game is finished.
  public func finish() {
    store.clear()
  }
}
