/// Why a spreadsheet cannot become a question bank.
public enum CSVImportError: Error, Equatable, Sendable {
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
}
