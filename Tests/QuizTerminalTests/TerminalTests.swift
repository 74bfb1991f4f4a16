import Foundation
import QuizCore
import TestTools
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Serialized: raw mode and signal handlers are process-wide. Signals are sent with kill(2),
// not raise(3): test threads come from a pool that blocks signals, and a process-directed
// signal is delivered to a thread that does not.
@Suite("Terminal", .serialized, .ownThreads, .rawModeGate)
struct TerminalTests {
  @Test("entering raw mode turns off canonical mode, echo, signals and output processing")
  func rawModeFlags() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    let flags = pty.flags()
    #expect(flags.local & UInt32(ICANON | ECHO | ISIG) == 0)
    #expect(flags.output & UInt32(OPOST) == 0)
    #expect(flags.input & UInt32(ICRNL | IXON) == 0)
  }

  @Test("entering raw mode writes the enter sequence")
  func enterSequence() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    let expected =
      "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?7l"
    #expect(pty.readOutput(count: expected.utf8.count) == expected)
  }

  @Test("restore puts back the original attributes and writes the leave sequence")
  func restoreAttributes() throws {
    let pty = PtyPair()
    let before = pty.snapshot()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    #expect(pty.snapshot() != before)
    _ = pty.readOutput(count: Terminal.enterSequence.utf8.count)
    terminal.restore()
    #expect(pty.snapshot() == before)
    let leave =
      "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    #expect(pty.readOutput(count: leave.utf8.count) == leave)
  }

  @Test("restore twice writes the leave sequence once")
  func restoreIsIdempotent() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    _ = pty.readOutput(count: Terminal.enterSequence.utf8.count)
    terminal.restore()
    terminal.restore()
    let leaveCount = Terminal.leaveSequence.utf8.count
    #expect(pty.readOutput(count: leaveCount * 2, milliseconds: 200) == Terminal.leaveSequence)
  }

  @Test("re-entering raw mode keeps the first saved attributes")
  func savedOnce() throws {
    let pty = PtyPair()
    let before = pty.snapshot()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    try terminal.enterRawMode()
    terminal.restore()
    #expect(pty.snapshot() == before)
  }

  @Test("raw mode on a pipe throws notATerminal")
  func pipeIsNotATerminal() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(!Terminal.isTerminal(ends[0]))
    let terminal = Terminal(input: ends[0], output: ends[1])
    #expect(throws: TerminalError.notATerminal) { try terminal.enterRawMode() }
  }

  @Test("size reads the window size of the terminal")
  func windowSize() {
    let pty = PtyPair(rows: 31, columns: 97)
    #expect(Terminal.isTerminal(pty.terminal))
    let size = Terminal(input: pty.terminal, output: pty.terminal).size()
    #expect(size?.rows == 31 && size?.columns == 97)
  }

  @Test("waitForInput returns the bytes typed on the other side")
  func typedBytes() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    pty.type([0x61, 0x03, 0x1B])
    #expect(terminal.waitForInput(timeoutMilliseconds: 30_000) == .bytes([0x61, 0x03, 0x1B]))
  }

  @Test("waitForInput times out when nothing comes")
  func timeout() {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    #expect(terminal.waitForInput(timeoutMilliseconds: 30) == .timeout)
  }

  @Test("waitForInput reports end of input when a pipe's writer closes")
  func endOfPipe() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = write(ends[1], "x", 1)
    close(ends[1])
    let terminal = Terminal(input: ends[0], output: 1)
    #expect(terminal.waitForInput(timeoutMilliseconds: 30_000) == .bytes([0x78]))
    #expect(terminal.waitForInput(timeoutMilliseconds: 30_000) == .endOfInput)
  }

  @Test("a burst of SIGWINCH wakes waitForInput with one .resized")
  func resizeWakesUp() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    kill(getpid(), SIGWINCH)
    kill(getpid(), SIGWINCH)
    // A process-directed signal is handled by whichever thread the kernel picks, maybe a
    // moment later (two pending at once are one); wait until no SIGWINCH is pending and a
    // handler's byte is in the wake pipe before reading, so the test sees the whole burst.
    let wake = try #require(terminal.wakeDescriptor)
    #expect(
      PtyPair.wait { !PtyPair.signalPending(SIGWINCH) && PtyPair.pendingBytes(wake) >= 1 })
    #expect(terminal.waitForInput(timeoutMilliseconds: 30_000) == .resized)
    #expect(terminal.waitForInput(timeoutMilliseconds: 30) == .timeout)
  }

  @Test("once a terminal is gone, the signal handlers no longer hold its wake pipe")
  func goneTerminalForgotten() throws {
    // Checked on the handlers' own descriptor, not by hoping that pipe(2) hands the freed
    // numbers to this test while other suites open files at the same time.
    let pty = PtyPair()
    var wake: Int32?
    do {
      let terminal = Terminal(input: pty.terminal, output: pty.terminal)
      try terminal.enterRawMode()
      wake = terminal.wakeDescriptor
      #expect(wake != nil && Platform.armedWakeDescriptor == wake)
      terminal.restore()
    }
    #expect(Platform.armedWakeDescriptor == -1)
  }

  @Test("SIGCONT wakes waitForInput with .continued")
  func continueWakesUp() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    kill(getpid(), SIGCONT)
    #expect(terminal.waitForInput(timeoutMilliseconds: 30_000) == .continued)
  }
}

