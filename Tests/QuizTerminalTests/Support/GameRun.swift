import Foundation
import QuizCore

@testable import QuizUI
@testable import TerminalKit

/// A playing session machine over the fixture bank in either style, fed inputs at the
/// fixture's start time.
struct GameRun {
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
