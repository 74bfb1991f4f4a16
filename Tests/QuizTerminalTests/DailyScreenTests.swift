import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The day the cards below are of.
private let day = CalendarDay(year: 2026, month: 12, day: 5)!

/// A solved day's card, as the driver builds it from the recorded result.
private let solvedCard = DailyCard(
  result: DailyResult(
    PuzzleRecord(outcome: .solved, picks: 3, hints: 0, wrongTries: 0, seconds: 4)),
  day: day, answer: Array("CAT"),
  statistics: {
    var stats = Statistics()
    _ = stats.recordDaily(
      DailyResult(PuzzleRecord(outcome: .solved, picks: 3, hints: 0, wrongTries: 0, seconds: 4)),
      on: day)
    return stats
  }(), language: "en", letters: 3)

/// A left day's card.
private let leftCard = DailyCard(
  day: day, solved: false, answer: "CAT",
  share: ShareCard(
    number: 339, day: day, language: "en", letters: 3, wrongTries: 1, solved: false,
    reveals: 0, removals: 0, streak: 0),
  streak: 0, bestStreak: 3)

/// A terminal session playing the daily puzzle of `quiz daily`.
private func dailyRun() -> MachineRun {
  MachineRun(
    machine: SessionMachine(
      game: UIFixture.game([UIFixture.cat]), style: .terminal, finale: .dailyResult))
}

/// A session on the start screen offering the daily puzzle and the statistics.
private func menuRun() -> MachineRun {
  let menu = Menu(
    entries: [Menu.Entry(name: "en", title: "First Pictures", solved: 0, total: 40)],
    daily: Menu.Daily(solvedToday: nil, streak: 0), offersStats: true)
  return MachineRun(machine: SessionMachine(menu: menu, game: UIFixture.game(UIFixture.bank)))
}

@Suite("Daily result and statistics screens")
struct DailyScreenTests {
  @Test("a solved daily in a terminal asks for its result instead of offering to play again")
  func dailyEndsOnResult() throws {
    var run = dailyRun()
    run.type("CAT")
    run.wait()
    #expect(run.effects.suffix(2) == [.forgetProgress, .dailyOver])
    #expect(!run.effects.contains(.newGame))
    guard case .playing = run.machine.screen else {
      Issue.record("the summary came up: \(run.machine.screen)")
      return
    }
    #expect(run.machine.showDaily(solvedCard) == [.redraw])
    #expect(run.machine.screen == .dailyResult(solvedCard))
    #expect(run.machine.mode == .dailyResult(solvedCard, returnsToMenu: false))
    // "y" is no answer to a question here: like any key, it leaves, finished.
    #expect(run.effects(of: .character("y")) == [.end(.finished)])
    #expect(run.effects(of: .character("y")).isEmpty)
  }

  @Test("the card of a recorded result: the answer, the streaks and the share card")
  func cardFromResult() {
    #expect(solvedCard.solved && solvedCard.answer == "CAT")
    #expect(solvedCard.streak == 1 && solvedCard.bestStreak == 1)
    #expect(solvedCard.share.text == "quiz daily #339 · en\n🟩🟩🟩\n💡 0  🧹 0  🔥 1")
  }

  @Test("on the result screen Ctrl-L, Ctrl-Z and a mouse release stay; a left day ends as quit")
  func resultScreenKeys() {
    var run = dailyRun()
    _ = run.machine.showDaily(leftCard)
    #expect(run.effects(of: .control("l")) == [.redraw])
    #expect(run.effects(of: .control("z")) == [.suspend])
    let release = Key.mouse(MouseReport(button: 0, column: 3, row: 3, isPress: false))
    #expect(run.effects(of: release).isEmpty)
    #expect(run.machine.screen == .dailyResult(leftCard))
    #expect(run.effects(of: .enter) == [.end(.quit)])
  }

  @Test("Esc in a touched daily asks for its result; untouched, nothing recorded, it ends")
  func leavingTheDaily() {
    var touched = dailyRun()
    touched.type("C\u{1B}")
    #expect(touched.effects.last == .dailyOver)
    #expect(!touched.effects.contains { $0.isEnd })
    #expect(touched.machine.showDaily(leftCard) == [.redraw])
    #expect(touched.machine.screen == .dailyResult(leftCard))
    var untouched = dailyRun()
    untouched.type("\u{1B}")
    #expect(untouched.effects.last == .dailyOver)
    #expect(untouched.machine.showDaily(nil) == [.end(.quit)])
    #expect(untouched.machine.ended)
  }

