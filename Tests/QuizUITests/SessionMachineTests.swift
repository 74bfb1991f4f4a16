import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

@Suite("Session machine")
struct SessionMachineTests {
  @Test("a right answer in a terminal waits for the pause; the tick after it moves on")
  func pauseThenNext() {
    var run = GameRun(style: .terminal)
    run.type("CAT")
    #expect(run.machine.deadline == UIFixture.start + SessionMachine.solvedPause)
    #expect(run.machine.message == StatusMessage("✓ Right! +100", tone: .good))
    run.send(.tick)
    #expect(run.machine.game.index == 0)
    run.wait()
    #expect(run.machine.game.index == 1 && run.machine.deadline == nil)
  }

  @Test("keys typed during the pause apply to the next question")
  func typeAhead() {
    var run = GameRun(style: .terminal)
    run.type("CATD")
    #expect(run.machine.game.index == 0)
    run.wait()
    #expect(run.machine.game.board.slotLetters == ["D", nil, nil])
  }

  @Test("solving, skipping and hints are saved in both styles; picks are not")
  func savedEvents() {
    for style in [SessionMachine.Style.terminal, .scripted] {
      var run = GameRun(style: style)
      run.type("CA")
      #expect(run.saves == 0)
      run.type("!")
      #expect(run.saves == 1)
      run.type("T")
      #expect(run.saves == 2)
    }
  }

  @Test("a quit key saves the progress and ends the session as quit")
  func quitKey() {
    var run = GameRun(style: .terminal)
    run.type("C\u{1B}")
    let game = run.machine.game
    #expect(run.effects.suffix(2) == [.save(game), .end(.quit)])
    run.type("A")
    #expect(run.machine.game == game)
  }

  @Test("effects appended to one array, input after input, are the ones each input returns")
  func effectsIntoOneArray() {
    var returned = GameRun(style: .scripted)
    var appended = SessionMachine(game: UIFixture.game(UIFixture.bank), style: .scripted)
    var effects: [SessionMachine.Effect] = []
    for key in UIFixture.keys("CAx!T?\u{7F}>\u{1B}B") {
      returned.send(.key(key))
      appended.handle(.key(key), at: returned.now, into: &effects)
    }
    appended.handle(.endOfInput, at: returned.now, into: &effects)
    returned.send(.endOfInput)
    #expect(effects == returned.effects)
    #expect(effects.filter(\.isEnd) == [.end(.quit)])
    #expect(appended.ended && appended.game == returned.machine.game)
  }

