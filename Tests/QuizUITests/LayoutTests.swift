import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The standard question of the tests: 3 slots, 21 tiles.
private func standard(rows: Int, columns: Int, letterWidth: Int = 1) -> Layout {
  Layout(rows: rows, columns: columns, slotCount: 3, tileCount: 21, letterWidth: letterWidth)
}

private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/// Every rectangle the layout places: whole rows for header, clue, legend and message,
/// each with what it is and its number among its kind (named only when a test fails).
private func parts(of layout: Layout) -> [(kind: StaticString, index: Int, rect: Rect)] {
  func row(_ y: Int) -> Rect { Rect(x: 0, y: y, width: layout.columns, height: 1) }
  var result: [(kind: StaticString, index: Int, rect: Rect)] = [
    ("header", 0, row(layout.headerRow)), ("message", 0, row(layout.messageRow)),
  ]
  result += layout.clueLines.indices.map { ("clue line", $0, row(layout.titleRow + $0)) }
  if layout.clueLines.isEmpty { result.append(("clue", 0, row(layout.titleRow))) }
  if let legend = layout.legendRow { result.append(("legend", 0, row(legend))) }
  if let picture = layout.picture { result.append(("picture", 0, picture)) }
  result += layout.slots.enumerated().map { ("slot", $0.offset, $0.element) }
  result += layout.tiles.enumerated().map { ("tile", $0.offset, $0.element) }
  return result
}

/// A part's name in a failure: its kind, and its number where there are several.
private func name(_ part: (kind: StaticString, index: Int, rect: Rect)) -> String {
  "\(part.kind) \(part.index)"
}

@Suite("Layout")
struct LayoutTests {
  @Test("at 80×24 every part has its row and nothing is dropped")
  func standardRows() throws {
    let layout = standard(rows: 24, columns: 80)
    #expect(!layout.isTooSmall)
    #expect(layout.headerRow == 0)
    #expect(layout.titleRow == 1)
    // The row under the picture keeps the slots off its backdrop; none is left for one
    // under the clue. The message sits under the slots, a blank row above the legend.
    #expect(layout.picture == Rect(x: 1, y: 2, width: 78, height: 12))
    #expect(layout.slots.map(\.y) == [15, 15, 15])
    #expect(layout.slots.map(\.x) == [34, 38, 42])
    #expect(layout.messageRow == 16)
    #expect(Set(layout.tiles.map(\.y)) == [17, 19, 21])
    #expect(layout.legendRow == 23)
  }

  @Test("at 80×24 the grid has 7 columns, centred")
  func standardColumns() {
    let layout = standard(rows: 24, columns: 80)
    #expect(layout.tileColumns == 7)
    #expect(layout.tiles[0...6].map(\.x) == [26, 30, 34, 38, 42, 46, 50])
    #expect(layout.tiles[7].x == 26 && layout.tiles[7].y == 19)
  }

  @Test("at 34×16 the picture takes the rows before the gaps between tile rows, the legend stays")
  func smallScreen() {
    let layout = standard(rows: 16, columns: 34)
    #expect(!layout.isTooSmall)
    #expect(layout.picture == Rect(x: 1, y: 2, width: 32, height: 7))
    #expect(layout.slots.map(\.y) == [9, 9, 9])
    #expect(layout.messageRow == 10)
    #expect(Set(layout.tiles.map(\.y)) == [11, 12, 13])
    #expect(layout.legendRow == 15)
  }

  @Test(
    "narrow screens give fewer tile columns",
    arguments: [
      (80, 1, 7), (27, 1, 7), (26, 1, 6), (23, 1, 6), (22, 1, 5), (20, 1, 5),
      (34, 2, 7), (33, 2, 6), (24, 2, 5), (20, 2, 4),
    ])
  func tileColumnsForWidth(columns: Int, letterWidth: Int, expected: Int) {
    let layout = standard(rows: 24, columns: columns, letterWidth: letterWidth)
    #expect(layout.tileColumns == expected)
    #expect(layout.tiles.allSatisfy { $0.x + $0.width <= columns })
  }

