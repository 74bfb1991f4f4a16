import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// Bundled questions of one language that are hardest to lay out: the longest clues and the
/// longest answers, each with its picture.
private struct HardQuestions {
  let code: String
  let questions: [(game: Game, picture: Picture?)]

  init(_ code: String) throws {
    let pack = try #require(try PackCatalog.bundledPacks().first { $0.name == code })
    let bank = try pack.load()
    let puzzles = Puzzle.prepare(bank.questions)
    let byClue = puzzles.indices.sorted {
      TextWidth.of(puzzles[$0].title) > TextWidth.of(puzzles[$1].title)
    }
    let byAnswer = puzzles.indices.sorted { puzzles[$0].answer.count > puzzles[$1].answer.count }
    let chosen = Array(Set(byClue.prefix(2) + byAnswer.prefix(1))).sorted()
    self.code = code
    questions = chosen.map { index in
      let puzzle = puzzles[index]
      return (
        Game(puzzles: [puzzle], startedAt: UIFixture.start),
        puzzle.icon.flatMap { bank.picture(named: $0) }
      )
    }
  }
}

/// The rows of the cells' distinct rows, top to bottom.
private func distinctRows(_ cells: [Rect]) -> [Int] { Set(cells.map(\.y)).sorted() }

/// What the layout promises at every size a question is played at, in four languages.
@Suite("Layout at every size")
struct LayoutGoalTests {
  static let codes = ["en", "es", "zh", "fr"]

  @Test(
    "from the minimum to 200×60: a legend, the picture first, no tile row on the legend, the message by the slots",
    arguments: codes)
  func everySize(code: String) throws {
    let hard = try HardQuestions(code)
    var checked = 0
    for (game, picture) in hard.questions {
      let probe = Layout(rows: 1, columns: 200, game: game, picture: picture)
      for columns in probe.minimumColumns...200 {
        let smallest = Layout(rows: 1, columns: columns, game: game, picture: picture)
        for rows in smallest.minimumRows...60 {
          let layout = Layout(rows: rows, columns: columns, game: game, picture: picture)
          // Named only when something fails.
          let size = { "\(code) \(game.puzzle.title) \(columns)×\(rows)" }
          guard !layout.isTooSmall else {
            Issue.record("\(size()): too small at its own minimum")
            continue
          }
          checked += 1
          guard let legend = layout.legendRow else {
            Issue.record("\(size()): no legend")
            continue
          }
          let tileRows = distinctRows(layout.tiles)
          let slotRows = distinctRows(layout.slots)
          // Plain conditions rather than `#expect` in a loop over about 100,000 layouts.
          if tileRows.contains(legend) || tileRows.contains(legend - 1) {
            Issue.record("\(size()): a tile row touches the legend")
          }
          let lastSlot = slotRows.last ?? 0
          if !(1...2).contains(layout.messageRow - lastSlot) {
            Issue.record("\(size()): message at \(layout.messageRow), slots end at \(lastSlot)")
          }
          // The rows left after the clue, the slots and the tiles (and the counter and
          // score where they have a row of their own).
          let header = layout.headerOnLegend ? 0 : 1
          let left = rows - header - layout.clueLines.count - slotRows.count - tileRows.count
          guard let picture, picture.width > 0 else { continue }
          guard let area = layout.picture else {
            // Only where no picture can be 40 % of the rows left: the message, the blank row
            // and the legend take three of them, so even all the others fall short (one row
            // of four, none of three).
            if Double(left - 3) >= 0.4 * Double(left) {
              Issue.record("\(size()): no picture, \(left) left")
            }
            continue
          }
          // On a narrow tall screen a picture is as tall as its width lets it be: a square
          // one in 18 columns is 9 rows, however many rows are left.
          let widest = PictureRenderer.filling(
            width: picture.width, height: picture.height, columns: columns - 2,
            pixelRows: 4 * rows)
          let widthLimit = (widest.height + 1) / 2
          let wanted = min(widthLimit, Int((Double(left) * 0.4).rounded(.up)))
          if area.height < wanted {
            Issue.record("\(size()): picture \(area.height) of \(left) rows left")
          }
          let clueEnd = layout.titleRow + layout.clueLines.count
          if area.y - clueEnd > 1 {
            Issue.record("\(size()): \(area.y - clueEnd) blank rows above picture")
          }
        }
      }
    }
    #expect(checked > 10_000)
  }

