import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The retry offer after a game quit and resumed: the skipped questions come from the
/// saved progress.
extension SessionMachineTests {
  @Test("a game resumed from saved progress offers the questions skipped before it was quit")
  func resumedOffersRetry() throws {
    var first = GameRun(style: .terminal)
    first.type(">")
    first.type("\u{1B}")
    let saved = try #require(
      first.effects.compactMap { effect -> Game? in
        if case .save(let game) = effect { game } else { nil }
      }.last)
    let data = try SavedProgress(game: saved, shuffleSeed: nil, at: UIFixture.start).encoded()
    let progress = try #require(SavedProgress.decode(data, total: UIFixture.bank.count))
    var resumed = GameRun(style: .terminal)
    resumed.machine = SessionMachine(
      game: progress.resume(UIFixture.bank, at: UIFixture.start), style: .terminal)
    resumed.type("DOG")
    resumed.wait()
    resumed.type("BAT")
    resumed.wait()
    #expect(resumed.machine.mode == .retryOffer(skipped: 1))
    resumed.type("y")
    #expect(Array(resumed.machine.game.puzzles) == [UIFixture.bank[0]])
  }
}
