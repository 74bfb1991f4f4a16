import QuizSystem
import QuizUI
import TerminalImages
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
  /// XTVERSION and DA1 itself, and the outer terminal, in tmux's passthrough, OSC 11, the
  /// kitty query, the cell size, XTVERSION and DA1; tmux hands the answers back only with
  /// `allow-passthrough` on, after its own. The parts of ``questions(background:graphics:tmux:)``
  /// one after the other.
  public static func question(background: Bool, graphics: Bool, tmux: Bool = false) -> String {
    questions(background: background, graphics: graphics, tmux: tmux).joined()
  }

  /// The start-up question in the parts it is sent in: one, or through tmux two, tmux's own
  /// (OSC 11 when `background`, XTVERSION, DA1) and then the passthrough to the outer
  /// terminal (OSC 11 again, which tmux 3.3 does not answer itself, and the rest), sent once
  /// tmux has answered the first. tmux 3.3 drops a passthrough that reaches it before it
  /// has redrawn the pane for the alternate screen just entered; its answer to the first
  /// part comes after that redraw.
  public static func questions(background: Bool, graphics: Bool, tmux: Bool = false) -> [String] {
    let version = "\u{1B}[>0q"
    let images = KittyGraphics.query + "\u{1B}[16t" + version
    let colour = background ? "\u{1B}]11;?\u{1B}\\" : ""
    guard graphics else { return [colour + "\u{1B}[c"] }
    guard tmux else { return [colour + images + "\u{1B}[c"] }
    let outer = TmuxPassthrough.wrap(Array((colour + images + "\u{1B}[c").utf8))
    return [colour + version + "\u{1B}[c", String(decoding: outer, as: UTF8.self)]
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
  /// `milliseconds` tells the time the waits are measured by (by default the terminal's,
  /// ``TerminalDevice/milliseconds()``: the monotonic clock for a real one).
  public static func ask(
    _ terminal: some TerminalDevice, background: Bool, graphics: Bool, tmux: Bool = false,
    timeout: Int = timeoutMilliseconds,
    milliseconds clock: (() -> Int)? = nil
  ) -> TerminalAnswers {
    let milliseconds = clock ?? { terminal.milliseconds() }
    let tmux = tmux && graphics
    var reading = TerminalAnswers(throughTmux: tmux)
    let deadline = milliseconds() + timeout
    for (index, part) in questions(background: background, graphics: graphics, tmux: tmux)
      .enumerated()
    {
      if index > 0 {
        // The passthrough only once tmux answered its own part (see `questions`).
        read(terminal, into: &reading, until: deadline, milliseconds) {
          $0.tmuxAttributes != nil
        }
        guard reading.tmuxAttributes != nil, !reading.done else { break }
      }
      do {
        try terminal.write(Array(part.utf8))
      } catch {
        return reading
      }
    }
    read(terminal, into: &reading, until: deadline, milliseconds) { $0.done }
    holdEscape(terminal, into: &reading, milliseconds)
    // An answer cut off by the timeout is not a key.
    reading.partial = []
    return reading
  }

  /// How long an Esc that ends what was read waits for more, as ``KeyDecoder`` holds a lone
  /// Esc (``TerminalSession/escapeTimeout``).
  static let escapeHold = 50

  /// When what was read ends with a lone Esc, waits ``escapeHold`` milliseconds for what
  /// follows it: the rest of an answer or of a key's sequence is read with it; if nothing
  /// comes, or the input ends, it was the Esc key, passed on as a key (in `other`).
  private static func holdEscape(
    _ terminal: some TerminalDevice, into reading: inout TerminalAnswers, _ milliseconds: () -> Int
  ) {
    let deadline = milliseconds() + escapeHold
    waiting: while reading.partial == [0x1B] {
      let left = deadline - milliseconds()
      guard left > 0 else { break }
      switch terminal.waitForInput(timeoutMilliseconds: left) {
      case .bytes(let bytes): reading.feed(bytes)
      case .resized, .continued: continue
      case .timeout, .endOfInput, .terminated: break waiting
      }
    }
    if reading.partial == [0x1B] {
      reading.other.append(0x1B)
      reading.partial = []
    }
  }

  /// Feeds `reading` what the terminal sends until `enough` holds, DA1 ends it, or
  /// `deadline` (monotonic milliseconds) passes; input that ends sets `done`.
  private static func read(
    _ terminal: some TerminalDevice, into reading: inout TerminalAnswers, until deadline: Int,
    _ milliseconds: () -> Int, enough: (TerminalAnswers) -> Bool
  ) {
    while !reading.done, !enough(reading) {
      let left = deadline - milliseconds()
      guard left > 0 else { return }
      switch terminal.waitForInput(timeoutMilliseconds: left) {
      case .bytes(let bytes): reading.feed(bytes)
      case .resized, .continued: continue
      case .timeout, .endOfInput, .terminated: reading.done = true
      }
    }
  }
}

extension TerminalAnswers {
  /// The background the colour answered (OSC 11) says, if it came.
  public var background: Theme.Background? {
    guard let color, color.count == 3 else { return nil }
    return BackgroundQuery.background(of: (color[0], color[1], color[2]))
  }
}
