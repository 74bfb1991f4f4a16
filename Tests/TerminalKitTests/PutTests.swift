import Testing

@testable import TerminalKit

@Suite("Writing text into cells")
struct PutTests {
  /// Writes `text` the plain way: one cell per grapheme, a continuation after a wide one.
  static func reference(_ text: String, columns: Int) -> ScreenBuffer {
    var screen = ScreenBuffer(rows: 1, columns: columns)
    var x = 0
    for character in text {
      let width = TextWidth.of(character)
      if width == 0 { continue }
      if x + width > columns { break }
      screen[0, x] = Cell(String(character))
      if width == 2 { screen[0, x + 1] = Cell("") }
      x += width
    }
    return screen
  }

  @Test(
    "runs of ASCII are written as the graphemes they are",
    arguments: [
      "plain words", "ae\u{301}b", "a\r\nb", "tab\there", "x\u{1B}[31my", "end e\u{301}",
      "鸭a梨b", "ok 👍🏽 ok", "a\u{7F}b", "🇫🇷x", "abc\u{200D}def", "a\u{FE0F}b",
    ])
  func asciiRuns(text: String) {
    var screen = ScreenBuffer(rows: 1, columns: 12)
    screen.put(text, row: 0, column: 0)
    #expect(screen == Self.reference(text, columns: 12))
  }

  @Test("ASCII text is measured as one column a character, other text grapheme by grapheme")
  func asciiWidth() {
    #expect(TextWidth.of("plain words") == 11)
    #expect(TextWidth.of("a\r\nb") == 2)
    #expect(TextWidth.of("x\u{1B}y\u{7F}") == 2)
    #expect(TextWidth.of("ae\u{301}鸭") == 4)
    let characters: [Character] = ["a", " ", "~", "\r\n", "\t", "\u{7F}", "\u{1B}", "é", "鸭"]
    #expect(characters.map(TextWidth.of) == [1, 1, 1, 0, 0, 0, 0, 1, 2])
  }
}
