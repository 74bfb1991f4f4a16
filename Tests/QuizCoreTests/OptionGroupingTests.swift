import Foundation
import Testing

@testable import QuizCore

@Suite("Bad options, grouped")
struct OptionGroupingTests {
  @Test("46 bad options of one question are one issue listing them")
  func manyBadOptions() {
    let bad = (0..<46).map { "X\($0)" }
    let issues = Fixture.issues([Fixture.entry(answer: "AB", ["options": ["A", "B"] + bad])])
    let faults = bad.enumerated().map { offset, value in
      OptionFault(index: offset + 2, value: value, reason: .notOneLetter)
    }
    #expect(issues == [BankIssue(question: 1, key: "options", problem: .badOptions(faults))])
    #expect(
      issues.map(\.description) == [
        "question 1: options: options 3 (\"X0\"), 4 (\"X1\"), 5 (\"X2\"), 6 (\"X3\"), "
          + "7 (\"X4\"), 8 (\"X5\"), 9 (\"X6\"), 10 (\"X7\") and 38 more must each be exactly "
          + "one non-whitespace letter"
      ])
  }

  @Test(
    "one bad option reads as before; several reasons share the line",
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
      ],
      [
        "option 2 (\"BC\") must be exactly one non-whitespace letter",
        "options 1 (a number), 6 (a dictionary) must be strings; option 3 (\"\\u{1B}[2J\") "
          + "contains a control character or escape sequence; options 4 (\"\\u{200B}\"), "
          + "5 (\"\\u{0301}\") are invisible letters",
        "option 1 (\"WWWWWWW…WWWWWWWW\") must be exactly one non-whitespace letter",
        "option 3 must be a string, found a number",
      ]))
  func messages(faults: [OptionFault], expected: String) {
    #expect(BankProblem.badOptions(faults).description == expected)
  }

  @Test("every kind of bad option of a question lands in its one options issue")
  func mixedReasons() {
    let options: [Any] = ["A", 7, "\u{1B}", "\u{200B}", "BC", "B"]
    let issues = Fixture.issues([Fixture.entry(answer: "AB", ["options": options])])
    let faults = [
      OptionFault(index: 1, value: "", reason: .notAString(found: .number)),
      OptionFault(index: 2, value: "\u{1B}", reason: .controlCharacter),
      OptionFault(index: 3, value: "\u{200B}", reason: .invisible),
      OptionFault(index: 4, value: "BC", reason: .notOneLetter),
    ]
    #expect(issues == [BankIssue(question: 1, key: "options", problem: .badOptions(faults))])
  }
}
