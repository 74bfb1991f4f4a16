/// What happened as the result of an action, in order; renderers draw from these.
public enum Event: Equatable, Sendable {
  /// A question starts: its 0-based index, the number of questions and the clue.
  case question(index: Int, total: Int, title: String)
  /// The tile went into the slot.
  case pick(slot: SlotIndex, tile: TileIndex)
  /// The slot's letter went back to the tile.
  case clear(slot: SlotIndex, tile: TileIndex)
  /// The action did nothing, for this reason.
  case rejected(Rejection)
  /// Every slot is filled and the answer is wrong.
  case wrong(guess: String)
  /// Every slot is filled and the answer is right; `points` were added.
  case solved(answer: String, points: Int)
  /// A hint was used for `cost` points.
  case hint(HintKind, cost: Int)
  /// The question was skipped; `answer` is what it was.
  case skip(answer: String)
  /// The last question is done.
  case finished(Summary)
  /// The player quit (or input ended) before the end.
  case quit
  /// The keyboard cursor moved (or was first shown): it is on tile or slot `index`.
  ///
  /// The cursor belongs to the interface, not the game; `Game` never emits this.
  case cursor(area: CursorArea, index: Int)
}

/// The two areas the keyboard cursor moves in.
public enum CursorArea: String, Equatable, Sendable {
  /// The tile grid.
  case tiles
  /// The answer slots.
  case slots
}

/// Counts kept over a whole game.
public struct Tally: Equatable, Sendable, Codable {
  /// Questions answered right.
  public var solved = 0
  /// Questions skipped.
  public var skipped = 0
  /// Hints used, of either kind.
  public var hints = 0
  /// Times every slot was filled with a wrong answer.
  public var wrongTries = 0

  /// Creates a tally; all counts default to zero.
  public init(solved: Int = 0, skipped: Int = 0, hints: Int = 0, wrongTries: Int = 0) {
    self.solved = solved
    self.skipped = skipped
    self.hints = hints
    self.wrongTries = wrongTries
  }
}

/// The end-of-game summary.
public struct Summary: Equatable, Sendable {
  /// The final score.
  public var score: Int
  /// The counts.
  public var tally: Tally
  /// The number of questions in the game.
  public var total: Int
  /// Seconds from the start of the game to its end.
  public var elapsed: Double

  /// Creates a summary.
  public init(score: Int, tally: Tally, total: Int, elapsed: Double) {
    self.score = score
    self.tally = tally
    self.total = total
    self.elapsed = elapsed
  }

  /// The summary of a game followed by a round that played its skipped questions again:
  /// each question solved in `retry` counts as solved instead of skipped, hints, wrong
  /// tries and time add up, and the score is where the round left it.
  public func afterRetry(_ retry: Summary) -> Summary {
    let solvedAgain = min(retry.tally.solved, tally.skipped)
    let counts = Tally(
      solved: tally.solved.saturatingAdding(solvedAgain),
      skipped: tally.skipped - solvedAgain,
      hints: tally.hints.saturatingAdding(retry.tally.hints),
      wrongTries: tally.wrongTries.saturatingAdding(retry.tally.wrongTries))
    return Summary(
      score: retry.score, tally: counts, total: total, elapsed: elapsed + retry.elapsed)
  }
}
