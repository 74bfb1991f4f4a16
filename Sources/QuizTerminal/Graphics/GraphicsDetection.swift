import QuizUI
import TerminalKit

/// Chooses how pictures are drawn, once at start.
///
/// `auto` asks only a terminal that can be asked (not `TERM=dumb` or the Linux console,
/// never inside tmux, whose own answers would hide the outer terminal's) and prefers, in
/// order: kitty graphics when the kitty query was answered OK; iTerm2 images where
/// `TERM_PROGRAM` is `iTerm.app`, `WezTerm` or `mintty` or `LC_TERMINAL` is `iTerm2` (that
/// protocol has no query); sixel when DA1 lists attribute 4; else blocks. Without colour,
/// pictures are ASCII.
public enum GraphicsDetection {
  /// True when the start-up question should ask about images under `choice`.
  public static func asks(
    _ choice: GraphicsChoice, depth: ColorDepth, environment: [String: String]
  ) -> Bool {
    guard depth != .none, depth != .linuxConsole else { return false }
    let term = environment["TERM"] ?? ""
    guard term != "dumb", !term.hasPrefix("linux") else { return false }
    switch choice {
    case .auto: return environment["TMUX"] == nil
    case .mode(let mode): return mode.isImage
    }
  }

  /// The mode to draw with, given what the terminal answered (nil: not asked).
  public static func mode(
    _ choice: GraphicsChoice, depth: ColorDepth, environment: [String: String],
    reading: BackgroundQuery.Reading?
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
    if ["iTerm.app", "WezTerm", "mintty"].contains(program)
      || environment["LC_TERMINAL"] == "iTerm2"
    {
      return .iterm
    }
    if reading.attributes.contains(4) { return .sixel }
    return .blocks
  }
}
