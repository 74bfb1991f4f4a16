import QuizSystem
import QuizUI
import TerminalKit

/// Finds out whether the terminal's background is dark or light: `--theme`, then
/// `COLORFGBG`, then by asking the terminal (OSC 11), else dark; and, in the same question,
/// which images it shows (see ``GraphicsDetection``).
public enum BackgroundQuery {
  /// The longest wait for the terminal's answer, in milliseconds. Terminals that know OSC 11
  /// answer in a few milliseconds, and every terminal answers the device-attributes request
  /// sent after it at once, which ends the wait; only one that answers neither waits this.
  public static let timeoutMilliseconds = 100

  /// The question: OSC 11 (the background colour), then primary device attributes (DA1),
  /// whose answer comes after OSC 11's in every terminal that answers both.
  public static let question = question(background: true, graphics: false)

  /// The start-up question, asked once: OSC 11 (the background colour) when `background`;
  /// when `graphics`, the kitty graphics query (``KittyGraphics/query``) and the cell size in
  /// pixels (`CSI 16 t`, answered `CSI 6 ; height ; width t`); always last the primary
  /// device attributes (DA1, `CSI c`), which every terminal answers after the others, so
  /// its answer ends the wait, and whose attribute 4 says sixel. With `graphics`, XTVERSION
  /// (`CSI > 0 q`) comes before DA1. Through tmux (`tmux`, with `graphics`), tmux is asked
  /// XTVERSION and DA1 itself, and the outer terminal, in tmux's passthrough, the kitty
  /// query, the cell size, XTVERSION and DA1; tmux hands the answers back only with
  /// `allow-passthrough` on, after its own.
  public static func question(background: Bool, graphics: Bool, tmux: Bool = false) -> String {
    let version = "\u{1B}[>0q"
    let images = KittyGraphics.query + "\u{1B}[16t" + version
    let outer =
      tmux
      ? version
        + String(decoding: TmuxPassthrough.wrap(Array((images + "\u{1B}[c").utf8)), as: UTF8.self)
      : images
    return (background ? "\u{1B}]11;?\u{1B}\\" : "") + (graphics ? outer : "") + "\u{1B}[c"
  }

  /// The background as far as the command line and the environment tell, or `nil` when the
  /// terminal must be asked: `--theme=dark|light`; under `auto`, `COLORFGBG`, the Linux
  /// console (always dark) and `TERM=dumb` (nothing to ask; dark).
  public static func known(
    _ choice: ThemeChoice, environment: [String: String]
  ) -> Theme.Background? {
    switch choice {
    case .dark: return .dark
    case .light: return .light
    case .auto: break
    }
    if let said = environment["COLORFGBG"].flatMap(fromColorFGBG) { return said }
    let term = environment["TERM"] ?? ""
    if term == "dumb" || term == "linux" || term.hasPrefix("linux-") { return .dark }
    return nil
  }

  /// The background `COLORFGBG` names (`15;0`, `0;default;15`): its last number, 7 or
  /// 9–15 light and 0–6 or 8 dark (rxvt's rule); `nil` when it names none.
  public static func fromColorFGBG(_ value: String) -> Theme.Background? {
    guard let last = value.split(separator: ";").last, let number = Int(last),
      (0...15).contains(number)
    else { return nil }
    return number == 7 || number >= 9 ? .light : .dark
  }

  /// Light when black text would stand out more on `rgb` than white text (its relative
  /// luminance above 0.179, where the two contrast ratios meet), else dark.
  public static func background(of rgb: (Double, Double, Double)) -> Theme.Background {
    Contrast.luminance(rgb) > 0.179 ? .light : .dark
  }

  /// Asks the terminal (already in raw mode) its background and waits for the answer, at
  /// most `timeout` milliseconds; returns the background if it answered, and the bytes read
  /// that were not part of an answer (keys typed meanwhile, for the game to read).
  public static func ask(
    _ terminal: some TerminalDevice, timeout: Int = timeoutMilliseconds
  ) -> (background: Theme.Background?, other: [UInt8]) {
    let reading = ask(terminal, background: true, graphics: false, timeout: timeout)
    return (reading.background, reading.other)
  }

  /// Asks the terminal (already in raw mode) ``question(background:graphics:tmux:)`` and
  /// reads the answers until DA1's comes (through tmux, the outer terminal's), at most
  /// `timeout` milliseconds: what it said, and every other byte read (keys typed meanwhile,
  /// for the game to read). An answer later than that is swallowed by ``KeyDecoder``.
  public static func ask(
    _ terminal: some TerminalDevice, background: Bool, graphics: Bool, tmux: Bool = false,
    timeout: Int = timeoutMilliseconds
  ) -> Reading {
    let tmux = tmux && graphics
    var reading = Reading(throughTmux: tmux)
    do {
      try terminal.write(
        Array(question(background: background, graphics: graphics, tmux: tmux).utf8))
    } catch {
      return reading
    }
    let deadline = Platform.monotonicMilliseconds() + timeout
    while !reading.done {
      let left = deadline - Platform.monotonicMilliseconds()
      guard left > 0 else { break }
      switch terminal.waitForInput(timeoutMilliseconds: left) {
      case .bytes(let bytes): reading.feed(bytes)
      case .resized, .continued: continue
      case .timeout, .endOfInput, .terminated: reading.done = true
      }
    }
    // An answer cut off by the timeout is not a key.
    reading.partial = []
    return reading
  }
}
