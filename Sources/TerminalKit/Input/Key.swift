/// One decoded keystroke (or mouse report) from the input stream.
public enum Key: Hashable, Sendable {
  /// A printable character of any script: one grapheme cluster, never a control character.
  case character(Character)
  /// The space bar.
  case space
  /// Tab (0x09).
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Return or line feed (0x0D, 0x0A).
  case enter
  /// Backspace (0x7F or 0x08).
  case backspace
  /// The Delete key (`ESC [ 3 ~`).
  case delete
  /// A lone Escape.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Ctrl plus a letter, e.g. `.control("c")` for byte 0x03; the letter is lowercase.
  case control(Character)
  /// A mouse report (SGR or old-style X10 format); columns and rows are 1-based screen
  /// positions.
  case mouse(MouseReport)
  /// An escape sequence this game has no use for, as its raw bytes.
  case unknownSequence([UInt8])
  /// Bytes that are not valid UTF-8.
  case invalid([UInt8])
}

/// A mouse button event reported by the terminal in SGR (1006) or old-style X10 format.
public struct MouseReport: Hashable, Sendable {
  /// The button code as the terminal reports it (0 left, 1 middle, 2 right, 64/65 wheel…).
  ///
  /// An old-style release names no button and reports 3 (plus any modifier bits).
  public var button: Int
  /// 1-based column.
  public var column: Int
  /// 1-based row.
  public var row: Int
  /// True for a press (SGR `M`), false for a release (SGR `m`, or low bits 3 old-style).
  public var isPress: Bool

  /// Creates a report.
  public init(button: Int, column: Int, row: Int, isPress: Bool) {
    self.button = button
    self.column = column
    self.row = row
    self.isPress = isPress
  }
}
