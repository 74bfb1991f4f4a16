import Testing

@testable import QuizCore

@Suite("Game rules: hints")
struct GameHintTests {
  @Test("reveal on an empty board fills and locks the first slot for 60 points")
  func revealFirstSlot() {
    var game = Fixture.game("ABC", tiles: "XCBA")
    #expect(game.apply(.reveal) == [.hint(.reveal, cost: 60), .pick(slot: 0, tile: 3)])
    #expect(game.board.slots[0] == Board.Slot(tile: 3, locked: true))
    #expect(game.score == 940)
    #expect(game.tally.hints == 1)
  }

  @Test("reveal fixes the first wrong slot; its letter goes back to its tile and the slot stays")
  func revealFixesWrongSlot() {
    var game = Fixture.game("ABC", tiles: "ABCX")
    game.type("AX")
    #expect(
      game.apply(.reveal) == [
        .hint(.reveal, cost: 60), .clear(slot: 1, tile: 3), .pick(slot: 1, tile: 1),
      ])
    #expect(game.board.tileStates[3] == .free)
    #expect(game.board.slots[1].locked)
    #expect(game.apply(.clearSlot(1)) == [.rejected(.slotLocked(1))])
    #expect(game.board.slotLetters == ["A", "B", nil])
  }

  @Test("reveal takes the needed letter from another slot where it is out of place")
  func revealTakesFromMisplacedSlot() {
    var game = Fixture.game("AB", tiles: "BAC")
    #expect(game.type("CA").last == .wrong(guess: "CA"))
    #expect(
      game.apply(.reveal) == [
        .hint(.reveal, cost: 60), .clear(slot: 1, tile: 1), .clear(slot: 0, tile: 2),
        .pick(slot: 0, tile: 1),
      ])
    #expect(game.board.slotLetters == ["A", nil])
    #expect(game.board.slots[0].locked)
    #expect(game.type("B").last == .solved(answer: "AB", points: 100))
  }

  @Test("a reveal that completes the answer solves it")
  func revealSolves() {
    var game = Fixture.game("AB", tiles: "AB")
    game.type("A")
    #expect(
      game.apply(.reveal) == [
        .hint(.reveal, cost: 60), .pick(slot: 1, tile: 1), .solved(answer: "AB", points: 100),
      ])
    #expect(game.score == 1040)
    #expect(game.tally == Tally(solved: 1, hints: 1))
  }

  @Test("a reveal into a full wrong answer that stays wrong reports it, without a wrong try")
  func revealStillWrong() {
    var game = Fixture.game("ABC", tiles: "ABCXY")
    game.type("XYC")
    #expect(game.tally.wrongTries == 1)
    #expect(game.apply(.reveal).last == .wrong(guess: "AYC"))
    #expect(game.tally.wrongTries == 1)
  }

  @Test("remove hides at most 3 unneeded tiles for 90 points, then refuses for free")
  func removeDecoys() {
    var game = Fixture.game("APPLE", tiles: "XAPYPLEZPW")
    #expect(game.apply(.removeDecoys) == [.hint(.remove, cost: 90)])
    #expect(game.board.visibleTiles == [nil, "A", "P", nil, "P", "L", "E", nil, "P", "W"])
    #expect(game.score == 910)
    #expect(game.apply(.removeDecoys) == [.hint(.remove, cost: 90)])
    #expect(game.board.visibleTiles == [nil, "A", nil, nil, "P", "L", "E", nil, "P", nil])
    #expect(game.score == 820)
    #expect(game.apply(.removeDecoys) == [.rejected(.noDecoyLeft)])
    #expect(game.score == 820)
    #expect(game.tally.hints == 2)
    #expect(game.type("APPLE").last == .solved(answer: "APPLE", points: 100))
  }

  @Test("the visible state lists the removed tiles, which a placed tile never is")
  func visibleStateListsRemoved() {
    var game = Fixture.game("APPLE", tiles: "XAPYPLEZPW")
    #expect(game.visibleState.removed == [])
    game.apply(.pickTile(1))
    game.apply(.removeDecoys)
    #expect(game.visibleState.removed == [0, 3, 7])
    game.apply(.removeDecoys)
    #expect(game.visibleState.removed == [0, 2, 3, 7, 9])
  }

  @Test("remove never hides a duplicate letter the answer still needs")
  func removeKeepsNeededDuplicates() {
    var game = Fixture.game("PP", tiles: "PPP")
    game.apply(.pickTile(0))
    game.apply(.removeDecoys)
    #expect(game.board.tileStates == [.placed(slot: 0), .removed, .free])
    #expect(game.apply(.removeDecoys) == [.rejected(.noDecoyLeft)])
    #expect(game.type("P").last == .solved(answer: "PP", points: 100))
  }

  @Test("copies already in slots count towards what the answer needs")
  func removeCountsPlacedTiles() {
    var game = Fixture.game("AB", tiles: "AAB")
    game.apply(.pickTile(0))
    #expect(game.apply(.removeDecoys) == [.hint(.remove, cost: 90)])
    #expect(game.board.tileStates == [.placed(slot: 0), .removed, .free])
    #expect(game.type("B").last == .solved(answer: "AB", points: 100))
  }

  @Test(
    "a hint the player cannot afford is refused and costs nothing",
    arguments: [
      (Action.reveal, 59, Rejection.cannotAfford(cost: 60, score: 59)),
      (.removeDecoys, 89, .cannotAfford(cost: 90, score: 89)),
      (.reveal, 0, .cannotAfford(cost: 60, score: 0)),
      (.removeDecoys, 50, .cannotAfford(cost: 90, score: 50)),
      (.reveal, 50, .cannotAfford(cost: 60, score: 50)),
    ])
  func cannotAfford(action: Action, score: Int, rejection: Rejection) {
    var game = Fixture.game("AB", tiles: "ABX", score: score)
    let before = game
    #expect(game.apply(action) == [.rejected(rejection)])
    #expect(game == before)
  }

  @Test("the score never goes below zero")
  func scoreNeverNegative() {
    var game = Fixture.game("ABC", tiles: "ABCXYZ", score: 150)
    game.apply([.reveal, .removeDecoys, .reveal, .removeDecoys, .reveal])
    #expect(game.score == 0)
    #expect(game.tally.hints == 2)
    #expect(Fixture.game("A", tiles: "A", score: -20).score == 0)
  }

  @Test("exactly enough points buys the hint and leaves zero")
  func exactlyEnough() {
    var reveal = Fixture.game("AB", tiles: "ABX", score: 60)
    #expect(reveal.apply(.reveal).first == .hint(.reveal, cost: 60))
    #expect(reveal.score == 0)
    var remove = Fixture.game("AB", tiles: "ABX", score: 90)
    #expect(remove.apply(.removeDecoys) == [.hint(.remove, cost: 90)])
    #expect(remove.score == 0)
  }

  @Test("remove with no decoy left is refused even when the player cannot pay")
  func noDecoyWhenBroke() {
    var game = Fixture.game("AB", tiles: "BA", score: 10)
    #expect(game.apply(.removeDecoys) == [.rejected(.noDecoyLeft)])
    #expect(game.score == 10)
  }
}
