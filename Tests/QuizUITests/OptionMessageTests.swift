import QuizCore
import Testing

@testable import QuizUI

/// How English says bad options: one clause per fault, the first eight options listed.
@Suite("Bad options in English words")
struct OptionMessageTests {
  @Test(
    "one bad option reads alone; several faults share the line, one clause each",
    arguments: zip(
      [
        [OptionFault(index: 1, value: "BC", reason: .notOneLetter)],
        [
          OptionFault(index: 0, value: "", reason: .notAString(found: .number)),
          OptionFault(index: 2, value: "\u{1B}[2J", reason: .controlCharacter),
          OptionFault(index: 3, value: "\u{200B}", reason: .invisible),
          OptionFault(index: 4, value: "\u{0301}", reason: .invisible),
          OptionFault(index: 5, value: "", reason: .notAString(found: .dictionary)),
        ],
        [OptionFault(index: 0, value: String(repeating: "W", count: 40), reason: .notOneLetter)],
        [OptionFault(index: 2, value: "", reason: .notAString(found: .number))],
        [
          OptionFault(index: 1, value: "\u{200B}", reason: .invisible),
          OptionFault(index: 3, value: "\u{0301}", reason: .invisible),
        ],
      ],
      [
        "option 2 (\"BC\") must be exactly one non-whitespace letter",
        "options 1 (a number), 6 (a dictionary) must be strings; option 3 (\"\\u{1B}[2J\") "
          + "contains a control character or escape sequence; options 4 (\"\\u{200B}\"), "
          + "5 (\"\\u{0301}\") are invisible letters",
        "option 1 (\"WWWWWWW…WWWWWWWW\") must be exactly one non-whitespace letter",
        "option 3 must be a string, found a number",
        "options 2 (\"\\u{200B}\"), 4 (\"\\u{0301}\") are invisible letters",
      ]))
  func messages(faults: [OptionFault], expected: String) {
    #expect(BankErrorText.english.problem(.badOptions(faults)) == expected)
  }

  @Test("46 bad options of one question list the first eight and count the rest")
  func manyBadOptions() {
    let faults = (0..<46).map {
      OptionFault(index: $0 + 2, value: "X\($0)", reason: .notOneLetter)
    }
    #expect(
      BankErrorText.english.issue(
        BankIssue(question: 1, key: "options", problem: .badOptions(faults)))
        == "question 1: options: options 3 (\"X0\"), 4 (\"X1\"), 5 (\"X2\"), 6 (\"X3\"), "
        + "7 (\"X4\"), 8 (\"X5\"), 9 (\"X6\"), 10 (\"X7\") and 38 more must each be exactly "
        + "one non-whitespace letter")
  }
}
