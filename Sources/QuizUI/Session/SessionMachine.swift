import Foundation
import QuizCore
import TerminalKit

/// The one place that decides what a session does: it turns input (keys, the passing of
/// time, the end of input, a signal, a resume) into effects (show, save, forget, suspend,
/// redraw, end) that a driver performs.
///
/// Pure: no terminal, no files, the time passed in. Saving, finishing and quitting are
/// decided here for every output mode; ``TerminalSession`` and ``ScriptedSession`` only
/// read input, perform the effects and draw. A new screen is a new ``Screen``.
public struct SessionMachine: Sendable {
  /// How long a right answer stays on screen before the next question (terminal).
  public static let solvedPause: TimeInterval = 0.5
  /// The most keys kept while a right answer is on show; they apply to the next question.
  public static let typeAheadLimit = 4096

  /// How the session plays.
  public let style: Style
  /// The game being played (the retry round's while retrying) and the interface state;
  /// before a pack is chosen on the start screen, the default pack's.
  public internal(set) var controller: Controller
  /// Which screen is up.
  public internal(set) var screen: Screen = .playing
  /// When the pause after a right answer ends; the driver sends ``Input/tick`` by then.
  public internal(set) var deadline: Date?
  /// True once an ``Effect/end(_:)`` was given: later input does nothing.
  public internal(set) var ended = false
  /// The start screen, in a session that has one.
  public internal(set) var menu: Menu?
  /// What the game in play leads to once it is over.
  public internal(set) var finale: Finale
  /// The interface language of the messages.
  public let strings: Strings
  /// True until the how-to-play card of the very first start is put up, before the first
  /// question of the first game (see ``SessionMachine/init(game:style:message:strings:finale:introduces:)``).
  public internal(set) var introduces = false
  var puzzles: PuzzleDeck
  /// What the message line says; see ``note``.
  private var noteSource = Note.message(nil)
  /// Keys typed during the pause after a right answer, for the next question.
  var typeAhead: [Key] = []

  /// A session over `game`, opening with `message` (a terminal shows it), leading to
  /// `finale` in a terminal; `introduces` (a terminal's very first start) puts the
  /// how-to-play card before the first question. A script never shows it.
  public init(
    game: Game, style: Style, message: StatusMessage? = nil, strings: Strings = .english,
    finale: Finale = .playAgain, introduces: Bool = false
  ) {
    self.style = style
    self.finale = finale
    self.strings = strings
    self.controller = Controller(game: game, canEnlarge: style == .terminal)
    self.puzzles = game.puzzles
    self.note = message
    self.introduces = introduces && style == .terminal
    introduceIfFirst()
  }

  /// A terminal session that opens on the start screen `menu`; `game` stands until a
  /// pack is opened (the machine is never without a game).
  /// With `introduces`, the how-to-play card comes before the first question of the first
  /// pack opened.
  public init(
    menu: Menu, game: Game, message: StatusMessage? = nil, strings: Strings = .english,
    introduces: Bool = false
  ) {
    self.init(game: game, style: .terminal, message: message, strings: strings)
    self.menu = menu
    self.introduces = introduces
    screen = .menu
  }

  /// The game being played.
  public var game: Game { controller.game }

  /// The message line: set as a message, or, after a key, worded from its steps only when
  /// read (a script never reads it).
  var note: StatusMessage? {
    get {
      switch noteSource {
      case .message(let message): return message
      case .describing(let steps, let key):
        return StatusMessage.describing(steps, key: key, strings: strings)
      }
    }
    set { noteSource = .message(newValue) }
  }

  /// Which screen to draw: a question, the retry offer or the summary.
  public var mode: ScreenModel.Mode {
    switch screen {
    case .menu: return .menu(menu ?? Menu(entries: []))
    case .playing, .retrying: return .playing
    case .retryOffer: return .retryOffer(skipped: controller.game.skippedPuzzles.count)
    case .finished(let summary): return .finished(summary)
    case .dailyResult(let card): return .dailyResult(card, returnsToMenu: menu != nil)
    case .stats(let page): return .stats(page)
    case .howToPlay(let first, _):
      return .howToPlay(
        first: first, daily: finale == .dailyResult,
        skip: finale != .dailyResult && controller.game.puzzles.count > 1)
    }
  }

  /// True while a question is played (of the game or of the retry round).
  public var isPlaying: Bool { mode == .playing }

  /// Where Esc leads from a question, which the legend names: the final score in the retry
  /// round, the start screen in a game opened from it, else out.
  public var leaving: ScreenModel.Leaving {
    if case .retrying = screen { return .toFinalScore }
    return menu == nil ? .quit : .toMenu
  }

  /// Shows `message` on the message line until the next key says something.
  public mutating func tell(_ message: StatusMessage) {
    note = message
  }

  /// Handles one input at `now`; `surface` says what keys land on in the game given.
  ///
  /// On the start screen, `menuSize` is the terminal's rows and columns.
  public mutating func handle(
    _ input: Input, at now: Date, surface: (Game) -> Surface = { _ in .script },
    menuSize: (rows: Int, columns: Int) = (24, 80)
  ) -> [Effect] {
    var effects: [Effect] = []
    handle(input, at: now, surface: surface, menuSize: menuSize, into: &effects)
    return effects
  }

