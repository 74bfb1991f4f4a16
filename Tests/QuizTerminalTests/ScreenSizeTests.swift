import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The first question of a bundled pack, its picture and the interface language it is
/// played in.
private struct PackQuestion {
  let game: Game
  let picture: Picture?
  let strings: Strings

  init(_ name: String, strings: Strings) throws {
    let pack = try #require(try PackCatalog.bundledPacks().first { $0.name == name })
    let bank = try pack.load()
    game = Game(puzzles: Puzzle.deck(bank.questions, shuffleSeed: nil), startedAt: UIFixture.start)
    picture = game.puzzle.icon.flatMap { bank.picture(named: $0) }
    self.strings = strings
  }

  static func all() throws -> [(String, PackQuestion)] {
    let languages: [(String, Strings)] = [
      ("en", .english), ("es", .spanish), ("zh", .chinese), ("fr", .french),
    ]
    return try languages.map { ($0.0, try PackQuestion($0.0, strings: $0.1)) }
  }
}

/// A square picture of one colour.
private func square(_ side: Int) -> Picture {
  Picture(
    width: side, height: side,
    pixels: Array(repeating: RGBA(r: 200, g: 120, b: 40), count: side * side))!
}

/// A frame with the picture in ASCII shades (its pixels do not matter to where tiles sit,
/// and shades are quick to draw), the rest in 24-bit colour.
private func frame(_ model: ScreenModel) -> ScreenBuffer {
  FrameBuilder.build(model, depth: .trueColor, pictureDepth: ColorDepth.none)
}

/// The tile rows that touch the tile row under them with nothing between: no blank row and
/// no edge (an underline along the upper tile).
private func gluedRows(_ screen: ScreenBuffer, layout: Layout) -> [Int] {
  layout.tiles.compactMap { tile in
    let below = layout.tiles.contains { $0.y == tile.y + 1 && $0.x == tile.x }
    guard below else { return nil }
    let edged = (tile.x..<tile.x + tile.width).allSatisfy { screen[tile.y, $0].style.underline }
    return edged ? nil : tile.y
  }
}

/// Distinct rows of the tiles, top to bottom.
private func tileRows(_ layout: Layout) -> [Int] {
  Set(layout.tiles.map(\.y)).sorted()
}

/// A puzzle with a picture and a full grid of 21 tiles.
private let owl = Puzzle(
  title: "Hoots", answer: Array("OWL"), tiles: Array("OWLXYZABCDEFGHIJKMNPQ"), icon: "owl")

/// A clue that wraps to exactly two lines at 40 columns.
private let twoLineClue = "A bright star that warms the fields all day long"

@Suite("Small and large screens")
struct ScreenSizeTests {
  @Test("no two tile rows touch without a gap or an edge, at every size from the minimum up")
  func tileRowsNeverGlue() throws {
    for (code, question) in try PackQuestion.all() {
      let controller = Controller(game: question.game)
      for columns in [20, 24, 27, 30, 34, 40, 50, 60, 80, 100, 120] {
        let smallest = Layout(
          rows: 1, columns: columns, game: question.game, picture: question.picture
        ).minimumRows
        for rows in smallest...45 {
          let layout = Layout(
            rows: rows, columns: columns, game: question.game, picture: question.picture)
          guard !layout.isTooSmall else { continue }
          let model = ScreenModel(
            view: controller.view, layout: layout, picture: question.picture,
            strings: question.strings)
          let glued = gluedRows(frame(model), layout: layout)
          #expect(glued.isEmpty, "\(code) \(columns)×\(rows): tile rows \(glued) glued")
        }
      }
    }
  }