  @Test("Ctrl-C in the daily ends at once, and a scripted daily ends at finished as before")
  func controlCAndScripts() {
    var run = dailyRun()
    run.type("C")
    #expect(run.effects(of: .control("c")).last == .end(.quit))
    var script = MachineRun(
      machine: SessionMachine(
        game: UIFixture.game([UIFixture.cat]), style: .scripted, finale: .dailyResult))
    script.type("CAT")
    #expect(script.effects.suffix(2) == [.forgetProgress, .end(.finished)])
    var quitting = MachineRun(
      machine: SessionMachine(
        game: UIFixture.game([UIFixture.cat]), style: .scripted, finale: .dailyResult))
    quitting.type("C\u{1B}")
    #expect(quitting.effects.last == .end(.quit))
  }

  @Test("from the start screen: d opens the daily, its result's key returns to the menu")
  func dailyFromMenu() {
    var run = menuRun()
    #expect(run.effects(of: .character("d")) == [.openDaily])
    run.machine.beginDaily(UIFixture.game([UIFixture.cat]), message: StatusMessage("Daily"))
    #expect(run.machine.finale == .dailyResult && run.machine.screen == .playing)
    run.type("CAT")
    run.wait()
    #expect(run.effects.last == .dailyOver)
    _ = run.machine.showDaily(solvedCard)
    #expect(run.machine.mode == .dailyResult(solvedCard, returnsToMenu: true))
    #expect(run.effects(of: .character("x")) == [.menuShown, .redraw])
    #expect(run.machine.screen == .menu)
    // A pack opened next ends on "Play again?" again.
    _ = run.effects(of: .character("1"))
    run.machine.begin(UIFixture.game([UIFixture.cat]))
    #expect(run.machine.finale == .playAgain)
    run.type("CAT")
    run.wait()
    guard case .finished = run.machine.screen else {
      Issue.record("no summary after a pack: \(run.machine.screen)")
      return
    }
  }

  @Test("a day already played opens on its result from the menu; Ctrl-C there ends")
  func playedDayFromMenu() {
    var run = menuRun()
    _ = run.effects(of: .character("d"))
    #expect(run.machine.showDaily(solvedCard) == [.redraw])
    #expect(run.effects(of: .control("c")) == [.end(.quit)])
  }

  @Test("Esc in a daily opened from the menu, untouched, comes back to the menu")
  func untouchedDailyFromMenu() {
    var run = menuRun()
    _ = run.effects(of: .character("d"))
    run.machine.beginDaily(UIFixture.game([UIFixture.cat]))
    let leaving = run.effects(of: .escape)
    #expect(leaving.last == .dailyOver && !leaving.contains(.menuShown))
    #expect(run.machine.showDaily(nil) == [.menuShown, .redraw])
    #expect(run.machine.screen == .menu)
  }

  @Test("the statistics screen: arrows scroll a tall text, any other key returns to the menu")
  func statsScreen() {
    var run = menuRun()
    _ = run.effects(of: .end)
    _ = run.effects(of: .up)
    #expect(run.effects(of: .enter) == [.openStats])
    let page = StatsPage(statistics: Statistics(), today: day)
    run.machine.showStats(page, message: StatusMessage("moved", tone: .bad))
    #expect(run.machine.mode == .stats(page))
    #expect(run.machine.message == StatusMessage("moved", tone: .bad))
    // 24 rows hold the text: the arrows return like any key.
    #expect(!page.scrolls(rows: 24, columns: 80, strings: .english))
    #expect(run.effects(of: .down) == [.menuShown, .redraw])
    _ = run.effects(of: .character("s"))
    run.machine.showStats(page)
    run.size = (rows: 8, columns: 40)
    #expect(page.scrolls(rows: 8, columns: 40, strings: .english))
    #expect(run.effects(of: .down).isEmpty)
    #expect(run.effects(of: .down).isEmpty)
    guard case .stats(let scrolled) = run.machine.screen else {
      Issue.record("left the statistics: \(run.machine.screen)")
      return
    }
    #expect(scrolled.top == 2)
    _ = run.effects(of: .end)
    guard case .stats(let bottom) = run.machine.screen else { return }
    let lines = page.lines(columns: 40, strings: .english).count
    #expect(bottom.top == lines - StatsPage.Frame(rows: 8).body.count)
    _ = run.effects(of: .up)
    _ = run.effects(of: .home)
    guard case .stats(let first) = run.machine.screen else { return }
    #expect(first.top == 0)
    #expect(run.effects(of: .character("q")) == [.menuShown, .redraw])
    #expect(run.machine.screen == .menu)
  }

