/// What a path holds instead of a regular file.
public enum FileKind: Equatable, Sendable, CaseIterable, CustomStringConvertible {
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

  /// The kind as English messages name it: "a FIFO".
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .directory: "a directory"
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "not a file"
    }
  }
}

/// Why a bank file that is there could not be read.
public enum FileReadFault: Equatable, Sendable, CustomStringConvertible {
  /// The path is a directory.
  case isADirectory
  /// The path is something other than a regular file or a directory.
  case notRegular(FileKind)
  /// Opening or reading failed with this `errno`.
  case system(errno: Int32)

  /// A lowercase reason: "is a directory", "permission denied".
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .isADirectory: "is a directory"
    case .notRegular(let kind): "not a regular file (\(kind))"
    case .system(let code): BoundedFile.systemText(code)
    }
  }
}
