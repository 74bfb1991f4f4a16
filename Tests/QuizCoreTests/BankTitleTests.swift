import Foundation
import Testing

@testable import QuizCore

/// A question as a bank holds it.
private var question: [String: Any] { ["answer": "SUN", "title": "Shines by day"] }

/// `root` as an XML property list.
private func xml(_ root: Any) throws -> Data {
  try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
}

@Suite("A bank's own title")
struct BankTitleTests {
  @Test("a dictionary at the root holds the questions and the bank's title")
  func dictionaryRoot() throws {
    let bank = try QuestionBank.parse(
      xml(["title": "Sky Words", "questions": [question]]), path: "b.plist")
    #expect(bank.title == "Sky Words")
    #expect(bank.questions.map(\.answer) == ["SUN"])
    #expect(bank.warnings.isEmpty)
  }

  @Test("a bank that is an array, as every bank before, has no title and still plays")
  func arrayRoot() throws {
    let bank = try QuestionBank.parse(xml([question]), path: "b.plist")
    #expect(bank.title == nil)
    #expect(bank.questions.count == 1)
  }

  @Test(
    "a title that is no text, blank, holds a control character or is too long is an error of the bank"
  )
  func badTitle() throws {
    let cases: [(Any, BankProblem)] = [
      (7, .wrongType(expected: .string, found: .number)),
      ("   ", .empty),
      ("Sky\u{1B}[31m", .controlCharacter("Sky\u{1B}[31m")),
      (String(repeating: "x", count: 81), .tooLong(count: 81, limit: 80)),
    ]
    for (value, problem) in cases {
      let data = try xml(["title": value, "questions": [question]])
      #expect(
        throws: BankError.invalid(
          path: "b.plist", issues: [BankIssue(question: 0, key: "title", problem: problem)])
      ) {
        try QuestionBank.parse(data, path: "b.plist")
      }
    }
  }

  @Test("a title of exactly the limit is kept")
  func titleAtLimit() throws {
    let longest = String(repeating: "鸭", count: QuestionBank.titleLimit)
    let bank = try QuestionBank.parse(
      xml(["title": longest, "questions": [question]]), path: "b.plist")
    #expect(bank.title == longest)
  }

  @Test("another key beside the questions is a warning; a dictionary without questions is no bank")
  func otherKeys() throws {
    let bank = try QuestionBank.parse(
      xml(["questions": [question], "colour": "red"]), path: "b.plist")
    #expect(bank.warnings == [BankIssue(question: 0, key: "colour", problem: .unknownKey)])
    #expect(throws: BankError.wrongRoot(path: "b.plist", found: .dictionary)) {
      try QuestionBank.parse(xml(["title": "No questions"]), path: "b.plist")
    }
  }

  @Test("a one-file export keeps the title, in binary and XML")
  func exportKeepsTitle() throws {
    let source = try xml(["title": "Sky Words", "questions": [question]])
    let bank = try QuestionBank.parse(source, path: "b.plist")
    for format in BankExport.Format.allCases {
      let exported = try BankExport.export(source, bank: bank, format: format)
      let back = try QuestionBank.parse(exported.data, path: "one.plist")
      #expect(back.title == "Sky Words", "\(format)")
    }
  }

  @Test("a spreadsheet imported with a title writes it at the top of the bank")
  func importWritesTitle() throws {
    let csv = Array("answer,title\nSUN,Shines by day\n".utf8)
    let titled = try CSVImport.convert(csv, delimiter: .comma, title: "Sky Words")
    #expect(try QuestionBank.parse(titled.plist, path: "q.plist").title == "Sky Words")
    let plain = try CSVImport.convert(csv, delimiter: .comma)
    #expect(try QuestionBank.parse(plain.plist, path: "q.plist").title == nil)
  }
}
