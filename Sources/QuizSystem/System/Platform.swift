import CLibc
import Foundation
import QuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin, typed wrappers around the system calls; raw mode, the signal handlers and the
/// global state they need are in `Platform+RawMode.swift`.
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
