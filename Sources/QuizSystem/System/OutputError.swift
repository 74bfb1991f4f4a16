/// Why writing to the output failed.
public enum OutputError: Error, Equatable {
  /// The reader went away (EPIPE): a closed pipe or terminal.
  case closed
  /// `write(2)` failed with this errno.
  case failed(Int32)
}
