/// Why CSV text cannot be read, and where.
public struct CSVError: Error, Equatable, Sendable {
  /// What is wrong.
  public enum Problem: Equatable, Sendable {
    /// A quoted field has no closing quote (`line` and `column` are where it opens).
    case unterminatedQuote
    /// Something other than a delimiter or a line break follows a closing quote.
    case textAfterClosingQuote
    /// The field holds bytes that are not UTF-8.
    case notUTF8
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
}
