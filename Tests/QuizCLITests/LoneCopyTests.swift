import Foundation
import QuizCore
import TestTools
import Testing

/// `quiz` copied alone into a folder: the bundled packs, their pictures and the trophy are
/// compiled into it, so it plays anywhere.
@Suite("A lone copy of quiz", .ownThreads)
struct LoneCopyTests {
  /// A folder holding only a copy of the built `quiz`.
  private struct LoneCopy {
    let directory: TemporaryDirectory
    let executable: URL

    init() throws {
      directory = try TemporaryDirectory()
      executable = directory.file("quiz")
      // NB: copied by `cp`, not in this process: a child another test forks while the copy
      // is open for writing would keep it open, and running the copy would then fail with
      // "text file busy".
      let copied = try QuizRunner.run(
        executable: URL(fileURLWithPath: "/bin/cp"),
        [QuizRunner.executable.path, executable.path])
      try #require(copied.exitCode == 0, "cp: \(copied.errorOutput)")
    }
  }

  @Test(
    "a lone copy plays a bundled pack to the end through a pipe",
    arguments: ["en", "zh", "es", "fr"])
  func bundledPackPlays(_ name: String) throws {
    let copy = try LoneCopy()
    let bank = try #require(QuestionBank.bundled(named: name))
    let answers = bank.questions.map(\.answer).joined()
    let result = try QuizRunner.run(
      executable: copy.executable, ["--json", "--bank", name], input: Array(answers.utf8),
      environment: QuizRunner.environment(home: copy.directory.url))
    #expect(result.exitCode == 0, "stderr: \(result.errorOutput)")
    #expect(result.errorOutput.isEmpty)
    let events = JSONEvent.all(result.output)
    #expect(events.filter { $0.event == "solved" }.count == bank.questions.count)
    #expect(events.last?.event == "finished")
  }

  @Test("a lone copy draws the trophy on the congratulations screen")
  func bankFilePlaysToTheEnd() throws {
    let copy = try LoneCopy()
    let bank = try copy.directory.bank([Banks.question("SUN", "Hot star", options: "SUNX")])
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let before = try pty.modes()
    let environment = QuizRunner.environment(
      home: copy.directory.url, ["TERM": "xterm-256color"])
    try pty.launch(copy.executable.path, [bank], environment: environment)
    try #require(pty.waitForOutput(containing: "Hot star", timeout: 10), "\(pty.text)")
    // The bank has no pictures: half blocks drawn after it is solved are the trophy's.
    let halfBlocks: (String) -> Bool = { $0.contains("\u{2580}") || $0.contains("\u{2584}") }
    #expect(!halfBlocks(pty.text))
    try pty.type("SUN")
    #expect(pty.waitForOutput(containing: "Congratulations", timeout: 10), "\(pty.text)")
    #expect(halfBlocks(pty.text), "no trophy drawn")
    try pty.type("n")
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
    let left = pty.waitForOutput(containing: "\u{1B}[?1049l", timeout: 3)
    #expect(left, "the alternate screen was not left")
    #expect(try pty.modes() == before)
  }
}
