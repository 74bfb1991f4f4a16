/// A grid of cells: one frame of the full-screen interface, built in memory.
public struct ScreenBuffer: Equatable, Sendable {
  /// Number of rows.
  public let rows: Int
  /// Number of columns.
  public let columns: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// A blank screen of the given size.
  public init(rows: Int, columns: Int) {
    self.rows = max(0, rows)
    self.columns = max(0, columns)
    cells = Array(repeating: .blank, count: self.rows * self.columns)
  }

  /// The cell at a 0-based position.
  public subscript(row: Int, column: Int) -> Cell {
    get { cells[row * columns + column] }
    set {
      guard row >= 0, row < rows, column >= 0, column < columns else { return }
      let index = row * columns + column
      // NB: never leave half a wide character behind: overwriting one half blanks the
      // other, as terminals do, so the buffer and the screen agree.
      if cells[index].glyph.isContinuation, !newValue.glyph.isContinuation, column > 0 {
        cells[index - 1].glyph = .space
      }
      if !cells[index].glyph.isContinuation, column + 1 < columns,
        cells[index + 1].glyph.isContinuation
      {
        cells[index + 1].glyph = .space
      }
      cells[index] = newValue
    }
  }

  /// Writes `text` from a 0-based position, one grapheme per cell (two for wide ones),
  /// clipped at `limit` columns from `column` and at the right edge; returns the columns used.
  @discardableResult
  public mutating func put(
    _ text: String, row: Int, column: Int, style: CellStyle = .plain, limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < rows else { return 0 }
    let end = min(columns, column + (limit ?? columns))
    var x = column
    // Printable ASCII followed by ASCII (or by nothing) is a grapheme of its own, one column
    // wide: such a run is written byte by byte, without making a Character of each.
    let utf8 = text.utf8
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      guard byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 else { break }
      if x + 1 > end { return x - column }
      if x >= 0 { self[row, x] = Cell(Glyph(ascii: byte), style: style) }
      x += 1
      index = next
    }
    for character in text[index...] {
      let measure = TextWidth.measure(character)
      let width = measure.width
      if width == 0 { continue }
      if x + width > end { break }
      if x >= 0 {
        self[row, x] = Cell(Glyph(character, measure: measure), style: style)
        if width == 2 { self[row, x + 1] = Cell(.continuation, style: style) }
      }
      x += width
    }
    return x - column
  }

  /// Writes `text` centred in a span of the row.
  @discardableResult
  public mutating func putCentered(
    _ text: String, row: Int, from column: Int = 0, width: Int? = nil, style: CellStyle = .plain
  ) -> Int {
    let span = width ?? columns
    let shown = TextWidth.truncate(text, to: span)
    let start = column + max(0, (span - TextWidth.of(shown)) / 2)
    put(shown, row: row, column: start, style: style, limit: span)
    return start
  }

  /// Fills a rectangle with one cell.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    for row in rect.y..<(rect.y + rect.height) {
      for column in rect.x..<(rect.x + rect.width) { self[row, column] = cell }
    }
  }

  /// Copies a block of cells (such as a rendered picture) with its top-left at a position.
  public mutating func paste(_ block: [[Cell]], row: Int, column: Int) {
    for (dy, line) in block.enumerated() {
      for (dx, cell) in line.enumerated() { self[row + dy, column + dx] = cell }
    }
  }

  /// Changes the style of every cell (used to dim the backdrop of the enlarged picture).
  public mutating func restyle(_ change: (inout CellStyle) -> Void) {
    for index in cells.indices { change(&cells[index].style) }
  }

  /// The characters of each row, for tests and logs.
  public var lines: [String] {
    (0..<rows).map { row in
      (0..<columns).map { self[row, $0].text }.joined()
    }
  }
}

/// A rectangle of cells, 0-based.
public struct Rect: Equatable, Sendable {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in columns.
  public var width: Int
  /// Height in rows.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// True when the 0-based position is inside.
  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < x + width && row >= y && row < y + height
  }
}
