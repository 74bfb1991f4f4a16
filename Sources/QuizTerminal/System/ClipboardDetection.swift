import Foundation
import QuizSystem
import QuizUI

/// Decides where `c` on the daily result screen can copy the share card: only to a
/// clipboard the terminal can be known to take OSC 52 for, else nowhere (the screen then
/// says to select the card with the mouse).
///
/// Known: inside tmux (`TMUX` set), tmux with `set-clipboard on` (its paste buffer, passed
/// on to the outer terminal where tmux can); elsewhere kitty, WezTerm, foot and Ghostty,
/// which take OSC 52 writes by default, told by `TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID` or
/// the name XTVERSION answered. Not known: xterm (it takes OSC 52 only with
/// `allowWindowOps`, which no harmless question tells), iTerm2 (only with "Applications in
/// terminal may access clipboard", off by default), GNU screen (`STY`), and the rest.
public enum ClipboardDetection {
  /// What the OSC 52 sequence reaches.
  public static func target(
    environment: [String: String], terminalName: String?, tmuxSetClipboard: () -> String?
  ) -> SessionMachine.CopyOutcome {
    if environment["TMUX"] != nil {
      return tmuxSetClipboard()?.trimmingCharacters(in: .whitespacesAndNewlines) == "on"
        ? .tmuxBuffer : .byHand
    }
    if environment["STY"] != nil { return .byHand }
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    let name = terminalName ?? ""
    let known =
      term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term.hasPrefix("foot")
      || term == "xterm-ghostty" || ["WezTerm", "ghostty"].contains(program)
      || ["kitty", "WezTerm", "foot", "ghostty"].contains { name.hasPrefix($0) }
    return known ? .clipboard : .byHand
  }

  /// tmux's `set-clipboard` option, asked of the tmux server the game runs in
  /// (`tmux show-options -sv set-clipboard`, at most half a second); `nil` when it cannot
  /// be asked.
  public static func askTmux() -> String? {
    Platform.commandOutput(
      ["tmux", "show-options", "-sv", "set-clipboard"], timeoutMilliseconds: 500, limit: 64)
  }

  /// The OSC 52 sequence that sets the clipboard to `text`: `ESC ] 52 ; c ;`, the base64 of
  /// the text's UTF-8 bytes, `ESC \`. Nothing of the text reaches the terminal raw.
  public static func sequence(for text: String) -> [UInt8] {
    Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\".utf8)
  }
}
