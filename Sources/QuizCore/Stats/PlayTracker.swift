import Foundation

/// Follows a game's events and tells when a puzzle ends and how it went: the per-puzzle
/// counts the statistics need and the game itself does not keep.
public struct PlayTracker: Equatable, Sendable {
  private var startedAt: Date?
  private var picks = 0
  private var hints = 0
  private var removals = 0
  private var wrongTries = 0
  private var touched = false
  private var revealPending = false
  /// The last letter placed was a reveal hint's: a `wrong` it leads to is no try of the
  /// player's (the game does not count it either).
  private var hintPlacedLast = false

  /// A tracker that has seen nothing yet.
  public init() {}

  /// Continues the puzzle just begun (``observe(_:at:)`` of its `question`) from an earlier
  /// attempt at it that was counted as `earlier`: touched already, with its hints and wrong
  /// tries, so the record it ends with holds the whole puzzle's.
  public mutating func resume(from earlier: CountedAttempt) {
    touched = true
    hints = max(0, earlier.hints)
    wrongTries = max(0, earlier.wrongTries)
  }

  /// Takes in one event at `now`; returns the record of a puzzle that just ended (solved or
  /// skipped).
  public mutating func observe(_ event: Event, at now: Date) -> PuzzleRecord? {
    switch event {
    case .question:
      self = PlayTracker()
      startedAt = now
    case .pick:
      touched = true
      // The pick right after a reveal hint is the hint's letter, not the player's.
      hintPlacedLast = revealPending
      if revealPending { revealPending = false } else { picks += 1 }
    case .clear:
      touched = true
    case .hint(let kind, _):
      touched = true
      hints += 1
      if kind == .remove { removals += 1 }
      revealPending = kind == .reveal
    case .wrong:
      if !hintPlacedLast { wrongTries += 1 }
    case .solved:
      let record = finish(.solved, at: now)
      return record
    case .skip:
      return finish(.skipped, at: now)
    case .rejected, .finished, .quit, .cursor:
      break
    }
    return nil
  }

  /// The record of the puzzle being played when the player leaves, or `nil` when it was not
  /// touched (or already ended).
  public mutating func abandon(at now: Date) -> PuzzleRecord? {
    guard touched, startedAt != nil else { return nil }
    return finish(.abandoned, at: now)
  }

  private mutating func finish(_ outcome: PuzzleRecord.Outcome, at now: Date) -> PuzzleRecord {
    let seconds = startedAt.map { max(0, now.timeIntervalSince($0)) } ?? 0
    let record = PuzzleRecord(
      outcome: outcome, picks: picks, hints: hints, wrongTries: wrongTries, seconds: seconds,
      removals: removals)
    // The next puzzle starts now, even when its `question` event is not seen.
    self = PlayTracker()
    startedAt = now
    return record
  }
}
