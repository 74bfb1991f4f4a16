import Foundation
import QuizCore
import TerminalKit

/// Something on screen a mouse click can land on.
public enum HitTarget: Equatable, Sendable {
  /// A tile of the grid.
  case tile(TileIndex)
  /// An answer slot.
  case slot(SlotIndex)
  /// The picture.
  case picture
}

/// Turns keys into game actions and keeps the state only the interface has (cursor, zoom).
///
/// Pure: the same keys on the same game give the same outcomes. Every output mode drives
/// the game through one controller, so a pipe and a terminal behave the same.
public struct Controller: Sendable {
  /// What one key did.
  public struct Outcome: Equatable, Sendable {
    /// The key, or `nil` when the session ended without one (end of input, a signal).
    public var key: Key?
    /// The game's events with the state after each, in order (a rejection is one too).
    public var steps: [Step] = []

    /// The events alone.
    public var events: [Event] { steps.map(\.event) }
    /// True when the player asked to leave.
    public var quit = false
    /// True when the player asked to suspend (Ctrl-Z).
    public var suspend = false
    /// True when the whole screen must be drawn again.
    public var redraw = false
    /// True when only interface state (cursor, zoom) changed.
    public var interfaceChanged = false
  }

  /// The game.
  public private(set) var game: Game
  /// The keyboard cursor.
  public private(set) var cursor = Cursor()
  /// True while the picture is shown enlarged.
  public private(set) var enlarged = false
  /// True once the player has used a cursor key (Space, an arrow, Home, End, Tab): the
  /// cursor is drawn from then on. The first such key only shows it.
  public private(set) var cursorUsed = false

  /// True when `+` can enlarge the picture (a full-screen terminal); in a script it does
  /// nothing, so the key after it is not swallowed by closing the enlarged view.
  public let canEnlarge: Bool

  /// A controller over `game`.
  public init(game: Game, canEnlarge: Bool = true) {
    self.game = game
    self.canEnlarge = canEnlarge
  }

  /// Handles one key. `columns` is the number of tiles per grid row on screen,
  /// `hasPicture` says whether a picture is on show (`+` enlarges only then) and
  /// `hitTest` finds what a mouse click landed on.
  public mutating func handle(
    _ key: Key, at now: Date, columns: Int = Layout.maximumTileColumns, hasPicture: Bool = true,
    hitTest: (Int, Int) -> HitTarget? = { _, _ in nil }
  ) -> Outcome {
    var outcome = Outcome(key: key)
    let command = Command(key: key)
    let inert = command == .ignore || command == .confirm
    if enlarged, key == .escape || (!inert && command != .quit && command != .suspend) {
      // Any key closes the enlarged picture, Esc included, and does nothing else;
      // Ctrl-C and Ctrl-D still quit.
      enlarged = false
      outcome.interfaceChanged = true
      return outcome
    }
    switch command {
    case .move, .switchArea, .activate:
      guard cursorUsed else {
        // The first cursor key only shows the cursor, on the first free tile: acting on a
        // tile the player cannot see would be a surprise.
        cursorUsed = true
        cursor = Cursor()
        cursor.tile = game.board.tileIndices.first { game.board.isFree($0) }?.rawValue ?? 0
        outcome.interfaceChanged = true
        outcome.steps = [cursorStep]
        return outcome
      }
    default: break
    }
    switch command {
    case .action(let action): outcome.steps = apply(action, at: now)
    case .move(let direction):
      cursor.move(
        direction, tileCount: game.board.tiles.count, slotCount: game.board.slots.count,
        columns: columns)
      outcome.interfaceChanged = true
      outcome.steps = [cursorStep]
    case .activate: outcome.steps = activate(at: now)
    case .switchArea:
      cursor.area = cursor.area == .tiles ? .slots : .tiles
      outcome.interfaceChanged = true
      outcome.steps = [cursorStep]
    case .enlarge:
      // Without a picture there is nothing to enlarge, and no key is swallowed closing it.
      guard canEnlarge, hasPicture else { break }
      enlarged.toggle()
      outcome.interfaceChanged = true
    case .redraw: outcome.redraw = true
    case .quit:
      outcome.quit = true
      outcome.steps = [Step(event: .quit, state: game.visibleState)]
    case .suspend: outcome.suspend = true
    case .click(let column, let row):
      switch hitTest(column, row) {
      case .tile(let tile):
        cursor.area = .tiles
        cursor.tile = tile.rawValue
        outcome.steps = apply(.pickTile(tile), at: now)
      case .slot(let slot):
        cursor.area = .slots
        cursor.slot = slot.rawValue
        outcome.steps = apply(.clearSlot(slot), at: now)
      case .picture:
        guard canEnlarge, hasPicture else { break }
        enlarged = true
        outcome.interfaceChanged = true
      case nil: break
      }
    case .ignore, .confirm: break
    case .reject(let reason):
      outcome.steps = [Step(event: .rejected(reason), state: game.visibleState)]
    }
    return outcome
  }

  /// The outcome of leaving without a quit key (the end of input, a signal): a `quit`
  /// event with the state as it is.
  public func leaving() -> Outcome {
    var outcome = Outcome(key: nil)
    outcome.quit = true
    outcome.steps = [Step(event: .quit, state: game.visibleState)]
    return outcome
  }

  /// Closes the enlarged picture, when the screen has no room left to show it.
  public mutating func closeEnlarged() {
    enlarged = false
  }

  /// Leaves a suspension (Ctrl-Z until the game was continued) out of the play time.
  public mutating func excludePause(from start: Date, to end: Date) {
    game.excludePause(from: start, to: end)
  }

  /// Applies a game action directly (the terminal's pause uses this for `.advance`).
  public mutating func apply(_ action: Action, at now: Date) -> [Step] {
    let before = game.index
    let steps = game.step(action, at: now)
    if game.index != before || action == .restart {
      cursor = Cursor()
      enlarged = false
    }
    cursor.clamp(tileCount: game.board.tiles.count, slotCount: game.board.slots.count)
    return steps
  }

  /// The `cursor` event for where the cursor is now.
  private var cursorStep: Step {
    Step(event: .cursor(area: cursor.area, index: cursor.index), state: game.visibleState)
  }

  private mutating func activate(at now: Date) -> [Step] {
    switch cursor.area {
    case .tiles: return apply(.pickTile(TileIndex(cursor.tile)), at: now)
    case .slots: return apply(.clearSlot(SlotIndex(cursor.slot)), at: now)
    }
  }
}
