/// Why a bank file could not be turned into a playable list of questions.
public enum BankError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the path.
  case fileMissing(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: FileReadFault)
  /// The file is larger than any bank may be (``QuestionBank/maximumFileSize``); it was not read.
  case tooLarge(path: String, size: Int, limit: Int)
  /// The file is not a property list, and why.
  case notPropertyList(path: String, detail: PlistSyntaxFault)
  /// The file starts like a binary property list but its structure is broken.
  case damaged(path: String, detail: BinaryPlistDamage)
  /// The file is a property list that no bank can be (a set, shared objects that expand
  /// past a limit, nesting too deep).
  case notABank(path: String, reason: NotABankReason)
  /// The root of the property list is not an array.
  case wrongRoot(path: String, found: PlistValueType)
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
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String { "\(TextSafety.escaped(path)): \(reason)" }

  /// The bank file's path, as given.
  public var path: String {
    switch self {
    case .fileMissing(let path), .unreadable(let path, _), .tooLarge(let path, _, _),
      .notPropertyList(let path, _), .damaged(let path, _), .notABank(let path, _),
      .wrongRoot(let path, _), .emptyBank(let path), .invalid(let path, _):
      return path
    }
  }

  /// Why the bank cannot be played, without its path, safe to print; for debugging, as
  /// ``description`` (a user reads `BankErrorText.reason`).
  public var reason: String {
    switch self {
    case .fileMissing: return "no such file"
    case .unreadable(_, let reason):
      return "cannot read: \(reason)"
    case .tooLarge(_, let size, let limit):
      return "too large for a bank: \(BoundedFile.mebibytes(size)), "
        + "at most \(BoundedFile.mebibytes(limit))"
    case .notPropertyList(_, let detail):
      return "not a property list: \(detail)"
    case .damaged(_, let detail):
      return "damaged binary property list: \(detail)"
    case .notABank(_, let reason):
      return "not a question bank: \(reason)"
    case .wrongRoot(_, let found):
      return "the root must be an array of questions, found \(found)"
    case .emptyBank: return "the bank has no questions"
    case .invalid(_, let issues):
      let errors = issues.filter { $0.severity == .error }
      let first = errors.first.map { ": \($0)" } ?? ""
      let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
      return "invalid bank\(first)\(more)"
    }
  }
}
