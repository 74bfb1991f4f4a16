/// Why a file of the program's own (progress, statistics) could not be used.
public enum FileFault: Error, Equatable, Sendable {
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
  /// The file is of this format version, newer than this program reads: written by a newer
  /// quiz, it is left as it is.
  case newerVersion(Int)
}

extension FileFault {
  /// The fault for a failed system call.
  init(_ error: SystemErrno) {
    self = .system(error.code)
  }
}
