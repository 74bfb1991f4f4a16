import Foundation
import QuizCore

/// Saves a game's progress to its store, remembering the shuffle seed; errors are kept,
/// not thrown, so a read-only disk never stops a game.
public final class ProgressKeeper: @unchecked Sendable {
  /// The store written to.
  public let store: ProgressStore
  /// The shuffle seed the game uses, saved with it.
  public let shuffleSeed: UInt64?
  /// The last save error, if any.
  public private(set) var lastError: Error?

  /// A keeper writing to `store`.
  public init(store: ProgressStore, shuffleSeed: UInt64?) {
    self.store = store
    self.shuffleSeed = shuffleSeed
  }

  /// Saves where `game` is (a solved question resumes at the next one).
  public func save(_ game: Game) {
    if game.phase == .finished {
      finish()
      return
    }
    do {
      try store.save(SavedProgress(game: game, shuffleSeed: shuffleSeed))
      lastError = nil
    } catch {
      lastError = error
    }
  }

  /// Forgets the progress once the game is finished.
  public func finish() {
    store.clear()
  }
}
