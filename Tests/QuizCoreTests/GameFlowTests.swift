import Foundation
import Testing

@testable import QuizCore

@Suite("Game flow: skipping, advancing, finishing")
struct GameFlowTests {
  static let pairs = [("AB", "BAX"), ("CD", "DCY"), ("EF", "FEZ")]

  @Test("skipping is free, names the skipped answer and starts the next question afresh")
  func skip() {
    var game = Fixture.game(Self.pairs)
    game.type("B")
    #expect(
      game.apply(.skip)
        == [.skip(answer: "AB"), .question(index: 1, total: 3, title: "clue for CD")])
    #expect(game.score == 1000)
    #expect(game.index == 1)
    #expect(game.board == Board(puzzle: Fixture.puzzle("CD", tiles: "DCY")))
    #expect(game.tally == Tally(skipped: 1))
  }

  @Test("the last question cannot be skipped")
  func skipRefusedOnLast() {
    var game = Fixture.game(Self.pairs)
    game.apply([.skip, .skip])
    let before = game
    #expect(game.apply(.skip) == [.rejected(.lastQuestion)])
    #expect(game == before)
  }

  @Test("advance after a solved question starts the next one")
  func advanceToNext() {
    var game = Fixture.game(Self.pairs)
    #expect(
      game.type("AB") == [
        .pick(slot: 0, tile: 1), .pick(slot: 1, tile: 0), .solved(answer: "AB", points: 100),
      ])
    #expect(game.apply(.advance) == [.question(index: 1, total: 3, title: "clue for CD")])
    #expect(game.phase == .playing)
    #expect(game.board.slotLetters == [nil, nil])
    #expect(game.type("C") == [.pick(slot: 0, tile: 1)])
  }

  @Test("advance while playing is refused")
  func advanceWhilePlaying() {
    var game = Fixture.game(Self.pairs)
    #expect(game.apply(.advance) == [.rejected(.waitingForNext)])
    #expect(game.index == 0)
  }

  @Test("advance after the last question finishes with the summary and elapsed time")
  func finish() {
    var game = Fixture.game(Self.pairs)
    game.type("BA")
    game.apply([.clearLast, .reveal, .skip])
    game.apply(.removeDecoys)
    game.type("CD")
    game.apply(.advance)
    #expect(game.type("EF").last == .solved(answer: "EF", points: 100))
    let end = Fixture.start.addingTimeInterval(42.5)
    let expected = Summary(
      score: 1000 - 60 - 90 + 200, tally: Tally(solved: 2, skipped: 1, hints: 2, wrongTries: 1),
      total: 3, elapsed: 42.5)
    #expect(game.apply(.advance, at: end) == [.finished(expected)])
    #expect(game.phase == .finished)
    #expect(game.finishedAt == end)
    #expect(game.summary(at: end.addingTimeInterval(100)) == expected)
  }

  @Test(
    "after the end every action but restart is refused as game over",
    arguments: [
      Action.pickTile(0), .type("A"), .clearSlot(0), .clearLast, .reveal, .removeDecoys, .skip,
      .advance,
    ])
  func gameOver(action: Action) {
    var game = Fixture.game("A", tiles: "AB")
    game.type("A")
    game.apply(.advance)
    #expect(game.apply(action) == [.rejected(.gameOver)])
  }

  @Test("the final pick gives pick then solved; advance then gives finished")
  func finalEventOrder() {
    var game = Fixture.game("A", tiles: "BA")
    let later = Fixture.start.addingTimeInterval(3)
    #expect(
      game.apply(.pickTile(1), at: later) == [
        .pick(slot: 0, tile: 1), .solved(answer: "A", points: 100),
      ])
    #expect(
      game.apply(.advance, at: later) == [
        .finished(Summary(score: 1100, tally: Tally(solved: 1), total: 1, elapsed: 3))
      ])
  }

  @Test("restart resets question, score, counts, phase and clock")
  func restart() {
    var game = Fixture.game(Self.pairs)
    game.apply([.reveal, .skip, .removeDecoys])
    game.type("CD")
    let later = Fixture.start.addingTimeInterval(60)
    #expect(
      game.apply(.restart, at: later) == [.question(index: 0, total: 3, title: "clue for AB")])
    #expect(game == Game(puzzles: game.puzzles, startedAt: later))
  }

  @Test("restart works after the game is finished")
  func restartAfterFinish() {
    var game = Fixture.game("A", tiles: "AB")
    game.type("A")
    game.apply(.advance)
    game.apply(.restart)
    #expect(game.phase == .playing)
    #expect(game.finishedAt == nil)
    #expect(game.type("A").last == .solved(answer: "A", points: 100))
  }

  @Test("a resumed game starts at its question, score and counts, clamped to the bank")
  func resume() {
    let puzzles = Self.pairs.map { Fixture.puzzle($0.0, tiles: $0.1) }
    let tally = Tally(solved: 1, skipped: 1)
    let game = Game(puzzles: puzzles, startedAt: Fixture.start, index: 2, score: 777, tally: tally)
    #expect(game.questionEvent == .question(index: 2, total: 3, title: "clue for EF"))
    #expect(game.score == 777)
    #expect(game.tally == tally)
    #expect(game.isLastQuestion)
    #expect(Game(puzzles: puzzles, startedAt: Fixture.start, index: 9).index == 2)
    #expect(Game(puzzles: puzzles, startedAt: Fixture.start, index: -3).index == 0)
  }

  @Test("each step carries the visible state right after its event")
  func stepsCarryState() {
    var game = Fixture.game([("A", "BA"), ("C", "CD")])
    let steps = game.step(.pickTile(1), at: Fixture.start)
    #expect(
      steps == [
        Step(
          event: .pick(slot: 0, tile: 1),
          state: VisibleState(index: 0, total: 2, score: 1000, slots: ["A"], tiles: ["B", nil])),
        Step(
          event: .solved(answer: "A", points: 100),
          state: VisibleState(index: 0, total: 2, score: 1100, slots: ["A"], tiles: ["B", nil])),
      ])
    let next = game.step(.advance, at: Fixture.start)
    #expect(
      next.map(\.state) == [
        VisibleState(index: 1, total: 2, score: 1100, slots: [nil], tiles: ["C", "D"])
      ])
  }
}
