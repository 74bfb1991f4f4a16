/// What a replay writes after the recording: the modes it may have changed, turned off.
extension ReplayFilter {
  /// Takes the terminal back from what passed: the default style, the cursor shown and
  /// autowrap on, as far as the bytes let through changed them.
  public var closing: [UInt8] {
    var bytes: [UInt8] = []
    if styledState { bytes += Array("\u{1B}[0m".utf8) }
    if cursorHiddenState { bytes += Array("\u{1B}[?25h".utf8) }
    if wrapOffState { bytes += Array("\u{1B}[?7h".utf8) }
    return bytes
  }

  /// Turns off every mode a terminal program may have left on, whether or not it was let
  /// through: style, scroll region, keypad and cursor-key modes, origin mode, insert mode,
  /// every mouse and focus report, bracketed paste, the kitty keyboard protocol's flags
  /// and the line-drawing character set; the cursor shown and autowrap on.
  public static let modeReset: [UInt8] = Array(
    ("\u{1B}[0m\u{1B}[r\u{1B}>\u{1B}[?1l\u{1B}[?6l\u{1B}[4l\u{1B}[?9l\u{1B}[?1000l"
      + "\u{1B}[?1001l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1004l\u{1B}[?1005l\u{1B}[?1006l"
      + "\u{1B}[?1015l\u{1B}[?1016l\u{1B}[?2004l\u{1B}[<u\u{1B}(B\u{1B}[?7h\u{1B}[?25h").utf8)
}
