/// What a path holds instead of a regular file.
public enum FileKind: Equatable, Sendable, CaseIterable {
  /// A directory.
  case directory
  /// A FIFO (named pipe).
  case fifo
  /// A character device.
  case characterDevice
  /// A block device.
  case blockDevice
  /// A socket.
  case socket
  /// Any other kind of file.
  case other
}

/// Why a bank file that is there could not be read.
public enum FileReadFault: Equatable, Sendable {
  /// The path is a directory.
  case isADirectory
  /// The path is something other than a regular file or a directory.
  case notRegular(FileKind)
  /// Opening or reading failed with this `errno`.
  case system(errno: Int32)
}
