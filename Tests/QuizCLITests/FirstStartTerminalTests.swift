import Foundation
import TestTools
import Testing

/// The how-to-play card of the very first start, in a real pseudo-terminal and in pipes.
@Suite("First start", .ownThreads)
struct FirstStartTerminalTests {
  private static let card = "How to play"
  private static let mark = ".state/quiz/how-to-play-seen"

  @Test("a fresh home sees the card once, before the first question; the next start does not")
  func cardOnce() throws {
    let directory = try TemporaryDirectory()
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    let first = try PseudoTerminal(rows: 24, columns: 80)
    try first.launch(
      QuizRunner.executable.path, ["--bank", "en"], environment: environment, firstStart: true)
    try #require(first.waitForOutput(containing: Self.card, timeout: 10), "\(first.text)")
    #expect(first.waitForOutput(containing: "any key to start", timeout: 10))
    #expect(!first.text.contains("1 / 40"))
    // The key that closes the card picks nothing: `S` is the first answer's first letter.
    try first.type("S")
    try #require(
      first.waitForOutput(containing: "1 / 40", timeout: 10),
      "\(first.text.suffix(600).debugDescription)")
    #expect(!first.text.contains("picked"))
    try first.type([0x1B])
    #expect(first.waitForExit(timeout: 10) == .exited(1))
    #expect(FileManager.default.fileExists(atPath: directory.file(Self.mark).path))

    let second = try PseudoTerminal(rows: 24, columns: 80)
    try second.launch(
      QuizRunner.executable.path, ["--bank", "en"], environment: environment, firstStart: true)
    try #require(
      second.waitForOutput(containing: "1 / 40", timeout: 10), "\(second.text.suffix(600))")
    #expect(!second.text.contains(Self.card))
    try second.type([0x1B])
    #expect(second.waitForExit(timeout: 10) == .exited(1))
  }

  @Test("a script in a fresh home sees no card, leaves no mark, and prints what it always did")
  func scriptsNeverSeeIt() throws {
    let fresh = try TemporaryDirectory()
    let seen = try TemporaryDirectory()
    for arguments in [["--plain"], ["--json"]] {
      let first = try QuizRunner.run(
        arguments, input: "SU/\u{1B}OPN",
        environment: QuizRunner.environment(home: fresh.url))
      let seenEnvironment = QuizRunner.environment(home: seen.url)
      QuizRunner.markCardSeen(seenEnvironment)
      let later = try QuizRunner.run(
        arguments, input: "SU/\u{1B}OPN", environment: seenEnvironment)
      #expect(first.exitCode == 0 || first.exitCode == 1)
      #expect(first.stdout == later.stdout)
      #expect(!first.output.contains(Self.card))
      #expect(!FileManager.default.fileExists(atPath: fresh.file(Self.mark).path))
    }
  }
}
