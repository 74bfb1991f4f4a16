#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Advisory file locks for read–merge–write updates shared between processes.
extension Platform {
  /// Opens (creating it, mode 0600, never through a symbolic link) the lock file at `path`
  /// and takes an exclusive `flock(2)` on it, waiting for other holders; returns the
  /// descriptor to pass to ``unlock(_:)``. Each call opens its own descriptor, so two
  /// threads of one process exclude each other as two processes do.
  static func lockExclusive(_ path: String) -> Result<Int32, SystemErrno> {
    var fd: Int32
    repeat {
      fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    } while fd < 0 && errno == EINTR
    guard fd >= 0 else { return .failure(SystemErrno(code: errno)) }
    while flock(fd, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let error = SystemErrno(code: errno)
      _ = close(fd)
      return .failure(error)
    }
    return .success(fd)
  }

  /// Releases a lock taken by ``lockExclusive(_:)`` (closing the descriptor drops it).
  static func unlock(_ fd: Int32) {
    _ = flock(fd, LOCK_UN)
    _ = close(fd)
  }
}