/// A clock that stops the session's thread, on request, until the test lets it go.
private final class GateClock: @unchecked Sendable {
  private let condition = NSCondition()
  private var armed = false
  private var held = false
  private var open = false

  /// The next reading stops until ``release()``.
  func arm() { condition.withLock { armed = true } }

  /// Waits until the session's thread is stopped at the gate.
  func waitUntilHeld() -> Bool {
    condition.withLock {
      let deadline = Date().addingTimeInterval(10)
      while !held { if !condition.wait(until: deadline) { return false } }
      return true
    }
  }

  /// Lets the stopped reading go on.
  func release() {
    condition.withLock {
      open = true
      condition.broadcast()
    }
  }

  func now() -> Date {
    condition.withLock {
      if armed {
        armed = false
        held = true
        condition.broadcast()
        while !open { condition.wait() }
      }
    }
    return Date()
  }
}

/// Carries the session to its thread and the ending back.
private final class SessionRun: @unchecked Sendable {
  let session: TerminalSession
  var ending: TerminalSession.Ending?
  let done = DispatchSemaphore(value: 0)
  init(_ session: TerminalSession) { self.session = session }
}

extension TerminalTests {
  @Test("a terminal that cannot be put back in raw mode after a resume ends the game, saying so")
  func resumeFailureReported() throws {
    let pty = PtyPair()
    let clock = GateClock()
    let game = Game(
      puzzles: [Puzzle(title: "Pet", answer: Array("CAT"), tiles: Array("CATX"))],
      startedAt: Date())
    let bank = QuestionBank(path: "bank.plist", questions: [])
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    let run = SessionRun(
      TerminalSession(
        game: game, terminal: terminal, depth: .none,
        pictures: PictureSource(bank: bank), progress: nil, opening: nil, clock: clock.now))
    Thread.detachNewThread {
      run.ending = run.session.run()
      run.done.signal()
    }
    // The first frame; nothing more comes until a key.
    #expect(pty.readOutput(until: "Pet").contains("Pet"))
    // Stop the session while it handles a key, so that both the resume and a terminal
    // that no longer takes modes are in place before it waits for input again.
    clock.arm()
    pty.type(Array("C".utf8) + [0x0A])
    #expect(clock.waitUntilHeld())
    kill(getpid(), SIGCONT)
    // The handler has run once its byte is in the wake pipe.
    let wake = try #require(terminal.wakeDescriptor)
    #expect(PtyPair.wait { PtyPair.pendingBytes(wake) >= 1 })
    let null = open("/dev/null", O_RDWR)
    #expect(dup2(null, pty.terminal) == pty.terminal)
    close(null)
    clock.release()
    #expect(run.done.wait(timeout: .now() + 10) == .success)
    #expect(
      run.ending
        == .failed(
          "cannot take the terminal back after resuming: "
            + "cannot set its modes (inappropriate ioctl for device)"))
  }
}
