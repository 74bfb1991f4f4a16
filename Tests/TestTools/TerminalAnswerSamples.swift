import TerminalImages

/// What terminals answer to the start-up question with images asked about.
public enum Answers {
  /// kitty 0.26: OSC 11, the query OK, the cell size, XTVERSION, DA1.
  public static let kitty =
    "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t"
    + "\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c"
  /// xterm -ti vt340: OSC 11, no kitty answer, the cell size, no XTVERSION, DA1 with 4
  /// (sixel).
  public static let xterm =
    "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[6;17;9t\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
  /// A terminal with neither: DA1 alone.
  public static let plain = "\u{1B}[?1;2c"

  /// The answers hostile or broken terminals gave (`ESC [ 6 ; height ; width t`) and the
  /// cell size each counts as (nil: as if there were no answer).
  public static let cellSizes: [(String, PixelSize?)] = [
    ("\u{1B}[6;9999999999999;9999999999999t", nil),
    ("\u{1B}[6;2000;2000t", nil),
    ("\u{1B}[6;400;200t", nil),
    ("\u{1B}[6;100;50t", PixelSize(width: 50, height: 100)),
    ("\u{1B}[6;20;10t", PixelSize(width: 10, height: 20)),
    ("\u{1B}[6;256;256t", PixelSize(width: 256, height: 256)),
    ("\u{1B}[6;257;10t", nil),
    ("\u{1B}[6;20;257t", nil),
    ("\u{1B}[6;99999999999999999999999;10t", nil),
  ]
}

/// What tmux 3.3a sends back to the start-up question asked through it, as seen in a pane
/// on this machine: its own XTVERSION and DA1 at once, then, only with `allow-passthrough`
/// on, the outer terminal's answers (xterm -ti vt340 does not answer `CSI 16 t`).
public enum TmuxAnswers {
  /// tmux's own answers: XTVERSION, then DA1 without 4 (tmux built without sixel).
  public static let own =
    "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c"
  /// tmux built with sixel: its DA1 lists 4.
  public static let ownSixel = "\u{1B}P>|tmux 3.4\u{1B}\\\u{1B}[?1;2;4c"
  /// xterm -ti vt340 through the passthrough.
  public static let xterm = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
  /// kitty through the passthrough.
  public static let kitty =
    "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c"
}
