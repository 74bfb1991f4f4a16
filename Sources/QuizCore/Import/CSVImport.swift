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

  /// The bank in `bytes`, as XML property-list data ready to be written.
  ///
  /// `pictureCheck` is asked about every icon that is a plain name (the caller looks for the
  /// picture next to the CSV file and decodes it); the problem it returns, if any, is an
  /// error, as the picture is to be copied with the bank. Throws ``CSVImportError`` with
  /// every problem found.
  public static func convert(
    _ bytes: [UInt8], delimiter: CSVReader.Delimiter,
    pictureCheck: (String) -> String? = { _ in nil }
  ) throws(CSVImportError) -> ImportedBank {
    let records: [CSVRecord]
    do {
      records = try CSVReader.records(bytes, delimiter: delimiter)
    } catch {
      throw .unreadable(error)
    }
    guard let header = records.first else { throw .noHeader }
    let layout = try ColumnLayout(header: header)
    let rows = records.dropFirst()
    if rows.isEmpty { throw .noQuestions(headerLine: header.line) }

    var entries: [[String: Any]] = []
    var issues = layout.warnings
    for row in rows {
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
        entry[name] = name == "options" ? value.map { String($0) } : value
      }
      entries.append(entry)
    }

    let data: Data
    do {
      data = try PropertyListSerialization.data(
        fromPropertyList: entries, format: .xml, options: 0)
    } catch {
      throw .notWritable((error as NSError).localizedDescription)
    }
    let rowList = Array(rows)
    var bankIssues: [BankIssue] = []
    var questionCount = 0
    do {
      let bank = try QuestionBank.parse(data, path: "")
      questionCount = bank.questions.count
      bankIssues = bank.warnings
    } catch {
      guard case .invalid(_, let found) = error else { throw .notWritable(error.description) }
      bankIssues = found
    }
    issues += bankIssues.map { locate($0, rows: rowList, layout: layout) }
    // Pictures are looked for once each, for icons the bank check found no fault in.
    let faultyIcons = Set(bankIssues.filter { $0.key == "icon" }.map(\.question))
    var pictureProblems: [String: String?] = [:]
    for (offset, entry) in entries.enumerated() {
      guard let icon = entry["icon"] as? String, !faultyIcons.contains(offset + 1) else {
        continue
      }
      if pictureProblems[icon] == nil { pictureProblems[icon] = .some(pictureCheck(icon)) }
      guard case .some(.some(let problem)) = pictureProblems[icon] else { continue }
      let row = rowList[offset]
      let column = layout.index["icon"] ?? 0
      issues.append(
        ImportIssue(
          line: column < row.fields.count ? row.fields[column].line : row.line,
          column: column + 1, name: "icon",
          problem: .picture(icon: icon, problem: problem),
          severity: .error))
    }
    issues.sort { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
    if issues.contains(where: { $0.severity == .error }) { throw .invalid(issues) }
    var seen = Set<String>()
    let icons = entries.compactMap { $0["icon"] as? String }.filter { seen.insert($0).inserted }
    return ImportedBank(
      plist: data, questionCount: questionCount, icons: icons, warnings: issues)
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

  /// A bank issue of question `n` placed at row `n`'s cell for the key.
  private static func locate(_ issue: BankIssue, rows: [CSVRecord], layout: ColumnLayout)
    -> ImportIssue
  {
    let row = rows[issue.question - 1]
    let index = layout.index[issue.key]
    let line = index.flatMap { $0 < row.fields.count ? row.fields[$0].line : nil } ?? row.line
    return ImportIssue(
      line: line, column: index.map { $0 + 1 }, name: issue.key.isEmpty ? nil : issue.key,
      problem: .bank(issue.problem), severity: issue.severity)
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
      let name = field.text.trimmingCharacters(in: .whitespaces).lowercased()
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
