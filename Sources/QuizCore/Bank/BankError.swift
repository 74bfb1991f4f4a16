/// Why a bank file could not be turned into a playable list of questions.
public enum BankError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the path.
  case fileMissing(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is larger than any bank may be (``QuestionBank/maximumFileSize``); it was not read.
  case tooLarge(path: String, size: Int, limit: Int)
  /// The file is not a property list; `detail` is the parser's own explanation.
  case notPropertyList(path: String, detail: String)
  /// The file starts like a binary property list but its structure is broken.
  case damaged(path: String, detail: String)
  /// The file is a property list that no bank can be (a set, shared objects that expand
  /// past a limit, nesting too deep).
  case notABank(path: String, reason: String)
  /// The root of the property list is not an array.
  case wrongRoot(path: String, found: String)
  /// The root array holds no questions.
  case emptyBank(path: String)
  /// At least one question has an error; every issue found, errors and warnings.
  case invalid(path: String, issues: [BankIssue])

  /// The `sysexits.h` exit code for this error: 66 for a file that cannot be read, else 65.
  public var exitCode: Int32 {
    switch self {
    case .fileMissing, .unreadable: return ExitCode.noInput
    default: return ExitCode.dataError
    }
  }

  /// One line with the path and the problem, safe to print.
  public var description: String {
    switch self {
    case .fileMissing(let path): return "\(TextSafety.escaped(path)): no such file"
    case .unreadable(let path, let reason):
      return "\(TextSafety.escaped(path)): cannot read: \(reason)"
    case .tooLarge(let path, let size, let limit):
      return "\(TextSafety.escaped(path)): too large for a bank: \(BoundedFile.mebibytes(size)), "
        + "at most \(BoundedFile.mebibytes(limit))"
    case .notPropertyList(let path, let detail):
      return "\(TextSafety.escaped(path)): not a property list: \(TextSafety.escaped(detail))"
    case .damaged(let path, let detail):
      return "\(TextSafety.escaped(path)): damaged binary property list: \(detail)"
    case .notABank(let path, let reason):
      return "\(TextSafety.escaped(path)): not a question bank: \(reason)"
    case .wrongRoot(let path, let found):
      return "\(TextSafety.escaped(path)): the root must be an array of questions, found \(found)"
    case .emptyBank(let path): return "\(TextSafety.escaped(path)): the bank has no questions"
    case .invalid(let path, let issues):
      let errors = issues.filter { $0.severity == .error }
      let first = errors.first.map { ": \($0)" } ?? ""
      let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
      return "\(TextSafety.escaped(path)): invalid bank\(first)\(more)"
    }
  }
}
