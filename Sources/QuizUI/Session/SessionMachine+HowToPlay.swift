import Foundation
import QuizCore
import TerminalKit

/// The how-to-play card: before the very first question, and again with F1 or `/`.
extension SessionMachine {
  /// True for the keys that show the card from a question in a terminal: F1, and `/`, as
  /// every letter may be a tile's (a `/` tile is then picked with the cursor).
  public static func isCardKey(_ key: Key) -> Bool {
    switch key {
    case .character("/"): return true
    case .unknownSequence(let bytes): return KeyName.of(bytes) == "f1"
    default: return false
    }
  }

  /// Puts up the card of the very first start over the first question, once.
  mutating func introduceIfFirst() {
    guard introduces, style == .terminal, screen == .playing else { return }
    introduces = false
    screen = .howToPlay(first: true, over: .playing)
  }

  /// Shows the card when `key` asks for it in a terminal's question; returns true then.
  mutating func opensCard(_ key: Key) -> Bool {
    guard style == .terminal, !controller.enlarged, Self.isCardKey(key) else { return false }
    screen = .howToPlay(first: false, over: screen)
    return true
  }

  /// A key on the card closes it and does nothing else; Ctrl-L redraws and Ctrl-Z suspends
  /// with the card still up, a mouse release does nothing, and Ctrl-C quits as it does
  /// everywhere.
  mutating func closeCard(_ key: Key, at now: Date, into effects: inout [Effect]) {
    switch Command(key: key) {
    case .redraw: return effects.append(.redraw)
    case .suspend: return effects.append(.suspend)
    case .ignore: return
    default: break
    }
    uncoverGame()
    if key == .control("c") { quit(key, at: now, into: &effects) }
  }

  /// Takes the card away, back to the screen under it.
  mutating func uncoverGame() {
    if case .howToPlay(_, let over) = screen { screen = over }
  }
}
