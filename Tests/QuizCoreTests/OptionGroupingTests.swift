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
  }

  @Test("options with the same fault are grouped, the groups in the order their first comes")
  func groupsInOrder() {
    let faults = [
      OptionFault(index: 0, value: "", reason: .notAString(found: .number)),
      OptionFault(index: 2, value: "\u{1B}[2J", reason: .controlCharacter),
      OptionFault(index: 3, value: "\u{200B}", reason: .invisible),
      OptionFault(index: 4, value: "\u{0301}", reason: .invisible),
      OptionFault(index: 5, value: "", reason: .notAString(found: .dictionary)),
    ]
    #expect(
      OptionFault.grouped(faults) == [
        [faults[0], faults[4]], [faults[1]], [faults[2], faults[3]],
      ])
  }

  @Test("an option is shown by its number and its text, escaped and shortened, or its type")
  func shownOption() {
    let type: (PlistValueType) -> String = { "\($0)" }
    let shown = [
      OptionFault(index: 1, value: "BC", reason: .notOneLetter),
      OptionFault(index: 2, value: "\u{1B}[2J", reason: .controlCharacter),
      OptionFault(index: 3, value: "\u{200B}", reason: .invisible),
      OptionFault(index: 0, value: String(repeating: "W", count: 40), reason: .notOneLetter),
      OptionFault(index: 5, value: "", reason: .notAString(found: .dictionary)),
    ].map { $0.shown(typeName: type) }
    #expect(
      shown == [
        "2 (\"BC\")", "3 (\"\\u{1B}[2J\")", "4 (\"\\u{200B}\")", "1 (\"WWWWWWW…WWWWWWWW\")",
        "6 (dictionary)",
      ])
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
