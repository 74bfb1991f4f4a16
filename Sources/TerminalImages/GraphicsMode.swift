import TerminalKit

/// How pictures are drawn: as terminal images in one of three protocols, or as cells.
public enum GraphicsMode: String, Equatable, Sendable, CaseIterable {
  /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
  case kitty
  /// Sixel images (xterm -ti vt340, foot, mlterm, WezTerm, Windows Terminal).
  case sixel
  /// iTerm2 inline images (iTerm2, WezTerm, mintty).
  case iterm
  /// Coloured half blocks, two pixels a cell (every terminal with colour).
  case blocks
  /// An ASCII shade ramp, one character a cell.
  case ascii

  /// True for the three image protocols.
  public var isImage: Bool { self == .kitty || self == .sixel || self == .iterm }
}

/// What `--graphics` asks for: `auto` (find out) or one ``GraphicsMode``.
public enum GraphicsChoice: Equatable, Sendable {
  /// Find out from the terminal's answers and the environment.
  case auto
  /// Use this mode.
  case mode(GraphicsMode)

  /// The choice a `--graphics` value names (`auto`, `kitty`, `sixel`, `iterm`, `blocks`,
  /// `ascii`), or nil.
  public init?(_ value: String) {
    if value == "auto" {
      self = .auto
    } else if let mode = GraphicsMode(rawValue: value) {
      self = .mode(mode)
    } else {
      return nil
    }
  }
}
