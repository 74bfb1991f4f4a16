import Foundation
import Testing

@testable import QuizCore

@Suite("Game arithmetic and time")
struct GameArithmeticTests {
  static let puzzles = [Fixture.puzzle("A", tiles: "AB"), Fixture.puzzle("C", tiles: "CD")]

  static func game(score: Int = Game.startingScore, tally: Tally = Tally()) -> Game {
    Game(puzzles: puzzles, startedAt: Fixture.start, score: score, tally: tally)
  }

  @Test("solving at Int.max points holds the score at Int.max instead of trapping")
  func solveAtMaximum() {
    var game = Self.game(score: Int.max, tally: Tally(solved: Int.max))
    #expect(game.type("A").last == .solved(answer: "A", points: Game.solvePoints))
    #expect(game.score == Int.max)
    #expect(game.tally.solved == Int.max)
  }

  @Test("a wrong try, a skip and a hint at Int.max counts hold there")
  func countsAtMaximum() {
    let full = Tally(solved: 0, skipped: Int.max, hints: Int.max, wrongTries: Int.max)
    var game = Self.game(tally: full)
    game.type("B")
    game.apply([.clearLast, .removeDecoys, .skip])
    #expect(game.tally == full)
  }

  @Test("negative counts handed to a game count as zero")
  func negativeCounts() {
    let game = Self.game(tally: Tally(solved: -1, skipped: -7, hints: -2, wrongTries: -3))
    #expect(game.tally == Tally())
  }

  @Test("time spent suspended is not play time")
  func pauseExcluded() {
    var game = Self.game()
    game.excludePause(
      from: Fixture.start.addingTimeInterval(10), to: Fixture.start.addingTimeInterval(110))
    game.type("A")
    game.apply(.advance)
    game.type("C")
    let end = Fixture.start.addingTimeInterval(130)
    _ = game.apply(.advance, at: end)
    #expect(game.summary(at: end).elapsed == 30)
  }

  @Test("a pause after the end changes nothing, and restart forgets pauses")
  func pauseAfterEnd() {
    var game = Self.game()
    game.type("A")
    game.apply(.advance)
    game.type("C")
    let end = Fixture.start.addingTimeInterval(50)
    _ = game.apply(.advance, at: end)
    game.excludePause(from: Fixture.start, to: end)
    #expect(game.summary(at: end).elapsed == 50)
    _ = game.apply(.restart, at: end)
    #expect(game.playTime(at: end.addingTimeInterval(5)) == 5)
  }
}
