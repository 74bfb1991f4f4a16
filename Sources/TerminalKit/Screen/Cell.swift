/// A colour a terminal cell can be drawn in.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case standard
  /// One of the 16 basic ANSI colours (0–15).
  case basic(UInt8)
  /// One of the 256 palette colours.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}

/// How deep the colour support of the output is.
public enum ColorDepth: Hashable, Sendable {
  /// The palette colours are reduced to: the 256-colour cube or one of the 16-colour sets.
  public var colorSet: ColorSet {
    switch self {
    case .palette16: return .xterm16
    case .linuxConsole: return .linuxConsole
    default: return .xterm256
    }
  }

  /// True when only the 16 basic colours can be shown.
  public var isSixteen: Bool { self == .palette16 || self == .linuxConsole }

  /// No colour at all: attributes and symbols only.
  case none
  /// The 16 basic colours only (`TERM=xterm-16color`, or terminfo's `colors` is 8 or 16):
  /// every colour is reduced to xterm's 16.
  case palette16
  /// The Linux console (`TERM=linux`): its 16 VGA colours, 8 of them as backgrounds, and a
  /// font without half blocks (pictures are drawn one full block per cell).
  case linuxConsole
  /// The 16 basic colours plus the 256-colour palette.
  case palette256
  /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case trueColor
}

/// The look of one terminal cell.
///
/// Held in one word (each colour in 26 bits, then the four attributes), so a cell stays
/// plain data and two styles compare in one instruction.
public struct CellStyle: Hashable, Sendable {
  private var bits: UInt64

  private static let colorBits: UInt64 = 26
  private static let colorMask: UInt64 = (1 << colorBits) - 1
  private static let boldFlag: UInt64 = 1 << 52
  private static let dimFlag: UInt64 = 1 << 53
  private static let reverseFlag: UInt64 = 1 << 54
  private static let underlineFlag: UInt64 = 1 << 55

  /// Text colour.
  public var foreground: TerminalColor {
    get { TerminalColor(packed: bits & Self.colorMask) }
    set { bits = bits & ~Self.colorMask | newValue.packed }
  }
  /// Background colour.
  public var background: TerminalColor {
    get { TerminalColor(packed: bits >> Self.colorBits & Self.colorMask) }
    set {
      bits = bits & ~(Self.colorMask << Self.colorBits) | newValue.packed << Self.colorBits
    }
  }
  /// Bold text.
  public var bold: Bool {
    get { bits & Self.boldFlag != 0 }
    set { set(Self.boldFlag, newValue) }
  }
  /// Dim (faint) text.
  public var dim: Bool {
    get { bits & Self.dimFlag != 0 }
    set { set(Self.dimFlag, newValue) }
  }
  /// Swapped foreground and background.
  public var reverse: Bool {
    get { bits & Self.reverseFlag != 0 }
    set { set(Self.reverseFlag, newValue) }
  }
  /// Underlined text.
  public var underline: Bool {
    get { bits & Self.underlineFlag != 0 }
    set { set(Self.underlineFlag, newValue) }
  }

  /// Creates a style; every attribute defaults to off.
  public init(
    foreground: TerminalColor = .standard, background: TerminalColor = .standard,
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    bits = 0
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  private mutating func set(_ flag: UInt64, _ on: Bool) {
    bits = on ? bits | flag : bits & ~flag
  }

  /// The terminal's default look.
  public static let plain = CellStyle()
}

extension TerminalColor {
  /// The colour in 26 bits: the kind in the top two, the index or the 24-bit value below.
  var packed: UInt64 {
    switch self {
    case .standard: return 0
    case .basic(let n): return 1 << 24 | UInt64(n)
    case .palette(let n): return 2 << 24 | UInt64(n)
    case .rgb(let r, let g, let b): return 3 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
    }
  }

  /// The colour of a ``packed`` value.
  init(packed: UInt64) {
    let low = UInt8(truncatingIfNeeded: packed)
    switch packed >> 24 & 3 {
    case 1: self = .basic(low)
    case 2: self = .palette(low)
    case 3:
      self = .rgb(
        UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), low)
    default: self = .standard
    }
  }
}

/// One character position on the screen.
///
/// A wide character (CJK, most emoji) occupies its own cell and the next one; the next cell
/// is then a continuation cell with empty `text`. The text is held as a ``Glyph`` (no
/// `String`), so cells are plain data: a frame is filled, copied and compared word by word.
public struct Cell: Hashable, Sendable {
  /// The text, without a `String`.
  var glyph: Glyph
  /// How the cell is drawn.
  public var style: CellStyle

  /// One grapheme cluster, or `""` for the right half of a wide character.
  public var text: String {
    get { glyph.text }
    set { glyph = Glyph(newValue) }
  }

  /// Creates a cell.
  public init(_ text: String = " ", style: CellStyle = .plain) {
    glyph = Glyph(text)
    self.style = style
  }

  /// Creates a cell of a glyph.
  init(_ glyph: Glyph, style: CellStyle) {
    self.glyph = glyph
    self.style = style
  }

  /// A blank cell in the default look.
  public static let blank = Cell(.space, style: .plain)
}
