import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The bundled packs' titles with progress: one started, one finished, one broken.
private let packs = [
  Menu.Entry(name: "en", title: "First Pictures", solved: 12, total: 40),
  Menu.Entry(name: "en-animals", title: "Animal Parade", solved: 28, total: 28, finished: true),
  Menu.Entry(name: "en-things", title: "Things We Use", solved: 0, total: 28),
  Menu.Entry(name: "en-world", title: "Wide World", solved: 3, total: 28),
  Menu.Entry(name: "zh", title: "中文", solved: 1, total: 66),
  Menu.Entry(name: "es", title: "Español", solved: 0, total: nil),
]

/// The start screen's frame at a size, with the second line selected.
private func menuFrame(
  rows: Int, columns: Int, depth: ColorDepth = .palette256, selected: Int = 1,
  entries: [Menu.Entry] = packs, message: StatusMessage? = nil,
  daily: Menu.Daily? = Menu.Daily(solvedToday: true, streak: 4), offersStats: Bool = true,
  strings: Strings = .english
) -> ScreenBuffer {
  let game = UIFixture.game([UIFixture.cat])
  let layout = Layout(
    rows: rows, columns: columns, slotCount: 3, tileCount: game.board.tiles.count,
    letterWidth: 1, pictureRows: nil, clue: game.puzzle.title)
  let menu = Menu(
    entries: entries, daily: daily, offersStats: offersStats, selected: selected,
    text: strings.menu)
  let model = ScreenModel(
    view: PlayView(game: game), layout: layout, message: message, mode: .menu(menu))
  return FrameBuilder.build(model, depth: depth)
}

@Suite("Start screen frames")
struct StartScreenFrameTests {
  @Test("at 80×24 the packs are listed with bars, counts, ✓ and quit, as recorded")
  func standard() throws {
    let screen = menuFrame(rows: 24, columns: 80)
    #expect(screen.lines[2].contains("1 First Pictures"))
    #expect(screen.lines[3].hasPrefix(" › 2 Animal Parade"))
    #expect(screen.lines[3].contains("28/28 ✓"))
    #expect(screen.lines[7].contains("—"))
    #expect(screen.lines[8].contains("d Daily puzzle"))
    #expect(screen.lines[8].contains("today ✓ · streak 4"))
    #expect(screen.lines[9].contains("s Statistics"))
    #expect(screen.lines[10].contains("q Quit"))
    #expect(screen.lines.allSatisfy { TextWidth.of($0) == 80 })
    let ansi = ANSIEncoder.encode(from: nil, to: screen, depth: .palette256)
    try Golden.assertMatches(
      Golden.text(screen, title: "80×24, start screen, Animal Parade selected") + "ansi:"
        + Golden.visible(ansi), named: "menu-80x24")
  }

  @Test("at 40×14 the bars are shorter and the legend shortened, as recorded")
  func narrow() throws {
    let screen = menuFrame(rows: 14, columns: 40)
    #expect(screen.lines[12].contains("q quit"))
    #expect(screen.lines.allSatisfy { TextWidth.of($0) == 40 })
    try Golden.assertMatches(
      Golden.text(screen, title: "40×14, start screen"), named: "menu-40x14")
  }

  @Test("without colour the selection and the progress still show, as recorded")
  func noColor() throws {
    let screen = menuFrame(rows: 14, columns: 40, depth: .none)
    #expect(screen.lines[3].hasPrefix(" ›"))
    #expect(screen.lines[3].contains("██████   28/28 ✓"))
    #expect(screen.cells.allSatisfy { $0.style.foreground == .standard })
    #expect(screen.cells.allSatisfy { $0.style.background == .standard })
    let ansi = ANSIEncoder.encode(from: nil, to: screen, depth: .none)
    #expect(!ansi.contains("38;5") && !ansi.contains("48;5"))
    try Golden.assertMatches(
      Golden.text(screen, title: "40×14, start screen, NO_COLOR") + "ansi:" + Golden.visible(ansi),
      named: "menu-40x14-no-color")
  }

  @Test("a short terminal shows the lines around the selection with arrows for the rest")
  func scrolled() {
    let screen = menuFrame(rows: 7, columns: 40, selected: 5)
    let shown = screen.lines.filter { $0.contains("/") || $0.contains("Daily") }
    #expect(shown.count == 3)
    #expect(screen.lines.contains { $0.contains("› 6 Español") })
    #expect(screen.lines.contains { $0.hasSuffix("↑") })
    #expect(!screen.lines.contains { $0.contains("First Pictures") })
  }

