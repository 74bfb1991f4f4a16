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

  /// The errors an import throws, as lines.
  static func errors(_ text: String, pictures: (String) -> String? = { _ in nil }) -> [String] {
    do {
      _ = try convert(text, pictures: pictures)
      return []
    } catch {
      return error.lines
    }
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
        "line 2, column 2 (title): is empty",
        "line 3, column 1 (answer): needs 1 × A, options have 0",
        "line 5, column 1 (answer): must not contain spaces or other whitespace",
      ])
  }

  @Test("a cell under a multi-line title is named at the line it starts on")
  func lineOfLaterCell() {
    let text = "answer,title,options\nCAT,\"Purrs\nloudly\",\"C\u{1B}AT\"\n"
    #expect(Self.errors(text).first?.hasPrefix("line 3, column 3 (options):") == true)
  }

  @Test("a header without answer or title is refused, naming the columns")
  func missingColumns() {
    #expect(
      Self.errors("APPLE,A red fruit\nSUN,Hot\n").first
        == "line 1: the header row has no \"answer\" column (the first row must name the "
        + "columns: answer, title, icon, options)")
  }

  @Test("a column named twice is refused")
  func duplicateColumn() {
    #expect(
      Self.errors("answer,title,Answer\nSUN,Hot,SUN\n")
        == ["line 1, column 3 (answer): the column is named twice (also column 1)"])
  }

  @Test("unknown columns are ignored with a warning")
  func unknownColumn() throws {
    let bank = try Self.convert("answer,notes,title\nSUN,x,Hot\n")
    #expect(
      bank.warnings.map(\.description).first?.hasPrefix(
        "line 1, column 2: unknown column \"notes\"") == true)
    #expect(try Self.entries(bank)[0].keys.sorted() == ["answer", "title"])
  }

  @Test("a value beyond the header's columns is an error; empty trailing cells are not")
  func extraCells() throws {
    #expect(
      Self.errors("answer,title\nSUN,Hot,x\n")
        == ["line 2, column 3: a value beyond the 2 columns of the header row"])
    #expect(try Self.convert("answer,title\nSUN,Hot,,\n").questionCount == 1)
  }

  @Test("a file with only a header, or nothing, is refused")
  func nothingToImport() {
    #expect(
      Self.errors("\n\nanswer,title\n\n") == ["line 3: a header row and no questions below it"])
    #expect(Self.errors("").first?.hasPrefix("the file is empty") == true)
  }

  @Test("a CSV syntax error is the one message")
  func syntaxError() {
    #expect(
      Self.errors("answer,title\nSUN,\"Hot\n") == [
        "line 2, column 2: the quoted field is never closed (a \" is missing)"
      ])
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
        "line 2, column 3 (icon): picture \"sun\": not found",
        "line 4, column 3 (icon): picture \"sun\": not found",
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
      errors == ["line 2, column 3 (icon): \"../sun\" must be a plain name (no \"/\", no \"..\")"])
    #expect(asked.isEmpty)
  }

  @Test("a repeated answer is a warning, and the bank is still made")
  func duplicateAnswer() throws {
    let bank = try Self.convert("answer,title\nSUN,Hot\nsun,Bright\n")
    #expect(
      bank.warnings.map(\.description) == ["line 3, column 1 (answer): same answer as question 1"])
  }
}
