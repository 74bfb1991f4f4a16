import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// An 8×8 apple: a red body, a green stalk, a transparent background.
let goldenApple: Picture = {
  let red = RGBA(r: 208, g: 28, b: 28)
  let green = RGBA(r: 60, g: 160, b: 60)
  var pixels: [RGBA] = []
  for y in 0..<8 {
    for x in 0..<8 {
      if y == 0 {
        pixels.append(x == 4 ? green : .transparent)
      } else {
        let corner = (y == 1 || y == 7) && (x == 1 || x == 6)
        pixels.append((1...6).contains(x) && !corner ? red : .transparent)
      }
    }
  }
  return Picture(width: 8, height: 8, pixels: pixels)!
}()

/// A clue of exactly 160 characters.
let goldenLongClue =
  "The bright star at the centre of our solar system, which rises in the east every morning,"
  + " warms the fields all day long and sets in the west when evening comes."

/// The model a terminal session would draw after `keys` on `puzzles`.
func goldenModel(
  _ puzzles: [Puzzle], keys: [Key] = [], rows: Int, columns: Int, picture: Picture? = nil
) -> ScreenModel {
  var controller = UIFixture.controller(puzzles)
  var message: StatusMessage?
  for key in keys {
    let outcome = controller.handle(key, at: UIFixture.start)
    if !outcome.steps.isEmpty { message = StatusMessage.describing(outcome.steps, key: key) }
  }
  let board = controller.game.board
  let layout = Layout(
    rows: rows, columns: columns, slotCount: board.answer.count, tileCount: board.tiles.count,
    letterWidth: board.letterWidth,
    pictureRows: picture.map { Layout.cellRows(pixelRows: $0.height) },
    clue: TextSafety.escaped(controller.game.puzzle.title),
    headerWidth: Layout.headerWidth(for: controller.game))
  return ScreenModel(view: controller.view, layout: layout, message: message, picture: picture)
}

func goldenFrame(_ model: ScreenModel, depth: ColorDepth = .palette256) -> ScreenBuffer {
  FrameBuilder.build(model, depth: depth)
}

@Suite("Golden frames")
struct GoldenFrameTests {
  @Test("an 80×24 question frame is drawn as recorded")
  func standardFrame() throws {
    let screen = goldenFrame(
      goldenModel([UIFixture.cat], rows: 24, columns: 80, picture: goldenApple))
    #expect(screen.lines[0].hasPrefix(" 1 / 1"))
    #expect(screen.lines[0].hasSuffix("★ 1000 "))
    try Golden.assertMatches(
      Golden.text(screen, title: "80×24, first question"), named: "frame-80x24")
  }

  @Test("a 40×20 frame after a pick and a rejected key is drawn as recorded")
  func narrowFrame() throws {
    let model = goldenModel([UIFixture.cat], keys: UIFixture.keys("Cj"), rows: 20, columns: 40)
    let screen = goldenFrame(model)
    // The message sits right under the slots.
    let slotRow = try #require(model.layout.slots.first).y
    #expect(model.layout.messageRow == slotRow + 1)
    #expect(screen.lines[slotRow + 1].contains("✗ j: no unused tile with that letter"))
    try Golden.assertMatches(
      Golden.text(screen, title: "40×20, C picked, j rejected"), named: "frame-40x20")
  }

  @Test("a CJK question lines up its two-column letters")
  func cjkFrame() throws {
    let screen = goldenFrame(
      goldenModel([UIFixture.pear], keys: UIFixture.keys("鸭"), rows: 20, columns: 40))
    #expect(screen.lines.allSatisfy { TextWidth.of($0) == 40 })
    try Golden.assertMatches(Golden.text(screen, title: "40×20, 鸭 picked"), named: "frame-cjk")
  }

