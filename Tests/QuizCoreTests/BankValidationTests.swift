import Foundation
import Testing

@testable import QuizCore

/// One question entry that the validator must reject, and the exact issues it reports.
struct RejectedEntry: @unchecked Sendable, CustomTestStringConvertible {
  let name: String
  let entry: [String: Any]
  let issues: [BankIssue]
  var testDescription: String { name }

  init(_ name: String, _ entry: [String: Any], _ issues: [(String, BankProblem)]) {
    self.name = name
    self.entry = entry
    self.issues = issues.map { BankIssue(question: 1, key: $0.0, problem: $0.1) }
  }

  static func wrongType(_ key: String, _ value: Any, found: PlistValueType) -> RejectedEntry {
    RejectedEntry(
      "\(key) as \(found)", Fixture.entry([key: value]),
      [(key, .wrongType(expected: .string, found: found))])
  }

  static let typeCases: [RejectedEntry] = [
    wrongType("answer", 42, found: .number),
    wrongType("answer", 1.5, found: .number),
    wrongType("answer", ["A"], found: .array),
    wrongType("answer", ["a": "b"], found: .dictionary),
    wrongType("answer", Data([0x41]), found: .data),
    wrongType("answer", Date(timeIntervalSince1970: 0), found: .date),
    wrongType("answer", true, found: .boolean),
    wrongType("title", 7, found: .number),
    wrongType("title", false, found: .boolean),
    wrongType("icon", ["cat"], found: .array),
    RejectedEntry(
      "options as a string", Fixture.entry(["options": "APPLE"]),
      [("options", .wrongType(expected: .arrayOfStrings, found: .string))]),
    RejectedEntry(
      "options as a dictionary", Fixture.entry(["options": ["A": "P"]]),
      [("options", .wrongType(expected: .arrayOfStrings, found: .dictionary))]),
    RejectedEntry(
      "an option that is a number", Fixture.entry(["options": ["A", "P", 3, "L", "E"]]),
      [
        (
          "options",
          .badOptions([OptionFault(index: 2, value: "", reason: .notAString(found: .number))])
        )
      ]),
  ]

  static let textCases: [RejectedEntry] = [
    RejectedEntry("missing answer", Fixture.entry(removing: ["answer"]), [("answer", .missing)]),
    RejectedEntry("empty answer", Fixture.entry(answer: ""), [("answer", .empty)]),
    RejectedEntry("blank answer", Fixture.entry(answer: "   "), [("answer", .empty)]),
    RejectedEntry("missing title", Fixture.entry(removing: ["title"]), [("title", .missing)]),
    RejectedEntry("empty title", Fixture.entry(title: ""), [("title", .empty)]),
    RejectedEntry(
      "space in answer", Fixture.entry(answer: "ICE CREAM"), [("answer", .whitespaceInAnswer)]),
    RejectedEntry(
      "no-break space in answer", Fixture.entry(answer: "ICE\u{A0}CREAM"),
      [("answer", .whitespaceInAnswer)]),
    RejectedEntry(
      "ESC sequence in answer", Fixture.entry(answer: "AP\u{1B}[2JPLE"),
      [("answer", .controlCharacter("AP\u{1B}[2JPLE"))]),
    RejectedEntry(
      "newline in title", Fixture.entry(title: "A\nfruit"),
      [("title", .controlCharacter("A\nfruit"))]),
    RejectedEntry(
      "C1 CSI in an option", Fixture.entry(["options": ["A", "P", "P", "L", "E", "\u{9B}"]]),
      [
        (
          "options",
          .badOptions([OptionFault(index: 5, value: "\u{9B}", reason: .controlCharacter)])
        )
      ]),
    RejectedEntry(
      "bidi override in icon", Fixture.entry(["icon": "cat\u{202E}gpj"]),
      [("icon", .controlCharacter("cat\u{202E}gpj"))]),
    RejectedEntry(
      "icon climbing out", Fixture.entry(["icon": "../x"]), [("icon", .notPlainName("../x"))]),
    RejectedEntry(
      "icon with a folder", Fixture.entry(["icon": "a/b"]), [("icon", .notPlainName("a/b"))]),
    RejectedEntry(
      "icon with a backslash", Fixture.entry(["icon": "a\\b"]), [("icon", .notPlainName("a\\b"))]),
    RejectedEntry("empty icon", Fixture.entry(["icon": ""]), [("icon", .notPlainName(""))]),
    RejectedEntry(
      "hidden icon", Fixture.entry(["icon": ".cat"]), [("icon", .notPlainName(".cat"))]),
    RejectedEntry(
      "answer longer than the grid", Fixture.entry(answer: String(repeating: "A", count: 57)),
      [("answer", .answerTooLong(count: 57, limit: 56))]),
  ]

