import TerminalKit

/// A small model of a terminal screen that the encoder's bytes are replayed into: cursor
/// moves (CUP, CHA, VPA, CUF, CUB, CUD, CUU, CR, LF), erase (ED 2, EL), SGR and text. Each
/// grapheme is drawn `width(grapheme)` columns wide, so a test can play a terminal that
/// draws some glyph narrower or wider than the game measured it.
public struct TerminalModel {
  /// One cell as a terminal holds it: its text (`""` for the right part of a wide glyph)
  /// and its look.
  public struct Slot: Equatable {
    /// The grapheme drawn here.
    public var text = " "
    /// Its colours and attributes.
    public var style = CellStyle.plain
  }

  /// The screen height.
  public let rows: Int
  /// The screen width.
  public let columns: Int
  /// The screen, row by row.
  public var slots: [[Slot]]
  /// The cursor row, from 0.
  public var row = 0
  /// The cursor column, from 0.
  public var column = 0
  /// The style the next text is drawn in.
  public var style = CellStyle.plain
  /// How wide this terminal draws a grapheme.
  public var width: (Character) -> Int = { TextWidth.of($0) }

  /// A blank screen of `rows` × `columns`.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    slots = Array(repeating: Array(repeating: Slot(), count: columns), count: rows)
  }

  /// Interprets `bytes` as a terminal would.
  public mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    var text: [UInt8] = []
    func flush() {
      guard !text.isEmpty else { return }
      for character in String(decoding: text, as: UTF8.self) { draw(character) }
      text.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        flush()
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        control(parameters, final: bytes[end])
        index = end + 1
      } else if byte == 0x0D {
        flush()
        column = 0
        index += 1
      } else if byte == 0x0A {
        flush()
        row = min(rows - 1, row + 1)
        index += 1
      } else {
        text.append(byte)
        index += 1
      }
    }
    flush()
  }

  private mutating func draw(_ character: Character) {
    let drawn = width(character)
    guard drawn > 0, row < rows else { return }
    for offset in 0..<drawn where column + offset < columns {
      slots[row][column + offset] = Slot(text: offset == 0 ? String(character) : "", style: style)
    }
    column = min(columns - 1, column + drawn)
  }

  private mutating func control(_ parameters: String, final: UInt8) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    let first = max(1, numbers.first ?? 1)
    switch final {
    case UInt8(ascii: "H"):
      row = min(rows, max(1, numbers.first ?? 1)) - 1
      column = min(columns, max(1, numbers.count > 1 ? numbers[1] : 1)) - 1
    case UInt8(ascii: "G"): column = min(columns, first) - 1
    case UInt8(ascii: "d"): row = min(rows, first) - 1
    case UInt8(ascii: "C"): column = min(columns - 1, column + first)
    case UInt8(ascii: "D"): column = max(0, column - first)
    case UInt8(ascii: "B"): row = min(rows - 1, row + first)
    case UInt8(ascii: "A"): row = max(0, row - first)
    case UInt8(ascii: "J"):
      let blank = Slot(text: " ", style: CellStyle(background: style.background))
      slots = Array(repeating: Array(repeating: blank, count: columns), count: rows)
    case UInt8(ascii: "K"):
      let blank = Slot(text: " ", style: CellStyle(background: style.background))
      for x in column..<columns { slots[row][x] = blank }
    case UInt8(ascii: "m"): select(numbers)
    default: break
    }
  }

  /// Applies SGR parameters to the current style.
  private mutating func select(_ numbers: [Int]) {
    var index = 0
    func color(_ base: Int) -> TerminalColor {
      if index + 2 < numbers.count + 1, numbers.count > index + 2, numbers[index + 1] == 5 {
        defer { index += 2 }
        return .palette(UInt8(numbers[index + 2]))
      }
      if numbers.count > index + 4, numbers[index + 1] == 2 {
        defer { index += 4 }
        return .rgb(
          UInt8(numbers[index + 2]), UInt8(numbers[index + 3]), UInt8(numbers[index + 4]))
      }
      return .standard
    }
    while index < numbers.count {
      let n = numbers[index]
      switch n {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .basic(UInt8(n - 30))
      case 90...97: style.foreground = .basic(UInt8(n - 90 + 8))
      case 40...47: style.background = .basic(UInt8(n - 40))
      case 100...107: style.background = .basic(UInt8(n - 100 + 8))
      case 39: style.foreground = .standard
      case 49: style.background = .standard
      case 38: style.foreground = color(38)
      case 48: style.background = color(48)
      default: break
      }
      index += 1
    }
  }

  /// The slots a screen buffer shows, as a terminal that draws every glyph at the width the
  /// game measured would hold them.
  public static func expected(_ screen: ScreenBuffer, depth: ColorDepth) -> [[Slot]] {
    (0..<screen.rows).map { row in
      (0..<screen.columns).map { column in
        let cell = screen[row, column]
        return Slot(text: cell.text, style: Self.shown(cell.style, depth: depth))
      }
    }
  }

  /// A style as the encoder sends it at `depth`: no colour without colour, 24-bit colour
  /// as its palette index in 256 colours.
  public static func shown(_ style: CellStyle, depth: ColorDepth) -> CellStyle {
    var shown = style
    if depth == .none {
      shown.foreground = .standard
      shown.background = .standard
    }
    if depth == .palette256 {
      for keyPath in [\CellStyle.foreground, \CellStyle.background] {
        if case .rgb(let r, let g, let b) = shown[keyPath: keyPath] {
          shown[keyPath: keyPath] = .palette(Palette.nearest(r, g, b))
        }
      }
    }
    return shown
  }
}
