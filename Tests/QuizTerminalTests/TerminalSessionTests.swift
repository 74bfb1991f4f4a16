import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The full-screen driver over a test terminal: what it draws, asks of the terminal and does
/// with the start screen's choices, without a pseudo-terminal.
@Suite("Terminal session over a test terminal")
struct TerminalSessionTests {
  private static let day = CalendarDay(year: 2026, month: 11, day: 30)!
  private static let card = DailyCard(
    day: day, solved: true, answer: "CAT",
    share: ShareCard(
      number: 334, day: day, language: "en", letters: 3, wrongTries: 0, solved: true,
      reveals: 0, removals: 0, streak: 4),
    streak: 4, bestStreak: 6)

  /// A start screen with one pack, the daily puzzle (`daily` says what choosing it gives)
  /// and the statistics; `opened` logs each choice made.
  private static func start(
    daily: @escaping () -> Result<StartScreen.Daily, StartScreen.Failure>,
    opened: @escaping (String) -> Void = { _ in }
  ) -> StartScreen {
    let menu = Menu(
      entries: [Menu.Entry(name: "en", title: "First Pictures", solved: 0, total: 3)],
      daily: Menu.Daily(solvedToday: nil, streak: 3), offersStats: true)
    return StartScreen(
      menu: menu, read: { menu },
      open: { name in
        opened(name)
        return .failure(StartScreen.Failure(reason: "not here"))
      },
      daily: {
        opened("daily")
        return daily()
      },
      stats: {
        opened("stats")
        return .success(StartScreen.Stats(page: StatsPage(statistics: Statistics(), today: day)))
      })
  }

  private static func session(
    _ terminal: TestTerminal, start: StartScreen? = nil, puzzles: [Puzzle] = [UIFixture.cat]
  ) -> TerminalSession {
    TerminalSession(
      game: Game(puzzles: puzzles, startedAt: terminal.now), terminal: terminal, depth: .none,
      pictures: PictureSource(bank: QuestionBank(path: "bank.plist", questions: [])),
      progress: nil, opening: nil, start: start, clock: terminal.clock)
  }

  @Test("start screen, the daily result, the statistics, back to the menu and quit")
  func startScreenPath() {
    var choices: [String] = []
    let terminal = TestTerminal(
      at: UIFixture.start,
      script: [.type("d"), .type("x"), .type("s"), .type("x"), .type("q")])
    let start = Self.start(daily: { .success(.played(Self.card)) }, opened: { choices.append($0) })
    let session = Self.session(terminal, start: start)
    #expect(session.run() == .finished)
    #expect(choices == ["daily", "stats"])
    #expect(terminal.calls.first == .enterRawMode)
    #expect(terminal.calls.last == .restore)
    #expect(!terminal.isRaw)
    // One frame per input: the menu, the result, the menu, the statistics, the menu.
    let frames = terminal.frames
    #expect(frames.count == 5)
    guard frames.count == 5 else { return }
    #expect(frames[0].contains("First Pictures") && frames[0].contains("3"))
    #expect(frames[1].contains(Self.card.share.heading) && !frames[1].contains("First Pictures"))
    // Back on the start screen with the line chosen last selected.
    #expect(frames[2].contains("First Pictures") && frames[2] != frames[0])
    #expect(frames[2].contains("› d "))
    #expect(frames[3].contains(Strings.english.menu.stats) && !frames[3].contains("First Pictures"))
    #expect(frames[4].contains("› s "))
    // Each screen change redraws the whole screen.
    for index in 1..<5 {
      #expect(terminal.writes[index].starts(with: Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8)))
    }
  }

  @Test("the daily puzzle from the start screen: solved, the pause, then the start screen")
  func dailyGame() {
    let daily = [Puzzle(title: "A pet that purrs", answer: Array("CAT"), tiles: Array("XCQAZT"))]
    let terminal = TestTerminal(
      at: UIFixture.start,
      script: [
        .type("d"), .wait(0.05), .type("CAT"), .wait(0.05), .wait(SessionMachine.solvedPause),
        .type("q"),
      ])
    let opened = StartScreen.Opened(
      game: Game(puzzles: daily, startedAt: UIFixture.start), progress: nil,
      pictures: PictureSource(bank: QuestionBank(path: "bank.plist", questions: [])),
      message: nil)
    let session = Self.session(terminal, start: Self.start(daily: { .success(.play(opened)) }))
    #expect(session.run() == .finished)
    let frames = terminal.frames
    // The menu, the puzzle (d waited for a mark that may follow it), C and A picked (T
    // waits too), solved, then (nothing recorded without statistics) the start screen.
    #expect(frames.count == 5)
    guard frames.count == 5 else { return }
    #expect(frames[1].contains("A pet that purrs") && frames[1].contains("[_] [_] [_]"))
    #expect(!frames[1].contains("First Pictures"))
    #expect(frames[2].contains("[C] [A] [_]"))
    #expect(frames[3].contains("[C] [A] [T]"))
    #expect(frames[3].contains(Strings.english.statusRightShort))
    #expect(frames[4].contains("First Pictures") && frames[4].contains("› d "))
  }

  @Test(
    "Ctrl-Z suspends through the terminal and the resume redraws all, not again for its SIGCONT; another SIGCONT re-enters raw mode and redraws all"
  )
  func suspendAndResume() {
    let terminal = TestTerminal(
      at: UIFixture.start,
      script: [
        .type("C"), .wait(0.05), .type("\u{1A}"), .continued, .continued, .type("\u{1B}"),
      ])
    terminal.stoppedFor = 600
    let session = Self.session(terminal)
    #expect(session.run() == .quit)
    #expect(
      terminal.calls.filter { $0 != .write(0) }.map { call -> String in
        if case .write = call { return "write" }
        return "\(call)"
      } == [
        "enterRawMode", "write", "write", "suspend", "restore", "enterRawMode", "write",
        "enterRawMode", "write", "restore",
      ])
    // After the resume and after the second SIGCONT the whole screen is drawn again, the
    // same.
    let full = Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8)
    #expect(terminal.writes[2].starts(with: full))
    #expect(terminal.writes[3].starts(with: full))
    #expect(terminal.frames[2] == terminal.frames[1])
    #expect(terminal.frames[3] == terminal.frames[1])
  }

  @Test("a resize draws the whole screen at the new size")
  func resize() {
    let terminal = TestTerminal(
      at: UIFixture.start, script: [.resize(rows: 16, columns: 40), .type("\u{1B}")])
    let session = Self.session(terminal)
    #expect(session.run() == .quit)
    #expect(terminal.writes.count >= 2)
    #expect(terminal.writes[1].starts(with: Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8)))
    #expect(terminal.screen.columns == 40)
    #expect(terminal.text.contains("A pet that purrs"))
  }

  @Test("raw mode refused at the start or on resuming ends the session saying why")
  func rawModeRefused() {
    let refused = TestTerminal(at: UIFixture.start, script: [])
    refused.rawModeFailure = (1, .notATerminal)
    #expect(
      Self.session(refused).run()
        == .failed(Strings.english.commandErrors.cannotUseTerminal(.notATerminal)))
    #expect(refused.writes.isEmpty)
    let failure = TerminalError.attributes(5)
    let resuming = TestTerminal(at: UIFixture.start, script: [.type("\u{1A}")])
    resuming.rawModeFailure = (2, failure)
    #expect(
      Self.session(resuming).run()
        == .failed(Strings.english.commandErrors.cannotResumeTerminal(failure)))
    #expect(!resuming.isRaw)
  }
}
