import Foundation
import Testing

@testable import QuizSystem

/// The short command the game asks tmux with: its output, or nothing when it fails.
@Suite("A short command's output")
struct CommandOutputTests {
  @Test("the output of a command that exits 0")
  func output() {
    #expect(Platform.commandOutput(["printf", "on\\n"], timeoutMilliseconds: 5000) == "on\n")
  }

  @Test("nothing from a command that is not there, fails, talks too much or takes too long")
  func nothing() {
    #expect(Platform.commandOutput(["no-such-command-here"], timeoutMilliseconds: 5000) == nil)
    #expect(
      Platform.commandOutput(["sh", "-c", "echo on; exit 3"], timeoutMilliseconds: 5000) == nil)
    #expect(
      Platform.commandOutput(["sh", "-c", "yes"], timeoutMilliseconds: 5000, limit: 64) == nil)
    let start = Date()
    #expect(Platform.commandOutput(["sleep", "30"], timeoutMilliseconds: 200) == nil)
    // A hang detector: the command is killed at its deadline, long before it would end.
    #expect(Date().timeIntervalSince(start) < 20)
  }
}
