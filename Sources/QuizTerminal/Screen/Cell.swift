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
  /// No colour at all: attributes and symbols only.
  case none
  /// The 16 basic colours plus the 256-colour palette.
  case palette256
  /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case trueColor
}

/// The look of one terminal cell.
public struct CellStyle: Hashable, Sendable {
  /// Text colour.
  public var foreground: TerminalColor
  /// Background colour.
  public var background: TerminalColor
  /// Bold text.
  public var bold: Bool
  /// Dim (faint) text.
  public var dim: Bool
  /// Swapped foreground and background.
  public var reverse: Bool
  /// Underlined text.
  public var underline: Bool

  /// Creates a style; every attribute defaults to off.
  public init(
    foreground: TerminalColor = .standard, background: TerminalColor = .standard,
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The terminal's default look.
  public static let plain = CellStyle()
}

/// One character position on the screen.
///
/// A wide character (CJK, most emoji) occupies its own cell and the next one; the next cell
/// is then a continuation cell with empty `text`.
public struct Cell: Hashable, Sendable {
  /// One grapheme cluster, or `""` for the right half of a wide character.
  public var text: String
  /// How the cell is drawn.
  public var style: CellStyle

  /// Creates a cell.
  public init(_ text: String = " ", style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A blank cell in the default look.
  public static let blank = Cell()
}
