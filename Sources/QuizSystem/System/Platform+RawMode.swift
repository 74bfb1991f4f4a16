import CLibc
import Foundation
import QuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saved terminal attributes (a `termios`), opaque outside this file.
package struct TerminalAttributes {
  fileprivate var value: termios
}

// NB: signal handlers are C function pointers and cannot capture, so what they need lives
// in globals. Each is written only outside a handler; all are given their values (which
// also runs Swift's lazy global initialisation) before the first handler is installed, so
// a handler never allocates.
nonisolated(unsafe) private var signalSavedAttributes = termios()
/// The descriptor in raw mode, or -1 when the terminal is in its normal state.
nonisolated(unsafe) private var signalRawFD: Int32 = -1
nonisolated(unsafe) private var signalOutputFD: Int32 = -1
nonisolated(unsafe) private var signalWakeFD: Int32 = -1
nonisolated(unsafe) private var signalLeaveBytes = UnsafeMutableBufferPointer<UInt8>(
  start: nil, count: 0)
nonisolated(unsafe) private var signalHandlersInstalled = false
/// True in a scripted run: a terminating signal is reported through the wake pipe.
nonisolated(unsafe) private var signalReportsTermination = false
/// True once a terminating signal has been reported; a second one ends the process.
nonisolated(unsafe) private var signalTerminationReported = false

extension Platform {
  /// Byte written to the wake pipe on SIGWINCH.
  package static let wakeResize: UInt8 = 0x57
  /// Byte written to the wake pipe on SIGCONT.
  package static let wakeContinue: UInt8 = 0x43

  /// `tcgetattr(3)`; nil when `fd` is not a terminal.
  package static func attributes(_ fd: Int32) -> TerminalAttributes? {
    var value = termios()
    guard tcgetattr(fd, &value) == 0 else { return nil }
    return TerminalAttributes(value: value)
  }

  /// Puts `fd` in raw mode: `cfmakeraw(3)` of `original`, applied with `tcsetattr(TCSANOW)`
  /// so type-ahead is kept. OPOST is off too: output bytes reach the terminal unchanged, so
  /// a renderer must send `\r\n` (or position the cursor) itself.
  ///
  /// Also arms the signal handlers with `original`, `output` and `wakeFD`.
  package static func enterRaw(
    _ fd: Int32, original: TerminalAttributes, output: Int32, wakeFD: Int32
  ) -> SystemErrno? {
    var raw = original.value
    cfmakeraw(&raw)
    signalRawFD = -1
    signalSavedAttributes = original.value
    signalOutputFD = output
    signalWakeFD = wakeFD
    guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return SystemErrno(code: errno) }
    signalRawFD = fd
    return nil
  }

  /// Puts `original` back with `tcsetattr(TCSAFLUSH)`: output drains first, and unread
  /// input (late mouse reports, keys meant for the game) is discarded instead of reaching
  /// the shell.
  package static func leaveRaw(_ fd: Int32, original: TerminalAttributes) {
    signalRawFD = -1
    var value = original.value
    _ = tcsetattr(fd, TCSAFLUSH, &value)
  }

  /// For a scripted run (no raw mode): SIGINT, SIGTERM and SIGHUP write their number into
  /// `wakeFD` instead of ending the process, once; a second one ends it at once, so a run
  /// stuck writing to a reader that went quiet can still be stopped.
  package static func reportTerminatingSignals(wakeFD: Int32) {
    signalTerminationReported = false
    signalWakeFD = wakeFD
    signalReportsTermination = true
    installSignalHandlers(leave: [])
  }

  /// The signals of a crash (a Swift trap is SIGILL or SIGTRAP): their handler restores the
  /// terminal, then the process dies of the signal with its default action.
  package static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

  /// For tests only (`QUIZ_TEST_CRASH`, see docs/internals.md, Fuzzing): `trap` stops at a Swift trap,
  /// `SIGSEGV`, `SIGBUS`, `SIGABRT`, `SIGFPE`, `SIGTRAP` or `SIGILL` raises that signal; any
  /// other value, or none, does nothing.
  package static func crashIfTestAsks() {
    guard let trigger = getenv("QUIZ_TEST_CRASH").map({ String(cString: $0) }) else { return }
    let signals = [
      "SIGILL": SIGILL, "SIGTRAP": SIGTRAP, "SIGSEGV": SIGSEGV, "SIGBUS": SIGBUS,
      "SIGFPE": SIGFPE, "SIGABRT": SIGABRT,
    ]
    if trigger == "trap" { fatalError("QUIZ_TEST_CRASH=trap") }
    if let number = signals[trigger] { _ = raise(number) }
  }

  /// True for the signal numbers `reportTerminatingSignals` writes into the wake pipe.
  package static func isTerminatingSignal(_ number: Int32) -> Bool {
    number == SIGINT || number == SIGTERM || number == SIGHUP
  }

  /// The descriptor the signal handlers write to now, `-1` for none.
  package static var armedWakeDescriptor: Int32 { signalWakeFD }

  /// Stops the signal handlers from writing to `wakeFD`, which is about to be closed (its
  /// number could otherwise be reused by an unrelated file and receive stray bytes).
  package static func forgetWakeDescriptor(_ wakeFD: Int32) {
    if signalWakeFD == wakeFD { signalWakeFD = -1 }
  }

  /// Installs the handlers once per process (`signal(2)`, which on glibc keeps them
  /// installed and restarts interrupted calls other than `poll`):
  /// SIGINT, SIGTERM, SIGHUP restore the terminal and die of the same signal; SIGTSTP
  /// restores and stops; SIGWINCH and SIGCONT wake `waitForInput`; SIGPIPE is ignored.
  package static func installSignalHandlers(leave: [UInt8]) {
    guard !signalHandlersInstalled else { return }
    signalHandlersInstalled = true
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: leave.count)
    _ = buffer.initialize(from: leave)
    signalLeaveBytes = buffer
    _ = signal(SIGPIPE, SIG_IGN)
    for terminating in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(terminating, relayTerminatingSignal)
    }
    for crash in Self.crashSignals where crash != SIGBUS {
      _ = signal(crash, restoreAndCrash)
    }
    // SIGBUS is the guard's, which keeps a mapped bank cut short from crashing the game
    // (SystemFiles.map); any other SIGBUS runs this fallback.
    if clibc_map_guard_install(restoreAndCrash) != 0 { _ = signal(SIGBUS, restoreAndCrash) }
    _ = signal(SIGTSTP, relayStopSignal)
    _ = signal(SIGWINCH, relayWakeSignal)
    _ = signal(SIGCONT, relayWakeSignal)
  }
}