  @Test("the message line words what the last key did, in either style, until told otherwise")
  func messageDescribesLastKey() {
    for style in [SessionMachine.Style.terminal, .scripted] {
      var run = GameRun(style: style)
      run.type("j")
      #expect(
        run.machine.message == StatusMessage("✗ j: no unused tile with that letter", tone: .bad))
      run.type("C")
      #expect(run.machine.message == nil)
      run.machine.tell(StatusMessage("told"))
      #expect(run.machine.message == StatusMessage("told"))
      run.type("!")
      #expect(run.machine.message == StatusMessage("Decoys removed (−90)"))
    }
  }

  @Test("the end of input shows a quit, saves and ends as quit")
  func endOfInput() {
    var run = GameRun(style: .scripted)
    run.send(.endOfInput)
    let game = run.machine.game
    #expect(
      run.effects == [
        .show(Controller(game: game).leaving()), .save(game), .end(.quit),
      ])
  }

  @Test("a signal ends a script as interrupted by it, and a terminal as quit")
  func signal() {
    var script = GameRun(style: .scripted)
    script.send(.signal(SIGTERM))
    #expect(script.effects.last == .end(.interrupted(SIGTERM)))
    var terminal = GameRun(style: .terminal)
    terminal.send(.signal(SIGTERM))
    #expect(terminal.effects.last == .end(.quit))
  }

  @Test("a script ends at finished, skipped questions or not, and forgets the progress")
  func scriptEndsAtFinished() {
    var run = GameRun(style: .scripted)
    run.type(">>BAT")
    #expect(run.effects.suffix(2) == [.forgetProgress, .end(.finished)])
  }

  @Test("a terminal game without skips goes from the last answer to the summary")
  func noSkipsNoOffer() {
    var run = GameRun(style: .terminal, puzzles: [UIFixture.bank[0]])
    run.type("CAT")
    run.wait()
    guard case .finished(let summary) = run.machine.screen else {
      Issue.record("no summary: \(run.machine.screen)")
      return
    }
    #expect(summary.tally == Tally(solved: 1))
    #expect(run.effects.last == .forgetProgress)
  }

  @Test("the play-again screen: y starts a new game of every question, n ends as finished")
  func playAgain() {
    var again = GameRun(style: .terminal, puzzles: [UIFixture.bank[0]])
    again.type("CAT")
    again.wait()
    again.type("z")
    #expect(!again.machine.isPlaying)
    again.type("y")
    #expect(again.machine.isPlaying && again.machine.game.tally == Tally())
    #expect(again.machine.message == StatusMessage("New game"))
    var done = GameRun(style: .terminal, puzzles: [UIFixture.bank[0]])
    done.type("CAT")
    done.wait()
    done.type("n")
    #expect(done.effects.last == .end(.finished))
  }

  @Test("yes/no answers: Enter and Space say yes, q and the quit keys no, in every language")
  func answers() {
    let yes: [Key] = [.enter, .space]
    let no: [Key] = [.character("q"), .character("Q"), .escape, .control("c"), .control("d")]
    for strings in Strings.all {
      let keys = strings.answerKeys
      #expect(yes.allSatisfy { keys.answer(Command(key: $0)) == true }, "\(strings.language)")
      #expect(no.allSatisfy { keys.answer(Command(key: $0)) == false }, "\(strings.language)")
      #expect(keys.answer(Command(key: .character("x"))) == nil, "\(strings.language)")
      #expect(keys.answer(Command(key: .character("?"))) == nil, "\(strings.language)")
    }
  }

  @Test(
    "the yes/no letters are the language's: s or y and n in Spanish, y and n elsewhere",
    arguments: [
      (Strings.english, "yY", "nN", "s"),
      (Strings.spanish, "sSyY", "nN", "x"),
      (Strings.chinese, "yY", "nN", "s"),
    ])
  func answerLetters(strings: Strings, yes: String, no: String, neither: String) {
    let keys = strings.answerKeys
    for letter in yes {
      #expect(keys.answer(.action(.type(letter))) == true, "\(strings.language) \(letter)")
    }
    for letter in no {
      #expect(keys.answer(.action(.type(letter))) == false, "\(strings.language) \(letter)")
    }
    for letter in neither {
      #expect(keys.answer(.action(.type(letter))) == nil, "\(strings.language) \(letter)")
    }
  }

  @Test("a Spanish player answers s to ¿Otra partida? and to the retry offer")
  func spanishYes() {
    var again = GameRun(style: .terminal, puzzles: [UIFixture.bank[0]], strings: .spanish)
    again.type("CAT")
    again.wait()
    again.type("s")
    #expect(again.machine.isPlaying && again.machine.game.tally == Tally())
    #expect(again.machine.message == StatusMessage(Strings.spanish.statusNewGame))
    var retry = GameRun(style: .terminal, strings: .spanish)
    retry.type(">>BAT")
    retry.wait()
    retry.type("s")
    #expect(retry.machine.isPlaying)
    #expect(Array(retry.machine.game.puzzles) == Array(UIFixture.bank.prefix(2)))
    var declined = GameRun(style: .terminal, puzzles: [UIFixture.bank[0]], strings: .spanish)
    declined.type("CAT")
    declined.wait()
    declined.type("n")
    #expect(declined.effects.last == .end(.finished))
  }

  @Test("a too-small terminal takes only quit, redraw and suspend")
  func tooSmall() {
    var machine = SessionMachine(game: UIFixture.game(UIFixture.bank), style: .terminal)
    let small = SessionMachine.Surface(columns: 7, hasPicture: false, isTooSmall: true)
    #expect(machine.handle(.key(.character("C")), at: UIFixture.start) { _ in small }.isEmpty)
    #expect(
      machine.handle(.key(.control("l")), at: UIFixture.start) { _ in small }.contains(.redraw))
    #expect(
      machine.handle(.key(.control("z")), at: UIFixture.start) { _ in small }.contains(.suspend))
  }
}
