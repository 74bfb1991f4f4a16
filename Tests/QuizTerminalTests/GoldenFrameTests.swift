import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// An 8×8 apple: a red body, a green stalk, a transparent background.
private let apple: Picture = {
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
private let longClue =
  "The bright star at the centre of our solar system, which rises in the east every morning,"
  + " warms the fields all day long and sets in the west when evening comes."

/// The model a terminal session would draw after `keys` on `puzzles`.
private func model(
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
    clue: TextSafety.escaped(controller.game.puzzle.title))
  return ScreenModel(view: controller.view, layout: layout, message: message, picture: picture)
}

private func frame(_ model: ScreenModel, depth: ColorDepth = .palette256) -> ScreenBuffer {
  FrameBuilder.build(model, depth: depth)
}

@Suite("Golden frames")
struct GoldenFrameTests {
  @Test("an 80×24 question frame is drawn as recorded")
  func standardFrame() throws {
    let screen = frame(model([UIFixture.cat], rows: 24, columns: 80, picture: apple))
    #expect(screen.lines[0].hasPrefix(" 1 / 1"))
    #expect(screen.lines[0].hasSuffix("★ 1000 "))
    try Golden.assertMatches(
      Golden.text(screen, title: "80×24, first question"), named: "frame-80x24")
  }

  @Test("a 40×20 frame after a pick and a rejected key is drawn as recorded")
  func narrowFrame() throws {
    let screen = frame(model([UIFixture.cat], keys: UIFixture.keys("Cj"), rows: 20, columns: 40))
    #expect(screen.lines[19].contains("✗ j: no unused tile with that letter"))
    try Golden.assertMatches(
      Golden.text(screen, title: "40×20, C picked, j rejected"), named: "frame-40x20")
  }

  @Test("a CJK question lines up its two-column letters")
  func cjkFrame() throws {
    let screen = frame(model([UIFixture.pear], keys: UIFixture.keys("鸭"), rows: 20, columns: 40))
    #expect(screen.lines.allSatisfy { TextWidth.of($0) == 40 })
    try Golden.assertMatches(Golden.text(screen, title: "40×20, 鸭 picked"), named: "frame-cjk")
  }

  @Test("a wrong answer marks the slots with ✗ and is encoded as recorded")
  func wrongFrame() throws {
    let screen = frame(model([UIFixture.cat], keys: UIFixture.keys("TAC"), rows: 20, columns: 40))
    let row = try #require(screen.lines.firstIndex { $0.contains(" T   A   C ") })
    #expect(screen.lines[row].contains("✗"))
    let column = try #require(model([UIFixture.cat], rows: 20, columns: 40).layout.slots.first).x
    #expect(screen[row, column + 1].style == Theme(depth: .palette256).wrongSlot)
    let ansi = ANSIEncoder.encode(from: nil, to: screen, depth: .palette256)
    try Golden.assertMatches(
      Golden.text(screen, title: "40×20, TAC is wrong") + "ansi:" + Golden.visible(ansi),
      named: "frame-wrong")
  }

  @Test("a right answer marks the slots with ✓")
  func solvedFrame() throws {
    let screen = frame(model([UIFixture.cat], keys: UIFixture.keys("CAT"), rows: 20, columns: 40))
    let row = try #require(screen.lines.firstIndex { $0.contains(" C   A   T ") })
    #expect(screen.lines[row].contains("✓"))
    let column = try #require(model([UIFixture.cat], rows: 20, columns: 40).layout.slots.first).x
    #expect(screen[row, column + 1].style == Theme(depth: .palette256).rightSlot)
    try Golden.assertMatches(Golden.text(screen, title: "40×20, CAT solved"), named: "frame-solved")
  }

  @Test("without colour, slots are bracketed and the wrong answer still shows ✗")
  func wrongFrameWithoutColor() throws {
    let screen = frame(
      model([UIFixture.cat], keys: UIFixture.keys("TAC"), rows: 20, columns: 40), depth: .none)
    let slotRow = try #require(screen.lines.first { $0.contains("[T] [A] [C]") })
    #expect(slotRow.contains("✗"))
  }

