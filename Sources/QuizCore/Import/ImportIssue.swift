/// One problem found while importing a spreadsheet, at its CSV line and column.
public struct ImportIssue: Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the CSV file.
  public var line: Int
  /// The 1-based column (field number), or `nil` for a problem of the whole row.
  public var column: Int?
  /// The column's name from the header (`title`), when it is a known column.
  public var name: String?
  /// What is wrong, lowercase and safe to print.
  public var problem: String
  /// Whether the problem stops the import.
  public var severity: BankIssue.Severity

  /// Creates an issue.
  public init(
    line: Int, column: Int?, name: String?, problem: String, severity: BankIssue.Severity
  ) {
    self.line = line
    self.column = column
    self.name = name
    self.problem = problem
    self.severity = severity
  }

  /// `line 4, column 2 (title): is empty`.
  public var description: String {
    var place = "line \(line)"
    if let column { place += ", column \(column)" }
    if let name { place += " (\(name))" }
    return "\(place): \(problem)"
  }
}