  @Test("the end of input on the result or statistics screen ends the session, saving nothing")
  func endOfInput() {
    var run = menuRun()
    _ = run.effects(of: .character("s"))
    run.machine.showStats(StatsPage(statistics: Statistics(), today: day))
    #expect(run.machine.handle(.endOfInput, at: run.now) == [.end(.quit)])
    var daily = dailyRun()
    _ = daily.machine.showDaily(solvedCard)
    #expect(daily.machine.handle(.endOfInput, at: daily.now) == [.end(.quit)])
  }
}

@Suite("The daily result screen's card")
struct DailyCardTests {
  @Test("a daily solved in two terminals at once shows the day's first result in both")
  func twoTerminals() throws {
    let store = try TemporaryStats.store()
    let played = DailyResult.Played(pack: "en", question: "Meows", answer: "CAT")
    let first = StatsRecorder(store: store, pack: nil, daily: day, played: played)
    let second = StatsRecorder(store: store, pack: nil, daily: day, played: played)
    let game = UIFixture.game([UIFixture.cat])
    first.start(game.questionEvent, resumed: false, at: UIFixture.start)
    second.start(game.questionEvent, resumed: false, at: UIFixture.start)
    var one = UIFixture.controller([UIFixture.cat])
    var other = UIFixture.controller([UIFixture.cat])
    for key in UIFixture.keys("CAT") {
      first.observe(one.handle(key, at: UIFixture.start + 3).steps, at: UIFixture.start + 3)
    }
    for key in UIFixture.keys("X\u{7F}CAT") {
      second.observe(other.handle(key, at: UIFixture.start + 9).steps, at: UIFixture.start + 9)
    }
    #expect(second.dailyResult == nil)
    #expect(second.playedElsewhere == first.dailyResult)
    let shown = try #require(DailyCard(recordedBy: second, answer: Array("CAT")))
    #expect(shown == DailyCard(recordedBy: first, answer: Array("CAT")))
    #expect(shown.share.text == "quiz daily #339 · en\n🟩🟩🟩\n💡 0  🧹 0  🔥 1")
  }

  @Test("a daily left untouched has no card: the session goes on as a quit would")
  func untouched() throws {
    let recorder = StatsRecorder(store: try TemporaryStats.store(), pack: nil, daily: day)
    recorder.start(
      UIFixture.game([UIFixture.cat]).questionEvent, resumed: false, at: UIFixture.start)
    recorder.leave(at: UIFixture.start + 5)
    #expect(DailyCard(recordedBy: recorder, answer: Array("CAT")) == nil)
    let pack = StatsRecorder(store: nil, pack: "en")
    #expect(DailyCard(recordedBy: pack, answer: Array("CAT")) == nil)
  }

  @Test("the result screen shows the answer played, not the daily of another language")
  func answerPlayed() throws {
    let store = try TemporaryStats.store()
    let english = try DailyPuzzle.today(day, strings: .english, store: store, now: Date())
    let recorder = StatsRecorder(
      store: store, pack: nil, daily: day, played: english.question)
    var game = Game(puzzles: [english.puzzle], startedAt: UIFixture.start)
    recorder.start(game.questionEvent, resumed: false, at: UIFixture.start)
    var steps: [Step] = []
    for letter in english.puzzle.answer { steps += game.step(.type(letter), at: UIFixture.start) }
    recorder.observe(steps, at: UIFixture.start)
    let saved = try #require(store.read().statistics.dailyResult(on: day))
    #expect(saved.played == english.question)
    #expect(english.question.pack.hasPrefix("en"))
    let spanish = try DailyPuzzle.today(day, strings: .spanish, store: store, now: Date())
    #expect(spanish.puzzle.answer != english.puzzle.answer)
    #expect(spanish.card?.answer == String(english.puzzle.answer))
  }

  @Test("a result recorded before answers were kept shows no answer rather than a wrong one")
  func oldResult() throws {
    let store = try TemporaryStats.store()
    try store.update { $0.recordDaily(DailyResult(PuzzleRecord(outcome: .solved)), on: day) }
    let spanish = try DailyPuzzle.today(day, strings: .spanish, store: store, now: Date())
    #expect(spanish.card?.answer == "")
    #expect(spanish.card?.solved == true)
  }
}
