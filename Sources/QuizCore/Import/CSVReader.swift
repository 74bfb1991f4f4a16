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

  private static let quote: UInt8 = 0x22
  private static let lineFeed: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Every non-blank record of `bytes`, in order.
  ///
  /// Throws ``CSVError`` naming the line and the column (the 1-based field number) of the
  /// first problem: a quoted field that never ends, text after a closing quote, bytes that
  /// are not UTF-8.
  public static func records(_ bytes: [UInt8], delimiter: Delimiter = .comma)
    throws(CSVError) -> [CSVRecord]
  {
    var records: [CSVRecord] = []
    var fields: [CSVField] = []
    var field: [UInt8] = []
    var line = 1
    var recordLine = 1
    var fieldLine = 1
    var quoted = false
    var index = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    let separator = delimiter.rawValue

    func endField() throws(CSVError) {
      guard let text = String(validating: field, as: UTF8.self) else {
        throw CSVError(line: fieldLine, column: fields.count + 1, problem: .notUTF8)
      }
      fields.append(CSVField(text: text, line: fieldLine))
      field.removeAll(keepingCapacity: true)
      quoted = false
    }
    func endRecord() {
      let blank = fields.count == 1 && fields[0].text.isEmpty
      if !blank { records.append(CSVRecord(line: recordLine, fields: fields)) }
      fields.removeAll(keepingCapacity: true)
    }
    /// The length of the line break starting at `at`, or 0 when there is none.
    func lineBreak(at position: Int) -> Int {
      guard position < bytes.count else { return 0 }
      if bytes[position] == lineFeed { return 1 }
      guard bytes[position] == carriageReturn else { return 0 }
      return position + 1 < bytes.count && bytes[position + 1] == lineFeed ? 2 : 1
    }

    var atFieldStart = true
    while index < bytes.count {
      if atFieldStart {
        atFieldStart = false
        fieldLine = line
        if bytes[index] == quote {
          quoted = true
          let opening = (line: line, column: fields.count + 1)
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
                field.append(quote)
                index += 2
                continue
              }
              index += 1
              break
            }
            let breakLength = lineBreak(at: index)
            if breakLength > 0 {
              field.append(contentsOf: bytes[index..<index + breakLength])
              index += breakLength
              line += 1
              continue
            }
            field.append(byte)
            index += 1
          }
          // After the closing quote: a delimiter, a line break or the end.
          if index < bytes.count, bytes[index] != separator, lineBreak(at: index) == 0 {
            throw CSVError(line: line, column: fields.count + 1, problem: .textAfterClosingQuote)
          }
          continue
        }
      }
      let byte = bytes[index]
      if byte == separator {
        try endField()
        index += 1
        atFieldStart = true
        continue
      }
      let breakLength = lineBreak(at: index)
      if breakLength > 0 {
        try endField()
        endRecord()
        index += breakLength
        line += 1
        recordLine = line
        atFieldStart = true
        continue
      }
      field.append(byte)
      index += 1
    }
    // The last record, unless the text ended with a line break.
    if !atFieldStart || !fields.isEmpty || quoted {
      try endField()
      endRecord()
    }
    return records
  }
}
