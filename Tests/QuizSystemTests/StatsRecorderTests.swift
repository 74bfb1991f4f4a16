import Foundation
import QuizCore
import Testing

@testable import QuizSystem

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
    #expect(first.bestSolved == ["en": 1])
    recorder.finalScore(game.score + Game.solvePoints, at: Self.start)
    let after = try #require(recorder.latest)
    #expect(after.bestScores == ["en": game.score + Game.solvePoints])
    // The skipped SUN was not played again here, so the most solved stays 1 of 2.
    #expect(after.bestSolved == ["en": 1])
    #expect(after.games == 1 && after.gamesFinished == 1)
  }

  static func store() throws -> StatsStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-recorder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return StatsStore(url: folder.appendingPathComponent("stats.json"))
  }

  /// Solves every puzzle of `game` by typing its answers; returns the steps.
  static func solveAll(_ game: inout Game) -> [Step] {
    var steps: [Step] = []
    while game.phase != .finished {
      for letter in game.puzzle.answer { steps += game.step(.type(letter), at: start) }
      steps += game.step(.advance, at: start)
    }
    return steps
  }

  @Test("a file set aside in the middle of a game is followed by one holding the whole game")
  func setAsideMidGame() throws {
    let store = try Self.store()
    let puzzles = ["SUN", "CAT"].map {
      Puzzle(title: $0, answer: Array($0), tiles: Array($0 + "XYZ"))
    }
    var game = Game(puzzles: puzzles, startedAt: Self.start)
    let recorder = StatsRecorder(store: store, pack: "en")
    recorder.start(game.questionEvent, resumed: false, at: Self.start)
    var steps: [Step] = []
    for letter in "SUN" { steps += game.step(.type(letter), at: Self.start) }
    recorder.observe(steps, at: Self.start)
    try Data("damaged".utf8).write(to: store.url)
    recorder.observe(Self.solveAll(&game), at: Self.start)
    let loaded = try store.read()
    #expect(loaded.setAside == nil)
    #expect(loaded.statistics.games == 1 && loaded.statistics.gamesFinished == 1)
    #expect(loaded.statistics.puzzlesPlayed == 2 && loaded.statistics.solved == 2)
  }

  @Test("two dailies of one day: the one that ends second counts nothing and knows why")
  func twoDailiesOneDay() throws {
    let store = try Self.store()
    let day = try #require(CalendarDay("2026-11-30"))
    let puzzle = Puzzle(title: "sun", answer: Array("SUN"), tiles: Array("SUNXYZ"))
    var first = Game(puzzles: [puzzle], startedAt: Self.start)
    var second = Game(puzzles: [puzzle], startedAt: Self.start)
    let early = StatsRecorder(store: store, pack: nil, daily: day)
    let late = StatsRecorder(store: store, pack: nil, daily: day)
    early.start(first.questionEvent, resumed: false, at: Self.start)
    late.start(second.questionEvent, resumed: false, at: Self.start)
    late.observe(Self.solveAll(&second), at: Self.start)
    early.observe(Self.solveAll(&first), at: Self.start)
    early.leave(at: Self.start)
    #expect(late.dailyResult != nil)
    #expect(early.dailyResult == nil)
    #expect(early.playedElsewhere == late.dailyResult)
    let stats = try store.read().statistics
    #expect(stats.games == 1 && stats.gamesFinished == 1)
    #expect(stats.puzzlesPlayed == 1 && stats.solved == 1)
  }
}
