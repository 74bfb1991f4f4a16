import Foundation
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A game left after buying hints, started again in a terminal: what the hints bought is
/// still on the board.
@Suite("Hints kept by a resumed terminal game", .ownThreads)
struct ResumedHintsTerminalTests {
  /// Starts `quiz BANK` on an 80×24 pty and waits for `text`.
  private static func start(
    _ bank: String, _ directory: TemporaryDirectory, waitingFor text: [String]
  ) throws -> PseudoTerminal {
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [bank], environment: environment)
    let appeared = pty.waitForOutput(timeout: 30) { output in
      let screen = String(decoding: output, as: UTF8.self)
      return text.allSatisfy(screen.contains)
    }
    try #require(appeared, "\(text) never came; got \(pty.text.debugDescription)")
    return pty
  }

  @Test("? then ! then Esc; started again, the rest of the answer solves it")
  func revealedLetterKept() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let first = try Self.start(bank, directory, waitingFor: ["Hot star"])
    // The keys are handled in order: both hints are bought (and saved) before the Esc quits.
    try first.type("?!\u{1B}")
    #expect(first.waitForExit(timeout: 30) == .exited(1))

    let second = try Self.start(bank, directory, waitingFor: ["Hot star", "Welcome back"])
    // S is in its slot and X is gone: U and N are all the answer lacks.
    try second.type("UN")
    #expect(second.waitForOutput(containing: "Meows", timeout: 30))
    try second.type([0x1B])
    #expect(second.waitForExit(timeout: 30) == .exited(1))
  }
}
