import Testing

@testable import QuizCore

@Suite("Board")
struct BoardTests {
  static func board(_ answer: String, tiles: String, picks: [TileIndex] = []) -> Board {
    var board = Board(puzzle: Fixture.puzzle(answer, tiles: tiles))
    for tile in picks { _ = board.place(tile) }
    return board
  }

  @Test("a fresh board has every slot empty and every tile free")
  func fresh() {
    let board = Self.board("APE", tiles: "EPAX")
    #expect(board.slots == Array(repeating: Board.Slot(), count: 3))
    #expect(board.tileStates == Array(repeating: .free, count: 4))
    #expect(board.visibleTiles == ["E", "P", "A", "X"])
    #expect(board.guess == "")
    #expect(!board.isFull)
  }

  @Test(
    "full, solved and wrong follow the slots",
    arguments: [
      ([TileIndex](), false, false, false), ([2], false, false, false),
      ([2, 1, 0], true, true, false),
      ([0, 1, 2], true, false, true), ([2, 3, 0], true, false, true),
    ])
  func verdicts(picks: [TileIndex], full: Bool, solved: Bool, wrong: Bool) {
    let board = Self.board("APE", tiles: "EPAX", picks: picks)
    #expect(board.isFull == full)
    #expect(board.isSolved == solved)
    #expect(board.isWrong == wrong)
  }

  @Test("the guess joins the filled slots in order")
  func guess() {
    var board = Self.board("APE", tiles: "EPAX", picks: [3, 0, 1])
    _ = board.clear(1)
    #expect(board.slotLetters == ["X", nil, "P"])
    #expect(board.guess == "XP")
  }

  @Test("placing a used tile, or into a full board, does nothing")
  func placeRefuses() {
    var board = Self.board("AP", tiles: "APX", picks: [0])
    #expect(board.place(0) == nil)
    #expect(board.place(5) == nil)
    #expect(board.place(1) == 1)
    #expect(board.place(2) == nil)
    #expect(board.tileStates[2] == .free)
  }

  @Test("the shown letters and the removed tiles follow every place, clear, lock and remove")
  func shownStateFollowsChanges() {
    var board = Self.board("APE", tiles: "EPAXY")
    _ = board.place(2)
    _ = board.place(1)
    #expect(board.slotLetters == ["A", "P", nil])
    #expect(board.visibleTiles == ["E", nil, nil, "X", "Y"])
    board.remove(4)
    board.remove(3)
    #expect(board.removedTiles == [3, 4])
    #expect(board.visibleTiles == ["E", nil, nil, nil, nil])
    _ = board.clear(0)
    #expect(board.slotLetters == [nil, "P", nil])
    #expect(board.visibleTiles == ["E", nil, "A", nil, nil])
    board.lock(0, into: 2)
    #expect(board.slotLetters == [nil, "P", "E"])
    #expect(board.visibleTiles == [nil, nil, "A", nil, nil])
    #expect(board.removedTiles == [3, 4])
  }

  @Test("typing picks the first free tile: exact letter, then other case, then accents")
  func freeTileOrder() {
    var board = Self.board("EEE", tiles: "éEeE")
    #expect(board.freeTile(matching: "E") == 1)
    _ = board.place(1)
    #expect(board.freeTile(matching: "E") == 3)
    _ = board.place(3)
    #expect(board.freeTile(matching: "E") == 2)
    _ = board.place(2)
    #expect(board.freeTile(matching: "E") == 0)
    _ = board.clear(0)
    #expect(board.freeTile(matching: "e") == 1)
    #expect(board.freeTile(matching: "x") == nil)
  }

  @Test("removable tiles list letters the answer lacks first, then surplus copies")
  func removableOrder() {
    let board = Self.board("APPLE", tiles: "PAPPXLEYP")
    #expect(board.removableTiles == [4, 7, 0, 2])
  }

  @Test("the last clearable slot skips empty and locked slots")
  func lastClearable() {
    var board = Self.board("ABC", tiles: "ABCX", picks: [0])
    #expect(board.lastClearableSlot == 0)
    board.lock(1, into: 1)
    #expect(board.lastClearableSlot == 0)
    _ = board.clear(0)
    #expect(board.lastClearableSlot == nil)
  }

  @Test("the first unsolved slot is the first empty or wrong one")
  func firstUnsolved() {
    #expect(Self.board("ABC", tiles: "ABCX", picks: [0, 1]).firstUnsolvedSlot == 2)
    #expect(Self.board("ABC", tiles: "ABCX", picks: [0, 3, 2]).firstUnsolvedSlot == 1)
    #expect(Self.board("ABC", tiles: "ABCX", picks: [0, 1, 2]).firstUnsolvedSlot == nil)
  }

  @Test("a reveal takes a free tile first, else the tile of a slot where the letter is misplaced")
  func revealPlan() {
    #expect(Self.board("AB", tiles: "XBA", picks: [0]).revealPlan(for: 0)! == (2, nil))
    let misplaced = Self.board("AB", tiles: "BAC", picks: [2, 1])
    #expect(misplaced.revealPlan(for: 0)! == (1, 1))
    let correctOnly = Self.board("AA", tiles: "AX", picks: [0])
    #expect(correctOnly.revealPlan(for: 1) == nil)
  }

  @Test("lock only fills an empty slot with a free tile")
  func lockRefuses() {
    var board = Self.board("AB", tiles: "ABX", picks: [2])
    board.lock(0, into: 0)
    board.lock(2, into: 1)
    #expect(board.slots == [Board.Slot(tile: 2), Board.Slot()])
    board.lock(1, into: 1)
    #expect(board.slots[1] == Board.Slot(tile: 1, locked: true))
  }
}
