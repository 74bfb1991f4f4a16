import TerminalKit

/// Which symbols pictures larger than their box may be drawn with.
public enum SymbolSet: Sendable, Hashable {
  /// Upper half blocks only, two pixels per cell (every picture, as for pixel art).
  case halfBlocks
  /// Half blocks, the quadrants (▘▝▖▗▚▞▙▛▜▟ ▌▐) and the eighth blocks (▁▂▃▅▆▇ ▏▎▍▋▊▉):
  /// 2×2 pixels per cell and finer edges; every font with block elements has them.
  case blocks
  /// ``blocks`` and the sextants of Unicode 13 (U+1FB00…U+1FB3B, 2×3 pixels per cell), for
  /// terminals known to draw them.
  case sextants

  /// The richest set the terminal is known to draw: sextants in terminals that draw them
  /// themselves whatever the font (kitty, foot, WezTerm, Ghostty, by `TERM` or
  /// `TERM_PROGRAM`), half blocks on the Linux console (whose pictures are full blocks,
  /// see ``ColorDepth/linuxConsole``), else ``blocks``. `QUIZ_SYMBOLS=halfblocks|blocks|sextants`
  /// overrides the choice.
  public static func forTerminal(environment: [String: String]) -> SymbolSet {
    switch environment["QUIZ_SYMBOLS"]?.lowercased() {
    case "halfblocks", "half": return .halfBlocks
    case "blocks", "quadrants": return .blocks
    case "sextants": return .sextants
    default: break
    }
    let term = environment["TERM"] ?? ""
    if term == "linux" || term.hasPrefix("linux-") { return .halfBlocks }
    let program = environment["TERM_PROGRAM"] ?? ""
    let drawsSextants =
      ["xterm-kitty", "foot", "foot-extra", "wezterm", "xterm-ghostty"].contains(term)
      || ["WezTerm", "ghostty"].contains(program)
    return drawsSextants ? .sextants : .blocks
  }
}

/// The shapes the symbol renderer chooses among: each a set of sub-pixels of a cell drawn
/// in the foreground colour, the rest in the background colour.
///
/// A cell is measured on a grid of ``columns`` × ``rows`` sub-pixels (8 × 24: eighths across,
/// and rows that halves, thirds and eighths all fall on). A shape and its complement draw
/// the same with the colours swapped, so only one of each pair is listed; a cell of one
/// colour is any shape with equal colours.
struct SymbolShape: Sendable {
  /// Sub-pixel columns per cell.
  static let columns = 8
  /// Sub-pixel rows per cell.
  static let rows = 24

  /// The character drawn, as a cell to give colours.
  let cell: Cell
  /// The covered sub-pixels, as rectangles `x0..<x1` × `y0..<y1`.
  let rectangles: [(x0: Int, y0: Int, x1: Int, y1: Int)]
  /// How many sub-pixels are covered.
  let area: Int

  init(_ text: String, _ rectangles: [(x0: Int, y0: Int, x1: Int, y1: Int)]) {
    cell = Cell(text)
    self.rectangles = rectangles
    area = rectangles.reduce(0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
  }

  /// The upper half block: first, so a cell that it draws exactly is drawn as the half
  /// block renderer draws it.
  static let upperHalf = SymbolShape("▀", [(0, 0, columns, rows / 2)])

  /// Half blocks, quadrants and eighths (``SymbolSet/blocks``).
  static let blocks: [SymbolShape] = {
    let (w, h) = (columns / 2, rows / 2)
    var shapes = [
      upperHalf,
      SymbolShape("▌", [(0, 0, w, rows)]),
      SymbolShape("▘", [(0, 0, w, h)]),
      SymbolShape("▝", [(w, 0, columns, h)]),
      SymbolShape("▖", [(0, h, w, rows)]),
      SymbolShape("▞", [(w, 0, columns, h), (0, h, w, rows)]),
      SymbolShape("▛", [(0, 0, columns, h), (0, h, w, rows)]),
    ]
    for eighths in [1, 2, 3, 5, 6, 7] {
      let lower = Unicode.Scalar(0x2580 + eighths).map { String(Character($0)) } ?? "▄"
      shapes.append(SymbolShape(lower, [(0, rows - rows * eighths / 8, columns, rows)]))
      let left = Unicode.Scalar(0x2590 - eighths).map { String(Character($0)) } ?? "▌"
      shapes.append(SymbolShape(left, [(0, 0, columns * eighths / 8, rows)]))
    }
    return shapes
  }()

  /// ``blocks`` and the sextants (``SymbolSet/sextants``).
  static let withSextants: [SymbolShape] = {
    var shapes = blocks
    // Pattern bits: 1 top left, 2 top right, 4 middle left … 32 bottom right; the patterns
    // with the bottom right clear stand for their complements too. 21 (the left column)
    // is ▌, already listed.
    for pattern in 1...31 where pattern != 21 {
      var rectangles: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
      for bit in 0..<6 where pattern & (1 << bit) != 0 {
        let (x, y) = (bit % 2 * columns / 2, bit / 2 * rows / 3)
        rectangles.append((x, y, x + columns / 2, y + rows / 3))
      }
      shapes.append(SymbolShape(sextant(pattern), rectangles))
    }
    return shapes
  }()

  /// The character of sextant `pattern` (1…62, not 21 or 42).
  static func sextant(_ pattern: Int) -> String {
    let offset = pattern - 1 - (pattern > 21 ? 1 : 0) - (pattern > 42 ? 1 : 0)
    return Unicode.Scalar(0x1FB00 + offset).map { String(Character($0)) } ?? " "
  }

  /// The shapes of `set`.
  static func shapes(of set: SymbolSet) -> [SymbolShape] {
    switch set {
    case .halfBlocks: return [upperHalf]
    case .blocks: return blocks
    case .sextants: return withSextants
    }
  }
}
