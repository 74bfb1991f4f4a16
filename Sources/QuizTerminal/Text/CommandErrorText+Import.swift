import QuizCore

extension CommandErrorText {
  /// One import issue with its place: `line 4, column 2 (title): is empty`.
  public func issue(_ issue: ImportIssue) -> String {
    importPlace(issue.line, issue.column, issue.name, importProblem(issue.problem))
  }

  /// The errors of a failed import, one line each (warnings are left out); in English,
  /// ``CSVImportError/lines``.
  public func lines(_ error: CSVImportError) -> [String] {
    switch error {
    case .unreadable(let csv):
      return [importPlace(csv.line, csv.column, nil, csvProblem(csv.problem))]
    case .noHeader: return [importEmpty]
    case .noQuestions(let line): return [importPlace(line, nil, nil, importNoQuestions)]
    case .invalid(let issues): return issues.filter { $0.severity == .error }.map(issue)
    case .notWritable(let reason): return [importNotWritable(reason)]
    case .tooManyRows(let count, let limit): return [importTooManyRows(count, limit)]
    case .tooLarge(let line, let limit):
      return [importPlace(line, nil, nil, importTooLarge(BoundedFile.mebibytes(limit)))]
    }
  }
}
