/// Why a bank file is not a property list at all.
public enum PlistSyntaxFault: Equatable, Sendable, CustomStringConvertible {
  /// The file has no bytes.
  case empty
  /// The file holds only white space (or a byte-order mark).
  case noValue
  /// The text is none of the formats a property list can be written in.
  case unknownFormat
  /// The OpenStep text breaks a rule on the (1-based) line given.
  case openStep(line: Int, OpenStepFault)
  /// CoreFoundation's parser refused the file, in its own words (which are not the
  /// project's and stay as the parser wrote them, in every language).
  case parser(String)

  /// A lowercase explanation, as English messages give it: the parser's own words escaped
  /// and, when long, shortened (the project's words are never shortened).
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .empty: "the file is empty"
    case .noValue: "the file holds no value"
    case .unknownFormat:
      "the text is not XML, a binary property list, or an OpenStep array or dictionary"
    case .openStep(let line, let fault): "line \(line): \(fault)"
    case .parser(let message): TextSafety.forMessage(message)
    }
  }
}
