/// The colours and attributes of each part of the screen, for a colour depth.
public struct Theme: Sendable {
  /// Counter and clue.
  public let heading: CellStyle
  /// The score.
  public let score: CellStyle
  /// True when slots are drawn as coloured boxes; without colour they are `[A]` brackets.
  public let boxedSlots: Bool
  /// An empty slot.
  public let emptySlot: CellStyle
  /// A slot in normal play.
  public let slot: CellStyle
  /// A slot holding a revealed (locked) letter.
  public let lockedSlot: CellStyle
  /// Slots of a wrong answer.
  public let wrongSlot: CellStyle
  /// Slots of a right answer.
  public let rightSlot: CellStyle
  /// A tile that can be picked.
  public let tile: CellStyle
  /// The tile or slot under the cursor.
  public let cursor: CellStyle
  /// The mark left by a used or removed tile.
  public let usedTile: CellStyle
  /// The key legend.
  public let legend: CellStyle
  /// Message tones.
  public let info: CellStyle
  /// Good news.
  public let good: CellStyle
  /// Bad news.
  public let bad: CellStyle
  /// The frame behind the enlarged picture.
  public let pictureBackground: TerminalColor

  /// The theme for a colour depth; without colour only attributes are used, and the
  /// ✓ / ✗ symbols carry the state.
  public init(depth: ColorDepth) {
    let color = depth != .none
    heading = CellStyle(bold: true)
    score = CellStyle(foreground: color ? .basic(3) : .standard, bold: true)
    boxedSlots = color
    if color {
      emptySlot = CellStyle(foreground: .palette(245), background: .palette(238))
      slot = CellStyle(foreground: .palette(231), background: .palette(240), bold: true)
      lockedSlot = CellStyle(foreground: .palette(16), background: .palette(114), bold: true)
      wrongSlot = CellStyle(foreground: .palette(231), background: .palette(160), bold: true)
      rightSlot = CellStyle(foreground: .palette(231), background: .palette(27), bold: true)
    } else {
      emptySlot = CellStyle()
      slot = CellStyle(bold: true)
      lockedSlot = CellStyle(bold: true, underline: true)
      wrongSlot = CellStyle(bold: true)
      rightSlot = CellStyle(bold: true)
    }
    tile =
      color
      ? CellStyle(foreground: .palette(16), background: .palette(223), bold: true)
      : CellStyle(bold: true, reverse: true)
    cursor =
      color
      ? CellStyle(foreground: .palette(16), background: .basic(6), bold: true, underline: true)
      : CellStyle(bold: true, underline: true)
    usedTile = CellStyle(dim: true)
    legend = CellStyle(dim: true)
    info = CellStyle()
    good = CellStyle(foreground: color ? .basic(12) : .standard, bold: true)
    bad = CellStyle(foreground: color ? .basic(1) : .standard, bold: true)
    pictureBackground = color ? .palette(236) : .standard
  }
}
