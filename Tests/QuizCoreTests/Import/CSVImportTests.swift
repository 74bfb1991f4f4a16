import Foundation
import Testing

@testable import QuizCore

@Suite("CSV import")
struct CSVImportTests {
  static func convert(
    _ text: String, delimiter: CSVReader.Delimiter = .comma,
    pictures: (String) -> String? = { _ in nil }
  ) throws(CSVImportError) -> ImportedBank {
    try CSVImport.convert(Array(text.utf8), delimiter: delimiter, pictureCheck: pictures)
  }

  /// The entries of the bank's property list.
  static func entries(_ bank: ImportedBank) throws -> [[String: Any]] {
    let root = try PropertyListSerialization.propertyList(from: bank.plist, format: nil)
    return try #require(root as? [[String: Any]])
  }

  /// Why an import of `text` fails, or `nil` when it does not.
  static func failure(
    _ text: String, pictures: (String) -> String? = { _ in nil }
  ) -> CSVImportError? {
    do {
      _ = try convert(text, pictures: pictures)
      return nil
    } catch {
      return error
    }
  }

  /// The errors (not the warnings) of an import of `text` refused for its cells.
  static func errors(
    _ text: String, pictures: (String) -> String? = { _ in nil }
  ) -> [ImportIssue] {
    guard case .invalid(let issues)? = failure(text, pictures: pictures) else { return [] }
    return issues.filter { $0.severity == .error }
  }

  /// An error at a cell.
  static func error(
    line: Int, column: Int?, name: String?, _ problem: ImportIssue.Problem
  ) -> ImportIssue {
    ImportIssue(line: line, column: column, name: name, problem: problem, severity: .error)
  }

  @Test("rows become questions with their keys, written as an XML property list")
  func rowsToQuestions() throws {
    let bank = try Self.convert(
      "answer,title,icon,options\nSUN,Hot and bright,sun,SUNXYZ\nCAT,It purrs,,\n")
    #expect(String(decoding: bank.plist.prefix(5), as: UTF8.self) == "<?xml")
    let entries = try Self.entries(bank)
    #expect(entries.count == 2 && bank.questionCount == 2)
    #expect(entries[0]["answer"] as? String == "SUN")
    #expect(entries[0]["title"] as? String == "Hot and bright")
    #expect(entries[0]["icon"] as? String == "sun")
    #expect(entries[0]["options"] as? [String] == ["S", "U", "N", "X", "Y", "Z"])
    #expect(entries[1].keys.sorted() == ["answer", "title"])
    #expect(bank.icons == ["sun"])
  }

  @Test("columns may come in any order and case, and the result loads as a bank")
  func headerOrder() throws {
    let bank = try Self.convert("Title ,ANSWER\nIt barks,DOG\n")
    let loaded = try QuestionBank.parse(bank.plist, path: "b")
    #expect(loaded.questions.map(\.answer) == ["DOG"])
    #expect(loaded.questions.map(\.title) == ["It barks"])
  }

  @Test("a line break inside a quoted title becomes a space")
  func titleLineBreak() throws {
    let bank = try Self.convert("answer,title\r\nSUN,\"Hot and\r\nbright\nin the\rsky\"\r\n")
    #expect(try Self.entries(bank)[0]["title"] as? String == "Hot and bright in the sky")
  }

  @Test("options are split into letters, spaces between them dropped, Chinese included")
  func optionLetters() throws {
    let bank = try Self.convert(
      "answer,title,options\n鸭梨,一种水果,\"鸭 梨 苹 果\"\nNAÏVE,Innocent,NAÏVEQ\n")
    let entries = try Self.entries(bank)
    #expect(entries[0]["options"] as? [String] == ["鸭", "梨", "苹", "果"])
    #expect(entries[1]["options"] as? [String] == ["N", "A", "Ï", "V", "E", "Q"])
  }

  @Test("TSV reads the same bank")
  func tsv() throws {
    let bank = try Self.convert("answer\ttitle\nSUN\tHot, bright\n", delimiter: .tab)
    #expect(try Self.entries(bank)[0]["title"] as? String == "Hot, bright")
  }

