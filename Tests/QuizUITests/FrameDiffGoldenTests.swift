import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The ANSI bytes of a run of frames, each encoded against the one before (the first
/// against nothing), made readable and headed by what changed.
private func diffs(_ frames: [(title: String, screen: ScreenBuffer)], depth: ColorDepth) -> String {
  var previous: ScreenBuffer?
  var text = ""
  for (title, screen) in frames {
    text +=
      "== \(title)\n" + Golden.visible(ANSIEncoder.encode(from: previous, to: screen, depth: depth))
    previous = screen
  }
  return text
}

/// The frames a terminal session draws for `puzzles` at `rows` × `columns`: the first, then
/// one after each key, with the message each key leaves.
private func played(
  _ puzzles: [Puzzle], keys: [Key], rows: Int, columns: Int, depth: ColorDepth
) -> [(title: String, screen: ScreenBuffer)] {
  var controller = UIFixture.controller(puzzles)
  var memo = LayoutMemo()
  var frames: [(title: String, screen: ScreenBuffer)] = []
  func draw(_ title: String, message: StatusMessage?) {
    let layout = memo.layout(rows: rows, columns: columns, game: controller.game) { _ in nil }
    let model = ScreenModel(view: controller.view, layout: layout, message: message)
    frames.append((title, FrameBuilder.build(model, depth: depth)))
  }
  draw("first frame", message: nil)
  for key in keys {
    let outcome = controller.handle(key, at: UIFixture.start)
    let message = outcome.steps.isEmpty ? nil : StatusMessage.describing(outcome.steps, key: key)
    draw("after \(key)", message: message)
  }
  return frames
}

/// Rows of text written over each other in turn: wide, combining, joined and flag glyphs
/// appearing, moving and disappearing, in several styles.
private func glyphFrames() -> [(title: String, screen: ScreenBuffer)] {
  let red = CellStyle(foreground: .basic(1), bold: true)
  let blue = CellStyle(foreground: .palette(33), background: .rgb(10, 20, 30), underline: true)
  let steps: [(String, [(row: Int, column: Int, text: String, style: CellStyle)])] = [
    (
      "ASCII, accents and CJK",
      [
        (0, 0, "plain ascii", .plain), (1, 2, "café naïve", red), (2, 1, "鸭梨 苹果", blue),
        (3, 0, "e\u{301}a\u{308}o\u{302}\u{323}", .plain),
      ]
    ),
    ("one letter changed", [(0, 6, "A", .plain)]),
    ("a style changed", [(1, 2, "café", blue)]),
    ("CJK moved by one column", [(2, 1, " 鸭梨 苹果", blue)]),
    ("CJK half overwritten", [(2, 3, "x", red)]),
    (
      "emoji, joined emoji and a flag",
      [
        (4, 0, "👍🏽 ok", .plain), (5, 0, "👨\u{200D}👩\u{200D}👧 family", red),
        (6, 1, "🇫🇷 🇯🇵 flags", .plain), (7, 0, "❤\u{FE0F} heart", blue),
      ]
    ),
    ("a change beside a flag", [(6, 12, "Z", .plain)]),
    ("a change beside a joined emoji", [(5, 4, "F", .plain)]),
    ("combining marks changed", [(3, 0, "e\u{300}", red)]),
    ("wide over narrow and back", [(0, 0, "鸭鸭", .plain), (1, 2, "ab", .plain)]),
    ("nothing changed", []),
    ("long joined emoji", [(8, 0, "👩\u{200D}👩\u{200D}👧\u{200D}👦 🏳\u{FE0F}\u{200D}🌈", red)]),
  ]
  var screen = ScreenBuffer(rows: 9, columns: 24)
  var frames: [(title: String, screen: ScreenBuffer)] = []
  for (title, writes) in steps {
    for write in writes {
      screen.put(write.text, row: write.row, column: write.column, style: write.style)
    }
    frames.append((title, screen))
  }
  return frames
}

@Suite("Golden frame differences")
struct FrameDiffGoldenTests {
  static let gameKeys = UIFixture.keys("C\u{7F}CA\u{1B}[C\u{1B}[D \u{7F}\u{7F}?!TAx\u{7F}\u{7F}CAT")

  @Test(
    "a game's frames, each against the last, are encoded as recorded",
    arguments: [
      (24, 80, ColorDepth.palette256, "diff-game-80x24"),
      (20, 40, .none, "diff-game-40x20-no-color"),
      (40, 120, .trueColor, "diff-game-120x40-truecolor"),
    ])
  func gameDiffs(rows: Int, columns: Int, depth: ColorDepth, name: String) throws {
    let frames = played(
      [UIFixture.cat, UIFixture.pear], keys: Self.gameKeys, rows: rows, columns: columns,
      depth: depth)
    try Golden.assertMatches(diffs(frames, depth: depth), named: name)
  }

  @Test("a CJK game's frames, each against the last, are encoded as recorded")
  func cjkGameDiffs() throws {
    let frames = played(
      [UIFixture.pear], keys: UIFixture.keys("鸭\u{7F}鸭梨"), rows: 20, columns: 40,
      depth: .palette256)
    try Golden.assertMatches(diffs(frames, depth: .palette256), named: "diff-game-cjk")
  }

  @Test(
    "wide, combining, joined and flag glyphs changing are encoded as recorded",
    arguments: [
      (ColorDepth.palette256, "diff-glyphs"), (.none, "diff-glyphs-no-color"),
      (.trueColor, "diff-glyphs-truecolor"),
    ])
  func glyphDiffs(depth: ColorDepth, name: String) throws {
    try Golden.assertMatches(diffs(glyphFrames(), depth: depth), named: name)
  }
}

/// The recorded sequences of frames, replayed byte for byte into a terminal model, show
/// each frame exactly: however the encoding changes, the screen does not.
@Suite("Frame differences replayed into a terminal")
struct FrameReplayTests {
  static func replay(_ frames: [(title: String, screen: ScreenBuffer)], depth: ColorDepth) {
    replay(frames, depth: depth, carried: true)
    replay(frames, depth: depth, carried: false)
  }

  /// Replays `frames`; `carried`: each starts from the state the last left (as the session
  /// draws), else from a default style and an unknown cursor (as the goldens record).
  static func replay(
    _ frames: [(title: String, screen: ScreenBuffer)], depth: ColorDepth, carried: Bool
  ) {
    guard let first = frames.first?.screen else { return }
    var terminal = TerminalModel(rows: first.rows, columns: first.columns)
    var previous: ScreenBuffer?
    // As the terminal session does: each frame starts from the style and cursor the last
    // one left.
    var state = ANSIEncoder.TerminalState()
    for (title, screen) in frames {
      if !carried { state = ANSIEncoder.TerminalState() }
      terminal.feed(ANSIEncoder.bytes(from: previous, to: screen, depth: depth, state: &state))
      if !carried && state.style != .plain { terminal.feed(Array("\u{1B}[m".utf8)) }
      let expected = TerminalModel.expected(screen, depth: depth)
      var wrong: [String] = []
      for row in 0..<screen.rows {
        for column in 0..<screen.columns where terminal.slots[row][column] != expected[row][column]
        {
          wrong.append("\(row),\(column)")
        }
      }
      #expect(wrong.isEmpty, "\(title): \(wrong.prefix(8))")
      previous = screen
    }
  }

  @Test(
    "a game's frames show on the terminal as built",
    arguments: [
      (24, 80, ColorDepth.palette256), (20, 40, .none), (40, 120, .trueColor),
      (14, 40, .palette256),
    ])
  func game(rows: Int, columns: Int, depth: ColorDepth) {
    let frames = played(
      [UIFixture.cat, UIFixture.pear], keys: FrameDiffGoldenTests.gameKeys, rows: rows,
      columns: columns, depth: depth)
    Self.replay(frames, depth: depth)
  }

  @Test("a CJK game's frames show on the terminal as built")
  func cjkGame() {
    let frames = played(
      [UIFixture.pear], keys: UIFixture.keys("鸭\u{7F}鸭梨"), rows: 20, columns: 40,
      depth: .palette256)
    Self.replay(frames, depth: .palette256)
  }

  @Test(
    "wide, combining, joined and flag glyphs show on the terminal as built",
    arguments: [ColorDepth.palette256, .none, .trueColor])
  func glyphs(depth: ColorDepth) {
    Self.replay(glyphFrames(), depth: depth)
  }
}
