import Testing

@testable import QuizCore

@Suite("Game rules: picking and clearing")
struct GameRulesTests {
  @Test("picking a tile fills the first empty slot and hides the tile")
  func pickFillsFirstEmptySlot() {
    var game = Fixture.game("APPLE", tiles: "EPALPX")
    #expect(game.apply(.pickTile(2)) == [.pick(slot: 0, tile: 2)])
    #expect(game.apply(.pickTile(1)) == [.pick(slot: 1, tile: 1)])
    #expect(game.board.visibleTiles == ["E", nil, nil, "L", "P", "X"])
    game.apply(.clearSlot(0))
    #expect(game.apply(.pickTile(4)) == [.pick(slot: 0, tile: 4)])
    #expect(game.board.slotLetters == ["P", "P", nil, nil, nil])
    #expect(game.board.tileStates[4] == .placed(slot: 0))
  }

  @Test("a used or non-existent tile cannot be picked", arguments: [-1, 0, 6, 99])
  func unavailableTile(index: TileIndex) {
    var game = Fixture.game("APPLE", tiles: "EPALPX")
    game.apply(.pickTile(0))
    let before = game
    #expect(game.apply(.pickTile(index)) == [.rejected(.tileUnavailable(index))])
    #expect(game == before)
  }

  @Test(
    "a typed letter picks an exact match first, then one that differs only in case",
    arguments: [("aA", "A", 1), ("aA", "a", 0), ("Ab", "a", 0), ("xB", "b", 1), ("éÉ", "É", 1)])
  func typedLetter(tiles: String, typed: Character, tile: TileIndex) {
    var game = Fixture.game("ZZZ", tiles: tiles + "ZZZ")
    #expect(game.apply(.type(typed)) == [.pick(slot: 0, tile: tile)])
  }

  @Test(
    "a typed letter picks ignoring accents after exact and case-insensitive matches",
    arguments: [
      ("Ï", "i", 0), ("ÏI", "i", 1), ("Ïi", "i", 1), ("ïÏ", "I", 0), ("Ïï", "i", 0),
      ("ÑN", "n", 1), ("Ñ", "n", 0), ("éE", "e", 1), ("Xé", "É", 1), ("XE", "é", 1),
    ])
  func typedLetterIgnoringAccents(tiles: String, typed: Character, tile: TileIndex) {
    var game = Fixture.game("ZZZ", tiles: tiles + "ZZZ")
    #expect(game.apply(.type(typed)) == [.pick(slot: 0, tile: tile)])
  }

  @Test("typing an answer without its accents solves it")
  func typedWithoutAccents() {
    var game = Fixture.game("NAÏVE", tiles: "VÏEXNAK")
    #expect(game.type("naive").last == .solved(answer: "NAÏVE", points: 100))
  }

  @Test("once the exact match is used, typing falls back to the other case")
  func typedFallsBackToOtherCase() {
    var game = Fixture.game("ZZZ", tiles: "aAZZZ")
    #expect(game.type("AA") == [.pick(slot: 0, tile: 1), .pick(slot: 1, tile: 0)])
  }

  @Test("a typed letter with no free tile is rejected")
  func typedLetterWithoutTile() {
    var game = Fixture.game("AB", tiles: "ABC")
    game.type("C")
    #expect(game.apply(.type("Q")) == [.rejected(.noMatchingTile("Q"))])
    #expect(game.apply(.type("C")) == [.rejected(.noMatchingTile("C"))])
  }

  @Test(
    "clearing a slot returns a duplicate letter to its own tile",
    arguments: [([1, 0, 3], 0, 1), ([1, 0, 3], 1, 0), ([0, 1, 3, 2], 2, 3), ([2, 0], 0, 2)])
  func clearReturnsOwnTile(picks: [TileIndex], slot: SlotIndex, tile: TileIndex) {
    var game = Fixture.game("PAPA", tiles: "PPAA")
    game.apply(picks.map { .pickTile($0) })
    #expect(game.apply(.clearSlot(slot)) == [.clear(slot: slot, tile: tile)])
    #expect(game.board.state(of: tile) == .free)
    #expect(game.board.slot(slot).tile == nil)
    for (other, picked) in picks.enumerated() where other != slot.rawValue {
      #expect(game.board.state(of: picked) == .placed(slot: SlotIndex(other)))
    }
  }

