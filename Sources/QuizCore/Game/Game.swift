import Foundation

/// The whole game: the questions, the one being played, the score and the counts.
///
/// A value type with no I/O: every change goes through ``apply(_:at:)``, which returns
/// the events to render. Time comes in as a parameter.
public struct Game: Equatable, Sendable {
  /// Where the game is.
  public enum Phase: Equatable, Sendable {
    /// The current question is being played.
    case playing
    /// The current question is solved; ``Action/advance`` starts the next one.
    case solved
    /// The last question is done.
    case finished
  }

  /// The points a player starts with.
  public static let startingScore = 1000
  /// Points for a right answer.
  public static let solvePoints = 100
  /// The cost of revealing a letter.
  public static let revealCost = 60
  /// The cost of removing decoys.
  public static let removeCost = 90
  /// How many decoys one remove hint hides at most.
  public static let tilesRemovedPerHint = 3

  /// The puzzles, in play order.
  public let puzzles: PuzzleDeck
  /// The 0-based index of the current question.
  public private(set) var index: Int
  /// The current score, never below zero.
  public private(set) var score: Int
  /// The current question's slots and tiles.
  public private(set) var board: Board
  /// Where the game is.
  public private(set) var phase: Phase
  /// Counts over the whole game.
  public private(set) var tally: Tally
  /// When the game (or the last restart) began, in this run.
  public private(set) var startedAt: Date
  /// When the last question was done, once it is.
  public private(set) var finishedAt: Date?
  /// Seconds played before ``startedAt`` (in earlier runs of a resumed game).
  public private(set) var playedBefore: TimeInterval
  /// Seconds since ``startedAt`` that do not count: the game was suspended.
  public private(set) var pausedFor: TimeInterval = 0
  /// The indices of the puzzles skipped, in the order they were skipped: in this run and,
  /// for a resumed game, those its saved progress named (a game resumed from a file saved
  /// before they were kept knows only how many were skipped before, in ``tally``).
  public private(set) var skippedPuzzles: [Int] = []

  /// A new game over `puzzles` (at least one), starting at question `index` with `score`
  /// and `tally` (negative numbers count as 0), after `elapsed` seconds already played.
  public init(
    puzzles: [Puzzle], startedAt: Date, index: Int = 0, score: Int = Game.startingScore,
    tally: Tally = Tally(), elapsed: TimeInterval = 0
  ) {
    self.init(
      puzzles: PuzzleDeck(puzzles), startedAt: startedAt, index: index, score: score,
      tally: tally, elapsed: elapsed)
  }

  /// A new game over the puzzles of `deck` (at least one), as ``init(puzzles:startedAt:index:score:tally:elapsed:)``;
  /// `skipped` names the questions skipped before `index` (others are left out), `hints` what
  /// hints bought on question `index`, put back only if it fits that question
  /// (``Board/restoring(_:)``) and no more than `tally`'s hints could buy it.
  public init(
    puzzles deck: PuzzleDeck, startedAt: Date, index: Int = 0,
    score: Int = Game.startingScore, tally: Tally = Tally(), elapsed: TimeInterval = 0,
    skipped: [Int] = [], hints: SavedHints? = nil
  ) {
    precondition(!deck.isEmpty, "a game needs at least one puzzle")
    self.puzzles = deck
    let start = min(max(0, index), deck.count - 1)
    self.index = start
    self.score = max(0, score)
    self.puzzle = deck[start]
    self.board = Board(puzzle: puzzle)
    self.phase = .playing
    self.tally = Tally(
      solved: max(0, tally.solved), skipped: max(0, tally.skipped), hints: max(0, tally.hints),
      wrongTries: max(0, tally.wrongTries))
    self.startedAt = startedAt
    self.playedBefore = elapsed.isFinite ? max(0, elapsed) : 0
    var seen = Set<Int>()
    self.skippedPuzzles = skipped.filter { $0 >= 0 && $0 < start && seen.insert($0).inserted }
    if let hints, hints.hintsBought <= self.tally.hints, let board = board.restoring(hints) {
      self.board = board
    }
  }

