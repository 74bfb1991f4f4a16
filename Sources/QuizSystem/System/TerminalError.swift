/// Why the terminal could not be put in raw mode.
public enum TerminalError: Error, Equatable {
  /// The input is not a terminal (`tcgetattr` failed), e.g. a pipe.
  case notATerminal
  /// `tcsetattr` failed with this errno.
  case attributes(Int32)
  /// Writing the escape sequences to the output failed.
  case output(OutputError)
}
