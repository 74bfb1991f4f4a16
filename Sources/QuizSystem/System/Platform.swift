import CLibc
import Foundation
import QuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one file of QuizTerminal that calls libc: thin, typed wrappers around the system
/// calls, plus the signal handlers and the global state they need.
package enum Platform {
  /// errno values the callers tell apart.
  package static let interrupted = EINTR
  package static let wouldBlock = EAGAIN
  package static let brokenPipe = EPIPE

  /// `strerror(3)` of `code`, lowercase as in other messages ("input/output error").
  package static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let message = String(cString: text)
    return message.prefix(1).lowercased() + message.dropFirst()
  }

  /// `isatty(3)`.
  package static func isTerminalDevice(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// One `write(2)`: bytes written, or the errno.
  package static func writeSome(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Result<
    Int, SystemErrno
  > {
    guard let base = buffer.baseAddress else { return .success(0) }
    let count = write(fd, base, buffer.count)
    return count < 0 ? .failure(SystemErrno(code: errno)) : .success(count)
  }

  /// One `read(2)` of up to `capacity` bytes: the bytes (empty at end of file), or the errno.
  package static func readSome(_ fd: Int32, capacity: Int) -> Result<[UInt8], SystemErrno> {
    var buffer = [UInt8](repeating: 0, count: capacity)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0 { return .failure(SystemErrno(code: errno)) }
    return .success(Array(buffer.prefix(count)))
  }

  /// `poll(2)` for readability on `fds`: which are readable (or hung up, or invalid); `[]`
  /// on timeout or EINTR; nil on any other error. Negative descriptors are skipped.
  package static func pollReadable(_ fds: [Int32], timeout timeoutMilliseconds: Int32) -> [Bool]? {
    var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let result = poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
    if result < 0 { return errno == EINTR ? [] : nil }
    if result == 0 { return [] }
    let ready = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
    return entries.map { $0.revents & ready != 0 }
  }

  /// `poll(2)` until `fd` can be written to (or fails); false on an error other than EINTR.
  package static func pollWritable(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    while true {
      if poll(&entry, 1, -1) >= 0 { return true }
      if errno != EINTR { return false }
    }
  }

  /// A monotonic clock in milliseconds (`clock_gettime(CLOCK_MONOTONIC)`).
  package static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
  }

  /// `pipe(2)` with both ends non-blocking and close-on-exec (`fcntl(2)`).
  package static func makeWakePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }

  /// `close(2)`.
  package static func closeDescriptor(_ fd: Int32) { _ = close(fd) }

  /// `ioctl(TIOCGWINSZ)` through CLibc.
  package static func windowSize(_ fd: Int32) -> (rows: Int, columns: Int)? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard clibc_window_size(fd, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
    return (Int(rows), Int(columns))
  }

  /// The local calendar day of `date` as `date(1)` gives it (`localtime_r` through CLibc, so
  /// every `TZ` libc reads is honoured, POSIX strings such as `UTC-4` or
  /// `EST5EDT,M3.2.0,M11.1.0` included); the UTC day if libc cannot tell.
  ///
  /// No Foundation `Calendar` or `TimeZone`: they go through ICU, which crashes on some locale
  /// values in the environment and ignores POSIX `TZ` strings.
  package static func localDay(of date: Date) -> CalendarDay {
    let seconds = Int(roundedClamping: date.timeIntervalSince1970.rounded(.down))
    var year: Int32 = 0
    var month: Int32 = 0
    var day: Int32 = 0
    if clibc_local_date(Int64(seconds), &year, &month, &day) == 0,
      let local = CalendarDay(year: Int(year), month: Int(month), day: Int(day))
    {
      return local
    }
    let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
    return CalendarDay(dayNumber: rest < 0 ? days - 1 : days)
  }

  /// `raise(SIGSTOP)`: stops this process until a SIGCONT.
  package static func stopSelf() { raise(SIGSTOP) }

  /// `signal(SIGPIPE, SIG_IGN)`: a write to a closed pipe then fails with EPIPE.
  package static func ignoreBrokenPipe() { _ = signal(SIGPIPE, SIG_IGN) }

  /// Opens `/dev/null` read-only on any of descriptors 0, 1 and 2 that is closed
  /// (`fcntl(F_GETFD)`), so a later `pipe(2)` or `open(2)` can never land there and be
  /// mistaken for stdin or stdout.
  package static func fillStandardDescriptors() {
    for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 {
      // Read-only even for stdout and stderr: writing there then fails (EBADF), so a game
      // whose output was closed ends with the I/O error exit code instead of playing blind.
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != fd {
        _ = dup2(opened, fd)
        _ = close(opened)
      }
    }
  }
}

/// An errno value from a failed system call.
package struct SystemErrno: Error, Equatable {
  /// The raw errno.
  package var code: Int32
}

/// Saved terminal attributes (a `termios`), opaque outside this file.
package struct TerminalAttributes {
  fileprivate var value: termios
}

// MARK: - Raw mode and signals

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
    for crash in Self.crashSignals {
      _ = signal(crash, restoreAndCrash)
    }
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
