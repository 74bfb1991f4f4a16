import Foundation
import Testing

/// `quiz` copied alone into a folder, without the resource bundle SwiftPM puts next to it:
/// no trap, a clear message for the bundled packs, and bank files still play to the end.
@Suite("Without the resource bundle")
struct MissingResourcesTests {
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
    "a bundled pack is exit 66 with one line naming the missing resource folder",
    arguments: [[String](), ["--bank", "zh"], ["--bank", "no-such-pack"]])
  func bundledPackMissing(_ arguments: [String]) throws {
    let copy = try LoneCopy()
    let result = try QuizRunner.run(
      executable: copy.executable, ["--json"] + arguments, input: Array("SUN".utf8),
      environment: QuizRunner.environment(home: copy.directory.url))
    #expect(result.signal == nil)
    #expect(result.exitCode == 66)
    #expect(result.stdout.isEmpty, "stdout: \(result.output)")
    #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
    let line = try #require(result.errorLines.first)
    #expect(line.contains("bundled packs are missing"))
    #expect(line.contains(copy.directory.file("quiz_QuizCore.resources").path))
  }

  @Test("a bank file plays through the congratulations screen, drawn without the trophy")
  func bankFilePlaysToTheEnd() throws {
    let copy = try LoneCopy()
    let bank = try copy.directory.bank([Banks.question("SUN", "Hot star", options: "SUNX")])
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let before = try pty.modes()
    let environment = QuizRunner.environment(
      home: copy.directory.url, ["TERM": "xterm-256color"])
    try pty.launch(copy.executable.path, [bank], environment: environment)
    try #require(pty.waitForOutput(containing: "Hot star", timeout: 10), "\(pty.text)")
    try pty.type("SUN")
    #expect(pty.waitForOutput(containing: "Congratulations", timeout: 10), "\(pty.text)")
    try pty.type("n")
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
    let left = pty.waitForOutput(containing: "\u{1B}[?1049l", timeout: 3)
    #expect(left, "the alternate screen was not left")
    #expect(try pty.modes() == before)
  }
}
