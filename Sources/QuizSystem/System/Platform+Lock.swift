import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Advisory file locks for read–merge–write updates shared between processes.
extension Platform {
  /// How long a game waits for a lock another program holds, in seconds: an update holds it
  /// for well under a millisecond, so a longer wait means a stuck or foreign holder.
  package static let lockWait = 2.0

  /// Opens (creating it, mode 0600, never through a symbolic link) the lock file at `path`
  /// and takes an exclusive `flock(2)` on it, trying every 20 ms for at most `wait` seconds
  /// (`EWOULDBLOCK` after that); returns the descriptor to pass to ``unlock(_:)``. Each call
  /// opens its own descriptor, so two threads of one process exclude each other as two
  /// processes do. Never blocked in the kernel, a signal is handled while it waits.
  package static func lockExclusive(_ path: String, waitingAtMost wait: Double) -> Result<
    Int32, SystemErrno
  > {
    let deadline = Date().addingTimeInterval(wait)
    var fd: Int32
    repeat {
      fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    } while fd < 0 && errno == EINTR
    guard fd >= 0 else { return .failure(SystemErrno(code: errno)) }
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      if errno == EWOULDBLOCK && Date() < deadline {
        usleep(20_000)
        continue
      }
      let error = SystemErrno(code: errno)
      _ = close(fd)
      return .failure(error)
    }
    return .success(fd)
  }

  /// Releases a lock taken by ``lockExclusive(_:)`` (closing the descriptor drops it).
  package static func unlock(_ fd: Int32) {
    _ = flock(fd, LOCK_UN)
    _ = close(fd)
  }
}
