import Foundation
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A crash in a full-screen run still gives the terminal back: the handlers for SIGILL,
/// SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT write the leave sequence and restore the
/// attributes before the process dies of the signal. `QUIZ_TEST_CRASH` (for tests only, see the
/// README's Fuzzing section) makes quiz trap once its screen is up.
@Suite("Crash restores the terminal", .ownThreads)
struct CrashRestoreTests {
  @Test(
    "a trap or a fatal signal leaves the alternate screen, shows the cursor, stops the mouse",
    arguments: [("trap", SIGILL), ("SIGSEGV", SIGSEGV), ("SIGABRT", SIGABRT), ("SIGBUS", SIGBUS)])
  func restored(trigger: String, signal: Int32) throws {
    let directory = try TemporaryDirectory()
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let before = try pty.modes()
    let environment = QuizRunner.environment(
      home: directory.url,
      ["TERM": "xterm-256color", "QUIZ_TEST_CRASH": trigger, "SWIFT_BACKTRACE": "enable=no"])
    try pty.launch(QuizRunner.executable.path, [], environment: environment)
    #expect(pty.waitForExit(timeout: 20) == .signaled(signal), "\(pty.text.suffix(300))")
    pty.waitForOutput(containing: "\u{1B}[?1049l", timeout: 3)
    let text = pty.text
    let entered = try #require(text.range(of: "\u{1B}[?1049h"), "never entered: \(text)")
    let after = text[entered.upperBound...]
    #expect(after.contains("\u{1B}[?7l"), "autowrap was not turned off")
    for part in ["\u{1B}[?1000l", "\u{1B}[?1006l", "\u{1B}[?7h", "\u{1B}[?25h", "\u{1B}[?1049l"] {
      #expect(after.contains(part), "\(part.debugDescription) missing: \(after.debugDescription)")
    }
    #expect(try pty.modes() == before)
  }
}
