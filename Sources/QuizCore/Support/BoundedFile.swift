import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole regular file of bounded size, refusing anything else before reading it.
///
/// The file is looked at with `stat` (following symbolic links) before it is opened, so a
/// FIFO or a device is refused without opening it; it is then opened with `O_NONBLOCK`
/// (a FIFO swapped in meanwhile cannot block) and checked again with `fstat`, and its size
/// decides whether it is read at all.
public enum BoundedFile {
  /// Why a file was not read.
  enum Failure: Error, Equatable {
    /// Nothing at the path (or a symbolic link to nothing).
    case missing
    /// The path is a directory.
    case directory
    /// The path is something other than a regular file or a directory.
    case notRegular(kind: FileKind)
    /// The file holds more than the limit; `size` is its size in bytes.
    case tooLarge(size: Int)
    /// The file could not be opened or read, with this `errno`.
    case unreadable(errno: Int32)
  }

  /// The contents of the regular file at `path`, at most `limit` bytes.
  static func read(path: String, limit: Int) throws(Failure) -> Data {
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(errno) }
    try check(info, limit: limit)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw failure(errno) }
    try check(info, limit: limit)
    // The size can change while reading: read one byte past the limit to notice growth.
    let capacity = min(Int(info.st_size), limit) + 1
    var bytes = [UInt8](repeating: 0, count: capacity)
    var count = 0
    while count < capacity {
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(descriptor, base + count, capacity - count)
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw failure(errno) }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { throw .tooLarge(size: count) }
    return Data(bytes[..<count])
  }

  /// Throws unless `info` describes a regular file of at most `limit` bytes.
  private static func check(_ info: stat, limit: Int) throws(Failure) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .directory
    case S_IFIFO: throw .notRegular(kind: .fifo)
    case S_IFCHR: throw .notRegular(kind: .characterDevice)
    case S_IFBLK: throw .notRegular(kind: .blockDevice)
    case S_IFSOCK: throw .notRegular(kind: .socket)
    default: throw .notRegular(kind: .other)
    }
    guard Int(info.st_size) <= limit else { throw .tooLarge(size: Int(info.st_size)) }
  }

  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ size: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, size)
    #else
      Darwin.read(descriptor, buffer, size)
    #endif
  }

  private static func failure(_ code: Int32) -> Failure {
    switch code {
    case ENOENT, ENOTDIR: return .missing
    default: return .unreadable(errno: code)
    }
  }

  /// The `errno` of a failed open or read as English messages say it, lowercase
  /// ("permission denied"; otherwise `strerror(3)`'s text).
  public static func systemText(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ELOOP: return "too many levels of symbolic links"
    default: return String(cString: strerror(code)).lowercased()
    }
  }

  /// `size` bytes in MiB with one decimal, for messages ("40.5 MiB").
  public static func mebibytes(_ size: Int) -> String {
    let tenths = (size * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MiB"
  }
}