  /// The current puzzle (made once, when its question is reached).
  public private(set) var puzzle: Puzzle

  /// True on the last question.
  public var isLastQuestion: Bool { index == puzzles.count - 1 }

  /// The event that introduces the current question.
  public var questionEvent: Event {
    .question(index: index, total: puzzles.count, title: puzzle.title)
  }

  /// The summary so far (final once the game is finished).
  public func summary(at now: Date) -> Summary {
    Summary(score: score, tally: tally, total: puzzles.count, elapsed: playTime(at: now))
  }

  /// Seconds of play up to `now` (or up to the end, once finished): earlier runs included,
  /// time spent suspended left out.
  public func playTime(at now: Date) -> TimeInterval {
    let end = finishedAt ?? now
    return playedBefore + max(0, end.timeIntervalSince(startedAt) - pausedFor)
  }

  /// Leaves the time from `start` to `end` out of the play time: the game was suspended
  /// (the caller knows when; the game has no clock of its own). Nothing changes once the
  /// game is finished.
  public mutating func excludePause(from start: Date, to end: Date) {
    guard finishedAt == nil else { return }
    let pause = end.timeIntervalSince(start)
    if pause.isFinite, pause > 0 { pausedFor += pause }
  }

  /// What the player sees now.
  public var visibleState: VisibleState {
    VisibleState(
      index: index, total: puzzles.count, score: score, slots: board.slotLetters,
      tiles: board.visibleTiles, removed: board.removedTiles)
  }

  /// Does `action` and returns what happened, in order.
  public mutating func apply(_ action: Action, at now: Date) -> [Event] {
    step(action, at: now).map(\.event)
  }

  /// Does `action` and returns what happened, each event with the state right after it.
  public mutating func step(_ action: Action, at now: Date) -> [Step] {
    var steps: [Step] = []
    switch action {
    case .restart:
      self = Game(puzzles: puzzles, startedAt: now)
      emit(questionEvent, into: &steps)
      return steps
    case .advance:
      advance(at: now, into: &steps)
      return steps
    default:
      break
    }
    switch phase {
    case .finished: emit(.rejected(.gameOver), into: &steps)
    case .solved: emit(.rejected(.waitingForNext), into: &steps)
    case .playing: play(action, into: &steps)
    }
    return steps
  }

  private mutating func play(_ action: Action, into steps: inout [Step]) {
    switch action {
    case .pickTile(let tile): pick(tile, into: &steps)
    case .type(let letter):
      if board.isWrong { return emit(.rejected(.answerIsWrong), into: &steps) }
      guard let tile = board.freeTile(matching: letter) else {
        return emit(.rejected(.noMatchingTile(letter)), into: &steps)
      }
      pick(tile, into: &steps)
    case .clearSlot(let slot): clear(slot, into: &steps)
    case .clearLast:
      guard let slot = board.lastClearableSlot else {
        return emit(.rejected(.nothingToClear), into: &steps)
      }
      clear(slot, into: &steps)
    case .reveal: reveal(into: &steps)
    case .removeDecoys: removeDecoys(into: &steps)
    case .skip: skip(into: &steps)
    case .advance, .restart: break
    }
  }

  private func emit(_ event: Event, into steps: inout [Step]) {
    steps.append(Step(event: event, state: visibleState))
  }

  private mutating func pick(_ tile: TileIndex, into steps: inout [Step]) {
    if board.isWrong { return emit(.rejected(.answerIsWrong), into: &steps) }
    guard let slot = board.place(tile) else {
      return emit(.rejected(.tileUnavailable(tile)), into: &steps)
    }
    emit(.pick(slot: slot, tile: tile), into: &steps)
    verdict(countWrong: true, into: &steps)
  }