  @Test(
    "where the counter and score share the legend's row, all three are whole and apart",
    arguments: zip(codes, [Strings.english, .spanish, .chinese, .french]))
  func headerOnLegendRow(code: String, strings: Strings) throws {
    let hard = try HardQuestions(code)
    var shared = 0
    for (game, picture) in hard.questions {
      let controller = Controller(game: game)
      let view = controller.view
      for columns in Layout.minimumWidth...200 {
        let rows = Layout(rows: 1, columns: columns, game: game, picture: picture).minimumRows
        let layout = Layout(rows: rows, columns: columns, game: game, picture: picture)
        guard !layout.isTooSmall, layout.headerOnLegend, let row = layout.legendRow else {
          continue
        }
        shared += 1
        // In 24-bit colour: the picture's colours are not chosen anew at each size.
        let screen = FrameBuilder.build(
          ScreenModel(view: view, layout: layout, picture: picture, strings: strings),
          depth: .trueColor)
        let line = screen.lines[row]
        let counter = " \(view.question + 1) / \(view.total) "
        let score = " ★ \(view.score) "
        let legend = line.dropFirst(counter.count).dropLast(score.count)
          .trimmingCharacters(in: .whitespaces)
        // Every key on offer, between the two, a space at least from each.
        let keys = ["?", "!", "Esc"].allSatisfy { legend.contains($0) }
        #expect(
          line.hasPrefix(counter) && line.hasSuffix(score) && keys,
          "\(code) \(columns)×\(rows): \(line)")
      }
    }
    // At 30 columns and up the counter and score fit beside the barest legend.
    #expect(shared >= 150)
  }

  @Test("a question without a picture closes up and is centred between header and legend")
  func noPictureClosesUp() throws {
    for (rows, columns) in [(14, 40), (24, 80), (50, 160), (60, 200)] {
      let layout = Layout(
        rows: rows, columns: columns, slotCount: 5, tileCount: 21, pictureRows: nil,
        clue: "A clue")
      let size = "\(columns)×\(rows)"
      let legend = try #require(layout.legendRow)
      let clueEnd = layout.titleRow + layout.clueLines.count
      let firstSlot = try #require(layout.slots.first).y
      #expect(firstSlot - clueEnd <= 1, "\(size): \(firstSlot - clueEnd) rows under the clue")
      let lastTile = try #require(layout.tiles.map(\.y).max())
      let above = layout.titleRow - layout.headerRow - 1
      let below = legend - lastTile - 1
      #expect(below >= 1 && abs(above - below) <= 1, "\(size): \(above) above, \(below) below")
    }
  }

  @Test("a picked tile in a row drawn with an edge leaves its dot without the edge")
  func noGhostUnderline() throws {
    // So short that the tile rows have no blank rows between them.
    let layout = Layout(
      rows: 14, columns: 40, slotCount: 3, tileCount: 21, pictureRows: 12, pictureColumns: 24)
    let tileRows = distinctRows(layout.tiles)
    #expect(zip(tileRows, tileRows.dropFirst()).contains { $1 - $0 == 1 })
    var controller = UIFixture.controller([UIFixture.cat])
    _ = controller.handle(.character("X"), at: UIFixture.start)
    let screen = FrameBuilder.build(
      ScreenModel(view: controller.view, layout: layout), depth: .palette256)
    let used = layout.tiles[0]
    let next = layout.tiles[1]
    #expect(screen[used.y, used.x + 1].text == "·")
    #expect((used.x..<used.x + used.width).allSatisfy { !screen[used.y, $0].style.underline })
    #expect((next.x..<next.x + next.width).allSatisfy { screen[next.y, $0].style.underline })
  }
}
