import Foundation
import QuizCore
import Testing

@testable import QuizTerminal

/// A machine over the fixture bank, fed keys at the fixture's start time.
private struct Run {
  var machine: SessionMachine
  var effects: [SessionMachine.Effect] = []
  var now = UIFixture.start

  init(
    style: SessionMachine.Style, puzzles: [Puzzle] = UIFixture.bank,
    strings: Strings = .english
  ) {
    machine = SessionMachine(game: UIFixture.game(puzzles), style: style, strings: strings)
  }

  mutating func type(_ text: String) {
    for key in UIFixture.keys(text) { send(.key(key)) }
  }

  mutating func send(_ input: SessionMachine.Input) {
    effects += machine.handle(input, at: now)
  }

  /// Lets the pause after a right answer run out.
  mutating func wait() {
    now += SessionMachine.solvedPause
    send(.tick)
  }

  var saves: Int { effects.filter { if case .save = $0 { true } else { false } }.count }
}

@Suite("Session machine")
struct SessionMachineTests {
  @Test("a right answer in a terminal waits for the pause; the tick after it moves on")
  func pauseThenNext() {
    var run = Run(style: .terminal)
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
    var run = Run(style: .terminal)
    run.type("CATD")
    #expect(run.machine.game.index == 0)
    run.wait()
    #expect(run.machine.game.board.slotLetters == ["D", nil, nil])
  }

  @Test("solving, skipping and hints are saved in both styles; picks are not")
  func savedEvents() {
    for style in [SessionMachine.Style.terminal, .scripted] {
      var run = Run(style: style)
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
    var run = Run(style: .terminal)
    run.type("C\u{1B}")
    let game = run.machine.game
    #expect(run.effects.suffix(2) == [.save(game), .end(.quit)])
    run.type("A")
    #expect(run.machine.game == game)
  }

  @Test("effects appended to one array, input after input, are the ones each input returns")
  func effectsIntoOneArray() {
    var returned = Run(style: .scripted)
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
      var run = Run(style: style)
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
    var run = Run(style: .scripted)
    run.send(.endOfInput)
    let game = run.machine.game
    #expect(
      run.effects == [
        .show(Controller(game: game).leaving()), .save(game), .end(.quit),
      ])
  }

  @Test("a signal ends a script as interrupted by it, and a terminal as quit")
  func signal() {
    var script = Run(style: .scripted)
    script.send(.signal(SIGTERM))
    #expect(script.effects.last == .end(.interrupted(SIGTERM)))
    var terminal = Run(style: .terminal)
    terminal.send(.signal(SIGTERM))
    #expect(terminal.effects.last == .end(.quit))
  }

  @Test("a script ends at finished, skipped questions or not, and forgets the progress")
  func scriptEndsAtFinished() {
    var run = Run(style: .scripted)
    run.type(">>BAT")
    #expect(run.effects.suffix(2) == [.forgetProgress, .end(.finished)])
  }

  @Test("a terminal game without skips goes from the last answer to the summary")
  func noSkipsNoOffer() {
    var run = Run(style: .terminal, puzzles: [UIFixture.bank[0]])
    run.type("CAT")
    run.wait()
    guard case .finished(let summary) = run.machine.screen else {
      Issue.record("no summary: \(run.machine.screen)")
      return
    }
    #expect(summary.tally == Tally(solved: 1))
    #expect(run.effects.last == .forgetProgress)
  }

  @Test("after the last question a terminal offers the skipped ones: 'Retry the 2 skipped?'")
  func offersRetry() {
    var run = Run(style: .terminal)
    run.type(">>BAT")
    run.wait()
    #expect(run.machine.mode == .retryOffer(skipped: 2))
    #expect(run.effects.contains(.forgetProgress))
    #expect(FrameBuilder.retryQuestion(skipped: 2) == "Retry the 2 skipped questions? (y/n)")
  }

  @Test("y at the offer plays only the skipped questions, from the score reached")
  func retryPlaysSkipped() {
    var run = Run(style: .terminal)
    run.type(">>BAT")
    run.wait()
    run.type("y")
    #expect(run.machine.isPlaying)
    #expect(Array(run.machine.game.puzzles) == Array(UIFixture.bank.prefix(2)))
    #expect(run.machine.game.score == Game.startingScore + Game.solvePoints)
  }

