import CLibc
import Foundation
import QuizCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileAccess {
  /// The operating system's files: ``SystemFiles`` reads, `FileManager` tells whether a
  /// path exists and `realpath(3)` resolves it.
  public static let system = FileAccess(
    read: SystemFiles.read, exists: { FileManager.default.fileExists(atPath: $0) },
    resolve: SystemFiles.resolved, map: SystemFiles.map)
}

/// Reads a whole regular file of bounded size, refusing anything else before reading it.
///
/// The file is looked at with `stat` (following symbolic links) before it is opened, so a
/// FIFO or a device is refused without opening it; it is then opened with `O_NONBLOCK`
/// (a FIFO swapped in meanwhile cannot block) and checked again with `fstat`, and its size
/// decides whether it is read at all.
enum SystemFiles {
  /// The contents of the regular file at `path`, at most `limit` bytes.
  static func read(_ path: String, _ limit: Int) throws(FileAccess.Failure) -> Data {
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
    // Read straight into the Data returned: a bank of 30 MB is not copied a second time.
    var bytes = Data(count: capacity)
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
    bytes.count = count
    return bytes
  }

  /// Files from this size on are mapped by ``map(_:_:)`` rather than read.
  static let mappedSize = 1 << 20

  /// The contents of the regular file at `path`, at most `limit` bytes, as ``read(_:_:)``
  /// checks them; from ``mappedSize`` bytes on mapped into memory (`mmap(2)`, private,
  /// read-only) instead of read, so that only the pages used are ever read: a one-file
  /// pack's pictures are not read until they are shown.
  ///
  /// A mapped file that another program cuts short while it is in use reads as zeros past its
  /// new end (the guard in CLibc maps pages of zeros where the kernel would end the process
  /// with SIGBUS): to the decoders, a damaged picture. A game maps its bank; `quiz check` and
  /// the commands that write read it.
  static func map(_ path: String, _ limit: Int) throws(FileAccess.Failure) -> Data {
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(errno) }
    try check(info, limit: limit)
    guard Int(info.st_size) >= mappedSize else { return try read(path, limit) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw failure(errno) }
    try check(info, limit: limit)
    let size = Int(info.st_size)
    guard size >= mappedSize else { return try read(path, limit) }
    guard clibc_map_guard_install(nil) == 0,
      let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED
    else { return try read(path, limit) }
    guard clibc_map_guard_add(base, size) == 0 else {
      munmap(base, size)
      return try read(path, limit)
    }
    return Data(
      bytesNoCopy: base, count: size,
      deallocator: .custom { base, size in
        clibc_map_guard_remove(base)
        munmap(base, size)
      })
  }

  /// Throws unless `info` describes a regular file of at most `limit` bytes.
  private static func check(_ info: stat, limit: Int) throws(FileAccess.Failure) {
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

  private static func failure(_ code: Int32) -> FileAccess.Failure {
    switch code {
    case ENOENT, ENOTDIR: return .missing
    default: return .unreadable(errno: code)
    }
  }

  /// The canonical absolute path of `path`, or `nil` when it does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
