import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// Whatever width a terminal draws a glyph it may not know, everything after it stays in
/// its column: the frames are replayed into a terminal model that draws the glyph 0, 1, 2
/// or 3 columns wide.
@Suite("Glyphs drawn at another width shift nothing")
struct UncertainWidthTests {
  /// The bank of the report: options 🫨, A and 中 (🫨 is of Unicode 15, unknown to glibc 2.36).
  static let shaking = Puzzle(title: "t", answer: ["A"], tiles: ["🫨", "A", "中"])

  /// Emoji terminals are known to draw at several widths, each as a tile beside letters.
  static let risky = [
    "🫨", "🩷", "🪿", "🫷🏻", "✌🏻", "❤\u{FE0F}", "🇫🇷", "👨\u{200D}👩\u{200D}👧", "🫩", "🏳\u{FE0F}\u{200D}🌈",
  ]

  /// The frames of a game of `puzzle` at 80×24: the first, then one after each key.
  static func frames(_ puzzle: Puzzle, keys: [Key], depth: ColorDepth) -> [ScreenBuffer] {
    var controller = UIFixture.controller([puzzle])
    var memo = LayoutMemo()
    var frames: [ScreenBuffer] = []
    func draw() {
      let layout = memo.layout(rows: 24, columns: 80, game: controller.game) { _ in nil }
      frames.append(
        FrameBuilder.build(ScreenModel(view: controller.view, layout: layout), depth: depth))
    }
    draw()
    for key in keys {
      _ = controller.handle(key, at: UIFixture.start)
      draw()
    }
    return frames
  }

  /// Replays `frames` into a terminal that draws `glyph` `drawn` columns wide, and returns the
  /// cells that differ from the last frame, leaving out the glyph's own cells.
  static func misplaced(_ frames: [ScreenBuffer], glyph: String, drawn: Int) -> [String] {
    var terminal = TerminalModel(rows: 24, columns: 80)
    terminal.width = { String($0) == glyph ? drawn : TextWidth.of($0) }
    var previous: ScreenBuffer?
    var state = ANSIEncoder.TerminalState()
    for frame in frames {
      terminal.feed(
        ANSIEncoder.bytes(from: previous, to: frame, depth: .palette256, state: &state))
      previous = frame
    }
    guard let last = frames.last else { return [] }
    let expected = TerminalModel.expected(last, depth: .palette256)
    var wrong: [String] = []
    for row in 0..<24 {
      for column in 0..<80 {
        let cell = last[row, column]
        let own = cell.text == glyph || (column > 0 && last[row, column - 1].text == glyph)
        if !own && terminal.slots[row][column] != expected[row][column] {
          wrong.append("\(row),\(column): \(terminal.slots[row][column].text)")
        }
      }
    }
    return wrong
  }

  @Test(
    "after 🫨 drawn 0 to 3 columns wide, the tiles A and 中 stay in their columns", arguments: 0...3)
  func reportedBank(drawn: Int) {
    let frames = Self.frames(Self.shaking, keys: [], depth: .palette256)
    #expect(Self.misplaced(frames, glyph: "🫨", drawn: drawn).isEmpty)
  }

  @Test("after a pick beside 🫨 drawn 0 to 3 columns wide, the row is whole", arguments: 0...3)
  func afterPick(drawn: Int) {
    let frames = Self.frames(Self.shaking, keys: [.character("A"), .backspace], depth: .palette256)
    for count in 2...frames.count {
      let wrong = Self.misplaced(Array(frames.prefix(count)), glyph: "🫨", drawn: drawn)
      #expect(wrong.isEmpty, "frame \(count): \(wrong.prefix(5))")
    }
  }

  @Test("emoji terminals disagree on shift nothing after them as tiles", arguments: risky)
  func riskyTiles(glyph: String) throws {
    let letter = try #require(glyph.first)
    let puzzle = Puzzle(title: "t", answer: ["B"], tiles: [letter, "B", "中", letter, "C"])
    let frames = Self.frames(puzzle, keys: [.character("B")], depth: .palette256)
    for drawn in 0...3 {
      let wrong = Self.misplaced(frames, glyph: glyph, drawn: drawn)
      #expect(wrong.isEmpty, "\(glyph) drawn \(drawn) wide: \(wrong.prefix(5))")
    }
  }

  /// The two-column emoji among ``risky``: each takes a cell and the one after it.
  static let wideRisky = risky.filter { TextWidth.of(Character($0)) == 2 }

  @Test(
    "an emoji drawn narrower than its two cells leaves the second one blank, not its old letter",
    arguments: wideRisky)
  func narrowLeavesNothingBehind(glyph: String) {
    var before = ScreenBuffer(rows: 3, columns: 12)
    _ = before.put("ABCDEFGH", row: 1, column: 1)
    var after = ScreenBuffer(rows: 3, columns: 12)
    let tile = CellStyle(foreground: .palette(16), background: .palette(223))
    _ = after.put(glyph, row: 1, column: 1, style: tile)
    _ = after.put("XY", row: 1, column: 3)
    for drawn in 0...2 {
      var terminal = TerminalModel(rows: 3, columns: 12)
      terminal.width = { String($0) == glyph ? drawn : TextWidth.of($0) }
      var state = ANSIEncoder.TerminalState()
      terminal.feed(ANSIEncoder.bytes(from: nil, to: before, depth: .palette256, state: &state))
      terminal.feed(ANSIEncoder.bytes(from: before, to: after, depth: .palette256, state: &state))
      let second = terminal.slots[1][2]
      #expect(
        second.text.allSatisfy { $0 == " " }, "\(glyph) drawn \(drawn) wide: \(second.text)")
      #expect(second.style == tile, "\(glyph) drawn \(drawn) wide")
      #expect(terminal.slots[1][3].text == "X" && terminal.slots[1][4].text == "Y")
    }
  }
}
