import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared and exclusive locks on a lock file that its last holder may remove.
extension Platform {
  /// Opens (creating it, mode 0600, never through a symbolic link) the lock file at `path`
  /// and takes a `flock(2)` on it, exclusive or shared, trying every 20 ms for at most
  /// `wait` seconds (once for 0; `EWOULDBLOCK` after that). A lock that turns out to be on
  /// a file no longer at `path` (an exclusive holder removed it with
  /// ``removeLockFile(_:locked:)``) is dropped and taken on the file there now, so every
  /// holder holds the same file. Returns the descriptor to pass to ``unlock(_:)``.
  package static func lock(
    _ path: String, exclusive: Bool, waitingAtMost wait: Double
  ) -> Result<Int32, SystemErrno> {
    let deadline = Date().addingTimeInterval(wait)
    for _ in 0..<16 {
      var fd: Int32
      repeat {
        fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
      } while fd < 0 && errno == EINTR
      guard fd >= 0 else { return .failure(SystemErrno(code: errno)) }
      while flock(fd, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
        if errno == EINTR { continue }
        if errno == EWOULDBLOCK && Date() < deadline {
          usleep(20_000)
          continue
        }
        let error = SystemErrno(code: errno)
        _ = close(fd)
        return .failure(error)
      }
      if isFile(fd, at: path) { return .success(fd) }
      _ = close(fd)
    }
    return .failure(SystemErrno(code: EWOULDBLOCK))
  }

  /// Removes the lock file at `path` if it is still the file `fd` locks; only a holder of
  /// an exclusive lock may, as no one else can be holding the file then.
  package static func removeLockFile(_ path: String, locked fd: Int32) {
    if isFile(fd, at: path) { _ = unlink(path) }
  }

  /// Turns a held lock exclusive without waiting; false when someone else holds it too
  /// (NB: `flock` converts by releasing first, so the lock may then be lost: only for a
  /// holder that is done).
  package static func lockExclusiveNow(_ fd: Int32) -> Bool {
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  /// True when the open file `fd` is the file at `path` itself (same device and inode).
  private static func isFile(_ fd: Int32, at path: String) -> Bool {
    var open = stat()
    var there = stat()
    guard fstat(fd, &open) == 0, lstat(path, &there) == 0 else { return false }
    return open.st_dev == there.st_dev && open.st_ino == there.st_ino
  }
}
