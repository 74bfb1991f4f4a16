import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// A machine over the fixture bank that introduces the game (a terminal's very first start).
private func introduced(_ style: SessionMachine.Style) -> GameRun {
  var run = GameRun(style: style)
  run.machine = SessionMachine(
    game: UIFixture.game(UIFixture.bank), style: style, introduces: true)
  return run
}

/// F1 as xterm sends it.
private let f1 = "\u{1B}OP"

@Suite("How-to-play card in the session machine")
struct HowToPlayMachineTests {
  @Test("the very first start puts the card before the first question, in a terminal only")
  func firstStartCard() {
    #expect(introduced(.terminal).machine.mode == .howToPlay(first: true))
    #expect(introduced(.scripted).machine.mode == .playing)
    #expect(GameRun(style: .terminal).machine.mode == .playing)
  }

  @Test("any key closes the card and does nothing else: a tile's letter picks nothing")
  func closingKeyDoesNotAct() {
    var run = introduced(.terminal)
    let before = run.machine.game
    run.type("C")
    #expect(run.machine.mode == .playing)
    #expect(run.machine.game == before)
    #expect(run.effects.isEmpty)
    run.type("C")
    #expect(run.machine.game.board.slotLetters == ["C", nil, nil])
  }

  @Test("Esc closes the card without quitting; the next Esc quits")
  func escapeCloses() {
    var run = introduced(.terminal)
    run.type("\u{1B}")
    #expect(run.machine.mode == .playing && !run.machine.ended)
    run.type("\u{1B}")
    #expect(run.machine.ended)
  }

  @Test("Ctrl-L redraws and Ctrl-Z suspends with the card still up")
  func redrawAndSuspendKeepCard() {
    var run = introduced(.terminal)
    run.type("\u{C}\u{1A}")
    #expect(run.effects == [.redraw, .suspend])
    #expect(run.machine.mode == .howToPlay(first: true))
  }

  @Test("Ctrl-C on the card quits, saving the game under it")
  func controlCQuits() {
    var run = introduced(.terminal)
    run.type("\u{3}")
    let game = run.machine.game
    #expect(run.effects.suffix(2) == [.save(game), .end(.quit)])
  }

  @Test("the end of input on the card leaves the game under it, saved")
  func endOfInputLeaves() {
    var run = introduced(.terminal)
    run.send(.endOfInput)
    #expect(run.saves == 1)
    #expect(run.effects.last == .end(.quit))
  }

  @Test("F1 and / show the card again from a question, which it returns to as it was")
  func cardKeysShowCard() {
    for key in [f1, "/"] {
      var run = GameRun(style: .terminal)
      run.type("CA")
      let before = run.machine.game
      run.type(key)
      #expect(run.machine.mode == .howToPlay(first: false), "\(key.debugDescription)")
      run.type("x")
      #expect(run.machine.mode == .playing)
      #expect(run.machine.game == before)
      #expect(run.machine.message == nil)
    }
  }

  @Test("in a script F1 and / are the keys they always were: rejected, no card")
  func scriptsKeepTheirKeys() {
    var run = GameRun(style: .scripted)
    run.type(f1 + "/")
    #expect(run.machine.mode == .playing)
    let rejected = run.effects.compactMap { effect -> Rejection? in
      guard case .show(let outcome) = effect, let step = outcome.steps.first,
        case .rejected(let rejection) = step.event
      else { return nil }
      return rejection
    }
    #expect(rejected.count == 2)
  }

  @Test("the card from the retry round returns to the retry round")
  func cardInRetryRound() {
    var run = GameRun(style: .terminal)
    run.type(">DOG")
    run.wait()
    run.type("BAT")
    run.wait()
    run.type("y")
    guard case .retrying = run.machine.screen else {
      Issue.record("no retry round: \(run.machine.screen)")
      return
    }
    run.type("/")
    // The retry round holds the one question skipped: nothing there can be skipped.
    #expect(run.machine.mode == .howToPlay(first: false, skip: false))
    run.type(" ")
    guard case .retrying = run.machine.screen else {
      Issue.record("the card did not return to the retry round: \(run.machine.screen)")
      return
    }
  }

  @Test("from the start screen the card comes before the first pack's first question, once")
  func cardAfterMenu() {
    let game = UIFixture.game(UIFixture.bank)
    var machine = SessionMachine(
      menu: Menu(entries: [Menu.Entry(name: "en", title: "First", solved: 0, total: 3)]),
      game: game, introduces: true)
    #expect(machine.mode == .menu(machine.menu ?? Menu(entries: [])))
    machine.begin(game)
    #expect(machine.mode == .howToPlay(first: true))
    _ = machine.handle(.key(.character("x")), at: UIFixture.start)
    #expect(machine.mode == .playing)
    machine.begin(game)
    #expect(machine.mode == .playing)
  }
}