  static let optionCases: [RejectedEntry] = [
    RejectedEntry(
      "two letters in one option", Fixture.entry(answer: "AB", ["options": ["A", "BC"]]),
      [("options", .badOptions([OptionFault(index: 1, value: "BC", reason: .notOneLetter)]))]),
    RejectedEntry(
      "an empty option", Fixture.entry(answer: "AB", ["options": ["", "A", "B"]]),
      [("options", .badOptions([OptionFault(index: 0, value: "", reason: .notOneLetter)]))]),
    RejectedEntry(
      "a space as an option", Fixture.entry(answer: "AB", ["options": ["A", "B", " "]]),
      [("options", .badOptions([OptionFault(index: 2, value: " ", reason: .notOneLetter)]))]),
    RejectedEntry(
      "no options at all", Fixture.entry(["options": [String]()]), [("options", .empty)]),
    RejectedEntry(
      "one P short", Fixture.entry(["options": ["A", "P", "L", "E", "X"]]),
      [("answer", .missingLetter("P", needed: 2, available: 1))]),
    RejectedEntry(
      "two letters short, in answer order", Fixture.entry(["options": ["L", "A", "X"]]),
      [
        ("answer", .missingLetter("P", needed: 2, available: 0)),
        ("answer", .missingLetter("E", needed: 1, available: 0)),
      ]),
    RejectedEntry(
      "more options than the grid holds",
      Fixture.entry(answer: "A", ["options": Array(repeating: "A", count: 57)]),
      [("options", .tooManyOptions(count: 57, limit: 56))]),
    RejectedEntry(
      "several keys wrong, sorted by key",
      Fixture.entry(["answer": 42, "icon": "../x"], removing: ["title"]),
      [
        ("answer", .wrongType(expected: .string, found: .number)),
        ("icon", .notPlainName("../x")),
        ("title", .missing),
      ]),
  ]
}