  @Test("a screen below the minimum asks to be enlarged")
  func tooSmallFrame() throws {
    let screen = frame(model([UIFixture.cat], rows: 6, columns: 30))
    #expect(screen.lines.contains { $0.contains("Enlarge the terminal") })
    let ansi = ANSIEncoder.encode(from: nil, to: screen, depth: .palette256)
    try Golden.assertMatches(
      Golden.text(screen, title: "30×6, too small") + "ansi:" + Golden.visible(ansi),
      named: "frame-too-small")
  }

  @Test("the enlarged picture covers the middle of a dimmed screen under the clue")
  func enlargedFrame() throws {
    let screen = frame(
      model([UIFixture.cat], keys: [.character("+")], rows: 20, columns: 40, picture: apple))
    #expect(screen.lines[19].contains("any key returns"))
    let backdrop = screen.cells[(screen.columns * 2)...]
    #expect(backdrop.allSatisfy { $0.style.dim || $0.style.background != .standard })
    try Golden.assertMatches(
      Golden.text(screen, title: "40×20, picture enlarged"), named: "frame-enlarged")
  }

  @Test("at 80×24 a 24×24 picture is enlarged to fill the height under the clue")
  func enlargedFillsHeight() throws {
    let sun = Picture(
      width: 24, height: 24, pixels: Array(repeating: RGBA(r: 240, g: 160, b: 0), count: 576))!
    let screen = frame(
      model([UIFixture.cat], keys: [.character("+")], rows: 24, columns: 80, picture: sun))
    let drawn = screen.lines.filter { $0.contains("▀") }
    #expect(drawn.count == 19)
    #expect(drawn.allSatisfy { $0.filter { $0 == "▀" }.count == 38 })
  }

  @Test("the finished screen shows the summary")
  func finishedFrame() throws {
    var finished = model([UIFixture.cat], rows: 20, columns: 40)
    let tally = Tally(solved: 3, skipped: 1, hints: 2, wrongTries: 1)
    finished.mode = .finished(Summary(score: 1160, tally: tally, total: 5, elapsed: 125))
    let screen = frame(finished)
    #expect(screen.lines.contains { $0.contains("Time           2:05") })
    try Golden.assertMatches(Golden.text(screen, title: "40×20, finished"), named: "frame-finished")
  }

  @Test("the finished screen draws the trophy above the summary when it fits")
  func finishedWithTrophy() throws {
    let tally = Tally(solved: 3, skipped: 1, hints: 2, wrongTries: 1)
    var finished = model([UIFixture.cat], rows: 24, columns: 40, picture: apple)
    finished.mode = .finished(Summary(score: 1160, tally: tally, total: 5, elapsed: 125))
    let screen = frame(finished)
    let title = try #require(screen.lines.firstIndex { $0.contains("Congratulations!") })
    let drawn = screen.lines[..<title].filter { $0.contains("▀") || $0.contains("▄") }
    #expect(drawn.count == 4)
    try Golden.assertMatches(
      Golden.text(screen, title: "40×24, finished with a picture"), named: "frame-finished-trophy")
  }

  @Test("on a very short screen the finished screen keeps the score and the question")
  func finishedCompact() {
    var finished = model([UIFixture.cat], rows: 8, columns: 20)
    finished.mode = .finished(Summary(score: 1234, tally: Tally(), total: 1, elapsed: 1))
    let lines = frame(finished).lines
    #expect(lines.contains { $0.contains("Score 1234") })
    #expect(lines.contains { $0.contains("Play again? (y/n)") })
  }

  @Test("the too-small screen says what is missing at this width")
  func tooSmallWording() {
    let short = frame(model([UIFixture.cat], rows: 6, columns: 30)).lines.joined()
    #expect(short.contains("rows at this width") && short.contains("has 6"))
    let narrow = frame(model([UIFixture.cat], rows: 24, columns: 12)).lines.joined(separator: " ")
    #expect(narrow.contains("columns,") && narrow.contains("12"))
  }

