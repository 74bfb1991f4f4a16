import Testing

@testable import TerminalKit

@Suite("Glyphs whose width terminals disagree on")
struct ComplexGlyphTests {
  static let family = "👨\u{200D}👩\u{200D}👧"
  static let flag = "🇫🇷"

  @Test("a flag takes two columns")
  func flagWidth() {
    #expect(TextWidth.of(Character(Self.flag)) == 2)
  }

  @Test("after a joined emoji the encoder moves the cursor to the next cell explicitly")
  func cursorMoveAfterJoinedEmoji() {
    var screen = ScreenBuffer(rows: 1, columns: 10)
    screen.put(Self.family + "AB", row: 0, column: 0)
    let output = ANSIEncoder.encode(from: nil, to: screen, depth: .none)
    #expect(output.contains(Self.family + "\u{1B}[1;3HA"))
  }

  @Test("a change in a row that held a flag rewrites the whole row")
  func wholeRowRewritten() {
    var before = ScreenBuffer(rows: 2, columns: 10)
    before.put(Self.flag + " xyz", row: 0, column: 0)
    before.put("plain", row: 1, column: 0)
    var after = before
    after.put("Q", row: 0, column: 8)
    after.put("P", row: 1, column: 0)
    let output = ANSIEncoder.encode(from: before, to: after, depth: .none)
    // The flag's two cells are blanked, then it is drawn from the first of them.
    #expect(output.hasPrefix("\u{1B}[1H  \r" + Self.flag + "\u{1B}[1;3H"))
    #expect(output.contains("xyz"))
    // A row without such glyphs still sends only its changed cell.
    #expect(output.hasSuffix("\u{1B}[2HP"))
    #expect(!output.contains("lain"))
  }
}
