import Foundation
import QuizCore

@testable import QuizUI
@testable import TerminalKit

/// A session machine fed keys at the fixture's start time on an 80×24 screen, keeping
/// every effect it gave.
struct MachineRun {
  var machine: SessionMachine
  var effects: [SessionMachine.Effect] = []
  var now = UIFixture.start
  var size = (rows: 24, columns: 80)

  mutating func type(_ text: String) {
    for key in UIFixture.keys(text) { press(key) }
  }

  mutating func press(_ key: Key) {
    effects += machine.handle(.key(key), at: now, menuSize: size)
  }

  /// Sends `key` and returns only the effects it caused.
  mutating func effects(of key: Key) -> [SessionMachine.Effect] {
    let before = effects.count
    press(key)
    return Array(effects[before...])
  }

  /// Lets the pause after a right answer run out.
  mutating func wait() {
    now += SessionMachine.solvedPause
    effects += machine.handle(.tick, at: now)
  }
}
