import Testing

@testable import QuizCore

@Suite("CSV reader")
struct CSVReaderTests {
  /// The texts of every record.
  static func texts(_ text: String, _ delimiter: CSVReader.Delimiter = .comma) throws
    -> [[String]]
  {
    try CSVReader.records(Array(text.utf8), delimiter: delimiter).map { $0.fields.map(\.text) }
  }

  @Test("fields are split at commas and records at line breaks")
  func plainFields() throws {
    #expect(try Self.texts("a,b,c\nd,e,f\n") == [["a", "b", "c"], ["d", "e", "f"]])
  }

  @Test("CRLF, LF and a lone CR all end a record, and the last needs no line break")
  func lineBreaks() throws {
    #expect(
      try Self.texts("a,b\r\nc,d\re,f\ng,h") == [
        ["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"],
      ])
  }

  @Test("a quoted field holds commas, line breaks and doubled quotes")
  func quotedFields() throws {
    let text = "answer,title\r\nSUN,\"Hot, \"\"bright\"\"\r\nand high\"\r\n"
    #expect(
      try Self.texts(text) == [["answer", "title"], ["SUN", "Hot, \"bright\"\r\nand high"]])
  }

  @Test("records and fields know the line they start on")
  func lines() throws {
    let records = try CSVReader.records(Array("a,b\n\"x\ny\",z\n\nq,r\n".utf8))
    #expect(records.map(\.line) == [1, 2, 5])
    #expect(records[1].fields.map(\.line) == [2, 3])
  }

  @Test("a UTF-8 byte order mark is skipped")
  func byteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("answer,title\n".utf8)
    #expect(try CSVReader.records(bytes).first?.fields.first?.text == "answer")
  }

  @Test("blank lines are skipped; empty fields are kept")
  func blanks() throws {
    #expect(try Self.texts("\n\na,,\n\r\n,b\n") == [["a", "", ""], ["", "b"]])
  }

  @Test("an empty quoted field is a field, and a row of one empty field is blank")
  func emptyQuoted() throws {
    #expect(try Self.texts("\"\",x\n\"\"\n\"\",\"\"") == [["", "x"], ["", ""]])
  }

  @Test("a quote inside an unquoted field is kept")
  func bareQuote() throws {
    #expect(try Self.texts("RULER,a 12\" ruler\n") == [["RULER", "a 12\" ruler"]])
  }

  @Test("TSV splits at tabs and keeps commas")
  func tabs() throws {
    #expect(try Self.texts("a\tb, c\n\"d\te\"\tf\n", .tab) == [["a", "b, c"], ["d\te", "f"]])
    #expect(CSVReader.Delimiter(fileExtension: "TSV") == .tab)
    #expect(CSVReader.Delimiter(fileExtension: "csv") == .comma)
  }

  @Test("Chinese and accented text comes through")
  func unicode() throws {
    #expect(try Self.texts("鸭梨,\"梨, 黄色\"\nÑANDÚ,ave\n") == [["鸭梨", "梨, 黄色"], ["ÑANDÚ", "ave"]])
  }

  @Test("a quoted field that never closes names the line and column where it opens")
  func unterminated() {
    #expect(throws: CSVError(line: 2, column: 3, problem: .unterminatedQuote)) {
      try CSVReader.records(Array("a,b,c\nd,e,\"f\ng\n".utf8))
    }
  }

  @Test("text after a closing quote is refused at its line and column")
  func textAfterQuote() {
    #expect(throws: CSVError(line: 3, column: 2, problem: .textAfterClosingQuote)) {
      try CSVReader.records(Array("a,b\nc,\"d\ne\"x,f\n".utf8))
    }
  }

  @Test("bytes that are not UTF-8 are refused at their field")
  func notUTF8() {
    let bytes = Array("a,b\nc,".utf8) + [0xC3, 0x28] + Array("\n".utf8)
    #expect(throws: CSVError(line: 2, column: 2, problem: .notUTF8)) {
      try CSVReader.records(bytes)
    }
  }
}