  @Test("clearing an empty or non-existent slot is rejected", arguments: [-1, 1, 2, 7])
  func clearEmptySlot(slot: SlotIndex) {
    var game = Fixture.game("APE", tiles: "APEX")
    game.apply(.pickTile(0))
    #expect(game.apply(.clearSlot(slot)) == [.rejected(.slotEmpty(slot))])
  }

  @Test("clearLast clears the last filled slot, and refuses when none is")
  func clearLast() {
    var game = Fixture.game("APE", tiles: "APEX")
    #expect(game.apply(.clearLast) == [.rejected(.nothingToClear)])
    game.type("AP")
    #expect(game.apply(.clearLast) == [.clear(slot: 1, tile: 1)])
    #expect(game.apply(.clearLast) == [.clear(slot: 0, tile: 0)])
    #expect(game.apply(.clearLast) == [.rejected(.nothingToClear)])
  }

  @Test("clearLast skips a locked slot")
  func clearLastSkipsLocked() {
    var game = Fixture.game("ABCD", tiles: "ABCDX")
    game.type("AX")
    game.apply(.reveal)
    #expect(game.board.slots[1] == Board.Slot(tile: 1, locked: true))
    game.type("X")
    #expect(game.apply(.clearLast) == [.clear(slot: 2, tile: 4)])
    #expect(game.apply(.clearLast) == [.clear(slot: 0, tile: 0)])
    #expect(game.apply(.clearLast) == [.rejected(.nothingToClear)])
    #expect(game.board.slotLetters == [nil, "B", nil, nil])
  }

  @Test("a wrong answer blocks picks until a slot is cleared")
  func wrongBlocksPicks() {
    var game = Fixture.game("AB", tiles: "BAX")
    #expect(game.apply(.pickTile(0)) == [.pick(slot: 0, tile: 0)])
    #expect(game.apply(.pickTile(1)) == [.pick(slot: 1, tile: 1), .wrong(guess: "BA")])
    #expect(game.board.isWrong)
    #expect(game.apply(.pickTile(2)) == [.rejected(.answerIsWrong)])
    #expect(game.apply(.type("X")) == [.rejected(.answerIsWrong)])
    #expect(game.apply(.clearSlot(0)) == [.clear(slot: 0, tile: 0)])
    #expect(!game.board.isWrong)
    #expect(game.apply(.pickTile(2)) == [.pick(slot: 0, tile: 2), .wrong(guess: "XA")])
    #expect(game.tally.wrongTries == 2)
    #expect(game.score == 1000)
  }

  @Test("the pick that completes the answer is followed by solved, worth 100")
  func solving() {
    var game = Fixture.game([("AB", "BXA"), ("C", "CD")])
    #expect(game.apply(.pickTile(2)) == [.pick(slot: 0, tile: 2)])
    #expect(
      game.apply(.pickTile(0)) == [.pick(slot: 1, tile: 0), .solved(answer: "AB", points: 100)])
    #expect(game.score == 1100)
    #expect(game.phase == .solved)
    #expect(game.tally == Tally(solved: 1))
  }

  @Test(
    "while a solved question waits for the next one, actions are refused",
    arguments: [
      Action.pickTile(1), .type("X"), .clearSlot(0), .clearLast, .reveal, .removeDecoys, .skip,
    ])
  func solvedPhaseRefuses(action: Action) {
    var game = Fixture.game([("A", "AX"), ("B", "BY")])
    game.type("A")
    let before = game
    #expect(game.apply(action) == [.rejected(.waitingForNext)])
    #expect(game == before)
  }
}
