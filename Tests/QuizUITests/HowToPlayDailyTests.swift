import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The frame `machine` shows at a size.
private func frame(_ machine: SessionMachine, rows: Int, columns: Int) -> ScreenBuffer {
  let game = machine.game
  let board = game.board
  let layout = Layout(
    rows: rows, columns: columns, slotCount: board.answer.count, tileCount: board.tiles.count,
    letterWidth: board.letterWidth, pictureRows: nil, clue: game.puzzle.title)
  return FrameBuilder.build(
    ScreenModel(
      view: machine.controller.view, layout: layout, mode: machine.mode,
      strings: machine.strings),
    depth: .none)
}

/// The key rows of a card's frame, trimmed: each starts with its key.
private func keyRows(_ screen: ScreenBuffer) -> [String] {
  screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
}

@Suite("How-to-play card before the daily puzzle")
struct HowToPlayDailyTests {
  @Test(
    "before the daily puzzle the card offers no skip, which the daily refuses, and says what Esc does there",
    arguments: Language.allCases)
  func dailyCard(language: Language) {
    let strings = language.strings
    // `quiz daily` on the very first start.
    var machine = SessionMachine(
      game: UIFixture.game([UIFixture.cat]), style: .terminal, strings: strings,
      finale: .dailyResult, introduces: true)
    #expect(machine.mode == .howToPlay(first: true, daily: true, skip: false))
    for (rows, columns) in [(24, 80), (14, 40)] {
      let size = "\(language.code) \(columns)×\(rows)"
      let rows = keyRows(frame(machine, rows: rows, columns: columns))
      #expect(!rows.contains { $0.hasPrefix(">") }, "\(size)")
      #expect(rows.contains { $0.hasPrefix("?") } && rows.contains { $0.hasPrefix("!") }, "\(size)")
      let escape = rows.first { $0.hasPrefix("Esc") } ?? ""
      let firstWords = strings.howToPlay.escapeDaily.prefix(8)
      #expect(escape.contains(firstWords), "\(size): \(escape)")
      #expect(!escape.contains(strings.howToPlay.escape), "\(size): \(escape)")
    }
    // The key left out is refused indeed: the daily's one question cannot be skipped.
    _ = machine.handle(.key(.character(" ")), at: UIFixture.start)
    #expect(machine.mode == .playing)
    let effects = machine.handle(.key(.character(">")), at: UIFixture.start)
    let refused = effects.contains { effect in
      guard case .show(let outcome) = effect else { return false }
      return outcome.events.contains { event in
        if case .rejected = event { return true }
        return false
      }
    }
    #expect(refused && machine.game.index == 0 && machine.game.skippedPuzzles.isEmpty)
    // F1 in the daily shows the daily's card again.
    _ = machine.handle(.key(.character("/")), at: UIFixture.start)
    #expect(machine.mode == .howToPlay(first: false, daily: true, skip: false))
  }

  @Test(
    "from the start screen the daily gets the daily's card and a pack the whole card",
    arguments: Language.allCases)
  func fromStartScreen(language: Language) {
    let strings = language.strings
    let menu = Menu(
      entries: [Menu.Entry(name: "en", title: "First", solved: 0, total: 3)],
      text: strings.menu)
    var daily = SessionMachine(
      menu: menu, game: UIFixture.game(UIFixture.bank), strings: strings, introduces: true)
    daily.beginDaily(UIFixture.game([UIFixture.cat]))
    #expect(daily.mode == .howToPlay(first: true, daily: true, skip: false))
    #expect(!keyRows(frame(daily, rows: 24, columns: 80)).contains { $0.hasPrefix(">") })
    var pack = SessionMachine(
      menu: menu, game: UIFixture.game(UIFixture.bank), strings: strings, introduces: true)
    pack.begin(UIFixture.game(UIFixture.bank))
    #expect(pack.mode == .howToPlay(first: true, daily: false))
    let rows = keyRows(frame(pack, rows: 24, columns: 80))
    #expect(rows.contains { $0.hasPrefix(">") })
    #expect(rows.contains { $0.hasPrefix("Esc") && $0.contains(strings.howToPlay.escape) })
  }

  @Test(
    "a pack of one question gets a card without skip, which its one question refuses",
    arguments: Language.allCases)
  func oneQuestionPack(language: Language) {
    let strings = language.strings
    let machine = SessionMachine(
      game: UIFixture.game([UIFixture.cat]), style: .terminal, strings: strings,
      introduces: true)
    let rows = keyRows(frame(machine, rows: 24, columns: 80))
    #expect(!rows.contains { $0.hasPrefix(">") }, "\(language.code)")
    // Its Esc says what leaving a pack does, not the daily's words.
    #expect(rows.contains { $0.hasPrefix("Esc") && $0.contains(strings.howToPlay.escape) })
  }
}
