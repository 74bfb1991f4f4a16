/// Why CSV text cannot be read, and where.
public struct CSVError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Equatable, Sendable, CustomStringConvertible {
    /// A quoted field has no closing quote (`line` and `column` are where it opens).
    case unterminatedQuote
    /// Something other than a delimiter or a line break follows a closing quote.
    case textAfterClosingQuote
    /// The field holds bytes that are not UTF-8.
    case notUTF8

    /// What is wrong, lowercase, without the place.
    ///
    /// For debugging and QuizCore's tests: what a user reads is the language's table
    /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
    public var description: String {
      switch self {
      case .unterminatedQuote: return "the quoted field is never closed (a \" is missing)"
      case .textAfterClosingQuote:
        return "text after a closing quote (write \"\" for a quote inside quotes)"
      case .notUTF8: return "the text is not UTF-8 (save the file as UTF-8)"
      }
    }
  }

  /// The 1-based line.
  public var line: Int
  /// The 1-based column: the field's number in its record.
  public var column: Int
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  public init(line: Int, column: Int, problem: Problem) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// `line 3, column 2: …`, lowercase.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    "\(ImportIssue.place(line: line, column: column, name: nil)): \(problem)"
  }
}
