/// Why a bank file could not be turned into a playable list of questions: a value, which each
/// language's `BankErrorText` says in its words (English in `Sources/QuizUI/Languages/English/`).
public enum BankError: Error, Equatable, Sendable {
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

  /// The bank file's path, as given.
  public var path: String {
    switch self {
    case .fileMissing(let path), .unreadable(let path, _), .tooLarge(let path, _, _),
      .notPropertyList(let path, _), .damaged(let path, _), .notABank(let path, _),
      .wrongRoot(let path, _), .emptyBank(let path), .invalid(let path, _):
      return path
    }
  }
}
