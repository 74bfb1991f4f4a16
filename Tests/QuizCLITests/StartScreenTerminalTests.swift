import Foundation
import QuizCore
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quiz` with no bank named on a real pseudo-terminal: the start screen.
@Suite("Start screen in a pseudo-terminal", .ownThreads)
struct StartScreenTerminalTests {
  private static let heading = "quiz · choose a pack"
  private static let leave = "\u{1B}[?1049l"

  /// How many times `text` occurs in the output so far.
  private func count(_ text: String, in pty: PseudoTerminal) -> Int {
    pty.text.components(separatedBy: text).count - 1
  }

  @Test("the menu opens; Enter plays the first pack; Esc saves and returns; q quits, restored")
  func pickPlayQuit() throws {
    let directory = try TemporaryDirectory()
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let before = try pty.modes()
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [], environment: environment)
    try #require(pty.waitForOutput(containing: Self.heading, timeout: 10), "\(pty.text)")
    #expect(pty.waitForOutput(containing: "First Pictures", timeout: 10))
    #expect(pty.waitForOutput(containing: "0/40", timeout: 10))
    try pty.type("\r")
    #expect(pty.waitForOutput(containing: "1 / 40", timeout: 10))
    // Skip the first question: the saved progress then holds one skipped question.
    try pty.type(">")
    try pty.type([0x1B])
    let back = pty.waitForOutput(timeout: Patience.limit(10)) { _ in
      count(Self.heading, in: pty) >= 2
    }
    #expect(back, "no menu after Esc; got \(pty.text.suffix(400).debugDescription)")
    let progress = directory.url.appendingPathComponent(".state/quiz/en.json")
    let saved = try String(contentsOf: progress, encoding: .utf8)
    #expect(saved.contains("\"question\":1") || saved.contains("\"question\" : 1"), "\(saved)")
    try pty.type("q")
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
    pty.waitForOutput(containing: Self.leave, timeout: 3)
    #expect(pty.text.contains(Self.leave))
    #expect(try pty.modes() == before)
  }

  @Test("a pack opened again from the menu resumes, names Esc menu and no command-line flag")
  func resumeFromMenu() throws {
    let directory = try TemporaryDirectory()
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [], environment: environment)
    try #require(pty.waitForOutput(containing: Self.heading, timeout: 10), "\(pty.text)")
    try pty.type("\r")
    #expect(pty.waitForOutput(containing: "1 / 40", timeout: 10))
    #expect(
      pty.waitForOutput(containing: "Esc menu", timeout: 10),
      "\(pty.text.suffix(600).debugDescription)")
    #expect(!pty.text.contains("Esc quit"))
    try pty.type(">")
    try pty.type([0x1B])
    let back = pty.waitForOutput(timeout: 10) { _ in count(Self.heading, in: pty) >= 2 }
    #expect(back, "no menu after Esc; got \(pty.text.suffix(400).debugDescription)")
    try pty.type("\r")
    #expect(
      pty.waitForOutput(containing: "resumed at question 2 of 40", timeout: 10),
      "\(pty.text.suffix(600).debugDescription)")
    #expect(!pty.text.contains("--restart"))
    try pty.type("\u{3}")
    #expect(pty.waitForExit(timeout: 10) == .exited(1))
  }

  @Test("a pack's saved progress shows on the menu as solved/total")
  func progressShown() throws {
    let directory = try TemporaryDirectory()
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    // Solve the first question of en through a pipe with --state at the default place.
    let state = directory.url.appendingPathComponent(".state/quiz")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let first = try QuizRunner.run(
      ["--json", "--state", state.appendingPathComponent("en.json").path], input: "SUN",
      environment: environment)
    #expect(first.exitCode == 1)
    let pty = try PseudoTerminal(rows: 14, columns: 40)
    try pty.launch(QuizRunner.executable.path, [], environment: environment)
    try #require(pty.waitForOutput(containing: Self.heading, timeout: 10), "\(pty.text)")
    #expect(pty.waitForOutput(containing: "1/40", timeout: 5))
    try pty.type([0x1B])
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
  }

  @Test("the menu offers the daily puzzle with its streak; Esc before a pick comes back")
  func dailyFromMenu() throws {
    let directory = try TemporaryDirectory()
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [], environment: environment)
    try #require(pty.waitForOutput(containing: Self.heading, timeout: 10), "\(pty.text)")
    // NB: the heading may arrive before the rest of the menu (one read), so wait for each.
    #expect(pty.waitForOutput(containing: "Daily puzzle", timeout: 10))
    #expect(pty.waitForOutput(containing: "not played today · streak 0", timeout: 10))
    #expect(pty.waitForOutput(containing: "Statistics", timeout: 10))
    try pty.type("d")
    #expect(pty.waitForOutput(containing: "Daily puzzle of", timeout: 10))
    // Left untouched, nothing is recorded: the start screen comes back, still not played.
    try pty.type([0x1B])
    let back = pty.waitForOutput(timeout: Patience.limit(10)) { _ in
      count(Self.heading, in: pty) >= 2
    }
    #expect(back, "no menu after Esc; got \(pty.text.suffix(400).debugDescription)")
    // NB: the menu is one write, but it may arrive in several reads.
    let stillNotPlayed = pty.waitForOutput(timeout: Patience.limit(10)) { _ in
      count("not played today · streak 0", in: pty) >= 2
    }
    #expect(stillNotPlayed, "got \(pty.text.suffix(400).debugDescription)")
    try pty.type("q")
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
  }

  @Test(
    "--date: the daily played from the menu ends on its result screen; a key returns to ✓ and streak 1"
  )
  func dailyResultFromMenu() throws {
    let directory = try TemporaryDirectory()
    let answer = try DailyCommandTests.answer("2026-12-05")
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let before = try pty.modes()
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(
      QuizRunner.executable.path, ["--date", "2026-12-05"], environment: environment)
    try #require(pty.waitForOutput(containing: Self.heading, timeout: 10), "\(pty.text)")
    try pty.type("d")
    try #require(pty.waitForOutput(containing: "Daily puzzle of 2026-12-05", timeout: 10))
    try pty.type(answer)
    try #require(
      pty.waitForOutput(containing: "any key: back to the menu", timeout: 10),
      "\(pty.text.suffix(600).debugDescription)")
    #expect(pty.text.contains("✓ Solved!"))
    #expect(pty.text.contains("The answer: \(answer)"))
    #expect(pty.text.contains("Streak 1 · best 1"))
    #expect(pty.text.contains("Next puzzle tomorrow"))
    #expect(!pty.text.contains("Play again"))
    try pty.type(" ")
    #expect(
      pty.waitForOutput(containing: "today ✓ · streak 1", timeout: 10),
      "\(pty.text.suffix(600).debugDescription)")
    // Chosen again the same day: the result screen, no second game.
    let games = count("Daily puzzle of 2026-12-05", in: pty)
    try pty.type("d")
    let again = pty.waitForOutput(timeout: Patience.limit(10)) { _ in
      count("any key: back to the menu", in: pty) >= 2
    }
    #expect(again, "\(pty.text.suffix(600).debugDescription)")
    #expect(count("Daily puzzle of 2026-12-05", in: pty) == games)
    try pty.type("x")
    // The statistics in the session, then back.
    try pty.type("s")
    #expect(pty.waitForOutput(containing: "Daily streak    1 (best 1), today ✓", timeout: 10))
    try pty.type("x")
    let menus = count(Self.heading, in: pty)
    let back = pty.waitForOutput(timeout: Patience.limit(10)) { _ in
      count(Self.heading, in: pty) > menus
    }
    #expect(back, "no menu after the statistics")
    try pty.type("q")
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
    #expect(try pty.modes() == before)
    let file = directory.file(".state/quiz/stats.json")
    let stats = try #require(Statistics.decode(try Data(contentsOf: file)))
    #expect(stats.dailyResult(on: try #require(CalendarDay("2026-12-05")))?.outcome == .solved)
  }

  @Test("--bank en in a terminal skips the menu")
  func bankSkipsMenu() throws {
    let directory = try TemporaryDirectory()
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, ["--bank", "en"], environment: environment)
    #expect(pty.waitForOutput(containing: "1 / 40", timeout: 10))
    #expect(!pty.text.contains(Self.heading))
    try pty.type([0x1B])
    #expect(pty.waitForExit(timeout: 10) == .exited(1))
  }
}
