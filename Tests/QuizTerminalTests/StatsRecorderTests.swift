import Foundation
import QuizCore
import Testing

@testable import QuizTerminal

@Suite("Statistics recorder")
struct StatsRecorderTests {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  @Test("a retry round's final score becomes the pack's best; the game counts once")
  func retryRaisesBest() throws {
    let puzzles = ["SUN", "CAT"].map {
      Puzzle(title: $0, answer: Array($0), tiles: Array($0 + "XYZ"))
    }
    var game = Game(puzzles: puzzles, startedAt: Self.start)
    let recorder = StatsRecorder(store: nil, pack: "en")
    recorder.start(game.questionEvent, resumed: false, at: Self.start)
    var steps = game.step(.skip, at: Self.start)
    for letter in "CAT" { steps += game.step(.type(letter), at: Self.start) }
    steps += game.step(.advance, at: Self.start)
    #expect(steps.contains { if case .finished = $0.event { true } else { false } })
    recorder.observe(steps, at: Self.start)
    let first = try #require(recorder.latest)
    #expect(first.bestScores == ["en": game.score])
    recorder.finalScore(game.score + Game.solvePoints)
    let after = try #require(recorder.latest)
    #expect(after.bestScores == ["en": game.score + Game.solvePoints])
    #expect(after.games == 1 && after.gamesFinished == 1)
  }
}
