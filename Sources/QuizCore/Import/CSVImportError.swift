/// Why a spreadsheet cannot become a question bank.
public enum CSVImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not readable CSV.
  case unreadable(CSVError)
  /// The file holds no rows at all, not even a header.
  case noHeader
  /// The header row (on the line given) has no rows of questions below it.
  case noQuestions(headerLine: Int)
  /// Rows or cells with problems: every issue found, errors and warnings, in line order.
  case invalid([ImportIssue])
  /// The bank could not be turned into a property list.
  case notWritable
  /// More rows of questions (how many) than a bank can hold (``CSVImport/maximumRows``),
  /// counted before any is read.
  case tooManyRows(count: Int, limit: Int)
  /// The bank would pass the largest bank file (the limit in bytes) with the row on the line
  /// given.
  case tooLarge(line: Int, limit: Int)

  /// The errors, one line each (warnings are left out).
  public var lines: [String] {
    switch self {
    case .invalid(let issues): return issues.filter { $0.severity == .error }.map(\.description)
    default: return [description]
    }
  }

  /// A one-line summary.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .unreadable(let error): return error.description
    case .noHeader:
      return "the file is empty (the first row must name the columns: "
        + CSVImport.columns.joined(separator: ", ") + ")"
    case .noQuestions(let line):
      return "line \(line): a header row and no questions below it"
    case .invalid(let issues):
      let errors = issues.filter { $0.severity == .error }
      let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
      return (errors.first?.description ?? "invalid") + more
    case .notWritable: return "the bank cannot be written as a property list"
    case .tooManyRows(let count, let limit):
      return "\(count) rows of questions, more than a bank holds: at most \(limit) "
        + "(a bank file is at most \(BoundedFile.mebibytes(QuestionBank.maximumFileSize)))"
    case .tooLarge(let line, let limit):
      return "line \(line): the bank would be larger than \(BoundedFile.mebibytes(limit)) here, "
        + "the most a bank file may be"
    }
  }
}
