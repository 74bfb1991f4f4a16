import Foundation
import QuizCore
import Testing

@Suite("Skipped questions again")
struct RetryTests {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)
  static let puzzles = ["SUN", "CAT", "DOG"].map {
    Puzzle(title: $0, answer: Array($0), tiles: Array($0 + "XYZ"))
  }

  @Test("a game remembers which questions were skipped, in order")
  func skippedRemembered() {
    var game = Game(puzzles: Self.puzzles, startedAt: Self.start)
    _ = game.apply(.skip, at: Self.start)
    _ = game.apply(.skip, at: Self.start)
    #expect(game.skippedPuzzles == [0, 1])
    _ = game.apply(.restart, at: Self.start)
    #expect(game.skippedPuzzles.isEmpty)
  }

  @Test("a retry round's solved questions move from skipped to solved; the rest add up")
  func summaryAfterRetry() {
    let game = Summary(
      score: 1100, tally: Tally(solved: 1, skipped: 3, hints: 1, wrongTries: 2), total: 4,
      elapsed: 30)
    let retry = Summary(
      score: 1240, tally: Tally(solved: 2, skipped: 1, hints: 1, wrongTries: 1), total: 3,
      elapsed: 12)
    #expect(
      game.afterRetry(retry)
        == Summary(
          score: 1240, tally: Tally(solved: 3, skipped: 1, hints: 2, wrongTries: 3), total: 4,
          elapsed: 42))
  }
}