@Suite("Bank validation")
struct BankValidationTests {
  @Test(
    "a value of the wrong property-list type is named with its type",
    arguments: RejectedEntry.typeCases)
  func wrongTypes(_ rejected: RejectedEntry) {
    #expect(throws: BankError.invalid(path: Fixture.path, issues: rejected.issues)) {
      try Fixture.parse([rejected.entry])
    }
  }

  @Test(
    "missing, empty, unsafe and malformed text is reported on its key",
    arguments: RejectedEntry.textCases)
  func badText(_ rejected: RejectedEntry) {
    #expect(throws: BankError.invalid(path: Fixture.path, issues: rejected.issues)) {
      try Fixture.parse([rejected.entry])
    }
  }

  @Test(
    "options must be single letters that can build the answer", arguments: RejectedEntry.optionCases
  )
  func badOptions(_ rejected: RejectedEntry) {
    #expect(throws: BankError.invalid(path: Fixture.path, issues: rejected.issues)) {
      try Fixture.parse([rejected.entry])
    }
  }

  @Test(
    "an entry that is not a dictionary is reported with what it is",
    arguments: zip(
      [
        "APPLE", 42, ["A"], true, Data([1]), Date(timeIntervalSince1970: 0),
      ] as [any Sendable],
      [.string, .number, .array, .boolean, .data, .date] as [PlistValueType]))
  func notADictionary(_ entry: any Sendable, found: PlistValueType) {
    let issue = BankIssue(question: 2, key: "", problem: .notADictionary(found: found))
    #expect(throws: BankError.invalid(path: Fixture.path, issues: [issue])) {
      try Fixture.parse([Fixture.entry(), entry])
    }
  }

  @Test("56 options and a 56-letter answer are still accepted")
  func limitsAreInclusive() throws {
    let bank = try Fixture.parse([
      Fixture.entry(answer: "A", ["options": Array(repeating: "A", count: 56)]),
      Fixture.entry(answer: String(repeating: "B", count: 56)),
    ])
    #expect(bank.questions.map(\.answer.count) == [1, 56])
    #expect(bank.questions[0].options?.count == 56)
  }

  @Test("unknown keys are warnings: the bank still loads and lists them")
  func unknownKeysWarn() throws {
    let bank = try Fixture.parse([
      Fixture.entry(["colour": "red", "hint": 3]),
      Fixture.entry(answer: "PEAR", ["options": ["P", "E", "A", "R"], "icon": "pear"]),
    ])
    #expect(
      bank.questions == [
        QuizQuestion(answer: "APPLE", title: "A fruit"),
        QuizQuestion(
          answer: "PEAR", title: "A fruit", icon: "pear", options: ["P", "E", "A", "R"]),
      ])
    #expect(
      bank.warnings == [
        BankIssue(question: 1, key: "colour", problem: .unknownKey),
        BankIssue(question: 1, key: "hint", problem: .unknownKey),
      ])
    #expect(bank.warnings.allSatisfy { $0.severity == .warning })
  }

  @Test("every problem in the bank is reported at once, sorted by question")
  func everyProblemAtOnce() {
    let entries: [Any] = [
      Fixture.entry(),
      "not a question",
      Fixture.entry(answer: "PEAR"),
      Fixture.entry(["options": ["A", "P", "L", "E"], "extra": 1]),
      Fixture.entry(answer: "", ["icon": "a/b"], removing: ["title"]),
    ]
    #expect(
      Fixture.issues(entries) == [
        BankIssue(question: 2, key: "", problem: .notADictionary(found: .string)),
        BankIssue(
          question: 4, key: "answer", problem: .missingLetter("P", needed: 2, available: 1)),
        BankIssue(question: 4, key: "answer", problem: .duplicateAnswer(firstQuestion: 1)),
        BankIssue(question: 4, key: "extra", problem: .unknownKey),
        BankIssue(question: 5, key: "answer", problem: .empty),
        BankIssue(question: 5, key: "icon", problem: .notPlainName("a/b")),
        BankIssue(question: 5, key: "title", problem: .missing),
      ])
  }

  @Test("an unknown key with control characters is kept as written (the message escapes it)")
  func unknownKeyKeptAsWritten() {
    let issues = Fixture.issues([Fixture.entry(["\u{1B}[31m": "x"])])
    #expect(issues == [BankIssue(question: 1, key: "\u{1B}[31m", problem: .unknownKey)])
  }

  @Test("an invalid bank holds every issue, errors and warnings, in question order")
  func invalidBankIssues() {
    let issues = Fixture.issues([Fixture.entry(["zzz": 1], removing: ["title"]), 5, 6])
    #expect(issues.filter { $0.severity == .error }.map(\.question) == [1, 2, 3])
    #expect(
      issues.filter { $0.severity == .warning }
        == [BankIssue(question: 1, key: "zzz", problem: .unknownKey)])
    #expect(BankError.invalid(path: Fixture.path, issues: issues).exitCode == 65)
  }
}
