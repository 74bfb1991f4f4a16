import Foundation
import QuizCore
import QuizUI
import TerminalKit

/// A playing session machine over the fixture bank in either style, fed inputs at the
/// fixture's start time.
public struct GameRun {
  /// The machine the inputs go to.
  public var machine: SessionMachine
  /// Every effect the machine gave, in order.
  public var effects: [SessionMachine.Effect] = []
  /// The time the next input is given at.
  public var now = UIFixture.start

  /// A run of the fixture bank (or `puzzles`) in `style`, in the language of `strings`.
  public init(
    style: SessionMachine.Style, puzzles: [Puzzle] = UIFixture.bank,
    strings: Strings = .english
  ) {
    machine = SessionMachine(game: UIFixture.game(puzzles), style: style, strings: strings)
  }

  /// Sends the keys the bytes of `text` decode to.
  public mutating func type(_ text: String) {
    for key in UIFixture.keys(text) { send(.key(key)) }
  }

  /// Sends `input` at ``now``, keeping its effects.
  public mutating func send(_ input: SessionMachine.Input) {
    effects += machine.handle(input, at: now)
  }

  /// Lets the pause after a right answer run out.
  public mutating func wait() {
    now += SessionMachine.solvedPause
    send(.tick)
  }

  /// How many saves the machine asked for.
  public var saves: Int { effects.filter { if case .save = $0 { true } else { false } }.count }
}