  @Test("questions solved in the retry count as solved, not skipped, in the summary")
  func retrySummary() {
    var run = Run(style: .terminal)
    run.type(">>BAT")
    run.wait()
    run.type("y")
    run.type("CAT")
    run.wait()
    run.type("?DOG")
    run.wait()
    let start = Game.startingScore
    #expect(
      run.machine.screen
        == .finished(
          Summary(
            score: start + 3 * Game.solvePoints - Game.revealCost,
            tally: Tally(solved: 3, skipped: 0, hints: 1), total: 3,
            elapsed: 3 * SessionMachine.solvedPause)))
  }

  @Test("no progress is saved during the retry round")
  func retryNotSaved() {
    var run = Run(style: .terminal)
    run.type(">>BAT")
    run.wait()
    let before = run.saves
    run.type("yCAT")
    #expect(run.saves == before)
  }

  @Test("the end of a retry round tells the final score, solved or left with a quit key")
  func retryFinalScore() {
    var solved = Run(style: .terminal)
    solved.type(">>BAT")
    solved.wait()
    solved.type("yCAT")
    solved.wait()
    solved.type("DOG")
    solved.wait()
    guard case .finished(let all) = solved.machine.screen else {
      Issue.record("no summary: \(solved.machine.screen)")
      return
    }
    #expect(solved.effects.filter { $0 == .finalScore(all.score) }.count == 1)
    var left = Run(style: .terminal)
    left.type(">>BAT")
    left.wait()
    left.type("yCAT")
    left.wait()
    left.type("\u{1B}")
    guard case .finished(let some) = left.machine.screen else {
      Issue.record("no summary: \(left.machine.screen)")
      return
    }
    #expect(left.effects.filter { $0 == .finalScore(some.score) }.count == 1)
    var declined = Run(style: .terminal)
    declined.type(">>BAT")
    declined.wait()
    declined.type("n")
    #expect(!declined.effects.contains { if case .finalScore = $0 { true } else { false } })
  }

  @Test("n at the offer goes to the summary as it was")
  func declineRetry() {
    var run = Run(style: .terminal)
    run.type(">>BAT")
    run.wait()
    run.type("n")
    guard case .finished(let summary) = run.machine.screen else {
      Issue.record("no summary: \(run.machine.screen)")
      return
    }
    #expect(summary.tally == Tally(solved: 1, skipped: 2))
  }

  @Test("a quit key in the retry round goes to the summary with what was solved in it")
  func quitRetryRound() {
    var run = Run(style: .terminal)
    run.type(">>BAT")
    run.wait()
    run.type("yCAT")
    run.wait()
    run.type("\u{1B}")
    guard case .finished(let summary) = run.machine.screen else {
      Issue.record("no summary: \(run.machine.screen)")
      return
    }
    #expect(summary.tally == Tally(solved: 2, skipped: 1))
    #expect(!run.machine.ended)
  }

  @Test("the play-again screen: y starts a new game of every question, n ends as finished")
  func playAgain() {
    var again = Run(style: .terminal, puzzles: [UIFixture.bank[0]])
    again.type("CAT")
    again.wait()
    again.type("z")
    #expect(!again.machine.isPlaying)
    again.type("y")
    #expect(again.machine.isPlaying && again.machine.game.tally == Tally())
    #expect(again.machine.message == StatusMessage("New game"))
    var done = Run(style: .terminal, puzzles: [UIFixture.bank[0]])
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
    var again = Run(style: .terminal, puzzles: [UIFixture.bank[0]], strings: .spanish)
    again.type("CAT")
    again.wait()
    again.type("s")
    #expect(again.machine.isPlaying && again.machine.game.tally == Tally())
    #expect(again.machine.message == StatusMessage(Strings.spanish.statusNewGame))
    var retry = Run(style: .terminal, strings: .spanish)
    retry.type(">>BAT")
    retry.wait()
    retry.type("s")
    #expect(retry.machine.isPlaying)
    #expect(Array(retry.machine.game.puzzles) == Array(UIFixture.bank.prefix(2)))
    var declined = Run(style: .terminal, puzzles: [UIFixture.bank[0]], strings: .spanish)
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

extension SessionMachineTests {
  @Test("the retry offer is drawn centred, alone on the screen")
  func offerFrame() {
    let game = UIFixture.game(UIFixture.bank)
    let model = ScreenModel(
      view: PlayView(game: game), layout: Layout(rows: 24, columns: 80, game: game, picture: nil),
      mode: .retryOffer(skipped: 3))
    let lines = FrameBuilder.build(model, depth: .none).lines
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    #expect(lines == ["That was the last question", "Retry the 3 skipped questions? (y/n)"])
  }
}

extension SessionMachineTests {
  @Test("keys typed during the last answer's pause are no answer to the retry offer")
  func typeAheadNotAnAnswer() {
    var run = Run(style: .terminal)
    run.type(">>BATy")
    run.wait()
    #expect(run.machine.mode == .retryOffer(skipped: 2))
  }
}
