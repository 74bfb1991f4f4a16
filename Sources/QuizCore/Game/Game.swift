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
  public let puzzles: [Puzzle]
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
  /// When the game (or the last restart) began.
  public private(set) var startedAt: Date
  /// When the last question was done, once it is.
  public private(set) var finishedAt: Date?

  /// A new game over `puzzles` (at least one), starting at question `index` with `score`.
  public init(
    puzzles: [Puzzle], startedAt: Date, index: Int = 0, score: Int = Game.startingScore,
    tally: Tally = Tally()
  ) {
    precondition(!puzzles.isEmpty, "a game needs at least one puzzle")
    self.puzzles = puzzles
    let start = min(max(0, index), puzzles.count - 1)
    self.index = start
    self.score = max(0, score)
    self.board = Board(puzzle: puzzles[start])
    self.phase = .playing
    self.tally = tally
    self.startedAt = startedAt
  }

  /// The current puzzle.
  public var puzzle: Puzzle { puzzles[index] }

  /// True on the last question.
  public var isLastQuestion: Bool { index == puzzles.count - 1 }

  /// The event that introduces the current question.
  public var questionEvent: Event {
    .question(index: index, total: puzzles.count, title: puzzle.title)
  }

  /// The summary so far (final once the game is finished).
  public func summary(at now: Date) -> Summary {
    let end = finishedAt ?? now
    return Summary(
      score: score, tally: tally, total: puzzles.count,
      elapsed: max(0, end.timeIntervalSince(startedAt)))
  }

  /// Does `action` and returns what happened, in order.
  public mutating func apply(_ action: Action, at now: Date) -> [Event] {
    switch action {
    case .restart:
      self = Game(puzzles: puzzles, startedAt: now)
      return [questionEvent]
    case .advance:
      return advance(at: now)
    default:
      break
    }
    switch phase {
    case .finished: return [.rejected(.gameOver)]
    case .solved: return [.rejected(.waitingForNext)]
    case .playing: break
    }
    switch action {
    case .pickTile(let tile): return pick(tile)
    case .type(let letter):
      if board.isWrong { return [.rejected(.answerIsWrong)] }
      guard let tile = board.freeTile(matching: letter) else {
        return [.rejected(.noMatchingTile(letter))]
      }
      return pick(tile)
    case .clearSlot(let slot): return clear(slot)
    case .clearLast:
      guard let slot = board.lastClearableSlot else { return [.rejected(.nothingToClear)] }
      return clear(slot)
    case .reveal: return reveal()
    case .removeDecoys: return removeDecoys()
    case .skip: return skip()
    case .advance, .restart: return []
    }
  }

  private mutating func pick(_ tile: Int) -> [Event] {
    if board.isWrong { return [.rejected(.answerIsWrong)] }
    guard let slot = board.place(tile) else { return [.rejected(.tileUnavailable(tile))] }
    return [.pick(slot: slot, tile: tile)] + verdict(countWrong: true)
  }

  private mutating func clear(_ slot: Int) -> [Event] {
    guard board.slots.indices.contains(slot), board.slots[slot].tile != nil else {
      return [.rejected(.slotEmpty(slot))]
    }
    if board.slots[slot].locked { return [.rejected(.slotLocked(slot))] }
    guard let tile = board.clear(slot) else { return [.rejected(.slotEmpty(slot))] }
    return [.clear(slot: slot, tile: tile)]
  }

  private mutating func reveal() -> [Event] {
    guard let slot = board.firstUnsolvedSlot else { return [.rejected(.nothingToReveal)] }
    guard score >= Self.revealCost else {
      return [.rejected(.cannotAfford(cost: Self.revealCost, score: score))]
    }
    var trial = board
    guard let result = trial.reveal(slot) else { return [.rejected(.nothingToReveal)] }
    board = trial
    score -= Self.revealCost
    tally.hints += 1
    var events: [Event] = result.cleared.map { .clear(slot: $0.slot, tile: $0.tile) }
    events.append(.hint(.reveal, cost: Self.revealCost))
    events.append(.pick(slot: slot, tile: result.tile))
    return events + verdict(countWrong: false)
  }

  private mutating func removeDecoys() -> [Event] {
    let removable = board.removableTiles
    guard !removable.isEmpty else { return [.rejected(.noDecoyLeft)] }
    guard score >= Self.removeCost else {
      return [.rejected(.cannotAfford(cost: Self.removeCost, score: score))]
    }
    for tile in removable.prefix(Self.tilesRemovedPerHint) { board.remove(tile) }
    score -= Self.removeCost
    tally.hints += 1
    return [.hint(.remove, cost: Self.removeCost)]
  }

  private mutating func skip() -> [Event] {
    guard !isLastQuestion else { return [.rejected(.lastQuestion)] }
    tally.skipped += 1
    index += 1
    board = Board(puzzle: puzzle)
    return [.skip, questionEvent]
  }

  private mutating func advance(at now: Date) -> [Event] {
    guard phase == .solved else {
      return [.rejected(phase == .finished ? .gameOver : .waitingForNext)]
    }
    if isLastQuestion {
      phase = .finished
      finishedAt = now
      return [.finished(summary(at: now))]
    }
    index += 1
    board = Board(puzzle: puzzle)
    phase = .playing
    return [questionEvent]
  }

  /// The `solved` or `wrong` event once every slot is filled.
  private mutating func verdict(countWrong: Bool) -> [Event] {
    guard board.isFull else { return [] }
    if board.isSolved {
      score += Self.solvePoints
      tally.solved += 1
      phase = .solved
      return [.solved(answer: String(board.answer), points: Self.solvePoints)]
    }
    if countWrong { tally.wrongTries += 1 }
    return [.wrong(guess: board.guess)]
  }
}
