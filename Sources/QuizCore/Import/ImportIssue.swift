/// One problem found while importing a spreadsheet, at its CSV line and column.
public struct ImportIssue: Equatable, Sendable {
  /// What is wrong with a cell, a row or the header.
  public enum Problem: Equatable, Sendable {
    /// A value in a row past the header's columns (how many the header has).
    case beyondHeader(columns: Int)
    /// A cell the bank check finds fault with.
    case bank(BankProblem)
    /// The answer is the same, exactly or ignoring case, as the answer on an earlier line
    /// (given) (warning).
    case duplicateAnswer(firstLine: Int)
    /// The icon's picture cannot be used: the icon as written and why (as the caller said).
    case picture(icon: String, problem: String)
    /// A header column named twice (the column that named it first, 1-based).
    case namedTwice(firstColumn: Int)
    /// A header column that is not one of ``CSVImport/columns`` (its first 40 characters).
    case unknownColumn(String)
    /// A required column the header does not name.
    case missingColumn(String)
  }

  /// The 1-based line of the CSV file.
  public var line: Int
  /// The 1-based column (field number), or `nil` for a problem of the whole row.
  public var column: Int?
  /// The column's name from the header (`title`), when it is a known column.
  public var name: String?
  /// What is wrong.
  public var problem: Problem
  /// Whether the problem stops the import.
  public var severity: BankIssue.Severity

  /// Creates an issue.
  public init(
    line: Int, column: Int?, name: String?, problem: Problem, severity: BankIssue.Severity
  ) {
    self.line = line
    self.column = column
    self.name = name
    self.problem = problem
    self.severity = severity
  }
}
