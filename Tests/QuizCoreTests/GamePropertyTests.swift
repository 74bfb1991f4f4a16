import Foundation
import Testing

@testable import QuizCore

/// What the events of a game say happened, replayed independently of the engine.
struct EventLedger {
  var startScore: Int
  var slots: [Character?]
  var solved = 0
  var reveals = 0
  var removes = 0

  var expectedScore: Int {
    startScore + Game.solvePoints * solved - Game.revealCost * reveals - Game.removeCost * removes
  }

  /// Replays `events` against the slot letters; returns a complaint when one does not fit.
  mutating func replay(_ events: [Event], board: Board) -> String? {
    for event in events {
      switch event {
      case .question: slots = Array(repeating: nil, count: board.answer.count)
      case .pick(let slot, let tile):
        guard slots.indices.contains(slot.rawValue), slots[slot.rawValue] == nil else {
          return "pick into \(slot)"
        }
        slots[slot.rawValue] = board.letter(on: tile)
      case .clear(let slot, let tile):
        guard slots.indices.contains(slot.rawValue), slots[slot.rawValue] == board.letter(on: tile)
        else {
          return "clear of \(slot) does not match tile \(tile)"
        }
        slots[slot.rawValue] = nil
      case .solved: solved += 1
      case .hint(let kind, let cost):
        if kind == .reveal { reveals += 1 } else { removes += 1 }
        if cost != (kind == .reveal ? 60 : 90) { return "\(kind) cost \(cost)" }
      case .rejected, .wrong, .skip, .finished, .quit, .cursor: break
      }
    }
    return nil
  }
}

@Suite("Game properties")
struct GamePropertyTests {
  static let pool: [Puzzle] =
    [
      Fixture.puzzle("BANANA", tiles: "NABXANANQ"), Fixture.puzzle("PEPPER", tiles: "PEPPERPXE"),
      Fixture.puzzle("鸭鸭梨", tiles: "梨鸭苹鸭果鸭"), Fixture.puzzle("AA", tiles: "AaA"),
      Fixture.puzzle("🐱🐱", tiles: "🐶🐱👨‍👩‍👧🐱"),
    ]
    + Puzzle.prepare([
      QuizQuestion(answer: "MISSISSIPPI", title: "river"), QuizQuestion(answer: "Éé", title: "e"),
    ])

  static func randomAction(_ random: inout SplitMix64, board: Board) -> Action {
    switch random.below(20) {
    case 0..<6: return .pickTile(TileIndex(random.below(board.tiles.count + 4) - 2))
    case 6..<10:
      let letters = board.tiles + ["Z", "ø", "a", "e"]
      return .type(letters[random.below(letters.count)])
    case 10, 11: return .clearSlot(SlotIndex(random.below(board.slots.count + 3) - 1))
    case 12, 13: return .clearLast
    case 14: return .reveal
    case 15: return .removeDecoys
    case 16: return .skip
    case 17, 18: return .advance
    default: return random.below(8) == 0 ? .restart : .advance
    }
  }

  /// The first broken invariant of `game`, if any.
  static func violation(in game: Game, ledger: EventLedger) -> String? {
    let board = game.board
    if board.slotLetters != ledger.slots { return "slots differ from the events" }
    let used = board.slots.compactMap(\.tile)
    if Set(used).count != used.count { return "a tile is in two slots" }
    for (slot, content) in board.slots.enumerated() {
      guard let tile = content.tile else {
        if content.locked { return "empty slot \(slot) is locked" }
        continue
      }
      if board.state(of: tile) != .placed(slot: SlotIndex(slot)) {
        return "tile \(tile) lost slot \(slot)"
      }
      if content.locked && board.letter(on: tile) != board.answer[slot] {
        return "locked slot wrong"
      }
    }
    for (tile, state) in board.tileStates.enumerated() {
      if case .placed(let slot) = state, board.slot(slot).tile != TileIndex(tile) {
        return "tile \(tile) says slot \(slot)"
      }
    }
    // The shown letters and removed tiles are kept up to date, not worked out when read.
    if board.slotLetters != board.slots.map({ $0.tile.map(board.letter(on:)) }) {
      return "slot letters differ from the slots"
    }
    if board.visibleTiles
      != board.tiles.indices.map({ board.tileStates[$0] == .free ? board.tiles[$0] : nil })
    {
      return "visible tiles differ from the tile states"
    }
    if board.removedTiles != board.tileIndices.filter({ board.state(of: $0) == .removed }) {
      return "removed tiles differ from the tile states"
    }
    var left = board.tiles.indices.filter { board.tileStates[$0] != .removed }.map {
      board.tiles[$0]
    }
    for letter in board.answer {
      guard let index = left.firstIndex(of: letter) else { return "needed \(letter) removed" }
      left.remove(at: index)
    }
    if game.score != ledger.expectedScore { return "score \(game.score) ≠ \(ledger.expectedScore)" }
    if game.score < 0 { return "negative score" }
    if game.tally.hints != ledger.reveals + ledger.removes { return "hint count" }
    if game.phase == .playing && board.isSolved { return "solved board still playing" }
    if game.phase == .solved && !board.isSolved { return "solved phase, unsolved board" }
    return nil
  }

  @Test("random play keeps tiles, slots, events and score consistent after every action")
  func randomPlay() throws {
    var random = SplitMix64(seed: 20_240_601)
    var totals: [String: Int] = [:]
    for run in 0..<400 {
      let count = 1 + random.below(4)
      let puzzles = (0..<count).map { _ in Self.pool[random.below(Self.pool.count)] }
      let startScore = run % 4 == 0 ? 150 : Game.startingScore
      var game = Game(puzzles: puzzles, startedAt: Fixture.start, score: startScore)
      var ledger = EventLedger(
        startScore: startScore, slots: Array(repeating: nil, count: game.board.answer.count))
      for step in 0..<80 {
        let action = Self.randomAction(&random, board: game.board)
        let before = game
        let now = Fixture.start.addingTimeInterval(Double(step))
        let events = game.apply(action, at: now)
        if action == .restart { ledger = EventLedger(startScore: Game.startingScore, slots: []) }
        let context = "run \(run) step \(step) \(action) → \(events)"
        try #require(!events.isEmpty, "silent action: \(context)")
        if events.count == 1, case .rejected = events[0] {
          try #require(game == before, "a refusal changed the game: \(context)")
        }
        if let complaint = ledger.replay(events, board: game.board) {
          Issue.record("\(complaint): \(context)")
          return
        }
        if let broken = Self.violation(in: game, ledger: ledger) {
          Issue.record("\(broken): \(context)")
          return
        }
        for event in events {
          let name = "\(event)".prefix { $0 != "(" }
          totals[String(name), default: 0] += 1
        }
      }
    }
    // The random play must actually reach every kind of event, or it proves little.
    for name in ["pick", "clear", "wrong", "solved", "hint", "skip", "question", "finished"] {
      #expect(totals[name, default: 0] > 20, "too few \(name) events: \(totals)")
    }
  }
}
