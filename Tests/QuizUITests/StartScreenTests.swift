import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// Three packs with some progress, as the start screen lists them.
private let packs = [
  Menu.Entry(name: "en", title: "First Pictures", solved: 12, total: 40),
  Menu.Entry(name: "en-animals", title: "Animal Parade", solved: 28, total: 28, finished: true),
  Menu.Entry(name: "zh", title: "中文", solved: 0, total: 66),
]

/// A machine on the start screen over `packs`.
private func startRun() -> MachineRun {
  MachineRun(
    machine: SessionMachine(menu: Menu(entries: packs), game: UIFixture.game(UIFixture.bank)))
}

extension MachineRun {
  /// Does what the driver does with ``SessionMachine/Effect/open(_:)``.
  fileprivate mutating func open(_ puzzles: [Puzzle] = [UIFixture.cat]) {
    machine.begin(UIFixture.game(puzzles), message: StatusMessage("Welcome back"))
  }

  fileprivate var selected: Int? { machine.menu?.selected }
}

@Suite("Start screen")
struct StartScreenTests {
  @Test("arrows move the selection and stop at the ends; Enter opens the selected pack")
  func arrowsAndEnter() {
    var run = startRun()
    #expect(run.machine.screen == .menu)
    #expect(run.effects(of: .up).isEmpty)
    #expect(run.selected == 0)
    _ = run.effects(of: .down)
    _ = run.effects(of: .down)
    #expect(run.selected == 2)
    _ = run.effects(of: .down)
    _ = run.effects(of: .down)
    #expect(run.selected == 3)
    _ = run.effects(of: .up)
    #expect(run.effects(of: .enter) == [.open("zh")])
    #expect(run.machine.screen == .menu)
  }

  @Test("a digit opens that pack; a digit past the packs does nothing")
  func digits() {
    var run = startRun()
    #expect(run.effects(of: .character("2")) == [.open("en-animals")])
    #expect(run.selected == 1)
    #expect(run.effects(of: .character("4")).isEmpty)
    #expect(run.effects(of: .character("0")).isEmpty)
  }

