import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The frame a terminal draws with the how-to-play card up, at a size, in `strings`.
private func card(
  first: Bool = true, rows: Int, columns: Int, strings: Strings = .english
) -> ScreenBuffer {
  let controller = UIFixture.controller([UIFixture.cat])
  let board = controller.game.board
  let layout = Layout(
    rows: rows, columns: columns, slotCount: board.answer.count, tileCount: board.tiles.count,
    letterWidth: board.letterWidth, pictureRows: nil, clue: controller.game.puzzle.title)
  return FrameBuilder.build(
    ScreenModel(
      view: controller.view, layout: layout, mode: .howToPlay(first: first), strings: strings),
    depth: .none)
}

@Suite("Golden frames of the how-to-play card")
struct HowToPlayFrameTests {
  @Test(
    "the card shows every key with the rules' costs at 80×24 and 40×14, as recorded",
    arguments: Language.allCases)
  func wholeCard(language: Language) throws {
    let strings = language.strings
    let text = strings.howToPlay
    for (rows, columns) in [(24, 80), (14, 40)] {
      let screen = card(rows: rows, columns: columns, strings: strings)
      let shown = screen.lines.joined(separator: "\n")
      let size = "\(language.code) \(columns)×\(rows)"
      #expect(screen.lines.allSatisfy { TextWidth.of($0) == columns }, "\(size)")
      // Every key's row, each starting with its key, costs as the game's rules say them.
      for key in [text.typeKey, "⌫", "?", "!", ">", "+", "Esc"] {
        #expect(
          screen.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(key) },
          "\(size) lacks \(key)")
      }
      #expect(shown.contains(String(Game.revealCost)), "\(size)")
      #expect(shown.contains(String(Game.removeCost)), "\(size)")
      #expect(shown.contains(text.heading), "\(size)")
      #expect(screen.lines[rows - 1].contains(text.anyKey), "\(size)")
      try Golden.assertMatches(
        Golden.text(screen, title: "\(columns)×\(rows), how to play, \(language.code)"),
        named: "how-to-play-\(columns)x\(rows)-\(language.code)")
    }
  }

  @Test("the costs on the card are the game's rules, not words of the translation")
  func costsFromRules() {
    for strings in Strings.all {
      let text = strings.howToPlay
      #expect(text.reveal(61).contains("61") && !text.reveal(61).contains("60"))
      let removal = text.remove(.init(tiles: 4, cost: 91))
      #expect(removal.contains("91") && removal.contains("4"))
      let points = text.points(.init(start: 1001, right: 101))
      #expect(points.contains("1001") && points.contains("101"))
    }
  }

  @Test("shown again from a question, the card's last row says any key returns")
  func shownAgain() {
    let screen = card(first: false, rows: 24, columns: 80)
    #expect(screen.lines[23].contains(Strings.english.anyKeyReturns))
    #expect(!screen.lines.joined().contains(Strings.english.howToPlay.anyKey))
  }

  @Test(
    "a smaller screen drops the least needed lines first and keeps the essential keys",
    arguments: Language.allCases)
  func smallScreens(language: Language) {
    let strings = language.strings
    for (rows, columns) in [(12, 40), (10, 34), (8, 30)] {
      let screen = card(rows: rows, columns: columns, strings: strings)
      let lines = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(screen.lines.allSatisfy { TextWidth.of($0) == columns })
      #expect(lines.contains(strings.howToPlay.heading), "\(columns)×\(rows)")
      #expect(lines.last == strings.howToPlay.anyKey, "\(columns)×\(rows)")
      // The smallest keeps typing; the others backspace and the reveal hint too.
      let keys = rows > 8 ? [strings.howToPlay.typeKey, "⌫", "?"] : [strings.howToPlay.typeKey]
      for key in keys {
        #expect(lines.contains { $0.hasPrefix(key) }, "\(language.code) \(columns)×\(rows): \(key)")
      }
    }
  }

  @Test("the legend names the card's key where the width leaves room for it")
  func legendNamesCardKey() {
    let wide = FrameBuilder.legend(width: 120, skip: true, zoom: true)
    #expect(wide.contains(Strings.english.howToPlay.legend))
    for width in [40, 60, 80] {
      let legend = FrameBuilder.legend(width: width, skip: true, zoom: true)
      #expect(TextWidth.of(legend) <= width - 2)
    }
  }
}