  @Test("on a short screen the finished summary drops the trophy")
  func finishedWithoutRoomForTrophy() throws {
    var finished = model([UIFixture.cat], rows: 14, columns: 40, picture: apple)
    finished.mode = .finished(Summary(score: 1000, tally: Tally(), total: 1, elapsed: 1))
    let screen = frame(finished)
    #expect(!screen.lines.contains { $0.contains("▀") || $0.contains("▄") })
    #expect(screen.lines.contains { $0.contains("Play again? (y/n)") })
  }

  @Test(
    "a 160-character clue wraps so every word is on screen",
    arguments: [(24, 80, "frame-long-clue-80x24"), (14, 40, "frame-long-clue-40x14")])
  func longClueWraps(rows: Int, columns: Int, golden: String) throws {
    #expect(longClue.count == 160)
    let puzzle = Puzzle(title: longClue, answer: Array("SUN"), tiles: UIFixture.cat.tiles)
    let shownModel = model([puzzle], rows: rows, columns: columns, picture: apple)
    let screen = frame(shownModel)
    let slotRow = try #require(shownModel.layout.slots.first).y
    let clueEnd = shownModel.layout.picture?.y ?? slotRow
    let shown = screen.lines[1..<clueEnd].joined(separator: " ")
    #expect(!shown.contains("…"))
    #expect(shown.split(separator: " ") == longClue.split(separator: " "))
    try Golden.assertMatches(
      Golden.text(screen, title: "\(columns)×\(rows), a 160-character clue"), named: golden)
  }