  @Test(
    "with more than nine packs, 0 opens the tenth and shows beside it; the eleventh has a letter")
  func digitZero() {
    let many = (1...11).map { Menu.Entry(name: "p\($0)", title: "Pack \($0)", solved: 0, total: 5) }
    var menu = Menu(entries: many)
    #expect(
      (0..<11).map(menu.shownKey(at:)) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "a"])
    #expect(menu.handle(.action(.type("a"))) == .open("p11"))
    #expect(menu.handle(.action(.type("0"))) == .open("p10"))
    #expect(menu.selected == 9)
    #expect(menu.handle(.action(.type("9"))) == .open("p9"))
  }

  @Test("a first letter picks the one line it starts, in either case; q is quit")
  func firstLetters() {
    var run = startRun()
    #expect(run.effects(of: .character("a")) == [.open("en-animals")])
    #expect(run.effects(of: .character("中")) == [.open("zh")])
    #expect(run.effects(of: .character("F")) == [.open("en")])
    #expect(run.effects(of: .character("x")).isEmpty)
    #expect(run.effects(of: .character("q")) == [.end(.finished)])
    #expect(run.machine.ended)
  }

  @Test("a letter several lines start with moves to the next of them")
  func sharedLetter() {
    var menu = Menu(entries: [
      Menu.Entry(name: "a", title: "Wide World", solved: 0, total: 1),
      Menu.Entry(name: "b", title: "Things", solved: 0, total: 1),
      Menu.Entry(name: "c", title: "Words", solved: 0, total: 1),
    ])
    #expect(menu.handle(.action(.type("w"))) == nil)
    #expect(menu.selected == 2)
    #expect(menu.handle(.action(.type("w"))) == nil)
    #expect(menu.selected == 0)
    #expect(menu.handle(.confirm) == .open("a"))
  }

  @Test("the letter a fixed line shows opens it, even when a pack's title starts with it too")
  func shownLetterWins() {
    // Spanish: `e` shows on Estadísticas, and the pack Español starts with E as well.
    var menu = Menu(
      entries: [
        Menu.Entry(name: "en", title: "First Pictures", solved: 0, total: 1),
        Menu.Entry(name: "es", title: "Español", solved: 0, total: 1),
        Menu.Entry(name: "sv", title: "Svenska", solved: 0, total: 1),
      ], daily: Menu.Daily(solvedToday: nil, streak: 0), offersStats: true,
      text: Strings.spanish.menu)
    #expect(menu.handle(.action(.type("e"))) == .stats)
    #expect(menu.handle(.action(.type("s"))) == .quit)
    #expect(menu.handle(.action(.type("r"))) == .daily)
    // A letter no fixed line shows still picks the packs it starts.
    #expect(menu.handle(.action(.type("f"))) == .open("en"))
  }

  @Test("Esc on the start screen quits; so does Enter on Quit")
  func escapeQuits() {
    var run = startRun()
    #expect(run.effects(of: .escape) == [.end(.finished)])
    var other = startRun()
    _ = other.effects(of: .end)
    #expect(other.selected == 3)
    #expect(other.effects(of: .enter) == [.end(.finished)])
  }

  @Test("a click on a pack's line opens it; a click elsewhere does nothing")
  func clicks() {
    var run = startRun()
    let layout = MenuLayout(menu: Menu(entries: packs), rows: 24, columns: 80)
    let row = layout.row(of: 2) + 1
    #expect(run.effects(of: click(column: 10, row: row)) == [.open("zh")])
    #expect(run.effects(of: click(column: 10, row: 1)).isEmpty)
    #expect(run.effects(of: click(column: 10, row: 24)).isEmpty)
  }

  @Test("too small a terminal ignores picks but still quits and redraws")
  func tooSmall() {
    var run = startRun()
    run.size = (rows: 4, columns: 20)
    #expect(run.effects(of: .enter).isEmpty)
    #expect(run.effects(of: .character("1")).isEmpty)
    #expect(run.effects(of: .control("l")) == [.redraw])
    #expect(run.effects(of: .escape) == [.end(.finished)])
  }

  @Test("an opened pack is played; Esc saves it and returns to the menu with progress re-read")
  func escapeInGameReturns() {
    var run = startRun()
    _ = run.effects(of: .character("1"))
    run.open([UIFixture.cat, UIFixture.pear])
    #expect(run.machine.screen == .playing)
    #expect(run.machine.message == StatusMessage("Welcome back"))
    _ = run.effects(of: .character("C"))
    let leaving = run.effects(of: .escape)
    #expect(leaving.contains(.menuShown))
    #expect(leaving.contains { if case .save = $0 { true } else { false } })
    #expect(!leaving.contains { $0.isEnd })
    #expect(run.machine.screen == .menu)
    run.machine.refreshMenu(
      Menu(entries: [Menu.Entry(name: "en", title: "First Pictures", solved: 13, total: 40)]))
    #expect(run.machine.menu?.entries.first?.solved == 13)
    #expect(run.selected == 0)
  }

  @Test("Ctrl-C in a game saves it and ends the session")
  func controlCEnds() {
    var run = startRun()
    _ = run.effects(of: .character("1"))
    run.open()
    let leaving = run.effects(of: .control("c"))
    #expect(leaving.contains { if case .save = $0 { true } else { false } })
    #expect(leaving.last == .end(.quit))
  }

  @Test("after a finished game, no to play again returns to the menu; yes plays it again")
  func finishedReturns() {
    var run = startRun()
    _ = run.effects(of: .character("1"))
    run.open()
    run.type("CAT")
    run.now += SessionMachine.solvedPause
    run.effects += run.machine.handle(.tick, at: run.now)
    guard case .finished = run.machine.screen else {
      Issue.record("not finished: \(run.machine.screen)")
      return
    }
    #expect(run.effects.contains(.forgetProgress))
    #expect(run.effects(of: .character("n")) == [.menuShown, .redraw])
    #expect(run.machine.screen == .menu)
    _ = run.effects(of: .character("1"))
    run.open()
    run.type("CAT")
    run.now += SessionMachine.solvedPause
    run.effects += run.machine.handle(.tick, at: run.now)
    #expect(run.effects(of: .character("y")) == [.newGame, .redraw])
    #expect(run.machine.screen == .playing)
  }

  @Test("a pack that cannot be opened leaves the menu up with the reason")
  func cannotOpen() {
    var run = startRun()
    _ = run.effects(of: .character("3"))
    run.machine.cannotOpen("zh", reason: "bank is damaged")
    #expect(run.machine.screen == .menu)
    #expect(run.machine.message?.text == "✗ cannot open zh: bank is damaged")
    #expect(run.machine.message?.tone == .bad)
    _ = run.effects(of: .down)
    #expect(run.machine.message == nil)
  }

  @Test("the end of input or a signal on the start screen ends the session, saving nothing")
  func endOfInput() {
    var run = startRun()
    #expect(run.machine.handle(.endOfInput, at: run.now) == [.end(.quit)])
    var other = startRun()
    #expect(other.machine.handle(.signal(SIGHUP), at: other.now) == [.end(.quit)])
  }

  @Test("the list scrolls to keep the selected line in view")
  func scrolling() {
    let many = (1...12).map { Menu.Entry(name: "p\($0)", title: "Pack \($0)", solved: 0, total: 5) }
    var menu = Menu(entries: many)
    var layout = MenuLayout(menu: menu, rows: 8, columns: 40)
    #expect(layout.visibleLines == 5)
    #expect(layout.lines == 0..<5)
    for _ in 0..<10 { _ = menu.handle(.move(.down)) }
    layout = MenuLayout(menu: menu, rows: 8, columns: 40)
    #expect(layout.lines.contains(10))
    _ = menu.handle(.move(.last))
    layout = MenuLayout(menu: menu, rows: 8, columns: 40)
    #expect(layout.lines == 8..<13)
  }

  @Test("with the daily puzzle and statistics offered, d and s ask to open them in the session")
  func dailyAndStats() {
    let menu = Menu(
      entries: packs, daily: Menu.Daily(solvedToday: nil, streak: 2), offersStats: true)
    #expect(menu.lineCount == 6)
    #expect((0..<6).map(menu.line) == [.pack(0), .pack(1), .pack(2), .daily, .stats, .quit])
    var run = startRun()
    run.machine = SessionMachine(menu: menu, game: UIFixture.game(UIFixture.bank))
    #expect(run.effects(of: .character("d")) == [.openDaily])
    var other = startRun()
    other.machine = SessionMachine(menu: menu, game: UIFixture.game(UIFixture.bank))
    _ = other.effects(of: .end)
    _ = other.effects(of: .up)
    #expect(other.selected == 4)
    #expect(other.effects(of: .enter) == [.openStats])
  }

  @Test("reading the menu again keeps the same line selected, by what it is")
  func refreshKeepsSelection() {
    var menu = Menu(entries: packs, daily: Menu.Daily(solvedToday: nil, streak: 0))
    _ = menu.handle(.move(.last))
    _ = menu.handle(.move(.up))
    #expect(menu.line(menu.selected) == .daily)
    menu.refresh(
      from: Menu(
        entries: packs + [Menu.Entry(name: "mine", title: "Mine", solved: 0, total: 3)],
        daily: Menu.Daily(solvedToday: true, streak: 1), offersStats: true))
    #expect(menu.line(menu.selected) == .daily)
    #expect(menu.daily?.solvedToday == true)
    _ = menu.handle(.move(.first))
    _ = menu.handle(.move(.down))
    menu.refresh(from: Menu(entries: Array(packs.reversed())))
    #expect(menu.entries[menu.selected].name == "en-animals")
  }

  private func click(column: Int, row: Int) -> Key {
    .mouse(MouseReport(button: 0, column: column, row: row, isPress: true))
  }
}
