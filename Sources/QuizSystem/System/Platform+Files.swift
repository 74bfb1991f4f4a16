#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file calls the progress store needs: exclusive creation, whole reads and writes,
/// rename, and what `lstat(2)` says about a name. Every failure is the errno.
extension Platform {
  /// errno values the progress store tells apart.
  package static let noSuchFile = ENOENT
  package static let fileExists = EEXIST

  /// What `lstat(2)` says about a name (a symbolic link is described, not followed).
  package struct FileStatus: Equatable {
    /// A regular file (not a link, folder, FIFO or device).
    package var isRegular: Bool
    /// A folder.
    package var isFolder: Bool
    /// The owner's user id.
    package var owner: UInt32
    /// The size in bytes.
    var size: Int
    /// The last modification, in seconds since 1970.
    var modified: Double
    /// A symbolic link.
    var isLink = false
  }

  /// `lstat(2)`.
  package static func fileStatus(_ path: String) -> Result<FileStatus, SystemErrno> {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .failure(SystemErrno(code: errno)) }
    let type = info.st_mode & S_IFMT
    #if canImport(Darwin)
      let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
    #else
      let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    #endif
    return .success(
      FileStatus(
        isRegular: type == S_IFREG, isFolder: type == S_IFDIR, owner: UInt32(info.st_uid),
        size: Int(info.st_size), modified: modified, isLink: type == S_IFLNK))
  }

  /// Whether `path` names something that is there but is neither a regular file nor a folder
  /// once symbolic links are followed (a device such as `/dev/null`, a pipe, a socket):
  /// `stat(2)`.
  package static func isSpecialFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// This process's effective user id (`geteuid(2)`).
  package static func userID() -> UInt32 { UInt32(geteuid()) }

  /// This process's id (`getpid(2)`).
  package static func processID() -> Int32 { Int32(getpid()) }

  /// True unless `kill(pid, 0)` says no such process (ESRCH); a process of another user
  /// (EPERM) is alive.
  package static func processIsAlive(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid_t(pid), 0) == 0 || errno != ESRCH
  }

  /// What reading a whole file found.
  package enum FileContents: Equatable {
    /// The bytes of the file.
    case bytes([UInt8])
    /// More than the limit: not read to the end.
    case tooLarge
    /// A FIFO, device or socket: not read at all.
    case notRegular
  }

  /// Reads a whole file of at most `limit` bytes: `open(2)` without blocking (a FIFO is not
  /// waited on), `fstat(2)` (only a regular file is read), then `read(2)` until the end.
  package static func readFile(_ path: String, limit: Int) -> Result<FileContents, SystemErrno> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(SystemErrno(code: errno)) }
    defer { _ = close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(SystemErrno(code: errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(SystemErrno(code: EISDIR))
    default: return .success(.notRegular)
    }
    var bytes: [UInt8] = []
    while true {
      switch readSome(fd, capacity: 4096) {
      case .success(let chunk):
        if chunk.isEmpty { return .success(.bytes(bytes)) }
        bytes += chunk
        if bytes.count > limit { return .success(.tooLarge) }
      case .failure(let error) where error.code == EINTR:
        continue
      case .failure(let error):
        return .failure(error)
      }
    }
  }

  /// Creates a new file for writing with `open(2)` and
  /// `O_CREAT | O_EXCL | O_NOFOLLOW`, `mode` (0600 unless said; less the umask): never an
  /// existing file, never through a symbolic link. EEXIST when the name is taken (by
  /// anything, a link included).
  package static func createExclusive(_ path: String, mode: mode_t = 0o600) -> Result<
    Int32, SystemErrno
  > {
    while true {
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if fd >= 0 { return .success(fd) }
      if errno != EINTR { return .failure(SystemErrno(code: errno)) }
    }
  }

  /// Opens a file for writing with `open(2)` and `O_CREAT | O_TRUNC`, mode 0644 (less the
  /// umask): a new file, or an existing one emptied; for files the user names.
  package static func createOrTruncate(_ path: String) -> Result<Int32, SystemErrno> {
    while true {
      let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      if fd >= 0 { return .success(fd) }
      if errno != EINTR { return .failure(SystemErrno(code: errno)) }
    }
  }

  /// Writes all of `bytes` (`write(2)`, retried on EINTR and short writes).
  package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> SystemErrno? {
    var offset = 0
    while offset < bytes.count {
      let result = bytes[offset...].withUnsafeBytes { writeSome(fd, $0) }
      switch result {
      case .success(let count): offset += count
      case .failure(let error) where error.code == EINTR: continue
      case .failure(let error): return error
      }
    }
    return nil
  }

  /// `close(2)`, reporting its error (a full disk can show only here).
  package static func closeReporting(_ fd: Int32) -> SystemErrno? {
    close(fd) == 0 || errno == EINTR ? nil : SystemErrno(code: errno)
  }

  /// `rename(2)`.
  package static func renameFile(_ from: String, to: String) -> SystemErrno? {
    rename(from, to) == 0 ? nil : SystemErrno(code: errno)
  }

  /// `unlink(2)`.
  package static func removeFile(_ path: String) -> SystemErrno? {
    unlink(path) == 0 ? nil : SystemErrno(code: errno)
  }

  /// `mkdir(2)` with mode 0700, and its missing parents first; an existing folder is fine.
  package static func makeFolders(_ path: String) -> SystemErrno? {
    if case .success(let status) = fileStatus(path), status.isFolder { return nil }
    var parent = path
    while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
    if let slash = parent.lastIndex(of: "/") {
      parent = String(parent[..<slash])
      if !parent.isEmpty, let error = makeFolders(parent) { return error }
    }
    if mkdir(path, 0o700) == 0 || errno == EEXIST { return nil }
    return SystemErrno(code: errno)
  }
}
