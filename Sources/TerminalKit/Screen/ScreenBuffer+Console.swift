extension ScreenBuffer {
  /// Stand-ins for the symbols the Linux console's default fonts (Debian's Lat15 and Uni2
  /// sets: Fixed, Terminus, VGA) do not have, each one column wide as the symbol is. Its
  /// fonts have ✗, ·, …, the arrows, the box lines and █, but not ★, ✓, ⌫ or the half
  /// blocks ▀ ▄ (pictures are drawn with █ there, see ``PictureRenderer``).
  static let consoleStandIns: [String: String] = ["★": "*", "✓": "☑", "⌫": "<"]

  private static let consoleGlyphs: [Glyph: Glyph] = Dictionary(
    uniqueKeysWithValues: consoleStandIns.map { (Glyph($0.key), Glyph($0.value)) })

  /// This frame with every symbol the Linux console cannot draw replaced by its stand-in.
  package func withConsoleGlyphs() -> ScreenBuffer {
    var copy = self
    for (index, cell) in cells.enumerated() {
      guard let standIn = Self.consoleGlyphs[cell.glyph] else { continue }
      copy[index / columns, index % columns] = Cell(standIn, style: cell.style)
    }
    return copy
  }
}