  @Test("a wrong answer marks the slots with ✗ and is encoded as recorded")
  func wrongFrame() throws {
    let screen = goldenFrame(
      goldenModel([UIFixture.cat], keys: UIFixture.keys("TAC"), rows: 20, columns: 40))
    let row = try #require(screen.lines.firstIndex { $0.contains(" T   A   C ") })
    #expect(screen.lines[row].contains("✗"))
    let column = try #require(
      goldenModel([UIFixture.cat], rows: 20, columns: 40).layout.slots.first
    ).x
    #expect(screen[row, column + 1].style == Theme(depth: .palette256).wrongSlot)
    let ansi = ANSIEncoder.encode(from: nil, to: screen, depth: .palette256)
    try Golden.assertMatches(
      Golden.text(screen, title: "40×20, TAC is wrong") + "ansi:" + Golden.visible(ansi),
      named: "frame-wrong")
  }

  @Test("a right answer marks the slots with ✓")
  func solvedFrame() throws {
    let screen = goldenFrame(
      goldenModel([UIFixture.cat], keys: UIFixture.keys("CAT"), rows: 20, columns: 40))
    let row = try #require(screen.lines.firstIndex { $0.contains(" C   A   T ") })
    #expect(screen.lines[row].contains("✓"))
    let column = try #require(
      goldenModel([UIFixture.cat], rows: 20, columns: 40).layout.slots.first
    ).x
    #expect(screen[row, column + 1].style == Theme(depth: .palette256).rightSlot)
    try Golden.assertMatches(Golden.text(screen, title: "40×20, CAT solved"), named: "frame-solved")
  }

  @Test("without colour, slots are bracketed and the wrong answer still shows ✗")
  func wrongFrameWithoutColor() throws {
    let screen = goldenFrame(
      goldenModel([UIFixture.cat], keys: UIFixture.keys("TAC"), rows: 20, columns: 40), depth: .none
    )
    let slotRow = try #require(screen.lines.first { $0.contains("[T] [A] [C]") })
    #expect(slotRow.contains("✗"))
  }

  @Test("a screen below the minimum asks to be enlarged")
  func tooSmallFrame() throws {
    let screen = goldenFrame(goldenModel([UIFixture.cat], rows: 6, columns: 30))
    #expect(screen.lines.contains { $0.contains("Enlarge the terminal") })
    let ansi = ANSIEncoder.encode(from: nil, to: screen, depth: .palette256)
    try Golden.assertMatches(
      Golden.text(screen, title: "30×6, too small") + "ansi:" + Golden.visible(ansi),
      named: "frame-too-small")
  }

  @Test("the enlarged picture covers the middle of a dimmed screen under the clue")
  func enlargedFrame() throws {
    let model = goldenModel(
      [UIFixture.cat], keys: [.character("+")], rows: 20, columns: 40, picture: goldenApple)
    let screen = goldenFrame(model)
    #expect(screen.lines[19].contains("any key returns"))
    let clueEnd = model.layout.titleRow + model.layout.clueLines.count
    // Between the clue and the message row (any key returns), which is not faint.
    let backdrop = screen.cells[(screen.columns * clueEnd)..<(screen.columns * 19)]
    #expect(backdrop.allSatisfy { $0.style.dim || $0.style.background != .standard })
    try Golden.assertMatches(
      Golden.text(screen, title: "40×20, picture enlarged"), named: "frame-enlarged")
  }

  @Test("at 80×24 a 24×24 picture is enlarged to fill the height under the clue")
  func enlargedFillsHeight() throws {
    let sun = Picture(
      width: 24, height: 24, pixels: Array(repeating: RGBA(r: 240, g: 160, b: 0), count: 576))!
    let screen = goldenFrame(
      goldenModel([UIFixture.cat], keys: [.character("+")], rows: 24, columns: 80, picture: sun))
    let drawn = screen.lines.filter { $0.contains("▀") }
    #expect(drawn.count == 19)
    #expect(drawn.allSatisfy { $0.filter { $0 == "▀" }.count == 38 })
  }

  @Test("the finished screen shows the summary")
  func finishedFrame() throws {
    var finished = goldenModel([UIFixture.cat], rows: 20, columns: 40)
    let tally = Tally(solved: 3, skipped: 1, hints: 2, wrongTries: 1)
    finished.mode = .finished(Summary(score: 1160, tally: tally, total: 5, elapsed: 125))
    let screen = goldenFrame(finished)
    #expect(screen.lines.contains { $0.contains("Time           2:05") })
    try Golden.assertMatches(Golden.text(screen, title: "40×20, finished"), named: "frame-finished")
  }

  @Test("the finished screen draws the trophy above the summary when it fits")
  func finishedWithTrophy() throws {
    let tally = Tally(solved: 3, skipped: 1, hints: 2, wrongTries: 1)
    var finished = goldenModel([UIFixture.cat], rows: 24, columns: 40, picture: goldenApple)
    finished.mode = .finished(Summary(score: 1160, tally: tally, total: 5, elapsed: 125))
    let screen = goldenFrame(finished)
    let title = try #require(screen.lines.firstIndex { $0.contains("Congratulations!") })
    let drawn = screen.lines[..<title].filter { $0.contains("▀") || $0.contains("▄") }
    #expect(drawn.count == 4)
    try Golden.assertMatches(
      Golden.text(screen, title: "40×24, finished with a picture"), named: "frame-finished-trophy")
  }

  @Test("on a very short screen the finished screen keeps the score and the question")
  func finishedCompact() {
    var finished = goldenModel([UIFixture.cat], rows: 8, columns: 20)
    finished.mode = .finished(Summary(score: 1234, tally: Tally(), total: 1, elapsed: 1))
    let lines = goldenFrame(finished).lines
    #expect(lines.contains { $0.contains("Score 1234") })
    #expect(lines.contains { $0.contains("Play again? (y/n)") })
  }

  @Test("the too-small screen says what is missing at this width")
  func tooSmallWording() {
    let short = goldenFrame(goldenModel([UIFixture.cat], rows: 6, columns: 30)).lines.joined()
    #expect(short.contains("rows at this width") && short.contains("has 6"))
    let narrow = goldenFrame(goldenModel([UIFixture.cat], rows: 24, columns: 12)).lines.joined(
      separator: " ")
    #expect(narrow.contains("columns,") && narrow.contains("12"))
  }

  @Test("on a short screen the finished summary drops the trophy")
  func finishedWithoutRoomForTrophy() throws {
    var finished = goldenModel([UIFixture.cat], rows: 14, columns: 40, picture: goldenApple)
    finished.mode = .finished(Summary(score: 1000, tally: Tally(), total: 1, elapsed: 1))
    let screen = goldenFrame(finished)
    #expect(!screen.lines.contains { $0.contains("▀") || $0.contains("▄") })
    #expect(screen.lines.contains { $0.contains("Play again? (y/n)") })
  }
}