/// Async-signal-safe: `write(2)` the leave string and `tcsetattr(3)` the saved attributes.
private func restoreFromSignalHandler() {
  let fd = signalRawFD
  guard fd >= 0 else { return }
  signalRawFD = -1
  if let base = signalLeaveBytes.baseAddress {
    _ = write(signalOutputFD, base, signalLeaveBytes.count)
  }
  _ = tcsetattr(fd, TCSAFLUSH, &signalSavedAttributes)
}

/// SIGINT, SIGTERM, SIGHUP: in a scripted run, the first one is written into the wake pipe
/// (its number is the byte) for the loop to end the run with its quit line. Otherwise
/// restore, then die of the same signal so the parent sees it.
private func relayTerminatingSignal(_ number: Int32) {
  if signalReportsTermination && !signalTerminationReported && signalWakeFD >= 0 {
    let savedErrno = errno
    signalTerminationReported = true
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalWakeFD, &byte, 1)
    errno = savedErrno
    return
  }
  restoreFromSignalHandler()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}

/// SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT: restore, then die of the same signal
/// with its default action (blocked while this handler runs, so it strikes on return; a
/// fault would strike again at the same instruction anyway).
private func restoreAndCrash(_ number: Int32) {
  restoreFromSignalHandler()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}

/// SIGTSTP from `kill`: restore, then stop (SIGSTOP, because SIGTSTP is discarded for an
/// orphaned process group). The SIGCONT that resumes us wakes the loop to re-enter raw mode.
private func relayStopSignal(_ number: Int32) {
  let savedErrno = errno
  restoreFromSignalHandler()
  _ = raise(SIGSTOP)
  errno = savedErrno
}

/// SIGWINCH, SIGCONT: one byte into the wake pipe; the pipe's content is the flag.
private func relayWakeSignal(_ number: Int32) {
  let savedErrno = errno
  // Literals, not the static lets, so the handler touches no lazily initialised global.
  var byte: UInt8 = number == SIGCONT ? 0x43 : 0x57
  if signalWakeFD >= 0 { _ = write(signalWakeFD, &byte, 1) }
  errno = savedErrno
}
