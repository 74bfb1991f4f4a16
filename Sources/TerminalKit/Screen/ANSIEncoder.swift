/// Turns screen buffers into the bytes a terminal needs: the whole screen the first time,
/// then only the runs of cells that changed (cursor moves plus those cells).
public enum ANSIEncoder {
  /// The bytes that take the terminal from showing `previous` to showing `next`, as text.
  ///
  /// With no previous frame, or one of another size, the screen is cleared and drawn
  /// whole; otherwise unchanged cells are skipped.
  public static func encode(from previous: ScreenBuffer?, to next: ScreenBuffer, depth: ColorDepth)
    -> String
  {
    String(decoding: bytes(from: previous, to: next, depth: depth), as: UTF8.self)
  }

  /// The bytes that take the terminal from showing `previous` to showing `next`: the same
  /// as ``encode(from:to:depth:)``, written straight into a byte buffer. The terminal's
  /// style is the default before and after them.
  public static func bytes(from previous: ScreenBuffer?, to next: ScreenBuffer, depth: ColorDepth)
    -> [UInt8]
  {
    var state = TerminalState()
    var output = bytes(from: previous, to: next, depth: depth, state: &state)
    if state.style != .plain {
      output.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "m")])
    }
    return output
  }

  /// What the terminal is left in by the bytes of a frame, which the next frame starts from.
  public struct TerminalState: Sendable {
    /// The current style (SGR).
    public var style = CellStyle.plain
    /// The cursor's 0-based row and column, or nil when not known.
    package var cursor: (row: Int, column: Int)?

    /// The terminal's state before anything is known: default style, cursor anywhere.
    public init() {}
  }

  /// The bytes that take the terminal from showing `previous` to showing `next`, where the
  /// terminal's current style (SGR) and cursor are `state`, which is left as the bytes leave
  /// it: the next frame starts from it, and no reset ends a frame. With no previous frame,
  /// or one of another size, the screen is reset, cleared and drawn whole.
  public static func bytes(
    from previous: ScreenBuffer?, to next: ScreenBuffer, depth: ColorDepth,
    state: inout TerminalState
  ) -> [UInt8] {
    var output: [UInt8] = []
    let full = previous == nil || previous?.rows != next.rows || previous?.columns != next.columns
    let old = full ? [] : previous?.cells ?? []
    next.cells.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer { old in
        var writer = Writer(depth: depth, columns: next.columns, style: state.style)
        writer.cursor = full ? nil : state.cursor
        if full {
          writer.output.append(contentsOf: Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8))
          writer.style = .plain
          writer.cursor = (0, 0)
        }
        var runs: [Run] = []
        for row in 0..<next.rows {
          let cells = UnsafeBufferPointer(
            rebasing: new[(row * next.columns)..<((row + 1) * next.columns)])
          if full {
            Run.collect(row, cells, into: &runs, changed: { _ in true })
            continue
          }
          let before = UnsafeBufferPointer(
            rebasing: old[(row * next.columns)..<((row + 1) * next.columns)])
          guard !same(before, cells),
            let first = (0..<cells.count).first(where: { before[$0] != cells[$0] })
          else { continue }
          // NB: terminals disagree on the width of flags, joined and recent emoji; a row that
          // holds or held one is rewritten whole when anything in it changes, so a glyph drawn
          // wider or narrower than its cells leaves nothing stale on either side of it.
          if before.contains(where: { $0.glyph.isComplex })
            || cells.contains(where: { $0.glyph.isComplex })
          {
            Run.collect(row, cells, into: &runs, changed: { _ in true })
          } else {
            Run.collect(row, cells, from: first, into: &runs) { before[$0] != cells[$0] }
          }
        }
        // Begin with a run whose first cell is in the style the terminal is already in: a
        // frame then often needs one style change fewer (a pick leaves the style the next
        // pick starts with).
        if let match = runs.firstIndex(where: {
          new[$0.row * next.columns + $0.start].style == writer.style
        }), match > 0 {
          runs.insert(runs.remove(at: match), at: 0)
        }
        for run in runs {
          writer.write(
            run,
            UnsafeBufferPointer(
              rebasing: new[(run.row * next.columns)..<((run.row + 1) * next.columns)]))
        }
        output = writer.output
        state.style = writer.style
        state.cursor = writer.cursor
      }
    }
    return output
  }

  /// True when two rows hold the same cells. A cell is plain data whose bits are equal
  /// exactly when the cells are, so the rows are compared as words, in a loop with no
  /// branch that the compiler vectorises (most rows of a frame after a key are unchanged).
  private static func same(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>)
    -> Bool
  {
    guard MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride,
      MemoryLayout<Cell>.size % MemoryLayout<UInt64>.size == 0, a.count == b.count
    else { return a.elementsEqual(b) }
    return UnsafeRawBufferPointer(a).withMemoryRebound(to: UInt64.self) { x in
      UnsafeRawBufferPointer(b).withMemoryRebound(to: UInt64.self) { y in
        var difference: UInt64 = 0
        for index in 0..<x.count { difference |= x[index] ^ y[index] }
        return difference == 0
      }
    }
  }

  /// Cells of one row written in one go: from `start` to `end` (0-based, inclusive).
  private struct Run {
    var row: Int
    var start: Int
    var end: Int

    /// Appends the runs of the changed cells of `cells` (row `row`), where `changed` says
    /// which changed; none before `from` did. A run starts at a wide character rather than
    /// its continuation, and goes on over gaps of up to four unchanged cells, no dearer to
    /// send than a cursor move.
    static func collect(
      _ row: Int, _ cells: UnsafeBufferPointer<Cell>, from: Int = 0, into runs: inout [Run],
      changed: (Int) -> Bool
    ) {
      let columns = cells.count
      var column = from
      while column < columns {
        guard changed(column) else {
          column += 1
          continue
        }
        var start = column
        if cells[start].glyph.isContinuation && start > 0 { start -= 1 }
        var end = column
        var lookahead = column
        while lookahead < columns && lookahead - end <= 4 {
          if changed(lookahead) { end = lookahead }
          lookahead += 1
        }
        // A wide character at the end is written whole.
        if end + 1 < columns, cells[end + 1].glyph.isContinuation { end += 1 }
        runs.append(Run(row: row, start: start, end: end))
        column = end + 1
      }
    }
  }

  /// Writes the runs of changed cells of one row, tracking the terminal's style and, where
  /// it is sure of it, its cursor.
  private struct Writer {
    let depth: ColorDepth
    let columns: Int
    var output: [UInt8] = []
    var style: CellStyle
    /// Where the cursor is, or nil when not known (at the start, after a glyph terminals
    /// draw at varying widths, after the last column).
    var cursor: (row: Int, column: Int)?

    init(depth: ColorDepth, columns: Int, style: CellStyle) {
      self.depth = depth
      self.columns = columns
      self.style = style
      output.reserveCapacity(4096)
    }

    /// Writes the cells of one run of a row.
    mutating func write(_ run: Run, _ cells: UnsafeBufferPointer<Cell>) {
      let columns = cells.count
      move(row: run.row, column: run.start)
      var x = run.start
      while x <= run.end {
        let cell = cells[x]
        if cell.glyph.isContinuation {
          x += 1
          continue
        }
        if style != cell.style {
          ANSIEncoder.sgr(from: style, to: cell.style, depth: depth, into: &output)
          style = cell.style
        }
        if cell.glyph.isComplex && cell.glyph.isWide {
          // A terminal may draw it one column wide or none: both its cells are blanked in its
          // style first, so neither shows what was there before.
          output.append(contentsOf: [0x20, 0x20])
          cursor = x + 2 < columns ? (run.row, x + 2) : nil
          move(row: run.row, column: x)
        }
        cell.glyph.append(to: &output)
        x += cell.glyph.isWide ? 2 : 1
        // The terminal may have drawn that glyph wider or narrower: go to the next cell by
        // its absolute position.
        cursor = cell.glyph.isComplex || x >= columns ? nil : (run.row, x)
        if cell.glyph.isComplex && x <= run.end { move(row: run.row, column: x) }
      }
    }

    /// Moves the cursor to a 0-based position by the shortest sequence: `ESC [ row ; column H`
    /// when the cursor's place is not known, else whichever of that, a carriage return,
    /// line feeds and the relative and single-axis moves (CUF, CUB, CUD, CHA, VPA) is shorter.
    private mutating func move(row: Int, column: Int) {
      defer { cursor = (row, column) }
      var absolute: [UInt8] = [0x1B, UInt8(ascii: "[")]
      ANSIEncoder.appendDecimal(row + 1, to: &absolute)
      if column > 0 {
        absolute.append(UInt8(ascii: ";"))
        ANSIEncoder.appendDecimal(column + 1, to: &absolute)
      }
      absolute.append(UInt8(ascii: "H"))
      guard let (fromRow, fromColumn) = cursor else {
        output.append(contentsOf: absolute)
        return
      }
      if fromRow == row && fromColumn == column { return }
      var vertical: [UInt8] = []
      if row > fromRow && row - fromRow <= 2 {
        // NB: a line feed only moves down (raw mode turns OPOST off, so no carriage return).
        vertical = Array(repeating: 0x0A, count: row - fromRow)
      } else if row != fromRow {
        vertical = Self.control(row + 1, "d")
        let relative = Self.control(abs(row - fromRow), row > fromRow ? "B" : "A")
        if relative.count < vertical.count { vertical = relative }
      }
      var horizontal: [UInt8] = []
      if column == 0 && fromColumn != 0 {
        horizontal = [0x0D]
      } else if column != fromColumn {
        horizontal = Self.control(column + 1, "G")
        let relative = Self.control(abs(column - fromColumn), column > fromColumn ? "C" : "D")
        if relative.count < horizontal.count { horizontal = relative }
      }
      if vertical.count + horizontal.count < absolute.count {
        output.append(contentsOf: vertical)
        output.append(contentsOf: horizontal)
      } else {
        output.append(contentsOf: absolute)
      }
    }

    /// `ESC [ n final`, with `n` left out when it is 1 (the default).
    private static func control(_ value: Int, _ final: Character) -> [UInt8] {
      var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
      if value != 1 { ANSIEncoder.appendDecimal(value, to: &bytes) }
      bytes.append(final.asciiValue ?? UInt8(ascii: "H"))
      return bytes
    }
  }

  /// Appends the decimal digits of a non-negative number.
  static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value < 10 {
      output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
      return
    }
    appendDecimal(value / 10, to: &output)
    output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
  }

  /// True for a grapheme whose drawn width varies between terminals (see
  /// ``TextWidth/Measure/isUncertain``): recent emoji and wide characters, flags, and any
  /// cluster of several scalars (joined emoji, skin tones, variation selectors, marks).
  static func isComplex(_ text: String) -> Bool {
    guard let character = text.first, text.utf8.count >= 2 else { return false }
    return TextWidth.measure(character).isUncertain
  }
}
