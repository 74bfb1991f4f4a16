/// Why a file of the program's own (progress, statistics) could not be used.
public enum FileFault: Error, Equatable, Sendable, CustomStringConvertible {
  /// A system call failed with this errno.
  case system(Int32)
  /// Something other than a regular file (a folder, a FIFO) is in the file's place.
  case notRegularFile
  /// The record cannot be encoded; what the encoder said, when it said something.
  case notEncodable(String?)
  /// The record would be larger than this many bytes, more than is read back.
  case tooLarge(Int)
  /// Another program held the lock longer than a game waits (``Platform/lockWait``).
  case lockHeld

  /// The English reason, lowercase: "permission denied", "not a regular file", …
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .system(let code): return Platform.errorText(code)
    case .notRegularFile: return "not a regular file"
    case .notEncodable(let detail): return detail ?? "cannot be encoded"
    case .tooLarge(let bytes): return "too large: at most \(bytes / (1024 * 1024)) MiB"
    case .lockHeld: return "another program holds its lock"
    }
  }
}

extension FileFault {
  /// The fault for a failed system call.
  init(_ error: SystemErrno) {
    self = .system(error.code)
  }
}
