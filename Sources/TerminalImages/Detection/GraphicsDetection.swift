import TerminalKit

/// Chooses how pictures are drawn, once at start.
///
/// `auto` asks only a terminal that can be asked (not `TERM=dumb` or the Linux console) and
/// prefers, in order: kitty graphics when the kitty query was answered OK; iTerm2 images
/// where `TERM_PROGRAM` is `iTerm.app`, `WezTerm` or `mintty`, `LC_TERMINAL` is `iTerm2`, or
/// XTVERSION names iTerm2 or WezTerm (that protocol has no query); sixel when DA1 lists
/// attribute 4; else blocks. Without colour, pictures are ASCII.
///
/// Inside tmux (`TMUX` set) the outer terminal is asked through tmux's passthrough, which
/// hands its answers back only with `allow-passthrough` on; without it only tmux answers
/// and pictures are blocks, unless tmux's own DA1 lists 4 (tmux built with sixel), when
/// tmux is sent sixel itself. Images for the outer terminal go through the passthrough.
public enum GraphicsDetection {
  /// True when the start-up question should ask about images under `choice`.
  public static func asks(
    _ choice: GraphicsChoice, depth: ColorDepth, environment: [String: String]
  ) -> Bool {
    guard depth != .none, depth != .linuxConsole else { return false }
    let term = environment["TERM"] ?? ""
    guard term != "dumb", !term.hasPrefix("linux") else { return false }
    switch choice {
    case .auto: return true
    case .mode(let mode): return mode.isImage
    }
  }

  /// The mode to draw with, given what the terminal answered (nil: not asked).
  public static func mode(
    _ choice: GraphicsChoice, depth: ColorDepth, environment: [String: String],
    reading: TerminalAnswers?
  ) -> GraphicsMode {
    if case .mode(let mode) = choice {
      return depth == .none && mode.isImage ? .ascii : mode
    }
    if depth == .none { return .ascii }
    guard asks(choice, depth: depth, environment: environment), let reading else {
      return .blocks
    }
    if reading.kitty == true { return .kitty }
    let program = environment["TERM_PROGRAM"] ?? ""
    let name = reading.terminalName ?? ""
    if ["iTerm.app", "WezTerm", "mintty"].contains(program)
      || environment["LC_TERMINAL"] == "iTerm2" || name.hasPrefix("iTerm2")
      || name.hasPrefix("WezTerm")
    {
      return .iterm
    }
    if reading.attributes.contains(4) || reading.tmuxAttributes?.contains(4) == true {
      return .sixel
    }
    return .blocks
  }

  /// True when images drawn in `mode` go through tmux's passthrough: inside tmux, unless
  /// tmux itself said sixel and `mode` is sixel.
  public static func throughTmux(
    _ mode: GraphicsMode, environment: [String: String], reading: TerminalAnswers?
  ) -> Bool {
    guard environment["TMUX"] != nil else { return false }
    return !(mode == .sixel && reading?.tmuxAttributes?.contains(4) == true)
  }
}
