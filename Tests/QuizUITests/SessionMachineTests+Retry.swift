import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The retry round: the offer after the last question, the round itself and its final
/// score.
extension SessionMachineTests {
  @Test("after the last question a terminal offers the skipped ones: 'Retry the 2 skipped?'")
  func offersRetry() {
    var run = GameRun(style: .terminal)
    run.type(">>BAT")
    run.wait()
    #expect(run.machine.mode == .retryOffer(skipped: 2))
    #expect(run.effects.contains(.forgetProgress))
    #expect(FrameBuilder.retryQuestion(skipped: 2) == "Retry the 2 skipped questions? (y/n)")
  }

  @Test("y at the offer plays only the skipped questions, from the score reached")
  func retryPlaysSkipped() {
    var run = GameRun(style: .terminal)
    run.type(">>BAT")
    run.wait()
    run.type("y")
    #expect(run.machine.isPlaying)
    #expect(Array(run.machine.game.puzzles) == Array(UIFixture.bank.prefix(2)))
    #expect(run.machine.game.score == Game.startingScore + Game.solvePoints)
  }

  @Test("questions solved in the retry count as solved, not skipped, in the summary")
  func retrySummary() {
    var run = GameRun(style: .terminal)
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
    var run = GameRun(style: .terminal)
    run.type(">>BAT")
    run.wait()
    let before = run.saves
    run.type("yCAT")
    #expect(run.saves == before)
  }

  @Test("the end of a retry round tells the final score, solved or left with a quit key")
  func retryFinalScore() {
    var solved = GameRun(style: .terminal)
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
    var left = GameRun(style: .terminal)
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
    var declined = GameRun(style: .terminal)
    declined.type(">>BAT")
    declined.wait()
    declined.type("n")
    #expect(!declined.effects.contains { if case .finalScore = $0 { true } else { false } })
  }

  @Test("n at the offer goes to the summary as it was")
  func declineRetry() {
    var run = GameRun(style: .terminal)
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
    var run = GameRun(style: .terminal)
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

  @Test("keys typed during the last answer's pause are no answer to the retry offer")
  func typeAheadNotAnAnswer() {
    var run = GameRun(style: .terminal)
    run.type(">>BATy")
    run.wait()
    #expect(run.machine.mode == .retryOffer(skipped: 2))
  }
}
