import TerminalKit

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
  /// The usual backdrop of this depth and background, a fallback only: the picture in the
  /// question and the enlarged one sit on the backdrop ``PictureBackdrop`` chooses for each
  /// picture (see ``PictureBackdrop/choose(for:depth:background:)``).
  public let pictureBackdrop: TerminalColor

  /// A filled slot in 256 and 24-bit colour: the terminal's own colours reversed, bold (a
  /// light box with a dark letter on a dark terminal, a dark one with a light letter on a
  /// light terminal), as far from the empty slots' grey as the terminal's text is from its
  /// background, and one short sequence (`ESC [1;7m`) from the look a pick starts in.
  static let filledSlot = CellStyle(bold: true, reverse: true)

  /// Whether the terminal's background is dark or light.
  public enum Background: String, Hashable, Sendable {
    /// A dark background with light text (the usual terminal).
    case dark
    /// A light background with dark text.
    case light
  }

  /// The theme for a colour depth on a dark or light background; without colour only
  /// attributes are used, and the ✓ / ✗ symbols carry the state.
  ///
  /// Every text the player reads (letters, clue, score, messages, legend) has a contrast
  /// ratio (WCAG 2) of at least 4.5:1 against what it is drawn on, with the palettes' usual
  /// values, whether or not the terminal brightens bold text (see `ThemeContrastTests`);
  /// only the dot a used tile leaves is faint. Colours come from the 256-colour cube and
  /// grey ramp, whose values every terminal shares, except in 16 colours. There the
  /// backgrounds of the Linux console are the dark eight (all it has), a coloured text is
  /// an explicit bright colour on a dark background, and a dark letter is never bold (xterm
  /// and the console would brighten it to grey), nor a coloured one on a light background.
  public init(depth: ColorDepth, background: Background = .dark) {
    heading = CellStyle(bold: true)
    usedTile = CellStyle(dim: true)
    info = CellStyle()
    boxedSlots = depth != .none
    switch (depth, background) {
    case (.none, _):
      legend = CellStyle()
      score = CellStyle(bold: true)
      emptySlot = CellStyle()
      slot = CellStyle(bold: true)
      lockedSlot = CellStyle(bold: true, underline: true)
      wrongSlot = CellStyle(bold: true)
      rightSlot = CellStyle(bold: true)
      tile = CellStyle(bold: true, reverse: true)
      cursor = CellStyle(bold: true, underline: true)
      good = CellStyle(bold: true)
      bad = CellStyle(bold: true)
      pictureBackdrop = .standard
    case (.palette16, _), (.linuxConsole, _):
      let light = background == .light
      let console = depth == .linuxConsole
      // Grey 8 is too faint on white and black on the console: the terminal's own colours.
      legend = CellStyle()
      // On white, bold would lift these to their paler bright twins.
      score = CellStyle(foreground: .basic(light ? 5 : 11), bold: !light)
      // Empty slots are grey boxes, filled ones stand apart: white on a dark xterm, black
      // on a light one, brown with a white letter on the console (no bright backgrounds).
      // On white the picture's backdrop is grey 7, so the slots take the darker grey 8.
      emptySlot = CellStyle(foreground: .basic(0), background: .basic(console ? 7 : 8))
      if console {
        slot = CellStyle(foreground: .basic(15), background: .basic(3))
      } else {
        slot = CellStyle(foreground: .basic(light ? 15 : 0), background: .basic(light ? 0 : 15))
      }
      lockedSlot = CellStyle(foreground: .basic(0), background: .basic(2))
      wrongSlot = CellStyle(foreground: .basic(15), background: .basic(1), bold: true)
      rightSlot = CellStyle(foreground: .basic(15), background: .basic(4), bold: true)
      tile = CellStyle(foreground: .basic(0), background: .basic(6))
      cursor = CellStyle(
        foreground: .basic(15), background: .basic(5), bold: true, underline: true)
      good = CellStyle(foreground: .basic(light ? 4 : 14), bold: !light)
      bad = CellStyle(foreground: .basic(light ? 1 : 9), bold: !light)
      pictureBackdrop = light ? .basic(7) : .standard
    case (_, .dark):
      legend = CellStyle(foreground: .palette(246))
      score = CellStyle(foreground: .palette(220), bold: true)
      emptySlot = CellStyle(foreground: .palette(245), background: .palette(238))
      slot = Self.filledSlot
      lockedSlot = CellStyle(foreground: .palette(16), background: .palette(114), bold: true)
      wrongSlot = CellStyle(foreground: .palette(231), background: .palette(160), bold: true)
      rightSlot = CellStyle(foreground: .palette(231), background: .palette(27), bold: true)
      tile = CellStyle(foreground: .palette(16), background: .palette(223), bold: true)
      cursor = CellStyle(
        foreground: .palette(16), background: .basic(6), bold: true, underline: true)
      good = CellStyle(foreground: .palette(75), bold: true)
      bad = CellStyle(foreground: .palette(203), bold: true)
      pictureBackdrop = .palette(236)
    case (_, .light):
      legend = CellStyle(foreground: .palette(241))
      score = CellStyle(foreground: .palette(94), bold: true)
      emptySlot = CellStyle(foreground: .palette(243), background: .palette(250))
      slot = Self.filledSlot
      lockedSlot = CellStyle(foreground: .palette(16), background: .palette(114), bold: true)
      wrongSlot = CellStyle(foreground: .palette(231), background: .palette(160), bold: true)
      rightSlot = CellStyle(foreground: .palette(231), background: .palette(27), bold: true)
      tile = CellStyle(foreground: .palette(16), background: .palette(180), bold: true)
      cursor = CellStyle(
        foreground: .palette(16), background: .palette(38), bold: true, underline: true)
      good = CellStyle(foreground: .palette(26), bold: true)
      bad = CellStyle(foreground: .palette(124), bold: true)
      pictureBackdrop = .palette(254)
    }
  }
}
