/// What breaks the syntax of an OpenStep property list.
public enum OpenStepFault: Equatable, Sendable {
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
}
