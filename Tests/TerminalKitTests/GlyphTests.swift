import Testing

@testable import TerminalKit

@Suite("Cell text without a String")
struct GlyphTests {
  static let samples = [
    "A", " ", "~", "é", "e\u{301}", "ñ", "ộ", "o\u{302}\u{323}", "鸭", "梨", "。", "★", "✓",
    "🐱", "👍🏽", "❤\u{FE0F}", "🇫🇷", "👨\u{200D}👩\u{200D}👧",
    "👩\u{200D}👩\u{200D}👧\u{200D}👦", "🏳\u{FE0F}\u{200D}🌈", "a\u{301}\u{302}\u{303}\u{304}",
    "\u{1B}", "",
  ]

  @Test("a cell gives back the text it was made of", arguments: samples)
  func roundTrip(text: String) {
    #expect(Cell(text).text == text)
    var bytes: [UInt8] = []
    Glyph(text).append(to: &bytes)
    #expect(bytes == Array(text.utf8))
  }

  @Test("a cell written by put gives back the grapheme", arguments: samples.filter { !$0.isEmpty })
  func putRoundTrip(text: String) {
    var screen = ScreenBuffer(rows: 1, columns: 4)
    let used = screen.put(text, row: 0, column: 0)
    guard used > 0 else {
      #expect(TextWidth.of(text) == 0)
      return
    }
    #expect(screen[0, 0].text == text)
    #expect(screen[0, 0] == Cell(text))
    #expect(used == 2 ? screen[0, 1].text.isEmpty : screen[0, 1].text == " ")
  }

  @Test("the width and the varying-width mark follow the text", arguments: samples)
  func widthAndComplexity(text: String) {
    let glyph = Glyph(text)
    #expect(glyph.isWide == (TextWidth.of(text) == 2))
    #expect(glyph.isComplex == ANSIEncoder.isComplex(text))
    #expect(glyph.isContinuation == text.isEmpty)
  }

  @Test("cells are equal exactly when their bytes and styles are")
  func equality() {
    let pairs = Self.samples.flatMap { a in Self.samples.map { b in (a, b) } }
    for (a, b) in pairs {
      #expect((Glyph(a) == Glyph(b)) == (Array(a.utf8) == Array(b.utf8)), "\(a) against \(b)")
    }
    // Two spellings of é are one Character to Swift but different bytes to the terminal.
    #expect(Cell("é") != Cell("e\u{301}"))
    #expect(Cell("x", style: CellStyle(bold: true)) != Cell("x"))
  }

  @Test("a style keeps every colour and attribute it is given")
  func styleRoundTrip() {
    let colors: [TerminalColor] = [
      .standard, .basic(0), .basic(15), .palette(0), .palette(255), .rgb(0, 0, 0),
      .rgb(255, 254, 253), .rgb(1, 2, 3),
    ]
    for foreground in colors {
      for background in colors {
        for flags in 0..<16 {
          let style = CellStyle(
            foreground: foreground, background: background, bold: flags & 1 != 0,
            dim: flags & 2 != 0, reverse: flags & 4 != 0, underline: flags & 8 != 0)
          #expect(style.foreground == foreground)
          #expect(style.background == background)
          #expect(
            [style.bold, style.dim, style.reverse, style.underline]
              == [flags & 1 != 0, flags & 2 != 0, flags & 4 != 0, flags & 8 != 0])
        }
      }
    }
    var style = CellStyle(foreground: .rgb(9, 8, 7), background: .palette(3), dim: true)
    style.background = .basic(2)
    style.reverse.toggle()
    #expect(
      style == CellStyle(foreground: .rgb(9, 8, 7), background: .basic(2), dim: true, reverse: true)
    )
  }
}