  @Test(
    "spare rows go to a minimum picture, then the picture, then the tile gaps; the legend stays",
    arguments: [
      (9, nil, false), (10, nil, false), (11, 2, false), (12, 3, false), (13, 4, false),
      (14, 5, false), (20, 11, false), (21, 12, false), (23, 12, true), (24, 12, true),
    ] as [(Int, Int?, Bool)])
  func optionalParts(rows: Int, pictureHeight: Int?, tileGaps: Bool) {
    let layout = standard(rows: rows, columns: 80)
    #expect(!layout.isTooSmall)
    #expect(layout.picture?.height == pictureHeight)
    #expect(layout.legendRow == rows - 1)
    #expect((layout.tiles[7].y - layout.tiles[0].y == 2) == tileGaps)
  }

  @Test("a question without a picture gets no picture area")
  func noPicture() {
    let layout = Layout(rows: 24, columns: 80, slotCount: 3, tileCount: 21, pictureRows: nil)
    #expect(layout.picture == nil)
    #expect(layout.legendRow != nil)
  }

  @Test(
    "below the minimum size the layout is too small",
    arguments: [(8, 80, true), (9, 80, false), (24, 19, true), (24, 20, false), (3, 10, true)])
  func tooSmall(rows: Int, columns: Int, expected: Bool) {
    #expect(standard(rows: rows, columns: columns).isTooSmall == expected)
  }

  @Test("wide letters make wider cells with a one-column gap")
  func wideLetters() {
    let layout = Layout(rows: 24, columns: 80, slotCount: 2, tileCount: 12, letterWidth: 2)
    #expect(layout.tiles.allSatisfy { $0.width == 4 })
    #expect(layout.slots.allSatisfy { $0.width == 4 })
    #expect(layout.tiles[1].x - layout.tiles[0].x == 5)
    #expect(layout.slots[1].x - layout.slots[0].x == 5)
  }

  @Test("a 1-based click position finds the tile or slot under it")
  func hitTargets() {
    let layout = standard(rows: 24, columns: 80)
    #expect(layout.target(column: 27, row: 18) == .tile(0))
    #expect(layout.target(column: 29, row: 18) == .tile(0))
    #expect(layout.target(column: 30, row: 18) == nil)
    #expect(layout.target(column: 27, row: 19) == nil)
    #expect(layout.target(column: 39, row: 16) == .slot(1))
    #expect(layout.target(column: 10, row: 5) == .picture)
    #expect(layout.target(column: 1, row: 1) == nil)
  }

