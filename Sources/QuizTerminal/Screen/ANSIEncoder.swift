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
  /// as ``encode(from:to:depth:)``, written straight into a byte buffer.
  public static func bytes(from previous: ScreenBuffer?, to next: ScreenBuffer, depth: ColorDepth)
    -> [UInt8]
  {
    var output: [UInt8] = []
    let full = previous == nil || previous?.rows != next.rows || previous?.columns != next.columns
    let old = full ? [] : previous?.cells ?? []
    next.cells.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer { old in
        var writer = Writer(depth: depth)
        if full { writer.output.append(contentsOf: Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)) }
        for row in 0..<next.rows {
          let cells = UnsafeBufferPointer(
            rebasing: new[(row * next.columns)..<((row + 1) * next.columns)])
          if full {
            writer.row(row, cells, changed: { _ in true })
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
            writer.row(row, cells, changed: { _ in true })
          } else {
            writer.row(row, cells, from: first) { before[$0] != cells[$0] }
          }
        }
        output = writer.output
      }
    }
    if !output.isEmpty { output.append(contentsOf: Array("\u{1B}[0m".utf8)) }
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

  /// Writes the runs of changed cells of one row, tracking the current style.
  private struct Writer {
    let depth: ColorDepth
    var output: [UInt8] = []
    var current: CellStyle?

    init(depth: ColorDepth) {
      self.depth = depth
      output.reserveCapacity(4096)
    }

    /// Writes the changed cells of `cells` (row `row`), where `changed` says which changed;
    /// none before `from` did.
    mutating func row(
      _ row: Int, _ cells: UnsafeBufferPointer<Cell>, from: Int = 0, changed: (Int) -> Bool
    ) {
      let columns = cells.count
      var column = from
      while column < columns {
        guard changed(column) else {
          column += 1
          continue
        }
        // Start a run; a continuation cell starts at its wide character. The run goes on
        // over gaps of up to four unchanged cells, cheaper to send than a cursor move.
        var start = column
        if cells[start].glyph.isContinuation && start > 0 { start -= 1 }
        var end = column
        var lookahead = column
        while lookahead < columns && lookahead - end <= 4 {
          if changed(lookahead) { end = lookahead }
          lookahead += 1
        }
        moveCursor(row: row, column: start)
        var x = start
        while x <= end {
          let cell = cells[x]
          if cell.glyph.isContinuation {
            x += 1
            continue
          }
          if current != cell.style {
            ANSIEncoder.sgr(cell.style, depth: depth, into: &output)
            current = cell.style
          }
          cell.glyph.append(to: &output)
          x += cell.glyph.isWide ? 2 : 1
          // The terminal may have drawn that glyph wider or narrower: go to the next cell.
          if cell.glyph.isComplex && x <= end { moveCursor(row: row, column: x) }
        }
        column = x
      }
    }

    /// `ESC [ row ; column H`, 1-based, for a 0-based position.
    private mutating func moveCursor(row: Int, column: Int) {
      output.append(0x1B)
      output.append(UInt8(ascii: "["))
      ANSIEncoder.appendDecimal(row + 1, to: &output)
      output.append(UInt8(ascii: ";"))
      ANSIEncoder.appendDecimal(column + 1, to: &output)
      output.append(UInt8(ascii: "H"))
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

  /// The select-graphic-rendition sequence for a style, starting from a reset.
  public static func sgr(_ style: CellStyle, depth: ColorDepth) -> String {
    var output: [UInt8] = []
    sgr(style, depth: depth, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the select-graphic-rendition sequence for a style, starting from a reset.
  static func sgr(_ style: CellStyle, depth: ColorDepth, into output: inout [UInt8]) {
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    output.append(UInt8(ascii: "0"))
    func code(_ value: Int) {
      output.append(UInt8(ascii: ";"))
      appendDecimal(value, to: &output)
    }
    if style.bold { code(1) }
    if style.dim { code(2) }
    if style.underline { code(4) }
    if style.reverse { code(7) }
    if depth != .none {
      color(style.foreground, background: false, depth: depth, code)
      color(style.background, background: true, depth: depth, code)
    }
    output.append(UInt8(ascii: "m"))
  }

  /// Passes the SGR parameters of a colour to `code`, in order.
  private static func color(
    _ color: TerminalColor, background: Bool, depth: ColorDepth, _ code: (Int) -> Void
  ) {
    func basic(_ n: UInt8) {
      // NB: the Linux console reads 100–107 as the dark backgrounds 40–47 anyway.
      let bright = n >= 8 && !(background && depth == .linuxConsole)
      code((bright ? (background ? 100 : 90) : (background ? 40 : 30)) + Int(n % 8))
    }
    switch color {
    case .standard: return
    case .basic(let n):
      basic(n)
    case .palette(let n) where depth.isSixteen:
      let rgb = ColorSet.xterm256.rgb(of: n) ?? ColorSet.xterm16.rgb(of: n) ?? (0, 0, 0)
      basic(Palette.single(rgb.0, rgb.1, rgb.2, in: depth.colorSet))
    case .palette(let n):
      code(background ? 48 : 38)
      code(5)
      code(Int(n))
    case .rgb(let r, let g, let b) where depth.isSixteen:
      basic(Palette.single(r, g, b, in: depth.colorSet))
    case .rgb(let r, let g, let b):
      code(background ? 48 : 38)
      if depth == .trueColor {
        code(2)
        code(Int(r))
        code(Int(g))
        code(Int(b))
      } else {
        code(5)
        code(Int(Palette.nearest(r, g, b)))
      }
    }
  }
}