  @Test("below the minimum size the menu says how big it must be")
  func tooSmall() {
    let screen = menuFrame(rows: 5, columns: 30)
    #expect(screen.lines.contains { $0.contains("Enlarge the terminal") })
    #expect(screen.lines.contains { $0.contains("needs 24×6") })
    #expect(!screen.lines.contains { $0.contains("Pictures") })
  }

  @Test("a message shows on the bottom line")
  func message() {
    let screen = menuFrame(
      rows: 24, columns: 80, message: StatusMessage("✗ cannot open es: damaged", tone: .bad))
    #expect(screen.lines[23].contains("✗ cannot open es: damaged"))
  }

  @Test("the start screen speaks Spanish and Chinese, first letters picking the lines shown")
  func translated() throws {
    let spanish = menuFrame(rows: 24, columns: 80, strings: .spanish)
    #expect(spanish.lines[0].contains("elige un paquete"))
    #expect(spanish.lines[8].contains("r Reto del día"))
    #expect(spanish.lines[8].contains("hoy ✓ · racha 4"))
    #expect(spanish.lines[9].contains("e Estadísticas"))
    #expect(spanish.lines[10].contains("s Salir"))
    #expect(spanish.lines.contains { $0.contains("Enter jugar") })
    let chinese = menuFrame(rows: 24, columns: 80, strings: .chinese)
    #expect(chinese.lines[0].contains("选择题包"))
    #expect(chinese.lines[8].contains("d 每日一题"))
    #expect(chinese.lines[8].contains("连续 4 天"))
    #expect(chinese.lines[9].contains("s 统计"))
    #expect(chinese.lines[10].contains("q 退出"))
    var menu = Menu(
      entries: packs, daily: Menu.Daily(solvedToday: nil, streak: 0),
      offersStats: true, text: Strings.spanish.menu)
    #expect(menu.handle(.action(.type("r"))) == .daily)
    #expect(menu.handle(.action(.type("q"))) == .quit)
    menu.text = Strings.chinese.menu
    #expect(menu.handle(.action(.type("q"))) == .quit)
  }

  @Test("every line shows a Latin key in every language, and that key opens it")
  func everyLineHasAKey() {
    for strings in Strings.all {
      let menu = Menu(
        entries: packs, daily: Menu.Daily(solvedToday: nil, streak: 0), offersStats: true,
        text: strings.menu)
      for index in 0..<menu.lineCount {
        let key = menu.shownKey(at: index)
        #expect(key.count == 1 && key.allSatisfy(\.isASCII), "\(strings.code) line \(index)")
        var pressed = menu
        #expect(
          pressed.handle(.action(.type(Character(key)))) == menu.choice(at: index),
          "\(strings.code) \(key)")
      }
    }
  }

  @Test(
    "the legend names every key that picks a pack, 0 and letters too, at 80×24 and 40×14",
    arguments: Language.allCases)
  func legendNamesEveryPackKey(language: Language) {
    let strings = language.strings
    // Twelve packs: the tenth has the key 0, the eleventh and twelfth letters.
    let entries = (1...12).map {
      Menu.Entry(name: "own\($0)", title: "Pack \($0)", solved: 0, total: 9)
    }
    for (rows, columns) in [(24, 80), (14, 40)] {
      let screen = menuFrame(
        rows: rows, columns: columns, selected: 0, entries: entries, strings: strings)
      let menu = Menu(
        entries: entries, daily: Menu.Daily(solvedToday: true, streak: 4), offersStats: true,
        text: strings.menu)
      let legend = screen.lines[rows - 2]
      let size = "\(language.code) \(columns)×\(rows): \(legend)"
      #expect(menu.packKeys()[9] == "0" && menu.packKeys()[10].first?.isLetter == true)
      #expect(strings.menu.legends.contains(legend.trimmingCharacters(in: .whitespaces)), "\(size)")
      #expect(legend.contains("0-9") && !legend.contains("1-9"), "\(size)")
    }
  }

  @Test(
    "every legend of the start screen names the key the quit line shows (Spanish: s Salir)",
    arguments: Language.allCases)
  func legendNamesTheQuitKey(language: Language) {
    let text = language.strings.menu
    for legend in text.legends {
      let last = legend.components(separatedBy: " · ").last ?? ""
      #expect(last.first == text.quitKey, "\(language.code): \(legend)")
    }
  }
}
