import QuizCore
import Testing

@testable import QuizUI

/// English bank errors, problems, issues and pack errors, written out: the English table
/// must say these words.
extension BankErrorTextTests {
  /// The English line of each of ``bankErrors``, in the same order.
  static let englishBankErrors: [String] = [
    "banks/b\\u{1B}7200.plist: no such file",
    "banks/b\\u{1B}7200.plist: cannot read: is a directory",
    "banks/b\\u{1B}7200.plist: cannot read: input/output error",
    "banks/b\\u{1B}7200.plist: too large for a bank: 7201.0 MiB, at most 32.0 MiB",
    "banks/b\\u{1B}7200.plist: not a property list: line 7202: expected a value",
    "banks/b\\u{1B}7200.plist: not a property list: Unexpected character b at line 1",
    "banks/b\\u{1B}7200.plist: damaged binary property list: object 7203 has an unknown type marker 0x7E",
    "banks/b\\u{1B}7200.plist: not a question bank: arrays or dictionaries are nested more than 512 deep",
    "banks/b\\u{1B}7200.plist: the root must be an array of questions, found a dictionary",
    "banks/b\\u{1B}7200.plist: the bank has no questions",
    "banks/b\\u{1B}7200.plist: invalid bank: question 7204: answer: missing (and 2 more)",
  ]

  /// The English text of each of ``problems``, in the same order.
  static let englishProblems: [String] = [
    "missing",
    "is empty",
    "must be an array of strings, found a number",
    "must be a dictionary, found a string",
    "every key must be a string, found a date",
    "option 7301 (\"AB\") must be exactly one non-whitespace letter",
    "needs 7302 × Ñ, options have 7303",
    "has 7304 options, at most 7305",
    "has 7306 letters, at most 7307",
    "must not contain spaces or other whitespace",
    "contains an invisible letter \"\\u{200B}\"",
    "same answer as question 7308",
    "contains a control character or escape sequence: \"a\\u{1B}[2Jb\"",
    "\"../x7309\" must be a plain name (no \"/\", no \"..\")",
    "picture \"sun7310.bmp\" not found in pictures/ (looked for .png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)",
    "picture \"sun7311\" not found in pictures/",
    "picture \"cat7312\" leads outside the bank's folder through a symbolic link (not read)",
    "picture \"cat7313\" cannot be read: truncated: expected 7314 rows, found 7315",
    "unknown key (ignored)",
  ]

  @Test("every bank error is in English as written here, byte for byte")
  func englishBankErrorsWrittenOut() {
    #expect(Self.englishBankErrors.count == Self.bankErrors.count)
    for ((error, _), english) in zip(Self.bankErrors, Self.englishBankErrors) {
      #expect(BankErrorText.english.bankError(error) == english)
    }
  }

  @Test("every bank problem is in English as written here, byte for byte")
  func englishProblemsWrittenOut() {
    #expect(Self.englishProblems.count == Self.problems.count)
    for ((problem, _), english) in zip(Self.problems, Self.englishProblems) {
      #expect(BankErrorText.english.problem(problem) == english)
    }
  }

  @Test("an issue and a pack error are in English as written here")
  func englishIssuesAndPackErrorsWrittenOut() {
    #expect(
      BankErrorText.english.issue(BankIssue(question: 7, key: "options", problem: .empty))
        == "question 7: options: is empty")
    #expect(
      BankErrorText.english.issue(
        BankIssue(question: 8, key: "", problem: .notADictionary(found: .number)))
        == "question 8: must be a dictionary, found a number")
    #expect(
      BankErrorText.english.issue(BankIssue(question: 0, key: "title", problem: .empty))
        == "bank: title: is empty")
    #expect(
      BankErrorText.english.issue(BankIssue(question: 1, key: "\u{1B}[31m", problem: .unknownKey))
        == "question 1: \\u{1B}[31m: unknown key (ignored)")
    let errors: [(BundledPackError, String)] = [
      (
        .manifestMissing(path: Self.path),
        "the list of bundled packs is missing: banks/b\\u{1B}7200.plist: no such file"
      ),
      (
        .manifestInvalid(path: Self.path, problem: .missingKey(pack: 7401, key: "title")),
        "banks/b\\u{1B}7200.plist: invalid list of packs: pack 7401 needs a title"
      ),
      (
        .manifestInvalid(path: Self.path, problem: .rootNotArray),
        "banks/b\\u{1B}7200.plist: invalid list of packs: the root must be an array of packs"
      ),
    ]
    for (error, english) in errors {
      #expect(BankErrorText.english.packError(error) == english)
    }
  }

  @Test("an invalid bank's line names its first error and counts the other errors, not warnings")
  func invalidBankCountsErrorsOnly() {
    let issues = [
      BankIssue(question: 1, key: "title", problem: .missing),
      BankIssue(question: 1, key: "zzz", problem: .unknownKey),
      BankIssue(question: 2, key: "", problem: .notADictionary(found: .number)),
      BankIssue(question: 3, key: "", problem: .notADictionary(found: .number)),
    ]
    #expect(
      BankErrorText.english.bankError(.invalid(path: "bank.plist", issues: issues))
        == "bank.plist: invalid bank: question 1: title: missing (and 2 more)")
  }

  @Test("an English bank error names the path and never echoes a control character")
  func englishMessagesAreSafe() {
    let line = BankErrorText.english.bankError(
      .notPropertyList(path: "b\u{1B}[2J.plist", detail: .parser("bad \u{9B}byte")))
    #expect(line == "b\\u{1B}[2J.plist: not a property list: bad \\u{9B}byte")
    #expect(!TextSafety.containsUnsafe(line))
  }
}
