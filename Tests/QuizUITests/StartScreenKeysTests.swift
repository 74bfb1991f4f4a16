import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The bundled packs as the manifest lists them, each with its language.
private let bundled: [Menu.Entry] = [
  ("en", "First Pictures", "en"), ("en-animals", "Animal Parade", "en"),
  ("en-things", "Things We Use", "en"), ("en-world", "Wide World", "en"),
  ("en-nature", "Weather and Nature", "en"), ("en-food", "Food and Drink", "en"),
  ("en-sports", "Sports and Music", "en"), ("en-jobs", "People at Work", "en"),
  ("zh", "中文", "zh"), ("zh-2", "大千世界", "zh"), ("es", "Español", "es"),
  ("es-2", "Por el Mundo", "es"), ("fr", "Français", "fr"), ("fr-2", "Le Tour du monde", "fr"),
].map { Menu.Entry(name: $0.0, title: $0.1, solved: 0, total: 20, language: $0.2) }

/// Fifteen packs of a player's own, titled as their banks say, some sharing first letters.
private let own: [Menu.Entry] = [
  "Birds of Europe", "Capitals", "Kitchen Words", "Pájaros", "Árboles", "Mountains",
  "Rivers", "Verbs", "Birthdays", "Greek Letters", "Jazz", "Old Toys", "Zoo", "Yoga", "Ice",
].enumerated().map { Menu.Entry(name: "own\($0.offset)", title: $0.element, solved: 0, total: 9) }

/// The start screen of a player of `strings` with the bundled packs and fifteen own ones,
/// in menu order, with the daily puzzle and statistics.
private func fullMenu(_ strings: Strings, selected: Int = 0) -> Menu {
  Menu(
    entries: Menu.languageFirst(strings.code, bundled + own),
    daily: Menu.Daily(solvedToday: nil, streak: 0), offersStats: true, selected: selected,
    text: strings.menu)
}

/// The frame of `menu` at a size.
private func draw(_ menu: Menu, rows: Int, columns: Int) -> ScreenBuffer {
  let game = UIFixture.game([UIFixture.cat])
  let layout = Layout(
    rows: rows, columns: columns, slotCount: 3, tileCount: game.board.tiles.count,
    letterWidth: 1, pictureRows: nil, clue: game.puzzle.title)
  return FrameBuilder.build(
    ScreenModel(view: PlayView(game: game), layout: layout, mode: .menu(menu)), depth: .none)
}

@Suite("Start screen keys with many packs")
struct StartScreenKeysTests {
  @Test(
    "with fifteen own packs every visible line shows its own key, drawn apart from its title, and that key opens it",
    arguments: Language.allCases)
  func everyVisiblePackHasAKey(language: Language) {
    let strings = language.strings
    for (rows, columns) in [(24, 80), (14, 40)] {
      for selected in 0..<fullMenu(strings).lineCount {
        let menu = fullMenu(strings, selected: selected)
        let layout = MenuLayout(menu: menu, rows: rows, columns: columns)
        let screen = draw(menu, rows: rows, columns: columns)
        let shown = layout.lines.map { menu.shownKey(at: $0) }
        #expect(Set(shown).count == shown.count, "\(language) \(columns)×\(rows): \(shown)")
        // Every line, the daily, statistics and quit ones too: the key shown opens what it
        // labels, even where a pack's title starts with it (Spanish `e` for Estadísticas
        // beside Español).
        for line in layout.lines {
          let key = menu.shownKey(at: line)
          let place = "\(language.code) \(columns)×\(rows) line \(line) \(menu.label(at: line))"
          #expect(key.count == 1, "\(place)")
          // The key in its column, a blank, then the title: nothing runs into anything.
          let row = Array(screen.lines[layout.row(of: line)])
          #expect(String(row[3]) == key && row[4] == " ", "\(place): \(String(row))")
          var pressed = menu
          #expect(
            pressed.handle(.action(.type(Character(key)))) == menu.choice(at: line),
            "\(place): \(key)")
        }
      }
    }
  }

  @Test(
    "no pack's lower-case letter is a letter the jump needs, nor d, s, q or the language's keys")
  func lettersClashWithNothing() {
    for strings in Strings.all {
      let menu = fullMenu(strings)
      let initials = Set((0..<menu.lineCount).compactMap { Menu.initial(of: menu.label(at: $0)) })
      let fixed = Set(
        ["d", "s", "q"]
          + [strings.menu.dailyKey, strings.menu.statsKey, strings.menu.quitKey].map {
            String($0)
          })
      for key in menu.packKeys() where key.first?.isLowercase == true {
        #expect(!initials.contains(key) && !fixed.contains(key), "\(strings.code) \(key)")
      }
      for key in menu.packKeys() where key.first?.isUppercase == true {
        #expect(!fixed.contains(key.lowercased()), "\(strings.code) \(key)")
      }
    }
  }

  @Test("the player's language comes first, then the player's own packs, then the others")
  func menuOrder() {
    let order = Menu.languageFirst("es", bundled + own).map(\.name)
    #expect(Array(order.prefix(2)) == ["es", "es-2"])
    #expect(Array(order[2..<17]) == own.map(\.name))
    #expect(order.dropFirst(17).allSatisfy { !$0.hasPrefix("own") && !$0.hasPrefix("es") })
  }

  @Test("a letter lands on the first pack it starts in the player's language, then their own")
  func jumpOrder() {
    var menu = fullMenu(.spanish, selected: 0)
    // P: Por el Mundo (es-2), then the player's Pájaros, then People at Work (en).
    #expect(menu.handle(.action(.type("p"))) == nil)
    #expect(menu.entries[menu.selected].name == "es-2")
    #expect(menu.handle(.action(.type("p"))) == nil)
    #expect(menu.label(at: menu.selected) == "Pájaros")
    #expect(menu.handle(.action(.type("p"))) == nil)
    #expect(menu.entries[menu.selected].name == "en-jobs")
    // From elsewhere the first press lands on the first again, not the next after it.
    _ = menu.handle(.move(.last))
    #expect(menu.handle(.action(.type("p"))) == nil)
    #expect(menu.entries[menu.selected].name == "es-2")
    // Accents aside: `a` lands on Árboles before Animal Parade.
    #expect(menu.handle(.action(.type("a"))) == nil)
    #expect(menu.label(at: menu.selected) == "Árboles")
  }

  @Test("a capital pack key opens its pack; the lower-case letter still jumps")
  func capitalKeys() throws {
    let menu = fullMenu(.english)
    let keys = menu.packKeys()
    let index = try #require(keys.firstIndex { $0.first?.isUppercase == true })
    var pressed = menu
    #expect(
      pressed.handle(.action(.type(Character(keys[index])))) == .open(menu.entries[index].name))
    let lower = keys[index].lowercased()
    var jumped = menu
    let first = try #require(
      (0..<menu.lineCount).first { Menu.initial(of: menu.label(at: $0)) == lower })
    _ = jumped.handle(.action(.type(Character(lower))))
    #expect(jumped.selected == first)
  }
}
