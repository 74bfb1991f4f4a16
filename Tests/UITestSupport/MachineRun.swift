import Foundation
import QuizCore
import QuizUI
import TerminalKit

/// A session machine fed keys at the fixture's start time on an 80×24 screen, keeping
/// every effect it gave.
public struct MachineRun {
  /// The machine the keys go to.
  public var machine: SessionMachine
  /// Every effect the machine gave, in order.
  public var effects: [SessionMachine.Effect] = []
  /// The time the next key is given at.
  public var now = UIFixture.start
  /// The screen size the menu is laid out for.
  public var size = (rows: 24, columns: 80)

  /// A run of `machine`, nothing sent yet.
  public init(machine: SessionMachine) {
    self.machine = machine
  }

  /// Sends the keys the bytes of `text` decode to.
  public mutating func type(_ text: String) {
    for key in UIFixture.keys(text) { press(key) }
  }

  /// Sends `key` at ``now``, keeping its effects.
  public mutating func press(_ key: Key) {
    effects += machine.handle(.key(key), at: now, menuSize: size)
  }

  /// Sends `key` and returns only the effects it caused.
  public mutating func effects(of key: Key) -> [SessionMachine.Effect] {
    let before = effects.count
    press(key)
    return Array(effects[before...])
  }

  /// Lets the pause after a right answer run out.
  public mutating func wait() {
    now += SessionMachine.solvedPause
    effects += machine.handle(.tick, at: now)
  }
}