  private mutating func clear(_ slot: SlotIndex, into steps: inout [Step]) {
    guard board.slots.indices.contains(slot.rawValue), board.slot(slot).tile != nil else {
      return emit(.rejected(.slotEmpty(slot)), into: &steps)
    }
    if board.slot(slot).locked { return emit(.rejected(.slotLocked(slot)), into: &steps) }
    guard let tile = board.clear(slot) else {
      return emit(.rejected(.slotEmpty(slot)), into: &steps)
    }
    emit(.clear(slot: slot, tile: tile), into: &steps)
  }

  private mutating func reveal(into steps: inout [Step]) {
    guard let slot = board.firstUnsolvedSlot, let plan = board.revealPlan(for: slot) else {
      return emit(.rejected(.nothingToReveal), into: &steps)
    }
    guard score >= Self.revealCost else {
      return emit(.rejected(.cannotAfford(cost: Self.revealCost, score: score)), into: &steps)
    }
    score -= Self.revealCost
    tally.hints = tally.hints.saturatingAdding(1)
    emit(.hint(.reveal, cost: Self.revealCost), into: &steps)
    for cleared in [plan.donor, board.slot(slot).tile == nil ? nil : slot].compactMap({ $0 }) {
      if let tile = board.clear(cleared) {
        emit(.clear(slot: cleared, tile: tile), into: &steps)
      }
    }
    board.lock(plan.tile, into: slot)
    emit(.pick(slot: slot, tile: plan.tile), into: &steps)
    verdict(countWrong: false, into: &steps)
  }

  private mutating func removeDecoys(into steps: inout [Step]) {
    let removable = board.removableTiles
    guard !removable.isEmpty else { return emit(.rejected(.noDecoyLeft), into: &steps) }
    guard score >= Self.removeCost else {
      return emit(.rejected(.cannotAfford(cost: Self.removeCost, score: score)), into: &steps)
    }
    for tile in removable.prefix(Self.tilesRemovedPerHint) { board.remove(tile) }
    score -= Self.removeCost
    tally.hints = tally.hints.saturatingAdding(1)
    emit(.hint(.remove, cost: Self.removeCost), into: &steps)
  }

  private mutating func skip(into steps: inout [Step]) {
    guard !isLastQuestion else { return emit(.rejected(.lastQuestion), into: &steps) }
    let answer = String(board.answer)
    tally.skipped = tally.skipped.saturatingAdding(1)
    skippedPuzzles.append(index)
    index += 1
    puzzle = puzzles[index]
    board = Board(puzzle: puzzle)
    emit(.skip(answer: answer), into: &steps)
    emit(questionEvent, into: &steps)
  }

  private mutating func advance(at now: Date, into steps: inout [Step]) {
    guard phase == .solved else {
      let reason: Rejection = phase == .finished ? .gameOver : .waitingForNext
      return emit(.rejected(reason), into: &steps)
    }
    if isLastQuestion {
      phase = .finished
      finishedAt = now
      return emit(.finished(summary(at: now)), into: &steps)
    }
    index += 1
    puzzle = puzzles[index]
    board = Board(puzzle: puzzle)
    phase = .playing
    emit(questionEvent, into: &steps)
  }

  /// The `solved` or `wrong` event once every slot is filled.
  private mutating func verdict(countWrong: Bool, into steps: inout [Step]) {
    guard board.isFull else { return }
    if board.isSolved {
      // Saturating: a resumed game may start anywhere a saved file allows.
      score = score.saturatingAdding(Self.solvePoints)
      tally.solved = tally.solved.saturatingAdding(1)
      phase = .solved
      emit(.solved(answer: String(board.answer), points: Self.solvePoints), into: &steps)
    } else {
      if countWrong { tally.wrongTries = tally.wrongTries.saturatingAdding(1) }
      emit(.wrong(guess: board.guess), into: &steps)
    }
  }
}
