#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's identity as `stat(2)` gives it (links followed): what tells a file changed
/// without reading it.
extension Platform {
  /// The device, inode, size and last modification of a file.
  package struct FileIdentity: Equatable, Codable, Sendable {
    /// The device the file is on.
    var device: UInt64
    /// The inode number.
    var inode: UInt64
    /// The size in bytes.
    var size: Int64
    /// The last modification, whole seconds since 1970.
    var seconds: Int64
    /// The nanoseconds of the last modification.
    var nanoseconds: Int64
  }

  /// `stat(2)` of `path`, links followed; `nil` when it fails.
  package static func fileIdentity(_ path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return FileIdentity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
  }
}
