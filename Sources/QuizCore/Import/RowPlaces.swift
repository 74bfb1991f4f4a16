/// The lines of every row read and of its known columns' cells, without the rows' text.
struct RowPlaces {
  /// Per row: the row's line, then the line of each of ``CSVImport/columns`` (the row's
  /// own when the row has no such cell).
  private var lines: [Int] = []
  private static let stride = 1 + CSVImport.columns.count

  init(capacity: Int) { lines.reserveCapacity(capacity * Self.stride) }

  /// The line of the last row.
  var lastLine: Int { lines.count >= Self.stride ? lines[lines.count - Self.stride] : 1 }

  mutating func append(_ row: CSVRecord, layout: ColumnLayout) {
    lines.append(row.line)
    for name in CSVImport.columns {
      let index = layout.index[name] ?? Int.max
      lines.append(index < row.fields.count ? row.fields[index].line : row.line)
    }
  }

  /// The line of row `row`'s (0-based) cell for `column`, or of the row when the column is
  /// not a known one.
  func line(_ row: Int, column: String, layout: ColumnLayout) -> Int {
    let base = row * Self.stride
    guard let offset = CSVImport.columns.firstIndex(of: column) else { return lines[base] }
    return lines[base + 1 + offset]
  }
}
