/// Turns screen buffers into the bytes a terminal needs: the whole screen the first time,
/// then only the runs of cells that changed (cursor moves plus those cells).
public enum ANSIEncoder {
  /// The escape byte.
  static let esc = "\u{1B}"

  /// The bytes that take the terminal from showing `previous` to showing `next`.
  ///
  /// With no previous frame, or one of another size, the screen is cleared and drawn
  /// whole; otherwise unchanged cells are skipped.
  public static func encode(from previous: ScreenBuffer?, to next: ScreenBuffer, depth: ColorDepth)
    -> String
  {
    var output = ""
    var current: CellStyle? = nil
    let full = previous == nil || previous?.rows != next.rows || previous?.columns != next.columns
    if full { output += "\(esc)[0m\(esc)[H\(esc)[2J" }
    for row in 0..<next.rows {
      // NB: terminals disagree on the width of flags and joined emoji; a row that held one
      // is rewritten whole when anything in it changes, so no stale glyph survives.
      let wholeRow =
        !full
        && previous.map { old in
          (0..<next.columns).contains { changed(previous, next, row, $0) }
            && (0..<old.columns).contains { isComplex(old[row, $0].text) }
        } == true
      var column = 0
      while column < next.columns {
        guard full || wholeRow || changed(previous, next, row, column) else {
          column += 1
          continue
        }
        // Start a run; a continuation cell starts at its wide character.
        var start = column
        if next[row, start].text.isEmpty && start > 0 { start -= 1 }
        var end = column
        var lookahead = column
        while lookahead < next.columns && lookahead - end <= 4 {
          if full || wholeRow || changed(previous, next, row, lookahead) { end = lookahead }
          lookahead += 1
        }
        output += "\(esc)[\(row + 1);\(start + 1)H"
        var x = start
        while x <= end {
          let cell = next[row, x]
          if cell.text.isEmpty {
            x += 1
            continue
          }
          if current != cell.style {
            output += sgr(cell.style, depth: depth)
            current = cell.style
          }
          output += cell.text
          x += TextWidth.of(cell.text) == 2 ? 2 : 1
          // The terminal may have drawn that glyph wider or narrower: go to the next cell.
          if isComplex(cell.text) && x <= end { output += "\(esc)[\(row + 1);\(x + 1)H" }
        }
        column = x
      }
    }
    if !output.isEmpty { output += "\(esc)[0m" }
    return output
  }

  /// True for a grapheme whose drawn width varies between terminals: several scalars
  /// (joined emoji, emoji presentation, combining marks) or a flag's regional indicator.
  static func isComplex(_ text: String) -> Bool {
    if text.utf8.count < 2 { return false }
    let scalars = text.unicodeScalars
    guard let first = scalars.first else { return false }
    return scalars.count > 1 || (0x1F1E6...0x1F1FF).contains(first.value)
  }

  private static func changed(
    _ previous: ScreenBuffer?, _ next: ScreenBuffer, _ row: Int, _ column: Int
  )
    -> Bool
  {
    guard let previous else { return true }
    return previous[row, column] != next[row, column]
  }

  /// The select-graphic-rendition sequence for a style, starting from a reset.
  public static func sgr(_ style: CellStyle, depth: ColorDepth) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if depth != .none {
      codes += color(style.foreground, background: false, depth: depth)
      codes += color(style.background, background: true, depth: depth)
    }
    return "\(esc)[" + codes.joined(separator: ";") + "m"
  }

  private static func color(_ color: TerminalColor, background: Bool, depth: ColorDepth)
    -> [String]
  {
    switch color {
    case .standard: return []
    case .basic(let n):
      let base = n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return [String(base + Int(n % 8))]
    case .palette(let n): return [background ? "48" : "38", "5", String(n)]
    case .rgb(let r, let g, let b):
      if depth == .trueColor {
        return [background ? "48" : "38", "2", String(r), String(g), String(b)]
      }
      return [background ? "48" : "38", "5", String(Palette.nearest(r, g, b))]
    }
  }
}
