import QuizCore

extension CommandErrorText {
  /// One import issue with its place: `line 4, column 2 (title): is empty`.
  public func issue(_ issue: ImportIssue) -> String {
    importPlace(
      Place(
        line: issue.line, column: issue.column, columnName: issue.name,
        problem: importProblem(issue.problem)))
  }

  /// The errors of a failed import, one line each (warnings are left out).
  public func lines(_ error: CSVImportError) -> [String] {
    switch error {
    case .unreadable(let csv):
      return [
        importPlace(Place(line: csv.line, column: csv.column, problem: csvProblem(csv.problem)))
      ]
    case .noHeader: return [importEmpty]
    case .noQuestions(let line): return [importPlace(Place(line: line, problem: importNoQuestions))]
    case .invalid(let issues): return issues.filter { $0.severity == .error }.map(issue)
    case .notWritable: return [importNotWritable]
    case .tooManyRows(let count, let limit):
      return [importTooManyRows(RowCount(rows: count, limit: limit))]
    case .tooLarge(let line, let limit):
      return [importPlace(Place(line: line, problem: importTooLarge(BoundedFile.mebibytes(limit))))]
    }
  }
}