  @Test("every problem names its CSV line and column")
  func problemsNamed() {
    let text = """
      answer,title,options
      SUN,,SUNX
      CAT,"Purrs
      a lot",CTX
      DO G,Barks,
      """
    #expect(
      Self.errors(text) == [
        Self.error(line: 2, column: 2, name: "title", .bank(.empty)),
        Self.error(
          line: 3, column: 1, name: "answer", .bank(.missingLetter("A", needed: 1, available: 0))),
        Self.error(line: 5, column: 1, name: "answer", .bank(.whitespaceInAnswer)),
      ])
  }

  @Test("a cell under a multi-line title is named at the line it starts on")
  func lineOfLaterCell() {
    let text = "answer,title,options\nCAT,\"Purrs\nloudly\",\"C\u{1B}AT\"\n"
    let first = Self.errors(text).first
    #expect(first?.line == 3 && first?.column == 3 && first?.name == "options")
  }

  @Test("a header without answer or title is refused, naming the columns")
  func missingColumns() {
    #expect(
      Self.errors("APPLE,A red fruit\nSUN,Hot\n").first
        == Self.error(line: 1, column: nil, name: nil, .missingColumn("answer")))
  }

  @Test("a column named twice is refused")
  func duplicateColumn() {
    #expect(
      Self.errors("answer,title,Answer\nSUN,Hot,SUN\n")
        == [Self.error(line: 1, column: 3, name: "answer", .namedTwice(firstColumn: 1))])
  }

  @Test("unknown columns are ignored with a warning")
  func unknownColumn() throws {
    let bank = try Self.convert("answer,notes,title\nSUN,x,Hot\n")
    #expect(
      bank.warnings == [
        ImportIssue(
          line: 1, column: 2, name: nil, problem: .unknownColumn("notes"), severity: .warning)
      ])
    #expect(try Self.entries(bank)[0].keys.sorted() == ["answer", "title"])
  }

  @Test("a value beyond the header's columns is an error; empty trailing cells are not")
  func extraCells() throws {
    #expect(
      Self.errors("answer,title\nSUN,Hot,x\n")
        == [Self.error(line: 2, column: 3, name: nil, .beyondHeader(columns: 2))])
    #expect(try Self.convert("answer,title\nSUN,Hot,,\n").questionCount == 1)
  }

  @Test("a file with only a header, or nothing, is refused")
  func nothingToImport() {
    #expect(Self.failure("\n\nanswer,title\n\n") == .noQuestions(headerLine: 3))
    #expect(Self.failure("") == .noHeader)
  }

  @Test("a CSV syntax error is the one message")
  func syntaxError() {
    #expect(
      Self.failure("answer,title\nSUN,\"Hot\n")
        == .unreadable(CSVError(line: 2, column: 2, problem: .unterminatedQuote)))
  }

  @Test("a picture problem is an error at the icon's cell, asked once per picture")
  func pictureProblem() {
    var asked: [String] = []
    let errors = Self.errors("answer,title,icon\nSUN,Hot,sun\nMOON,Night,moon\nSTAR,Far,sun\n") {
      asked.append($0)
      return $0 == "sun" ? "not found" : nil
    }
    #expect(
      errors == [
        Self.error(line: 2, column: 3, name: "icon", .picture(icon: "sun", problem: "not found")),
        Self.error(line: 4, column: 3, name: "icon", .picture(icon: "sun", problem: "not found")),
      ])
    #expect(asked == ["sun", "moon"])
  }

  @Test("an icon that is a path is refused and its picture never looked for")
  func iconPath() {
    var asked: [String] = []
    let errors = Self.errors("answer,title,icon\nSUN,Hot,../sun\n") {
      asked.append($0)
      return nil
    }
    #expect(
      errors == [Self.error(line: 2, column: 3, name: "icon", .bank(.notPlainName("../sun")))])
    #expect(asked.isEmpty)
  }

  @Test("a repeated answer is a warning naming the line of the first, and the bank is made")
  func duplicateAnswer() throws {
    let bank = try Self.convert("answer,title\n\nSUN,\"Hot\nand high\"\n\nsun,Bright\n")
    #expect(
      bank.warnings == [
        ImportIssue(
          line: 6, column: 1, name: "answer", problem: .duplicateAnswer(firstLine: 3),
          severity: .warning)
      ])
  }

  @Test(
    "the delimiter is the one the header row shows: a comma, a semicolon or a tab",
    arguments: [
      ("answer;title;icon\nSUN;Hot, bright;\n", CSVReader.Delimiter.comma),
      ("\u{FEFF}\"answer\";\"title\"\r\nSUN;\"Hot; bright\"\r\n", .comma),
      ("answer\ttitle\nSUN\tHot, bright\n", .comma),
      ("answer,title\nSUN,\"Hot, bright\"\n", .tab),
      ("answer;title\nSUN;Hot, bright\n", .tab),
    ])
  func detectedDelimiter(_ csv: String, _ preferred: CSVReader.Delimiter) throws {
    let bank = try CSVImport.convert(Array(csv.utf8), delimiter: preferred)
    let text = String(decoding: bank.plist, as: UTF8.self)
    #expect(bank.questionCount == 1)
    #expect(text.contains("<string>SUN</string>"))
    #expect(
      text.contains("<string>Hot, bright</string>") || text.contains("<string>Hot; bright</string>")
    )
  }

  @Test("a header with no known column under any delimiter keeps the file's own delimiter")
  func noDelimiterFits() {
    #expect(CSVImport.delimiter(of: Array("a;b\n".utf8), preferring: .comma) == .comma)
    #expect(CSVImport.delimiter(of: Array("a,b\n".utf8), preferring: .tab) == .tab)
    #expect(
      CSVImport.delimiter(of: Array("title;answer,x\n".utf8), preferring: .comma) == .semicolon)
  }

  @Test("more rows than a bank file can hold are refused before any is made a question")
  func tooManyRows() {
    #expect(CSVImport.maximumRows == 342_390)
    let rows = CSVImport.maximumRows + 1
    var csv = Array("answer,title\n".utf8)
    csv.reserveCapacity(csv.count + rows * 4)
    for _ in 0..<rows { csv += Array("A,B\n".utf8) }
    var asked = 0
    do {
      _ = try CSVImport.convert(csv, delimiter: .comma) { _ in
        asked += 1
        return nil
      }
      Issue.record("expected an error")
    } catch {
      #expect(error == .tooManyRows(count: rows, limit: CSVImport.maximumRows))
    }
  }

  @Test("rows that would make a bank file larger than 32 MiB are refused at the row")
  func tooLarge() {
    let title = String(repeating: "&", count: 1 << 20)
    var csv = "answer,title\n"
    for number in 0..<7 { csv += "W\(number),\(title)\n" }
    do {
      _ = try CSVImport.convert(Array(csv.utf8), delimiter: .comma)
      Issue.record("expected an error")
    } catch {
      #expect(error == .tooLarge(line: 8, limit: 32 << 20))
    }
  }

  @Test("the size counted for a bank is the size of the XML written, byte for byte")
  func xmlSize() throws {
    let csv =
      "answer,title,icon,options\nSUN,\"Hot & <bright>\",sun,SUNXYZ\n"
      + "CAFÉ,\"Un \"\"café\"\"\",,CAFÉ&<>\nA,B,,\n鸭梨,一种黄色的水果,pear,鸭梨苹果\n"
    let bank = try CSVImport.convert(Array(csv.utf8), delimiter: .comma)
    var size = XMLSize.envelope
    for entry in [
      ["answer": "SUN", "title": "Hot & <bright>", "icon": "sun", "options": "SUNXYZ"],
      ["answer": "CAFÉ", "title": "Un \"café\"", "options": "CAFÉ&<>"],
      ["answer": "A", "title": "B"],
      ["answer": "鸭梨", "title": "一种黄色的水果", "icon": "pear", "options": "鸭梨苹果"],
    ] {
      size += XMLSize.dictionary
      for (key, value) in entry {
        size +=
          key == "options"
          ? XMLSize.of(key: key, strings: value.map { String($0) })
          : XMLSize.of(key: key, string: value)
      }
    }
    #expect(size == bank.plist.count)
    let one = try CSVImport.convert(Array("answer,title\nA,B\n".utf8), delimiter: .comma)
    #expect(one.plist.count == XMLSize.envelope + XMLSize.shortestQuestion)
  }
}
