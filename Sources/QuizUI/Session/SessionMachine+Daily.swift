import Foundation
import QuizCore
import TerminalKit

/// The daily puzzle's result screen and the statistics screen: what opens them, what keys
/// do on them, and where they lead.
extension SessionMachine {
  /// Starts `game`, the daily puzzle chosen on the start screen, opening with `message`;
  /// once over it leads to its result screen.
  public mutating func beginDaily(_ game: Game, message: StatusMessage? = nil) {
    begin(game, message: message)
    finale = .dailyResult
  }

  /// Shows the daily puzzle's result `card`, after its game (``Effect/dailyOver``) or in
  /// place of a second game that day. Without a card (the game was left untouched, so
  /// nothing was recorded), the session goes on as a quit key would have taken it: back to
  /// the start screen, or to its end. Returns what the driver must do.
  public mutating func showDaily(_ card: DailyCard?) -> [Effect] {
    guard !ended else { return [] }
    deadline = nil
    typeAhead = []
    var effects: [Effect] = []
    if let card {
      screen = .dailyResult(card)
      effects.append(.redraw)
    } else if menu != nil {
      showMenu(into: &effects)
    } else {
      effects.append(.end(.quit))
      ended = true
    }
    return effects
  }

  /// Shows the statistics `page` opened from the start screen, with `message` (a damaged
  /// file set aside) on the message line.
  public mutating func showStats(_ page: StatsPage, message: StatusMessage? = nil) {
    screen = .stats(page)
    note = message
  }

  /// True while a question, the retry offer or the summary is up: the end of input or a
  /// signal then leaves the game (kept, counted); on the other screens it just ends.
  var hasGameOnShow: Bool {
    switch screen {
    case .menu, .dailyResult, .stats: return false
    case .playing, .retrying, .retryOffer, .finished, .howToPlay: return true
    }
  }

  /// The key on the daily result screen that copies the share card.
  public static let copyKeys: Set<Character> = ["c", "C"]

  /// Where the share card went when ``Effect/copy(_:)`` was performed.
  public enum CopyOutcome: Equatable, Sendable {
    /// The terminal's clipboard (OSC 52 to a terminal known to take it).
    case clipboard
    /// tmux's paste buffer (tmux with `set-clipboard on`; it passes it on where it can).
    case tmuxBuffer
    /// Nowhere: no clipboard could be known to take it, so nothing was sent.
    case byHand
  }

  /// Says on the message line where the share card went: copied, or, when the terminal's
  /// clipboard cannot be known to work, how to copy it with the mouse.
  public mutating func copied(_ outcome: CopyOutcome) {
    switch outcome {
    case .clipboard: note = StatusMessage(strings.dailyCopied, tone: .good)
    case .tmuxBuffer: note = StatusMessage(strings.dailyCopiedTmux, tone: .good)
    case .byHand: note = StatusMessage(strings.dailyCopyByHand)
    }
  }

  /// A key on the daily result or the statistics screen: `c` on a recorded daily result
  /// asks the driver to copy the share card; the arrows scroll the statistics
  /// when they are taller than the screen; Ctrl-L and Ctrl-Z redraw and suspend; a mouse
  /// release does nothing; any other key returns to the start screen (Ctrl-C ends the
  /// session), or, without one, ends the session: finished when the daily was solved.
  mutating func browse(
    _ key: Key, size: (rows: Int, columns: Int), into effects: inout [Effect]
  ) {
    if case .dailyResult(let card) = screen, card.recorded, case .character(let letter) = key,
      Self.copyKeys.contains(letter)
    {
      return effects.append(.copy(card.share.text))
    }
    let command = Command(key: key)
    switch command {
    case .redraw: return effects.append(.redraw)
    case .suspend: return effects.append(.suspend)
    case .ignore: return
    case .move(let direction):
      if case .stats(var page) = screen,
        page.scrolls(rows: size.rows, columns: size.columns, strings: strings)
      {
        page.scroll(direction, rows: size.rows, columns: size.columns, strings: strings)
        screen = .stats(page)
        return
      }
    default: break
    }
    if menu != nil && key != .control("c") { return showMenu(into: &effects) }
    if case .dailyResult(let card) = screen, card.solved, menu == nil {
      return effects.append(.end(.finished))
    }
    effects.append(.end(.quit))
  }
}
