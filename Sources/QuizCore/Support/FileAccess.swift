import Foundation

/// The files QuizCore reads, as the program hands them over: the only way it reaches a
/// file, so QuizCore opens none itself. `FileAccess.system` (QuizSystem) reads through the
/// operating system; a test can serve bytes from memory.
public struct FileAccess: Sendable {
  /// Why a file was not read.
  public enum Failure: Error, Equatable, Sendable {
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

  /// The contents of the regular file at a path, at most a limit of bytes; a directory, a
  /// FIFO, a device or a larger file is refused without being read.
  public var read: @Sendable (_ path: String, _ limit: Int) throws(Failure) -> Data
  /// True when something is at a path (a symbolic link, when it leads somewhere).
  public var exists: @Sendable (_ path: String) -> Bool
  /// The canonical absolute path of a path, every symbolic link resolved; `nil` when
  /// nothing is there.
  public var resolve: @Sendable (_ path: String) -> String?
  /// The contents of a file as `read` gives them, for a reader that may touch only some of
  /// its bytes: a large file may be mapped into memory and its pages read as they are used.
  public var map: @Sendable (_ path: String, _ limit: Int) throws(Failure) -> Data

  /// Files read by `read` (and `map`, which reads them too unless given), looked for by
  /// `exists` and resolved by `resolve`.
  public init(
    read: @escaping @Sendable (_ path: String, _ limit: Int) throws(Failure) -> Data,
    exists: @escaping @Sendable (_ path: String) -> Bool,
    resolve: @escaping @Sendable (_ path: String) -> String?,
    map: (@Sendable (_ path: String, _ limit: Int) throws(Failure) -> Data)? = nil
  ) {
    self.read = read
    self.exists = exists
    self.resolve = resolve
    self.map = map ?? read
  }
}
