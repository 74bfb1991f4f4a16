import QuizSystem
import QuizUI
import TerminalKit

/// Finds out whether the terminal's background is dark or light: `--theme`, then
/// `COLORFGBG`, then by asking the terminal (OSC 11), else dark.
public enum BackgroundQuery {
  /// The longest wait for the terminal's answer, in milliseconds. Terminals that know OSC 11
  /// answer in a few milliseconds, and every terminal answers the device-attributes request
  /// sent after it at once, which ends the wait; only one that answers neither waits this.
  public static let timeoutMilliseconds = 100

  /// The question: OSC 11 (the background colour), then primary device attributes (DA1),
  /// whose answer comes after OSC 11's in every terminal that answers both.
  public static let question = "\u{1B}]11;?\u{1B}\\\u{1B}[c"

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

  /// What the bytes read after the question hold: the background colour, if OSC 11 was
  /// answered (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ESC \\, 1–4 hex digits per
  /// channel, each 0…1), whether DA1's answer (`ESC [ ? … c`) has come, and every other
  /// byte, in order (keys typed meanwhile). An answer not yet complete is kept in `partial`.
  public struct Reading: Equatable, Sendable {
    /// The background colour, red, green and blue from 0 to 1.
    public var color: [Double]?
    /// True once the device attributes have been answered: nothing more is coming.
    public var done = false
    /// Bytes that belong to neither answer.
    public var other: [UInt8] = []
    /// The start of an answer still arriving.
    public var partial: [UInt8] = []

    /// Nothing read yet.
    public init() {}

    /// Takes more bytes.
    public mutating func feed(_ bytes: [UInt8]) {
      var input = partial + bytes
      partial = []
      while !input.isEmpty {
        guard let escape = input.firstIndex(of: 0x1B) else {
          other += input
          return
        }
        other += input[..<escape]
        input = Array(input[escape...])
        switch answer(input) {
        case .incomplete:
          partial = input
          return
        case .none:
          other.append(input[0])
          input.removeFirst()
        case .osc(let length, let color):
          if let color { self.color = color }
          input.removeFirst(length)
        case .attributes(let length):
          done = true
          input.removeFirst(length)
        }
      }
    }

    private enum Answer {
      case incomplete
      case none
      case osc(length: Int, color: [Double]?)
      case attributes(length: Int)
    }

    /// What starts at `input[0]` (an ESC).
    private func answer(_ input: [UInt8]) -> Answer {
      guard input.count >= 2 else { return .incomplete }
      if input[1] == UInt8(ascii: "]") {
        // OSC … BEL or OSC … ESC \
        var index = 2
        while index < input.count {
          if input[index] == 0x07 {
            return .osc(length: index + 1, color: Self.color(input[2..<index]))
          }
          if input[index] == 0x1B {
            guard index + 1 < input.count else { return .incomplete }
            guard input[index + 1] == UInt8(ascii: "\\") else { return .none }
            return .osc(length: index + 2, color: Self.color(input[2..<index]))
          }
          // An answer is short; a long run is not one.
          if index > 64 { return .none }
          index += 1
        }
        return .incomplete
      }
      if input[1] == UInt8(ascii: "["), input.count >= 3 {
        guard input[2] == UInt8(ascii: "?") else { return .none }
        var index = 3
        while index < input.count {
          let byte = input[index]
          if byte == UInt8(ascii: "c") { return .attributes(length: index + 1) }
          guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";")
          else { return .none }
          index += 1
        }
        return .incomplete
      }
      return input[1] == UInt8(ascii: "[") ? .incomplete : .none
    }

    /// The colour of `11;rgb:R/G/B`.
    private static func color(_ body: ArraySlice<UInt8>) -> [Double]? {
      let text = String(decoding: body, as: UTF8.self)
      guard text.hasPrefix("11;rgb:") else { return nil }
      let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
      guard channels.count == 3 else { return nil }
      var values: [Double] = []
      for channel in channels {
        guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else {
          return nil
        }
        values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
      }
      return values
    }
  }

  /// Asks the terminal (already in raw mode) and waits for the answer, at most `timeout`
  /// milliseconds; returns the background if it answered, and the bytes read that were not
  /// part of an answer (keys typed meanwhile, for the game to read).
  public static func ask(
    _ terminal: some TerminalDevice, timeout: Int = timeoutMilliseconds
  ) -> (background: Theme.Background?, other: [UInt8]) {
    do {
      try terminal.write(Array(question.utf8))
    } catch {
      return (nil, [])
    }
    var reading = Reading()
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
    guard let color = reading.color, color.count == 3 else { return (nil, reading.other) }
    return (Self.background(of: (color[0], color[1], color[2])), reading.other)
  }
}
