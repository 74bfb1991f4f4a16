import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// A solved day: a wrong try, a hint, a streak of 4 (best 9).
private let solved = DailyCard(
  day: CalendarDay(year: 2026, month: 11, day: 30)!, solved: true, answer: "BUTTERFLY",
  share: ShareCard(
    number: 334, day: CalendarDay(year: 2026, month: 11, day: 30)!, language: "en", letters: 9,
    wrongTries: 1, solved: true, reveals: 1, removals: 0, streak: 4),
  streak: 4, bestStreak: 9)

/// A left day.
private let left = DailyCard(
  day: CalendarDay(year: 2026, month: 11, day: 30)!, solved: false, answer: "鸭梨",
  share: ShareCard(
    number: 334, day: CalendarDay(year: 2026, month: 11, day: 30)!, language: "zh", letters: 2,
    wrongTries: 0, solved: false, reveals: 0, removals: 0, streak: 0),
  streak: 0, bestStreak: 9)

/// The frame a terminal session draws in `mode` at a size, in `strings`.
private func frame(
  _ mode: ScreenModel.Mode, rows: Int, columns: Int, strings: Strings = .english,
  message: StatusMessage? = nil, depth: ColorDepth = .none
) -> ScreenBuffer {
  let controller = UIFixture.controller([UIFixture.cat])
  let board = controller.game.board
  let layout = Layout(
    rows: rows, columns: columns, slotCount: board.answer.count, tileCount: board.tiles.count,
    letterWidth: board.letterWidth, pictureRows: nil, clue: controller.game.puzzle.title)
  return FrameBuilder.build(
    ScreenModel(
      view: controller.view, layout: layout, message: message, mode: mode, strings: strings),
    depth: depth)
}

/// The statistics of a few games and three daily puzzles, as of 2026-11-30.
private let statistics: Statistics = {
  var stats = Statistics()
  for (offset, hints) in [0, 1, 0].enumerated() {
    stats.recordGameStarted()
    let record = PuzzleRecord(
      outcome: .solved, picks: 5, hints: hints, wrongTries: 1, seconds: 12)
    stats.record(record)
    _ = stats.recordDaily(DailyResult(record), on: CalendarDay(dayNumber: 333 + offset))
    stats.recordGameFinished(pack: "en", score: 1100)
  }
  return stats
}()

