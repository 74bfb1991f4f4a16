import Testing

@testable import TerminalKit

@Suite("Screen buffer")
struct ScreenBufferTests {
  @Test("a wide character takes its cell and a continuation cell after it")
  func wideCharacter() {
    var screen = ScreenBuffer(rows: 1, columns: 6)
    let used = screen.put("鸭a", row: 0, column: 1)
    #expect(used == 3)
    #expect(screen.cells.map(\.text) == [" ", "鸭", "", "a", " ", " "])
    #expect(screen.lines == [" 鸭a  "])
  }

  @Test("an emoji with a presentation selector counts as wide")
  func emojiWide() {
    var screen = ScreenBuffer(rows: 1, columns: 4)
    #expect(screen.put("❤\u{FE0F}x", row: 0, column: 0) == 3)
    #expect(screen.cells.map(\.text) == ["❤\u{FE0F}", "", "x", " "])
  }

  @Test("clipping at the right edge never splits a wide character")
  func clipAtEdge() {
    var screen = ScreenBuffer(rows: 1, columns: 4)
    let used = screen.put("ab鸭", row: 0, column: 1)
    #expect(used == 2)
    #expect(screen.cells.map(\.text) == [" ", "a", "b", " "])
  }

  @Test("clipping at a limit never splits a wide character")
  func clipAtLimit() {
    var screen = ScreenBuffer(rows: 1, columns: 10)
    let used = screen.put("鸭梨", row: 0, column: 0, limit: 3)
    #expect(used == 2)
    #expect(screen.cells.prefix(4).map(\.text) == ["鸭", "", " ", " "])
  }

  @Test("a letter with a combining mark stays one cell")
  func combiningMark() {
    var screen = ScreenBuffer(rows: 1, columns: 3)
    let used = screen.put("e\u{301}x", row: 0, column: 0)
    #expect(used == 2)
    #expect(screen.cells.map(\.text) == ["e\u{301}", "x", " "])
  }

  @Test("a combining mark on its own takes no cell")
  func loneCombiningMark() {
    var screen = ScreenBuffer(rows: 1, columns: 3)
    #expect(screen.put("\u{301}", row: 0, column: 0) == 0)
    #expect(screen.cells.map(\.text) == [" ", " ", " "])
  }

  @Test("writing outside the rows changes nothing")
  func outsideRows() {
    var screen = ScreenBuffer(rows: 2, columns: 3)
    #expect(screen.put("abc", row: 2, column: 0) == 0)
    #expect(screen.put("abc", row: -1, column: 0) == 0)
    #expect(screen == ScreenBuffer(rows: 2, columns: 3))
  }

  @Test("centred text that is too long is cut with an ellipsis")
  func centredTruncated() {
    var screen = ScreenBuffer(rows: 1, columns: 8)
    screen.putCentered("abc", row: 0)
    #expect(screen.lines == ["  abc   "])
    screen.putCentered("abcdefghij", row: 0)
    #expect(screen.lines == ["abcdefg…"])
  }

  @Test("writing over the right half of a wide character blanks its left half")
  func overwriteRightHalf() {
    var screen = ScreenBuffer(rows: 1, columns: 4)
    screen.put("鸭", row: 0, column: 0)
    screen[0, 1] = Cell("x")
    #expect(screen.cells.map(\.text) == [" ", "x", " ", " "])
    #expect(screen.lines == [" x  "])
  }

  @Test("writing over the left half of a wide character blanks its right half")
  func overwriteLeftHalf() {
    var screen = ScreenBuffer(rows: 1, columns: 4)
    screen.put("鸭", row: 0, column: 1)
    screen.put("x", row: 0, column: 1)
    #expect(screen.cells.map(\.text) == [" ", "x", " ", " "])
  }

  @Test("a wide character written over a shifted one leaves no half behind")
  func shiftedWide() {
    var screen = ScreenBuffer(rows: 1, columns: 5)
    screen.put("鸭梨", row: 0, column: 0)
    screen.put("苹", row: 0, column: 1)
    #expect(screen.cells.map(\.text) == [" ", "苹", "", " ", " "])
    #expect(TextWidth.of(screen.lines[0]) == 5)
  }
}
