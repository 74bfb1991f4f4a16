import QuizCore
import TerminalKit

/// What a key means to the game, before the game state is consulted.
public enum Command: Equatable, Sendable {
  /// A game action (a typed letter, a hint, skip, clear…).
  case action(Action)
  /// Move the cursor.
  case move(Direction)
  /// Act on whatever is under the cursor (Space, a mouse click).
  case activate
  /// Switch the cursor between the tile grid and the slots.
  case switchArea
  /// Toggle the enlarged picture.
  case enlarge
  /// Draw the whole screen again.
  case redraw
  /// Leave the game.
  case quit
  /// Suspend the program (Ctrl-Z).
  case suspend
  /// A mouse press at a 1-based screen position.
  case click(column: Int, row: Int)
  /// Enter (newline, carriage return): nothing in a question, yes to a question on screen.
  case confirm
  /// Nothing: keys that are ignored on purpose (mouse releases).
  case ignore
  /// A key that is no tile and no command.
  case reject(Rejection)

  /// Cursor directions.
  public enum Direction: Equatable, Sendable {
    /// Up a row.
    case up
    /// Down a row.
    case down
    /// One to the left.
    case left
    /// One to the right.
    case right
    /// The first position.
    case first
    /// The last position.
    case last
  }

  /// The command for `key`: the same bytes mean the same thing in a terminal and a pipe.
  public init(key: Key) {
    switch key {
    case .character("?"): self = .action(.reveal)
    case .character("!"): self = .action(.removeDecoys)
    case .character(">"): self = .action(.skip)
    case .character("+"): self = .enlarge
    case .character(let letter): self = .action(.type(letter))
    case .space: self = .activate
    case .tab, .backTab: self = .switchArea
    case .enter: self = .confirm
    case .backspace, .delete: self = .action(.clearLast)
    case .escape: self = .quit
    case .up: self = .move(.up)
    case .down: self = .move(.down)
    case .left: self = .move(.left)
    case .right: self = .move(.right)
    case .home: self = .move(.first)
    case .end: self = .move(.last)
    case .control("c"), .control("d"): self = .quit
    case .control("l"): self = .redraw
    case .control("z"): self = .suspend
    case .control: self = .reject(.unknownKey)
    case .mouse(let report):
      if report.isPress && report.button == 0 {
        self = .click(column: report.column, row: report.row)
      } else {
        self = .ignore
      }
    case .unknownSequence: self = .reject(.unknownKey)
    case .invalid: self = .reject(.invalidInput)
    }
  }
}

extension Key {
  /// A short printable name of the key, for rejection messages and the JSON `key` field.
  public var label: String {
    switch self {
    case .character(let letter): return TextSafety.escaped(String(letter))
    case .space: return "space"
    case .tab: return "tab"
    case .backTab: return "shift-tab"
    case .enter: return "enter"
    case .backspace: return "backspace"
    case .delete: return "delete"
    case .escape: return "esc"
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .home: return "home"
    case .end: return "end"
    case .control(let letter): return "ctrl-\(letter)"
    case .mouse: return "mouse"
    case .unknownSequence(let bytes):
      if let name = KeyName.of(bytes) { return name }
      if let character = Self.altCharacter(bytes) { return "alt-" + character }
      return Self.byteLabel(bytes)
    case .invalid(let bytes):
      return Self.byteLabel(bytes)
    }
  }

  /// The key pressed with Alt when `bytes` are ESC + one printable character (what a
  /// terminal sends for Alt + key): `"a"`, `"鸭"`, `"space"`; nil for anything else.
  private static func altCharacter(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 2, bytes.first == 0x1B else { return nil }
    if bytes.count == 2 && bytes[1] == 0x20 { return "space" }
    guard let text = String(validating: bytes.dropFirst(), as: UTF8.self), text.count == 1,
      !TextSafety.containsUnsafe(text)
    else { return nil }
    return text
  }

  /// Each byte as itself when printable ASCII, `esc` for ESC and `\xNN` otherwise.
  private static func byteLabel(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      switch byte {
      case 0x1B: return "esc"
      case 0x21...0x7E: return String(UnicodeScalar(byte))
      default: return "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }.joined()
  }
}