  @Test(
    "the slots never run into the picture's backdrop, nor the last tile row into the legend",
    arguments: [24, 27, 30, 34, 40, 50, 60, 80, 100, 120])
  func slotsApartFromPictureAndTilesFromLegend(columns: Int) throws {
    for (code, question) in try PackQuestion.all() {
      let controller = Controller(game: question.game)
      let smallest = Layout(
        rows: 1, columns: columns, game: question.game, picture: question.picture
      ).minimumRows
      for rows in smallest...45 {
        let layout = Layout(
          rows: rows, columns: columns, game: question.game, picture: question.picture)
        guard !layout.isTooSmall, let slotRow = layout.slots.first?.y else { continue }
        let model = ScreenModel(
          view: controller.view, layout: layout, picture: question.picture,
          strings: question.strings)
        // In 24-bit colour: the rows are the same at every depth, and the picture is drawn
        // without the choice between flat colours and mixes made for each new size.
        let screen = FrameBuilder.build(model, depth: .trueColor)
        // Right above the slots only the terminal's own background: a blank row, or the
        // picture's last row with its lower halves blank.
        let above = (0..<columns).map { screen[slotRow - 1, $0] }
        #expect(
          above.allSatisfy { $0.style.background == .standard && $0.text != "▄" },
          "\(code) \(columns)×\(rows): the slots touch the picture")
        if let legend = layout.legendRow, let last = layout.tiles.last, last.y + 1 == legend {
          let edged = layout.tiles.filter { $0.y == last.y }.allSatisfy { tile in
            (tile.x..<tile.x + tile.width).allSatisfy { screen[tile.y, $0].style.underline }
          }
          #expect(edged, "\(code) \(columns)×\(rows): the last tiles touch the legend")
        }
      }
    }
  }

  @Test("at 80×24 in every language the slots sit a row under the picture at its full size")
  func standardScreenSeparations() throws {
    for (code, question) in try PackQuestion.all() {
      let layout = Layout(
        rows: 24, columns: 80, game: question.game, picture: question.picture)
      let picture = try #require(layout.picture, "\(code): no picture")
      #expect(picture.height == 12, "\(code): the picture is \(picture.height) rows")
      #expect(layout.slots.first?.y == picture.y + picture.height + 1, "\(code)")
    }
  }

  @Test("slots right above a tile row are drawn with an edge, so a slot never tops a tile")
  func slotsOverTilesHaveAnEdge() throws {
    for (code, question) in try PackQuestion.all() {
      let controller = Controller(game: question.game)
      for (columns, rows) in [(40, 9), (40, 10), (34, 10), (30, 12), (60, 11)] {
        let layout = Layout(
          rows: rows, columns: columns, game: question.game, picture: question.picture)
        guard !layout.isTooSmall else { continue }
        let screen = frame(
          ScreenModel(
            view: controller.view, layout: layout, picture: question.picture,
            strings: question.strings))
        let tileRows = Set(layout.tiles.map(\.y))
        for slot in layout.slots where tileRows.contains(slot.y + 1) {
          let edged = (slot.x..<slot.x + slot.width).allSatisfy {
            screen[slot.y, $0].style.underline
          }
          #expect(edged, "\(code) \(columns)×\(rows): slot at \(slot) tops a tile row")
        }
      }
    }
  }

  @Test("at 40×14 every language gives the picture the rows before the gaps, and a legend")
  func smallScreenPictureFirst() throws {
    for (code, question) in try PackQuestion.all() {
      let layout = Layout(rows: 14, columns: 40, game: question.game, picture: question.picture)
      let picture = try #require(layout.picture, "\(code): no picture")
      // 14 rows: clue, slots, message, 3 tile rows, a blank row, the legend with the
      // counter and score at its ends.
      let clueExtra = layout.clueLines.count - 1
      #expect(picture.height == 6 - clueExtra, "\(code): \(picture.height) rows")
      #expect(layout.legendRow == 13 && layout.headerOnLegend, "\(code)")
      let rows = tileRows(layout)
      #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 == 1 }, "\(code): \(rows)")
    }
  }

  @Test("a two-line clue at 40×14 leaves a small picture when rows are free")
  func twoLineClueKeepsPicture() throws {
    let layout = Layout(
      rows: 14, columns: 40, slotCount: 3, tileCount: 21, pictureRows: 12, pictureColumns: 24,
      clue: twoLineClue)
    #expect(layout.clueLines.count == 2)
    let picture = try #require(layout.picture)
    #expect(picture.height >= Layout.minimumPictureRows)
  }

  @Test(
    "a large user picture takes no more rows before the tile gaps than a bundled one",
    arguments: [(24, 80), (20, 60), (14, 40), (40, 120)])
  func largePictureKeepsTileGaps(rows: Int, columns: Int) throws {
    let bundled = Layout(
      rows: rows, columns: columns, game: UIFixture.game([owl]), picture: square(24))
    for side in [32, 48, 64] {
      let layout = Layout(
        rows: rows, columns: columns, game: UIFixture.game([owl]), picture: square(side))
      let size = "\(side)×\(side) at \(columns)×\(rows)"
      let area = try #require(layout.picture, "\(size)")
      #expect(tileRows(layout) == tileRows(bundled), "\(size)")
      #expect(area.height >= (bundled.picture?.height ?? 0), "\(size)")
    }
  }

  @Test("at 120×40 `+` shows the picture larger than the picture on show")
  func enlargeUsesTheScreen() throws {
    let sun = square(24)
    var controller = Controller(game: UIFixture.game([owl]))
    let layout = Layout(rows: 40, columns: 120, game: controller.game, picture: sun)
    let shown = try #require(layout.picture)
    #expect(layout.canEnlarge)
    _ = controller.handle(.character("+"), at: UIFixture.start, hasPicture: layout.canEnlarge)
    #expect(controller.enlarged)
    let screen = FrameBuilder.build(
      ScreenModel(view: controller.view, layout: layout, picture: sun), depth: .palette256)
    let drawn = screen.lines.map { $0.filter { $0 == "▀" }.count }.filter { $0 > 0 }
    #expect(drawn.count > shown.height)
    #expect((drawn.max() ?? 0) > shown.width)
  }

  @Test("`+` does not offer what it cannot enlarge: a picture already as wide as the screen")
  func enlargeRefusesWhatItCannotGrow() throws {
    let wide = Picture(
      width: 200, height: 8, pixels: Array(repeating: RGBA(r: 200, g: 0, b: 0), count: 1600))!
    let layout = Layout(rows: 24, columns: 80, game: UIFixture.game([owl]), picture: wide)
    #expect(layout.picture != nil)
    #expect(!layout.canEnlarge)
  }
}
