/// Why the terminal could not be put in raw mode.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// The input is not a terminal (`tcgetattr` failed), e.g. a pipe.
  case notATerminal
  /// `tcsetattr` failed with this errno.
  case attributes(Int32)
  /// Writing the escape sequences to the output failed.
  case output(OutputError)

  /// A short lowercase message.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .notATerminal: return "the input is not a terminal"
    case .attributes(let code): return "cannot set its modes (\(Platform.errorText(code)))"
    case .output: return "cannot write to it"
    }
  }
}
