import Foundation
import TestTools
import Testing

/// A game quit with a question skipped and started again: the skipped question is still
/// offered again after the last one, in a real pseudo-terminal.
@Suite("The retry offer after a resumed game", .ownThreads)
struct ResumedRetryTests {
  /// Runs `quiz BANK` on an 80×24 pty in `directory`'s home, waiting for `first`.
  private func launch(
    _ bank: String, in directory: TemporaryDirectory, waitingFor first: String,
    language: String = "C.UTF-8"
  ) throws -> PseudoTerminal {
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(
      home: directory.url, ["TERM": "xterm-256color", "LANG": language])
    try pty.launch(QuizRunner.executable.path, [bank], environment: environment)
    let appeared = pty.waitForOutput(containing: first, timeout: 10)
    try #require(appeared, "no first frame; got \(pty.text.debugDescription)")
    return pty
  }

  @Test("a question skipped before quitting is offered again after the resumed game's last")
  func skippedBeforeQuitting() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let first = try launch(bank, in: directory, waitingFor: "Hot star")
    try first.type("SUN")
    #expect(first.waitForOutput(containing: "Meows", timeout: 10))
    try first.type(">")
    #expect(first.waitForOutput(containing: "it was CAT", timeout: 10))
    try first.type([0x1B])
    #expect(first.waitForExit(timeout: 10) == .exited(1))

    let again = try launch(bank, in: directory, waitingFor: "Barks")
    #expect(again.waitForOutput(containing: "Welcome back", timeout: 10))
    try again.type("DOG")
    #expect(
      again.waitForOutput(containing: "Retry the skipped question? (y/n)", timeout: 10),
      "no retry offer; got \(again.text.debugDescription)")
    try again.type("y")
    #expect(again.waitForOutput(containing: "Meows", timeout: 10))
    try again.type("CAT")
    #expect(again.waitForOutput(containing: "All 3 questions solved", timeout: 10))
    try again.type("n")
    #expect(again.waitForExit(timeout: 10) == .exited(0))
  }
}
