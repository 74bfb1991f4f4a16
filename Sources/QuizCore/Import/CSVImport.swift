import Foundation

/// Turns a spreadsheet saved as CSV or TSV into a question bank, checked as `quiz check`
/// checks one.
///
/// The first non-blank row names the columns: `answer` and `title` (required), `icon` and
/// `options` (optional), in any order and case; other columns are ignored with a warning.
/// Every later row is one question. Cells are trimmed; a line break inside a quoted cell
/// becomes a space (a clue is one line); `options` is one string of letters, each letter one
/// tile (spaces between them are dropped); an empty `icon` or `options` cell leaves the key
/// out. Every problem names the CSV line and column.
public enum CSVImport {
  /// The columns a header may name, in the order of the bank's keys.
  public static let columns = ["answer", "title", "icon", "options"]
  /// The columns every header must name.
  public static let requiredColumns = ["answer", "title"]

  /// The most rows of questions a spreadsheet may have: as many of the shortest questions
  /// (a one-letter answer and a one-letter title) as an XML bank file of
  /// ``QuestionBank/maximumFileSize`` holds (342,390), so more rows can never make a bank
  /// that loads.
  public static let maximumRows =
    (QuestionBank.maximumFileSize - XMLSize.envelope) / XMLSize.shortestQuestion

  /// The delimiter of the spreadsheet in `bytes`: the one of `preferred` (from the file's
  /// extension), `,`, `;` and a tab that splits the header row into the most known columns
  /// (the required ones counting most); `preferred` when none names any.
  public static func delimiter(
    of bytes: [UInt8], preferring preferred: CSVReader.Delimiter
  ) -> CSVReader.Delimiter {
    var best = preferred
    var bestScore = 0
    let others = [CSVReader.Delimiter.comma, .semicolon, .tab].filter { $0 != preferred }
    for candidate in [preferred] + others {
      var parser = CSVReader.Parser(bytes, delimiter: candidate)
      guard let header = try? parser.next() else { continue }
      let names = Set(header.fields.map(\.text).map(columnName)).intersection(columns)
      let score = names.count + (requiredColumns.allSatisfy(names.contains) ? columns.count : 0)
      if score > bestScore {
        best = candidate
        bestScore = score
      }
    }
    return best
  }