  @Test(
    "on every size that is not too small, nothing overlaps and everything is on screen",
    arguments: [
      (3, 21, 1, ""), (2, 12, 2, "一种水果"), (12, 21, 1, "Slow"), (8, 30, 2, ""), (1, 1, 1, ""),
      (20, 7, 1, ""), (3, 21, 1, String(repeating: "A long clue ", count: 14)),
    ])
  func noOverlapAnywhere(slotCount: Int, tileCount: Int, letterWidth: Int, clue: String) {
    var checked = 0
    for columns in 10...200 {
      for rows in 5...60 {
        let layout = Layout(
          rows: rows, columns: columns, slotCount: slotCount, tileCount: tileCount,
          letterWidth: letterWidth, clue: clue)
        guard !layout.isTooSmall else { continue }
        checked += 1
        // Plain comparisons rather than `#expect` in a loop of about 70,000 sizes.
        guard layout.slots.count == slotCount, layout.tiles.count == tileCount else {
          Issue.record(
            "\(columns)×\(rows): \(layout.slots.count) slots, \(layout.tiles.count) tiles")
          return
        }
        let placed = parts(of: layout)
        // Index loops over the rectangles alone: a debug build's tuples and slices cost more
        // than the layouts here.
        let rects = placed.map(\.rect)
        for index in rects.indices {
          let rect = rects[index]
          let inside =
            rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0
            && rect.x + rect.width <= columns && rect.y + rect.height <= rows
          guard inside else {
            Issue.record("\(columns)×\(rows): \(name(placed[index])) \(rect) is off screen")
            return
          }
          var other = index + 1
          while other < rects.count {
            if overlaps(rect, rects[other]) {
              Issue.record(
                "\(columns)×\(rows): \(name(placed[index])) overlaps \(name(placed[other]))")
              return
            }
            other += 1
          }
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test("a long answer wraps its slots onto rows kept apart by a blank row when there is room")
  func slotRowsSpaced() {
    let layout = Layout(rows: 20, columns: 40, slotCount: 20, tileCount: 21, pictureRows: nil)
    let rows = Array(Set(layout.slots.map(\.y))).sorted()
    #expect(rows.count == 2)
    #expect(rows[1] - rows[0] == 2)
    let tight = Layout(rows: 10, columns: 40, slotCount: 20, tileCount: 21, pictureRows: nil)
    let tightRows = Array(Set(tight.slots.map(\.y))).sorted()
    #expect(!tight.isTooSmall)
    #expect(tightRows.count == 2 && tightRows[1] - tightRows[0] == 1)
  }

  @Test("the picture area is as wide as the picture and centred, so a click beside it misses")
  func pictureAreaFitsPicture() throws {
    let layout = Layout(
      rows: 24, columns: 80, slotCount: 3, tileCount: 21, pictureRows: 12, pictureColumns: 24)
    let area = try #require(layout.picture)
    #expect(area.width == 24 && area.height == 12)
    #expect(area.x == 28)
    #expect(layout.target(column: area.x + 1, row: area.y + 1) == .picture)
    #expect(layout.target(column: 5, row: area.y + 1) == nil)
  }

  @Test("a roomy screen gives the picture its spare rows, as wide as its shape asks")
  func pictureGrowsWhenRoomy() throws {
    let roomy = Layout(
      rows: 50, columns: 120, slotCount: 3, tileCount: 21, pictureRows: 12, pictureColumns: 24)
    // 50 rows: 9 essential, 4 blank (between tile rows, under the picture and the clue).
    #expect(try #require(roomy.picture).height == 37)
    #expect(try #require(roomy.picture).width == 74)
    let standard = Layout(
      rows: 24, columns: 80, slotCount: 3, tileCount: 21, pictureRows: 12, pictureColumns: 24)
    #expect(try #require(standard.picture).height == 12)
  }
}

@Suite("Layout of a question")
struct QuestionLayoutTests {
  @Test("cells are as wide as the widest letter of the answer and the tiles")
  func letterWidth() {
    #expect(Board(puzzle: UIFixture.cat).letterWidth == 1)
    #expect(Board(puzzle: UIFixture.pear).letterWidth == 2)
    let emoji = Puzzle(title: "Flags", answer: ["🇫🇷"], tiles: ["🇫🇷", "A"])
    #expect(Board(puzzle: emoji).letterWidth == 2)
  }

  @Test("a question with a missing picture keeps room for the placeholder, one without none")
  func placeholderRoom() throws {
    let owl = Puzzle(title: "Hoots", answer: Array("OWL"), tiles: Array("OWLXYZ"), icon: "owl")
    let missing = Layout(rows: 16, columns: 80, game: UIFixture.game([owl]), picture: nil)
    let area = try #require(missing.picture)
    #expect(area.width == Layout.placeholderSize.columns)
    #expect(area.height == Layout.placeholderSize.rows)
    let none = Layout(rows: 24, columns: 80, game: UIFixture.game([UIFixture.cat]), picture: nil)
    #expect(none.picture == nil)
  }

  @Test("the memo computes a layout again only when the question or the size changes")
  func memoRecomputes() {
    var memo = LayoutMemo()
    var lookups = 0
    let game = UIFixture.game([UIFixture.cat, UIFixture.pear])
    func layout(_ rows: Int, _ columns: Int, _ game: Game) -> Layout {
      memo.layout(rows: rows, columns: columns, game: game) { _ in
        lookups += 1
        return nil
      }
    }
    let catIcon = Puzzle(
      title: "A pet", answer: Array("CAT"), tiles: Array("XCQAZT"), icon: "cat")
    let pictured = UIFixture.game([catIcon])
    let first = layout(24, 80, pictured)
    _ = layout(24, 80, pictured)
    #expect(lookups == 1)
    #expect(layout(14, 40, pictured).rows == 14)
    #expect(lookups == 2)
    #expect(first.rows == 24)
    var next = game
    _ = next.step(.skip, at: UIFixture.start)
    #expect(layout(24, 80, game).tiles.count == 21)
    #expect(layout(24, 80, next).tiles.count == 12)
  }
}
