import Foundation
import QuizCore
import TerminalKit

/// The start screen: picking a pack, starting its game, coming back after it.
extension SessionMachine {
  /// Starts `game` of the pack chosen on the start screen, opening with `message`.
  public mutating func begin(_ game: Game, message: StatusMessage? = nil) {
    controller = Controller(game: game, canEnlarge: style == .terminal)
    puzzles = game.puzzles
    screen = .playing
    deadline = nil
    typeAhead = []
    note = message
    finale = .playAgain
    introduceIfFirst()
  }

  /// The chosen pack cannot be played: the start screen stays, saying why.
  public mutating func cannotOpen(_ name: String, reason: String) {
    note = StatusMessage(
      strings.menu.cannotOpen(MenuText.Failure(name: name, reason: reason)), tone: .bad)
  }

  /// The packs' progress read again for the start screen.
  public mutating func refreshMenu(_ read: Menu) {
    menu?.refresh(from: read)
  }

  /// The message line: what the last key did, or that the answer was right.
  public var message: StatusMessage? {
    if deadline != nil && note == nil {
      return StatusMessage(strings.statusRightShort, tone: .good)
    }
    return note
  }

  /// A key on the start screen: moving, or a choice (a pack, the daily puzzle or the
  /// statistics to open, or quit).
  mutating func choose(
    _ key: Key, size: (rows: Int, columns: Int), into effects: inout [Effect]
  ) {
    guard var current = menu else { return }
    let command = Command(key: key)
    // The lines as the frame under the key drew them, its message included.
    let layout = MenuLayout(
      menu: current, rows: size.rows, columns: size.columns, message: message?.text)
    switch command {
    case .redraw: return effects.append(.redraw)
    case .suspend: return effects.append(.suspend)
    case .quit: return effects.append(.end(.finished))
    default: if layout.isTooSmall { return }
    }
    let choice = current.handle(command) { layout.line(column: $0, row: $1) }
    menu = current
    note = nil
    switch choice {
    case .open(let name): effects.append(.open(name))
    case .quit: effects.append(.end(.finished))
    case .daily: effects.append(.openDaily)
    case .stats: effects.append(.openStats)
    case nil: break
    }
  }

  /// Back to the start screen after a game.
  mutating func showMenu(into effects: inout [Effect]) {
    screen = .menu
    deadline = nil
    typeAhead = []
    note = nil
    effects.append(.menuShown)
    effects.append(.redraw)
  }
}