  /// The bank in `bytes`, as XML property-list data ready to be written.
  ///
  /// The delimiter is `delimiter`, or another the header row shows (``delimiter(of:preferring:)``).
  /// Rows are counted before any is read into a question: more than ``maximumRows`` are
  /// refused at once, and so is a bank that would pass ``QuestionBank/maximumFileSize``.
  /// `pictureCheck` is asked about every icon that is a plain name (the caller looks for the
  /// picture next to the CSV file and decodes it); the problem it returns, if any, is an
  /// error, as the picture is to be copied with the bank. Throws ``CSVImportError`` with
  /// every problem found. A `title` (valid as ``QuestionBank/checkedTitle(_:report:)``
  /// says) goes at the top of the bank, beside its questions.
  public static func convert(
    _ bytes: [UInt8], delimiter: CSVReader.Delimiter, title: String? = nil,
    pictureCheck: (String) -> String? = { _ in nil }
  ) throws(CSVImportError) -> ImportedBank {
    var parser = CSVReader.Parser(
      bytes, delimiter: Self.delimiter(of: bytes, preferring: delimiter))
    let first: CSVRecord?
    do {
      first = try parser.next()
    } catch {
      throw .unreadable(error)
    }
    guard let header = first else { throw .noHeader }
    let layout = try ColumnLayout(header: header)
    var rowCount = 0
    do {
      var counter = parser
      while try counter.skip() { rowCount += 1 }
    } catch {
      throw .unreadable(error)
    }
    if rowCount == 0 { throw .noQuestions(headerLine: header.line) }
    if rowCount > maximumRows { throw .tooManyRows(count: rowCount, limit: maximumRows) }

    var entries: [Any] = []
    entries.reserveCapacity(rowCount)
    var places = RowPlaces(capacity: rowCount)
    var issues = layout.warnings
    var size = XMLSize.envelope + (title.map { XMLSize.of(key: "title", string: $0) + 64 } ?? 0)
    while true {
      let next: CSVRecord?
      do {
        next = try parser.next()
      } catch {
        throw .unreadable(error)
      }
      guard let row = next else { break }
      for (offset, field) in row.fields.enumerated()
      where offset >= header.fields.count && !field.text.allSatisfy(\.isWhitespace) {
        issues.append(
          ImportIssue(
            line: field.line, column: offset + 1, name: nil,
            problem: .beyondHeader(columns: header.fields.count),
            severity: .error))
      }
      var entry: [String: Any] = [:]
      for name in columns {
        guard let index = layout.index[name] else { continue }
        let cell = index < row.fields.count ? row.fields[index].text : ""
        let value = cleaned(cell, column: name)
        if value.isEmpty && (name == "icon" || name == "options") { continue }
        if name == "options" {
          let letters = value.map { String($0) }
          entry[name] = letters
          size += XMLSize.of(key: name, strings: letters)
        } else {
          entry[name] = value
          size += XMLSize.of(key: name, string: value)
        }
      }
      size += XMLSize.dictionary
      if size > QuestionBank.maximumFileSize {
        throw .tooLarge(line: row.line, limit: QuestionBank.maximumFileSize)
      }
      places.append(row, layout: layout)
      entries.append(entry)
    }

    let validated = BankValidator.validate(entries)
    issues += validated.issues.map { locate($0, places: places, layout: layout) }
    // Pictures are looked for once each, for icons the bank check found no fault in.
    let faultyIcons = Set(validated.issues.filter { $0.key == "icon" }.map(\.question))
    var pictureProblems: [String: String?] = [:]
    var icons: [String] = []
    for (offset, entry) in entries.enumerated() {
      guard let icon = (entry as? [String: Any])?["icon"] as? String,
        !faultyIcons.contains(offset + 1)
      else { continue }
      if pictureProblems[icon] == nil {
        pictureProblems[icon] = .some(pictureCheck(icon))
        icons.append(icon)
      }
      guard case .some(.some(let problem)) = pictureProblems[icon] else { continue }
      issues.append(
        ImportIssue(
          line: places.line(offset, column: "icon", layout: layout),
          column: (layout.index["icon"] ?? 0) + 1, name: "icon",
          problem: .picture(icon: icon, problem: problem),
          severity: .error))
    }
    issues.sort { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
    if issues.contains(where: { $0.severity == .error }) { throw .invalid(issues) }

    let data: Data
    do {
      let root: Any =
        title.map { [QuestionBank.titleKey: $0, QuestionBank.questionsKey: entries] } ?? entries
      data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    } catch {
      throw .notWritable
    }
    if data.count > QuestionBank.maximumFileSize {
      throw .tooLarge(line: places.lastLine, limit: QuestionBank.maximumFileSize)
    }
    return ImportedBank(
      plist: data, questionCount: validated.questions.count, icons: icons, warnings: issues)
  }

  /// A cell's text as the bank holds it: trimmed; in a title, line breaks as spaces; in
  /// options, no whitespace.
  static func cleaned(_ cell: String, column: String) -> String {
    switch column {
    case "options":
      return String(cell.filter { !$0.isWhitespace })
    default:
      var text = ""
      for letter in cell { text.append(letter.isNewline ? " " : letter) }
      return text.trimmingCharacters(in: .whitespaces)
    }
  }

  /// A bank issue of question `n` placed at row `n`'s cell for the key; a question it
  /// names is told by its line too.
  private static func locate(_ issue: BankIssue, places: RowPlaces, layout: ColumnLayout)
    -> ImportIssue
  {
    let index = layout.index[issue.key]
    var problem = ImportIssue.Problem.bank(issue.problem)
    if case .duplicateAnswer(let first) = issue.problem {
      problem = .duplicateAnswer(
        firstLine: places.line(first - 1, column: "answer", layout: layout))
    }
    return ImportIssue(
      line: places.line(issue.question - 1, column: issue.key, layout: layout),
      column: index.map { $0 + 1 }, name: issue.key.isEmpty ? nil : issue.key,
      problem: problem, severity: issue.severity)
  }

  /// The name a header cell gives its column: trimmed and lowercased.
  static func columnName(_ cell: String) -> String {
    cell.trimmingCharacters(in: .whitespaces).lowercased()
  }
}

/// The size of a bank as `PropertyListSerialization` writes it in XML: a tab-indented
/// dictionary per question, `&`, `<` and `>` escaped.
enum XMLSize {
  /// The XML declaration, the doctype, `<plist>` and `<array>` and their ends.
  static let envelope = 190
  /// `\t<dict>` and `\t</dict>` lines.
  static let dictionary = 17
  /// A question with a one-letter answer and a one-letter title.
  static let shortestQuestion =
    dictionary + of(key: "answer", string: "A") + of(key: "title", string: "A")

  /// A key and its string value.
  static func of(key: String, string: String) -> Int {
    14 + key.utf8.count + 20 + escaped(string)
  }

  /// A key and its array of strings.
  static func of(key: String, strings: [String]) -> Int {
    14 + key.utf8.count + 10 + 11 + strings.reduce(0) { $0 + 21 + escaped($1) }
  }

  /// The bytes of `text` with `&` as `&amp;`, `<` as `&lt;`, `>` as `&gt;`.
  static func escaped(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 {
      switch byte {
      case 0x26: count += 5
      case 0x3C, 0x3E: count += 4
      default: count += 1
      }
    }
    return count
  }
}

/// Where each known column sits in the header row.
struct ColumnLayout {
  /// The 0-based field index of each known column named.
  var index: [String: Int] = [:]
  /// Columns that are ignored.
  var warnings: [ImportIssue] = []

  init(header: CSVRecord) throws(CSVImportError) {
    var errors: [ImportIssue] = []
    for (offset, field) in header.fields.enumerated() {
      let name = CSVImport.columnName(field.text)
      if CSVImport.columns.contains(name) {
        if index[name] != nil {
          errors.append(
            ImportIssue(
              line: field.line, column: offset + 1, name: name,
              problem: .namedTwice(firstColumn: (index[name] ?? 0) + 1),
              severity: .error))
        } else {
          index[name] = offset
        }
      } else {
        warnings.append(
          ImportIssue(
            line: field.line, column: offset + 1, name: nil,
            problem: .unknownColumn(String(field.text.prefix(40))),
            severity: .warning))
      }
    }
    for name in CSVImport.requiredColumns where index[name] == nil {
      errors.append(
        ImportIssue(
          line: header.line, column: nil, name: nil,
          problem: .missingColumn(name),
          severity: .error))
    }
    if !errors.isEmpty { throw .invalid(errors + warnings) }
  }
}