  @Test("a Chinese clue breaks between any two characters")
  func chineseClueWraps() throws {
    let clue = String(repeating: "一种很甜的水果，", count: 5)
    let puzzle = Puzzle(title: clue, answer: UIFixture.pear.answer, tiles: UIFixture.pear.tiles)
    let shownModel = model([puzzle], rows: 20, columns: 40)
    let screen = frame(shownModel)
    let slotRow = try #require(shownModel.layout.slots.first).y
    let shown = screen.lines[1..<slotRow].map { $0.filter { $0 != " " } }.joined()
    #expect(shown == clue)
    #expect(
      screen.lines[1...2].allSatisfy { TextWidth.of($0.trimmingCharacters(in: .whitespaces)) == 38 }
    )
  }

  @Test("a clue that does not fit in the rows the tile gaps leave ends with …")
  func clueCutOnlyWhenNothingIsLeft() throws {
    let puzzle = Puzzle(title: longClue, answer: Array("SUN"), tiles: UIFixture.cat.tiles)
    let tightModel = model([puzzle], rows: 10, columns: 40, picture: apple)
    let tight = frame(tightModel)
    #expect(!tight.lines.contains { $0.contains("▀") || $0.contains("▄") })
    #expect(!tight.lines.contains { $0.contains("Esc quit") })
    let slotRow = try #require(tightModel.layout.slots.first).y
    #expect(slotRow == 3)
    #expect(tight.lines[2].trimmingCharacters(in: .whitespaces).hasSuffix("…"))
    #expect(!tight.lines[1].contains("…"))
    #expect(Set(tightModel.layout.tiles.map(\.y)) == [4, 6, 8])
    let roomy = frame(model([puzzle], rows: 15, columns: 40, picture: apple))
    #expect(!roomy.lines.contains { $0.contains("…") })
  }

  @Test("the legend offers > skip only before the last question")
  func legendSkip() throws {
    let first = model([UIFixture.cat, UIFixture.pear], rows: 24, columns: 80, picture: apple)
    let firstLegend = frame(first).lines[try #require(first.layout.legendRow)]
    #expect(firstLegend.contains("> skip"))
    let last = model([UIFixture.cat], rows: 24, columns: 80, picture: apple)
    let lastLegend = frame(last).lines[try #require(last.layout.legendRow)]
    #expect(!lastLegend.contains("skip") && lastLegend.contains("Esc quit"))
    let narrow = model([UIFixture.cat], rows: 24, columns: 30)
    #expect(!frame(narrow).lines[try #require(narrow.layout.legendRow)].contains("skip"))
  }

  @Test("the legend offers + zoom only with a picture on show")
  func legendZoom() throws {
    let puzzles = [UIFixture.cat, UIFixture.pear]
    let pictured = model(puzzles, rows: 24, columns: 80, picture: apple)
    #expect(frame(pictured).lines[try #require(pictured.layout.legendRow)].contains("+ zoom"))
    let none = model(puzzles, rows: 24, columns: 80)
    let noneLegend = frame(none).lines[try #require(none.layout.legendRow)]
    #expect(!noneLegend.contains("zoom") && noneLegend.contains("> skip"))
    let owl = Puzzle(title: "Hoots", answer: Array("OWL"), tiles: Array("OWLXYZ"), icon: "owl")
    let controller = UIFixture.controller([owl, UIFixture.cat])
    let broken = ScreenModel(
      view: controller.view,
      layout: Layout(rows: 24, columns: 80, game: controller.game, picture: nil),
      pictureBroken: true)
    let brokenFrame = frame(broken)
    #expect(brokenFrame.lines.contains { $0.contains("│ ? │") })
    #expect(!brokenFrame.lines[try #require(broken.layout.legendRow)].contains("zoom"))
  }

  @Test(
    "the enlarged picture keeps the clue readable and leaves nothing of the legend",
    arguments: [
      (24, 80, "frame-enlarged-long-clue-80x24"), (14, 40, "frame-enlarged-long-clue-40x14"),
    ])
  func enlargedKeepsClue(rows: Int, columns: Int, golden: String) throws {
    let puzzle = Puzzle(title: longClue, answer: Array("SUN"), tiles: UIFixture.cat.tiles)
    let sun = Picture(
      width: 24, height: 24, pixels: Array(repeating: RGBA(r: 240, g: 160, b: 0), count: 576))!
    let zoomed = model(
      [puzzle, UIFixture.cat], keys: [.character("+")], rows: rows, columns: columns, picture: sun)
    #expect(zoomed.view.enlarged)
    let screen = frame(zoomed)
    let clueRows = zoomed.layout.clueLines.indices.map { zoomed.layout.titleRow + $0 }
    let clue = clueRows.map { screen.lines[$0] }.joined(separator: " ")
    #expect(clue.split(separator: " ") == longClue.split(separator: " "))
    for row in clueRows {
      for column in 0..<columns
      where !screen[row, column].text.trimmingCharacters(in: .whitespaces).isEmpty {
        #expect(!screen[row, column].style.dim, "clue cell \(row),\(column) is dimmed")
      }
    }
    let legendWords = ["clear", "reveal", "remove", "skip", "zoom", "quit", "hint", "pick"]
    #expect(!screen.lines.contains { line in legendWords.contains { line.contains($0) } })
    #expect(screen.lines.last?.contains("any key returns") == true)
    #expect(screen.lines.filter { $0.contains("▀") }.count >= 4)
    try Golden.assertMatches(
      Golden.text(screen, title: "\(columns)×\(rows), enlarged under a long clue"), named: golden)
  }

  @Test("the diff renderer sends only the changed cells of a pick")
  func pickIsSmall() {
    let before = frame(model([UIFixture.cat], rows: 24, columns: 80, picture: apple))
    let after = frame(
      model([UIFixture.cat], keys: UIFixture.keys("C"), rows: 24, columns: 80, picture: apple))
    let first = ANSIEncoder.encode(from: nil, to: before, depth: .palette256).utf8.count
    let pick = ANSIEncoder.encode(from: before, to: after, depth: .palette256).utf8.count
    print("ANSI bytes at 80×24: first frame \(first), one pick \(pick)")
    #expect(pick > 0)
    #expect(pick < 200)
  }
}
