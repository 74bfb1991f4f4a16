/// What breaks the syntax of an OpenStep property list.
public enum OpenStepFault: Equatable, Sendable, CustomStringConvertible {
  /// An array or a dictionary.
  public enum Container: Equatable, Sendable, CaseIterable {
    /// An array, `( … )`.
    case array
    /// A dictionary, `{ … }`.
    case dictionary
  }

  /// Nothing but white space and comments.
  case noValue
  /// The file ends before the container it is in is closed.
  case endsInside(Container)
  /// Something follows the one top-level value.
  case textAfterEnd
  /// An array element is followed by neither `,` nor `)`.
  case expectedCommaOrParen
  /// A dictionary holds something that is neither a key nor its closing `}`.
  case expectedKey
  /// A dictionary key is not followed by `=`.
  case expectedEquals
  /// A dictionary value is not followed by `;`.
  case expectedSemicolon
  /// Data between `<` and `>` holds something other than hexadecimal digits.
  case hexData
  /// The file ends inside data `<…>`.
  case endsInsideData
  /// Nothing that can be a value where one belongs.
  case expectedValue
  /// A quoted string is never closed (the line is where it opens).
  case unclosedString
  /// A `/*` comment is never closed (the line is where it opens).
  case unclosedComment
  /// Arrays and dictionaries nest deeper than the limit given.
  case nestedTooDeep(limit: Int)

  /// A lowercase explanation, as English messages give it.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .noValue: "the file holds no value"
    case .endsInside(.array): "the file ends inside an array"
    case .endsInside(.dictionary): "the file ends inside a dictionary"
    case .textAfterEnd: "unexpected text after the end of the property list"
    case .expectedCommaOrParen: "expected “,” or “)” after an array element"
    case .expectedKey: "expected a key (a string) or “}” in a dictionary"
    case .expectedEquals: "expected “=” after a dictionary key"
    case .expectedSemicolon: "expected “;” after a value in a dictionary"
    case .hexData: "data between “<” and “>” must be hexadecimal digits"
    case .endsInsideData: "the file ends inside data “<…>”"
    case .expectedValue: "expected a value"
    case .unclosedString: "a quoted string is never closed"
    case .unclosedComment: "a comment “/*” is never closed"
    case .nestedTooDeep(let limit): NotABankReason.nestedTooDeep(limit: limit).description
    }
  }
}
