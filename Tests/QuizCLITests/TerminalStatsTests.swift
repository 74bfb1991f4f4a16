import Foundation
import QuizCore
import TestTools
import Testing

/// Games in a pseudo-terminal count into the default statistics file (SPEC §9).
@Suite("Statistics of terminal games", .ownThreads)
struct TerminalStatsTests {
  @Test("a game played in a terminal counts its puzzles and its finish into stats.json")
  func terminalGameCounts() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [bank], environment: environment)
    try #require(pty.waitForOutput(containing: "Hot star", timeout: 10))
    try pty.type("SUN")
    try #require(pty.waitForOutput(containing: "Meows", timeout: 10))
    try pty.type("CAT")
    // The diff encoder writes only what changed: "Meows" becomes "Barks" by "Bark".
    try #require(pty.waitForOutput(containing: "Bark", timeout: 10))
    try pty.type("?DOG")
    try #require(pty.waitForOutput(containing: "Play again", timeout: 10))
    try pty.type("n")
    #expect(pty.waitForExit(timeout: 5) != nil)
    let file = directory.file(".state/quiz/stats.json")
    let stats = try #require(Statistics.decode(try Data(contentsOf: file)))
    #expect(stats.games == 1)
    #expect(stats.gamesFinished == 1)
    #expect(stats.solved == 3)
    #expect(stats.hints == 1)
    let hintsPerSolved: [Int] = [2, 1, 0, 0, 0, 0]
    #expect(stats.hintsPerSolved == hintsPerSolved)
    let best: Int = 1000 + 300 - 60
    #expect(stats.bestScores.values.first == best)
  }

  @Test(
    "the daily puzzle in a terminal records the day, ends on its result, prints the share line after"
  )
  func terminalDaily() throws {
    let directory = try TemporaryDirectory()
    let answer = try DailyCommandTests.answer("2026-12-05")
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(
      QuizRunner.executable.path, ["daily", "--date", "2026-12-05"], environment: environment)
    try #require(pty.waitForOutput(containing: "Daily puzzle of 2026-12-05", timeout: 10))
    try pty.type(answer)
    try #require(pty.waitForOutput(containing: "any key to leave", timeout: 10))
    #expect(!pty.text.contains("Play again"))
    try pty.type("n")
    #expect(pty.waitForOutput(containing: "quiz daily #339 · en", timeout: 5))
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
    let file = directory.file(".state/quiz/stats.json")
    let stats = try #require(Statistics.decode(try Data(contentsOf: file)))
    #expect(stats.dailyResult(on: try #require(CalendarDay("2026-12-05")))?.outcome == .solved)
  }

  @Test("quiz daily in a terminal on a day already played shows its result screen, no game")
  func terminalDailyPlayed() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file(".state/quiz/stats.json")
    try FileManager.default.createDirectory(
      at: stats.deletingLastPathComponent(), withIntermediateDirectories: true)
    let answer = try DailyCommandTests.answer("2026-12-05")
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    let first = try QuizRunner.run(
      ["daily", "--date", "2026-12-05", "--plain", "--stats", stats.path], input: answer,
      environment: environment)
    #expect(first.exitCode == 0)
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    try pty.launch(
      QuizRunner.executable.path, ["daily", "--date", "2026-12-05"], environment: environment)
    try #require(
      pty.waitForOutput(containing: "any key to leave", timeout: 10),
      "\(pty.text.suffix(600).debugDescription)")
    #expect(pty.text.contains("The answer: \(answer)"))
    #expect(!pty.text.contains("Daily puzzle of"))
    try pty.type("x")
    #expect(pty.waitForOutput(containing: "quiz daily #339 · en", timeout: 5))
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
  }

  @Test("a question skipped, then solved in the retry round, counts as solved in stats.json")
  func retriedSkipCountsSolved() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [bank], environment: environment)
    try #require(pty.waitForOutput(containing: "Hot star", timeout: 10))
    try pty.type("SUN")
    try #require(pty.waitForOutput(containing: "Meows", timeout: 10))
    try pty.type(">")
    try #require(pty.waitForOutput(containing: "it was CAT", timeout: 10))
    try pty.type("DOG")
    try #require(pty.waitForOutput(containing: "Retry the skipped question? (y/n)", timeout: 10))
    try pty.type("y")
    try #require(pty.waitForOutput(containing: "Meows", timeout: 10))
    try pty.type("CAT")
    try #require(pty.waitForOutput(containing: "All 3 questions solved", timeout: 10))
    try pty.type("n")
    #expect(pty.waitForExit(timeout: 5) == .exited(0))
    let file = directory.file(".state/quiz/stats.json")
    let stats = try #require(Statistics.decode(try Data(contentsOf: file)))
    #expect(stats.games == 1 && stats.gamesFinished == 1)
    #expect(stats.puzzlesPlayed == 3)
    #expect(stats.solved == 3)
    #expect(stats.skipped == 0)
    let shown = try QuizRunner.run(
      ["stats", "--stats", file.path], environment: environment)
    #expect(shown.output.contains("Skipped         0"), "\(shown.output)")
    #expect(shown.output.contains("Solved          3 (100%)"), "\(shown.output)")
  }
}