  /// Handles one input as ``handle(_:at:surface:menuSize:)`` does, appending the effects
  /// to `effects`: a driver that handles many keys reuses one array.
  public mutating func handle(
    _ input: Input, at now: Date, surface: (Game) -> Surface = { _ in .script },
    menuSize: (rows: Int, columns: Int) = (24, 80), into effects: inout [Effect]
  ) {
    guard !ended else { return }
    let start = effects.endIndex
    if controller.enlarged, surface(controller.game).isTooSmall {
      // The enlarged picture is out of sight below the minimum size (the driver ticks after
      // every resize): it closes, so a key there acts and the game comes back as it was.
      controller.closeEnlarged()
    }
    switch input {
    case .key(let key):
      switch screen {
      case .menu: choose(key, size: menuSize, into: &effects)
      case .dailyResult, .stats: browse(key, size: menuSize, into: &effects)
      case .howToPlay: closeCard(key, at: now, into: &effects)
      default: press(key, at: now, surface: surface, into: &effects)
      }
    case .tick: endPause(at: now, surface: surface, into: &effects)
    case .endOfInput where !hasGameOnShow: effects.append(.end(.quit))
    case .endOfInput:
      uncoverGame()
      leave(at: now, ending: .quit, into: &effects)
    case .signal where !hasGameOnShow: effects.append(.end(.quit))
    case .signal(let number):
      // A terminal was restored and the program ended by the signal; a script says goodbye.
      uncoverGame()
      leave(at: now, ending: style == .scripted ? .interrupted(number) : .quit, into: &effects)
    case .resumed(let stoppedAt): controller.excludePause(from: stoppedAt, to: now)
    }
    if effects[start...].contains(where: \.isEnd) { ended = true }
  }

  private mutating func press(
    _ key: Key, at now: Date, surface: (Game) -> Surface, into effects: inout [Effect]
  ) {
    let command = Command(key: key)
    switch screen {
    case .retryOffer(let summary):
      guard let yes = strings.answerKeys.answer(command) else { return }
      if yes {
        startRetry(after: summary, at: now, into: &effects)
      } else {
        screen = .finished(summary)
      }
      effects.append(.redraw)
      return
    case .finished:
      guard let yes = strings.answerKeys.answer(command) else { return }
      if yes {
        controller = Controller(game: Game(puzzles: puzzles, startedAt: now))
        screen = .playing
        note = StatusMessage(strings.statusNewGame)
        effects.append(.newGame)
        effects.append(.redraw)
      } else if menu != nil && key != .control("c") {
        showMenu(into: &effects)
      } else {
        effects.append(.end(.finished))
      }
      return
    case .playing, .retrying: break
    case .menu, .dailyResult, .stats, .howToPlay: return
    }
    if deadline != nil {
      // The right answer is on show: keys wait for the next question (type-ahead), as
      // when they arrive in one burst with the answer. Ctrl-C still quits at once.
      if key == .control("c") { return quit(key, at: now, into: &effects) }
      if typeAhead.count < Self.typeAheadLimit { typeAhead.append(key) }
      return
    }
    if opensCard(key) { return }
    let place = surface(controller.game)
    if place.isTooSmall {
      // Nothing of the game is visible: only quitting, redrawing and suspending work.
      switch command {
      case .quit, .redraw, .suspend: break
      default: return
      }
    }
    var outcome = controller.handle(
      key, at: now, columns: place.columns, hasPicture: place.hasPicture,
      hitTest: place.hitTest)
    if style == .scripted {
      // A pipe has nothing to suspend and no screen to redraw, and no pause to wait for.
      outcome.suspend = false
      outcome.redraw = false
      if controller.game.phase == .solved {
        outcome.steps += controller.apply(.advance, at: now)
      }
    }
    effects.append(.show(outcome))
    if outcome.quit { return quit(key, at: now, into: &effects) }
    if outcome.suspend { effects.append(.suspend) }
    if outcome.redraw { effects.append(.redraw) }
    if !outcome.steps.isEmpty { noteSource = .describing(outcome.steps, key) }
    if outcome.steps.contains(where: { SavedProgress.isChanged(by: $0.event) }) {
      save(into: &effects)
    }
    for step in outcome.steps {
      if case .finished(let summary) = step.event { return reachEnd(summary, into: &effects) }
    }
    if controller.game.phase == .solved {
      // Only a terminal gets here: the right answer stays on show for a moment.
      deadline = now.addingTimeInterval(Self.solvedPause)
    }
  }

  /// Starts the next question once the pause is over, then plays the keys typed during it.
  private mutating func endPause(
    at now: Date, surface: (Game) -> Surface, into effects: inout [Effect]
  ) {
    guard let deadline, now >= deadline else { return }
    self.deadline = nil
    let steps = controller.apply(.advance, at: now)
    var advanced = Controller.Outcome(key: nil)
    advanced.steps = steps
    effects.append(.show(advanced))
    note = nil
    let keys = typeAhead
    typeAhead = []
    for step in steps {
      if case .finished(let summary) = step.event {
        // Keys typed before the end are no answer to the question that follows it.
        return reachEnd(summary, into: &effects)
      }
    }
    for key in keys {
      // A quit among them ends the session, or the retry round: the rest are dropped.
      guard isPlaying, !effects.contains(where: \.isEnd) else { return }
      press(key, at: now, surface: surface, into: &effects)
    }
  }
}

extension SessionMachine {
  /// The message line's source: a message as it is, or a key's steps to word when asked.
  enum Note: Sendable {
    /// This message (or none).
    case message(StatusMessage?)
    /// What ``StatusMessage/describing(_:key:strings:)`` says of these steps of this key.
    case describing([Step], Key)
  }
}

extension SessionMachine.Effect {
  /// True for ``end(_:)``.
  var isEnd: Bool {
    if case .end = self { return true }
    return false
  }
}
