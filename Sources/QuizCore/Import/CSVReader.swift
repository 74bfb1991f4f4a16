/// Reads CSV (RFC 4180) and tab-separated text into records of fields.
///
/// Fields are separated by the delimiter, records by a line break (CRLF, LF or a lone CR).
/// A field that starts with `"` is quoted: it may hold delimiters, line breaks and `""` for
/// one quote, and ends at the quote that is not doubled. A quote inside an unquoted field is
/// kept as it is (`12" ruler`). A UTF-8 byte order mark at the start is skipped, blank lines
/// are skipped, and every field must be UTF-8. The same rules read TSV (a tab delimiter), as
/// spreadsheets write it.
public enum CSVReader {
  /// The byte between fields.
  public enum Delimiter: UInt8, Sendable {
    /// `,` — CSV.
    case comma = 0x2C
    /// `;` — CSV as spreadsheets write it where the comma is the decimal separator.
    case semicolon = 0x3B
    /// A tab — TSV.
    case tab = 0x09

    /// The delimiter a file name's extension implies: a tab for `.tsv` and `.tab`, else a
    /// comma.
    public init(fileExtension: String) {
      switch fileExtension.lowercased() {
      case "tsv", "tab": self = .tab
      default: self = .comma
      }
    }
  }

  /// Every non-blank record of `bytes`, in order.
  ///
  /// Throws ``CSVError`` naming the line and the column (the 1-based field number) of the
  /// first problem: a quoted field that never ends, text after a closing quote, bytes that
  /// are not UTF-8.
  public static func records(_ bytes: [UInt8], delimiter: Delimiter = .comma)
    throws(CSVError) -> [CSVRecord]
  {
    var parser = Parser(bytes, delimiter: delimiter)
    var records: [CSVRecord] = []
    while let record = try parser.next() { records.append(record) }
    return records
  }

  /// Reads the records of CSV text one at a time, so a large file is never held as records
  /// all at once.
  public struct Parser: Sendable {
    private let bytes: [UInt8]
    private let separator: UInt8
    private var index: Int
    private var line = 1

    /// A parser at the start of `bytes` (after a UTF-8 byte order mark, if any).
    public init(_ bytes: [UInt8], delimiter: Delimiter) {
      self.bytes = bytes
      self.separator = delimiter.rawValue
      self.index = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    }

    /// The next non-blank record, or `nil` at the end of the text.
    public mutating func next() throws(CSVError) -> CSVRecord? {
      var fields: [CSVField] = []
      while index < bytes.count {
        fields.removeAll(keepingCapacity: true)
        let recordLine = line
        var blank = true
        try readRecord(making: true) { number, field in
          if number > 0 || !field.text.isEmpty { blank = false }
          fields.append(field)
        }
        if !blank { return CSVRecord(line: recordLine, fields: fields) }
      }
      return nil
    }

    /// Passes over the next non-blank record without making its fields into text; false at
    /// the end of the text. Bytes that are not UTF-8 are not looked for.
    public mutating func skip() throws(CSVError) -> Bool {
      while index < bytes.count {
        var blank = true
        try readRecord(making: false) { number, field in
          if number > 0 || !field.text.isEmpty { blank = false }
        }
        if !blank { return true }
      }
      return false
    }

    /// Reads one record from `index` to the end of its line break (or of the text), giving
    /// each field to `take` with its number (0-based). Unless `making`, a field's text is
    /// not made: it comes empty, or as "x" when it has any.
    private mutating func readRecord(
      making: Bool, _ take: (Int, CSVField) -> Void
    ) throws(CSVError) {
      var field: [UInt8] = []
      var number = 0
      while true {
        let fieldLine = line
        var hasBytes = false
        field.removeAll(keepingCapacity: true)
        if index < bytes.count, bytes[index] == quote {
          let opening = (line: line, column: number + 1)
          index += 1
          // The quoted part: up to the quote that is not doubled.
          while true {
            guard index < bytes.count else {
              throw CSVError(
                line: opening.line, column: opening.column, problem: .unterminatedQuote)
            }
            let byte = bytes[index]
            if byte == quote {
              if index + 1 < bytes.count && bytes[index + 1] == quote {
                if making { field.append(quote) }
                hasBytes = true
                index += 2
                continue
              }
              index += 1
              break
            }
            let breakLength = lineBreak(at: index)
            if breakLength > 0 {
              if making { field.append(contentsOf: bytes[index..<index + breakLength]) }
              hasBytes = true
              index += breakLength
              line += 1
              continue
            }
            if making { field.append(byte) }
            hasBytes = true
            index += 1
          }
          // After the closing quote: a delimiter, a line break or the end.
          if index < bytes.count, bytes[index] != separator, lineBreak(at: index) == 0 {
            throw CSVError(line: line, column: number + 1, problem: .textAfterClosingQuote)
          }
        } else {
          let start = index
          while index < bytes.count {
            let byte = bytes[index]
            if byte == separator || byte == lineFeed || byte == carriageReturn { break }
            index += 1
          }
          hasBytes = index > start
          if making { field.append(contentsOf: bytes[start..<index]) }
        }
        if making {
          guard let text = String(validating: field, as: UTF8.self) else {
            throw CSVError(line: fieldLine, column: number + 1, problem: .notUTF8)
          }
          take(number, CSVField(text: text, line: fieldLine))
        } else {
          take(number, CSVField(text: hasBytes ? "x" : "", line: fieldLine))
        }
        number += 1
        if index >= bytes.count { return }
        if bytes[index] == separator {
          index += 1
          continue
        }
        index += lineBreak(at: index)
        line += 1
        return
      }
    }

    /// The length of the line break starting at `position`, or 0 when there is none.
    private func lineBreak(at position: Int) -> Int {
      guard position < bytes.count else { return 0 }
      if bytes[position] == lineFeed { return 1 }
      guard bytes[position] == carriageReturn else { return 0 }
      return position + 1 < bytes.count && bytes[position + 1] == lineFeed ? 2 : 1
    }
  }
}

private let quote: UInt8 = 0x22
private let lineFeed: UInt8 = 0x0A
private let carriageReturn: UInt8 = 0x0D
private let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
