/// What the bytes read after the start-up question (QuizTerminal's `BackgroundQuery`) hold: the
/// background colour, if OSC 11 was answered (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or
/// ESC \\, 1–4 hex digits per channel, each 0…1), the kitty graphics answer (`ESC _ G i=31 ; OK
/// ESC \\`, or an error in place of OK), the cell size (`ESC [ 6 ; height ; width t`), whether
/// DA1's answer (`ESC [ ? … c`) has come and its attributes, the names XTVERSION gave (`ESC P >
/// | name ESC \\`), and every other byte, in order (keys typed meanwhile). An answer not yet
/// complete is kept in `partial`. Through tmux two DA1 answers come: tmux's own at once, then,
/// only if tmux passes the question on (`allow-passthrough`), the outer terminal's.
public struct TerminalAnswers: Equatable, Sendable {
  /// The background colour, red, green and blue from 0 to 1.
  public var color: [Double]?
  /// True once the device attributes have been answered: nothing more is coming.
  public var done = false
  /// The attributes DA1 listed (4 is sixel), empty until it answers; through tmux, the
  /// outer terminal's.
  public var attributes: [Int] = []
  /// True when the question went through tmux: tmux's own DA1 answer does not end it.
  public var throughTmux = false
  /// tmux's own DA1 attributes (4 when it draws sixel itself), through tmux.
  public var tmuxAttributes: [Int]?
  /// The names and versions XTVERSION answered, in order (tmux's first through tmux).
  public var versions: [String] = []
  /// True when the kitty graphics query was answered OK, false when answered with an
  /// error, nil when not answered.
  public var kitty: Bool?
  /// The size of a cell in pixels, when the terminal said one a screen can have
  /// (``PixelSize/cellSides``).
  public var cellPixels: PixelSize?
  /// Bytes that belong to no answer.
  public var other: [UInt8] = []
  /// The start of an answer still arriving.
  public var partial: [UInt8] = []

  /// Nothing read yet; `throughTmux` when the question went through tmux.
  public init(throughTmux: Bool = false) {
    self.throughTmux = throughTmux
  }

  /// The terminal's XTVERSION name, not tmux's, if it said one.
  public var terminalName: String? {
    versions.last { !$0.hasPrefix("tmux") }
  }

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
      case .kitty(let length, let ok):
        kitty = ok
        input.removeFirst(length)
      case .cellSize(let length, let size):
        cellPixels = size
        input.removeFirst(length)
      case .attributes(let length, let list):
        if throughTmux, tmuxAttributes == nil {
          tmuxAttributes = list
        } else {
          done = true
          attributes = list
        }
        input.removeFirst(length)
      case .version(let length, let name):
        versions.append(name)
        input.removeFirst(length)
      }
    }
  }

  private enum Answer {
    case incomplete
    case none
    case osc(length: Int, color: [Double]?)
    case kitty(length: Int, ok: Bool)
    case cellSize(length: Int, size: PixelSize?)
    case attributes(length: Int, list: [Int])
    case version(length: Int, name: String)
  }

  /// The body of a string answer starting at `input[2]`, ended by ESC \ (or, for OSC,
  /// BEL): its end, or nil when it is not one, or `.incomplete`.
  private func stringEnd(_ input: [UInt8], bell: Bool) -> (body: Range<Int>, length: Int)?? {
    var index = 2
    while index < input.count {
      if bell, input[index] == 0x07 { return (2..<index, index + 1) }
      if input[index] == 0x1B {
        guard index + 1 < input.count else { return .some(nil) }
        guard input[index + 1] == UInt8(ascii: "\\") else { return nil }
        return (2..<index, index + 2)
      }
      // An answer is short; a long run is not one.
      if index > 64 { return nil }
      index += 1
    }
    return .some(nil)
  }

  /// What starts at `input[0]` (an ESC).
  private func answer(_ input: [UInt8]) -> Answer {
    guard input.count >= 2 else { return .incomplete }
    if input[1] == UInt8(ascii: "]") || input[1] == UInt8(ascii: "_") {
      let osc = input[1] == UInt8(ascii: "]")
      guard let found = stringEnd(input, bell: osc) else { return .none }
      guard let (body, length) = found else { return .incomplete }
      if osc { return .osc(length: length, color: Self.color(input[body])) }
      let text = String(decoding: input[body], as: UTF8.self)
      guard text.hasPrefix("Gi=\(KittyGraphics.queryID);") else { return .none }
      return .kitty(length: length, ok: text.hasSuffix(";OK"))
    }
    if input[1] == UInt8(ascii: "P") {
      guard let found = stringEnd(input, bell: false) else { return .none }
      guard let (body, length) = found else { return .incomplete }
      let text = String(decoding: input[body], as: UTF8.self)
      guard text.hasPrefix(">|") else { return .none }
      return .version(length: length, name: String(text.dropFirst(2)))
    }
    guard input[1] == UInt8(ascii: "[") else { return .none }
    guard input.count >= 3 else { return .incomplete }
    let question = input[2] == UInt8(ascii: "?")
    var index = question ? 3 : 2
    while index < input.count {
      let byte = input[index]
      if question, byte == UInt8(ascii: "c") {
        return .attributes(length: index + 1, list: Self.numbers(input[3..<index]))
      }
      if !question, byte == UInt8(ascii: "t") {
        let numbers = Self.numbers(input[2..<index])
        guard numbers.count == 3, numbers[0] == 6 else { return .none }
        // A size no screen can have counts as none (see `PixelSize.cellSides`).
        return .cellSize(
          length: index + 1, size: PixelSize.cell(width: numbers[2], height: numbers[1]))
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";")
      else { return .none }
      // Keys such as F5 (`ESC [ 1 5 ~`) are numbers too, but end otherwise.
      if index > 32 { return .none }
      index += 1
    }
    return .incomplete
  }

  private static func numbers(_ text: ArraySlice<UInt8>) -> [Int] {
    text.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      Int(String(decoding: $0, as: UTF8.self)) ?? 0
    }
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
