import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The golden frames of clues and the legend.
extension GoldenFrameTests {
  @Test(
    "a 160-character clue wraps so every word is on screen",
    arguments: [(24, 80, "frame-long-clue-80x24"), (14, 40, "frame-long-clue-40x14")])
  func longClueWraps(rows: Int, columns: Int, golden: String) throws {
    #expect(goldenLongClue.count == 160)
    let puzzle = Puzzle(title: goldenLongClue, answer: Array("SUN"), tiles: UIFixture.cat.tiles)
    let shownModel = goldenModel([puzzle], rows: rows, columns: columns, picture: goldenApple)
    let screen = goldenFrame(shownModel)
    let slotRow = try #require(shownModel.layout.slots.first).y
    let clueEnd = shownModel.layout.picture?.y ?? slotRow
    let shown = screen.lines[shownModel.layout.titleRow..<clueEnd].joined(separator: " ")
    #expect(!shown.contains("…"))
    #expect(shown.split(separator: " ") == goldenLongClue.split(separator: " "))
    try Golden.assertMatches(
      Golden.text(screen, title: "\(columns)×\(rows), a 160-character clue"), named: golden)
  }

  @Test("a Chinese clue breaks between any two characters")
  func chineseClueWraps() throws {
    let clue = String(repeating: "一种很甜的水果，", count: 5)
    let puzzle = Puzzle(title: clue, answer: UIFixture.pear.answer, tiles: UIFixture.pear.tiles)
    let shownModel = goldenModel([puzzle], rows: 20, columns: 40)
    let screen = goldenFrame(shownModel)
    let slotRow = try #require(shownModel.layout.slots.first).y
    let title = shownModel.layout.titleRow
    let shown = screen.lines[title..<slotRow].map { $0.filter { $0 != " " } }.joined()
    #expect(shown == clue)
    #expect(
      screen.lines[title...title + 1].allSatisfy {
        TextWidth.of($0.trimmingCharacters(in: .whitespaces)) == 38
      })
  }

  @Test("a clue that does not fit in the rows the essential parts leave ends with …")
  func clueCutOnlyWhenNothingIsLeft() throws {
    let puzzle = Puzzle(title: goldenLongClue, answer: Array("SUN"), tiles: UIFixture.cat.tiles)
    let tightModel = goldenModel([puzzle], rows: 10, columns: 40, picture: goldenApple)
    let tight = goldenFrame(tightModel)
    #expect(!tight.lines.contains { $0.contains("▀") || $0.contains("▄") })
    #expect(tight.lines[9].contains("Esc quit"))
    let slotRow = try #require(tightModel.layout.slots.first).y
    #expect(slotRow == 3)
    #expect(tight.lines[2].trimmingCharacters(in: .whitespaces).hasSuffix("…"))
    #expect(!tight.lines[1].contains("…"))
    #expect(Set(tightModel.layout.tiles.map(\.y)) == [5, 6, 7])
    let roomy = goldenFrame(goldenModel([puzzle], rows: 15, columns: 40, picture: goldenApple))
    #expect(!roomy.lines.contains { $0.contains("…") })
  }

  @Test("the legend offers > skip only before the last question")
  func legendSkip() throws {
    let first = goldenModel(
      [UIFixture.cat, UIFixture.pear], rows: 24, columns: 80, picture: goldenApple)
    let firstLegend = goldenFrame(first).lines[try #require(first.layout.legendRow)]
    #expect(firstLegend.contains("> skip"))
    let last = goldenModel([UIFixture.cat], rows: 24, columns: 80, picture: goldenApple)
    let lastLegend = goldenFrame(last).lines[try #require(last.layout.legendRow)]
    #expect(!lastLegend.contains("skip") && lastLegend.contains("Esc quit"))
    let narrow = goldenModel([UIFixture.cat], rows: 24, columns: 30)
    #expect(!goldenFrame(narrow).lines[try #require(narrow.layout.legendRow)].contains("skip"))
  }

  @Test("the legend offers + zoom only with a picture on show")
  func legendZoom() throws {
    let puzzles = [UIFixture.cat, UIFixture.pear]
    let pictured = goldenModel(puzzles, rows: 24, columns: 80, picture: goldenApple)
    #expect(goldenFrame(pictured).lines[try #require(pictured.layout.legendRow)].contains("+ zoom"))
    let none = goldenModel(puzzles, rows: 24, columns: 80)
    let noneLegend = goldenFrame(none).lines[try #require(none.layout.legendRow)]
    #expect(!noneLegend.contains("zoom") && noneLegend.contains("> skip"))
    let owl = Puzzle(title: "Hoots", answer: Array("OWL"), tiles: Array("OWLXYZ"), icon: "owl")
    let controller = UIFixture.controller([owl, UIFixture.cat])
    let broken = ScreenModel(
      view: controller.view,
      layout: Layout(rows: 24, columns: 80, game: controller.game, picture: nil),
      pictureBroken: true)
    let brokenFrame = goldenFrame(broken)
    #expect(brokenFrame.lines.contains { $0.contains("│ ? │") })
    #expect(!brokenFrame.lines[try #require(broken.layout.legendRow)].contains("zoom"))
  }

  @Test(
    "the enlarged picture keeps the clue readable where it has room under it, and leaves nothing of the legend",
    arguments: [
      (24, 80, "frame-enlarged-long-clue-80x24", true),
      (14, 40, "frame-enlarged-long-clue-40x14", false),
    ])
  func enlargedKeepsClue(rows: Int, columns: Int, golden: String, underClue: Bool) throws {
    let puzzle = Puzzle(title: goldenLongClue, answer: Array("SUN"), tiles: UIFixture.cat.tiles)
    let sun = Picture(
      width: 24, height: 24, pixels: Array(repeating: RGBA(r: 240, g: 160, b: 0), count: 576))!
    let zoomed = goldenModel(
      [puzzle, UIFixture.cat], keys: [.character("+")], rows: rows, columns: columns, picture: sun)
    #expect(zoomed.view.enlarged)
    let screen = goldenFrame(zoomed)
    let clueRows = zoomed.layout.clueLines.indices.map { zoomed.layout.titleRow + $0 }
    let clue = clueRows.map { screen.lines[$0] }.joined(separator: " ")
    // Under a clue too long to leave room, the picture at its own size goes over the clue.
    #expect(screen.lines.filter { $0.contains("▀") }.count >= (underClue ? 4 : 12))
    if underClue {
      #expect(clue.split(separator: " ") == goldenLongClue.split(separator: " "))
      for row in clueRows {
        for column in 0..<columns
        where !screen[row, column].text.trimmingCharacters(in: .whitespaces).isEmpty {
          #expect(!screen[row, column].style.dim, "clue cell \(row),\(column) is dimmed")
        }
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
    let before = goldenFrame(
      goldenModel([UIFixture.cat], rows: 24, columns: 80, picture: goldenApple))
    let after = goldenFrame(
      goldenModel(
        [UIFixture.cat], keys: UIFixture.keys("C"), rows: 24, columns: 80, picture: goldenApple))
    let first = ANSIEncoder.encode(from: nil, to: before, depth: .palette256).utf8.count
    let pick = ANSIEncoder.encode(from: before, to: after, depth: .palette256).utf8.count
    print("ANSI bytes at 80×24: first frame \(first), one pick \(pick)")
    #expect(pick > 0)
    #expect(pick < 200)
  }
}
