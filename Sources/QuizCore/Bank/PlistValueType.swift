/// The type of a property-list value, as a bank's messages name it.
public enum PlistValueType: Equatable, Sendable, CaseIterable, CustomStringConvertible {
  /// A string.
  case string
  /// An array.
  case array
  /// A dictionary (with string keys or not).
  case dictionary
  /// Data.
  case data
  /// A date.
  case date
  /// An integer or a real number.
  case number
  /// A boolean.
  case boolean
  /// A null value.
  case null
  /// A keyed archive's object reference.
  case reference
  /// Anything else.
  case other

  /// What a bank's value must be, where it is not what it must be.
  public enum Expected: Equatable, Sendable, CaseIterable, CustomStringConvertible {
    /// A string (`answer`, `title`, `icon`).
    case string
    /// An array of strings (`options`).
    case arrayOfStrings
    /// Data or a string (`picture`: an inline picture's bytes or a picture file's name).
    case dataOrString

    /// The type with its article, as English messages say it: "an array of strings".
    ///
    /// For debugging and QuizCore's tests: what a user reads is the language's table
    /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
    public var description: String {
      switch self {
      case .string: "a string"
      case .arrayOfStrings: "an array of strings"
      case .dataOrString: "data or a string"
      }
    }
  }

  /// The type with its article, as English messages say it: "a number".
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .string: "a string"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .data: "data"
    case .date: "a date"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "null"
    case .reference: "a reference"
    case .other: "a value of another type"
    }
  }
}