@Suite("Golden frames of the daily result and statistics screens")
struct DailyResultFrameTests {
  @Test(
    "the daily result screen is drawn as recorded at 80×24 and 40×14 in en, es, zh and fr",
    arguments: ["en", "es", "zh", "fr"])
  func resultFrames(code: String) throws {
    let strings = try #require(Strings.all.first { $0.code == code })
    for (rows, columns) in [(24, 80), (14, 40)] {
      let screen = frame(
        .dailyResult(solved, returnsToMenu: true), rows: rows, columns: columns,
        strings: strings)
      #expect(screen.lines.allSatisfy { TextWidth.of($0) == columns })
      let text = screen.lines.joined(separator: "\n")
      for part in [
        strings.dailySolved, strings.dailyAnswer("BUTTERFLY"),
        strings.dailyStreak(.init(current: 4, best: 9)), strings.dailyTomorrow,
      ] {
        #expect(text.contains(part), "\(code) \(columns)×\(rows) lacks \(part)")
      }
      // The share card is the same in every language, each line whole.
      let rowsShown = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(
        solved.share.lines.allSatisfy(rowsShown.contains), "\(code) \(columns)×\(rows)")
      #expect(screen.lines[rows - 1].contains(strings.anyKeyMenu))
      // The copy key is told at every size, on a row of its own where both do not fit.
      #expect(
        screen.lines[(rows - 2)...].joined().contains(strings.dailyCopyLegend),
        "\(code) \(columns)×\(rows)")
      try Golden.assertMatches(
        Golden.text(screen, title: "\(columns)×\(rows), daily solved, \(code)"),
        named: "daily-\(columns)x\(rows)-\(code)")
    }
  }

  @Test("the share card's lines start in one column, the block centred")
  func shareCardBlock() {
    let screen = frame(.dailyResult(solved, returnsToMenu: true), rows: 24, columns: 80)
    let starts = solved.share.lines.compactMap { line in
      screen.lines.first { $0.contains(line) }.map { TextWidth.of(String($0.prefix { $0 == " " })) }
    }
    #expect(starts.count == solved.share.lines.count)
    #expect(Set(starts).count == 1)
    let widest = solved.share.lines.map(TextWidth.of).max() ?? 0
    #expect(starts.first == (80 - widest) / 2)
  }

  @Test("a left day says so and shows the answer; without a menu any key leaves")
  func leftDay() throws {
    let screen = frame(.dailyResult(left, returnsToMenu: false), rows: 24, columns: 80)
    let text = screen.lines.joined(separator: "\n")
    #expect(text.contains("✗ Not solved"))
    #expect(text.contains("The answer: 鸭梨"))
    #expect(text.contains("Streak 0 · best 9"))
    #expect(screen.lines[23].contains("any key to leave"))
    #expect(screen.lines.allSatisfy { TextWidth.of($0) == 80 })
  }

  @Test("a short or narrow terminal keeps the result and the answer first, the card whole or not")
  func tinyTerminals() {
    let short = frame(.dailyResult(solved, returnsToMenu: true), rows: 6, columns: 80)
    #expect(short.lines.contains { $0.contains("✓ Solved!") })
    #expect(short.lines.contains { $0.contains("The answer: BUTTERFLY") })
    // Four card lines and the two above do not fit five rows: no piece of the card is shown.
    #expect(!short.lines.contains { line in solved.share.lines.contains { line.contains($0) } })
    let enough = frame(.dailyResult(solved, returnsToMenu: true), rows: 7, columns: 80)
    let shown = enough.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(solved.share.lines.allSatisfy(shown.contains))
    #expect(short.lines[5].contains("any key: back to the menu"))
    // The rows the card would have taken go to the streak.
    #expect(short.lines.contains { $0.contains("Streak 4 · best 9") })
    let tiny = frame(.dailyResult(solved, returnsToMenu: true), rows: 3, columns: 20)
    #expect(tiny.lines.contains { $0.contains("✓ Solved!") })
    #expect(tiny.lines.allSatisfy { TextWidth.of($0) == 20 })
    let one = frame(.dailyResult(solved, returnsToMenu: true), rows: 1, columns: 12)
    #expect(one.lines == [" ✓ Solved!  "])
  }

  @Test("with colours the result is green or red; NO_COLOR keeps the same text")
  func colors() {
    let colored = frame(
      .dailyResult(solved, returnsToMenu: true), rows: 24, columns: 80, depth: .palette256)
    let plain = frame(.dailyResult(solved, returnsToMenu: true), rows: 24, columns: 80)
    #expect(colored.lines == plain.lines)
    let theme = Theme(depth: .palette256)
    let row = colored.lines.firstIndex { $0.contains("✓ Solved!") } ?? 0
    let column = colored.lines[row].distance(
      from: colored.lines[row].startIndex,
      to: colored.lines[row].firstIndex(of: "✓") ?? colored.lines[row].startIndex)
    #expect(colored[row, column].style == theme.good)
  }

  @Test("the statistics screen is drawn as recorded; a short one scrolls with ↓ and ↑")
  func statsFrames() throws {
    var page = StatsPage(statistics: statistics, today: CalendarDay(dayNumber: 335))
    let full = frame(.stats(page), rows: 24, columns: 80)
    #expect(full.lines[0].contains("Statistics"))
    #expect(full.lines.contains { $0.contains("Daily streak    3 (best 3), today ✓") })
    #expect(full.lines[22].contains("any key returns"))
    try Golden.assertMatches(Golden.text(full, title: "80×24, statistics"), named: "stats-80x24")
    let short = frame(.stats(page), rows: 14, columns: 40, strings: .chinese)
    #expect(short.lines.allSatisfy { TextWidth.of($0) == 40 })
    #expect(short.lines[11].hasSuffix("↓"))
    #expect(short.lines[12].contains(Strings.chinese.statsScrollLegend))
    try Golden.assertMatches(
      Golden.text(short, title: "40×14, statistics, zh"), named: "stats-40x14-zh")
    page.scroll(.last, rows: 14, columns: 40, strings: .chinese)
    let bottom = frame(.stats(page), rows: 14, columns: 40, strings: .chinese)
    #expect(bottom.lines[2].hasSuffix("↑"))
    #expect(!bottom.lines[11].hasSuffix("↓"))
    #expect(bottom.lines[11].contains("5+"))
    // Narrower than the chart: every line is cut to the width, none runs over.
    let narrow = frame(.stats(page), rows: 10, columns: 16)
    #expect(narrow.lines.allSatisfy { TextWidth.of($0) == 16 })
  }

  @Test("no line of the statistics runs into the scroll arrows: a blank column stays before them")
  func statsArrowsStandApart() {
    for strings in [Strings.english, .chinese, .spanish, .french] {
      for columns in [30, 40, 52] {
        var page = StatsPage(statistics: statistics, today: CalendarDay(dayNumber: 335))
        for _ in 0..<30 {
          let screen = frame(.stats(page), rows: 14, columns: columns, strings: strings)
          for row in 0..<14 where ["↑", "↓"].contains(screen[row, columns - 1].text) {
            #expect(
              screen[row, columns - 2].text == " ",
              "\(columns) columns, row \(row): \(screen.lines[row])")
          }
          page.scroll(.down, rows: 14, columns: columns, strings: strings)
        }
      }
    }
  }
}
