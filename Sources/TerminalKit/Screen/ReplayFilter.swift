/// Lets through only the bytes quiz itself writes to a terminal, for playing a recording
/// that may come from anyone (`quiz replay`).
///
/// What passes: text (UTF-8, no C1 controls), line feed and carriage return, and these
/// sequences with bounded parameters: SGR (`ESC [ … m`), the cursor moves quiz's frames use
/// (`H`, `A`, `B`, `C`, `D`, `G`, `d`), erasing (`J`, `K` with 0–2), showing or hiding the
/// cursor (`ESC [ ? 25 h/l`) and autowrap (`ESC [ ? 7 h/l`); and, only for the protocols in
/// ``images``, quiz's own picture sequences: kitty `a=T` with its pixels in the command and
/// `a=d`, sixel, iTerm2 inline images, alone or inside tmux's passthrough. Everything else
/// (other controls, escape sequences, strings such as OSC 52 or DCS queries, C1 control
/// sequences such as U+009B with their parameters, bytes that are not UTF-8) is left out
/// whole and counted once in ``dropped``.
///
/// It reads a stream: feed it the recording's output in pieces as they come; a sequence
/// split between pieces is judged once whole, and one never ended is dropped by ``finish()``.
/// The output is always whole sequences, so the terminal is back in its ground state after
/// every piece. Memory is bounded: a sequence longer than quiz ever writes is skipped, not
/// kept.
public struct ReplayFilter: Sendable {
  /// The picture protocols the viewer's terminal was found to show.
  public struct Images: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int
    /// A set of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The kitty graphics protocol.
    public static let kitty = Images(rawValue: 1)
    /// Sixel.
    public static let sixel = Images(rawValue: 2)
    /// iTerm2 inline images.
    public static let iterm = Images(rawValue: 4)
  }

  /// The picture protocols let through.
  public let images: Images
  /// True when pictures are written inside tmux's passthrough (the viewer runs tmux).
  public let throughTmux: Bool
  /// How many sequences, controls and bytes were left out so far.
  public private(set) var dropped = 0

  /// The longest control sequence kept (quiz's longest SGR is under 50 bytes).
  static let csiLimit = 64
  /// The longest string (OSC, DCS, APC) kept: a picture in one sequence.
  static let stringLimit = 16 * 1024 * 1024
  /// The largest number in a cursor move or a picture's size.
  static let largest = 10_000

  enum StringKind: Sendable { case osc, dcs, apc, other }

  enum State: Sendable {
    case ground
    /// Inside a UTF-8 scalar: the bytes still to come, and the range of the next one.
    case scalar(remaining: Int, low: UInt8, high: UInt8)
    case escape
    /// After `ESC` and an intermediate byte (`ESC ( B`, `ESC # 8`).
    case escapeIntermediate
    case csi
    /// A control sequence too long to keep, skipped to its final byte.
    case skippedCSI
    case string(StringKind)
    case stringEscape(StringKind)
    /// A string that cannot pass, skipped to its end.
    case skipped(StringKind)
    case skippedEscape(StringKind)
    /// After the byte C2 in a skipped string: U+009C (ST) may follow.
    case skippedLead(StringKind)
  }

  var state = State.ground
  /// The bytes of the sequence or scalar being read.
  var pending: [UInt8] = []
  /// True while a kitty image is sent in chunks (`m=1`): the next chunk may carry only `m`.
  var kittyChunking = false
  /// True when only pictures may pass (the inside of a tmux passthrough).
  let imagesOnly: Bool
  /// True once something other than a picture passed.
  var passedOther = false
  var styledState = false
  var cursorHiddenState = false
  var wrapOffState = false

  /// A filter letting through the picture protocols in `images`, wrapped in tmux's
  /// passthrough when `throughTmux`.
  public init(images: Images = [], throughTmux: Bool = false) {
    self.init(images: images, throughTmux: throughTmux, imagesOnly: false)
  }

  init(images: Images, throughTmux: Bool, imagesOnly: Bool) {
    self.images = images
    self.throughTmux = throughTmux
    self.imagesOnly = imagesOnly
  }

  /// What of `bytes` may reach the terminal.
  public mutating func feed(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    for byte in bytes { take(byte, into: &output) }
    return output
  }

  /// Ends the stream: a sequence or character left unfinished is dropped.
  public mutating func finish() {
    switch state {
    case .ground: break
    case .skippedCSI, .skipped, .skippedEscape, .skippedLead: break  // counted when skipping began
    default: dropped += 1
    }
    state = .ground
    pending = []
  }

  // MARK: - The byte machine

  private mutating func take(_ byte: UInt8, into output: inout [UInt8]) {
    switch state {
    case .ground: ground(byte, into: &output)
    case .scalar(let remaining, let low, let high):
      guard (low...high).contains(byte) else {
        drop()
        return ground(byte, into: &output)
      }
      pending.append(byte)
      if remaining > 1 {
        state = .scalar(remaining: remaining - 1, low: 0x80, high: 0xBF)
        return
      }
      state = .ground
      // C1 controls written as UTF-8 (U+0080–U+009F, e.g. U+009B, a CSI to some terminals).
      if pending.count == 2, pending[0] == 0xC2, pending[1] < 0xA0 { return c1(pending[1]) }
      pass(pending, into: &output)
      pending = []
    case .escape: escape(byte, into: &output)
    case .escapeIntermediate:
      switch byte {
      case 0x20...0x2F: break
      case 0x30...0x7E:
        // The final byte: the sequence (`ESC ( 0`) is whole, and what follows is text.
        drop()
        state = .ground
      default:
        drop()
        ground(byte, into: &output)
      }
    case .csi: csi(byte, into: &output)
    case .skippedCSI:
      switch byte {
      case 0x20...0x3F: break
      case 0x40...0x7E: state = .ground
      default:
        state = .ground
        ground(byte, into: &output)
      }
    case .string(let kind): string(kind, byte, into: &output)
    case .stringEscape(let kind):
      if byte == UInt8(ascii: "\\") {
        pending += [0x1B, byte]
        return endString(kind, into: &output)
      }
      if byte == 0x1B, kind == .dcs, pending.starts(with: Self.tmuxPrefix) {
        // Inside tmux's passthrough an escape is doubled.
        pending += [0x1B, 0x1B]
        state = .string(kind)
        return
      }
      // A new sequence begins: the string is cut off.
      drop()
      state = .escape
      escape(byte, into: &output)
    case .skipped(let kind):
      switch byte {
      case 0x1B: state = .skippedEscape(kind)
      case 0x07 where kind == .osc, 0x18, 0x1A: state = .ground
      case 0xC2: state = .skippedLead(kind)
      default: break
      }
    case .skippedLead(let kind):
      // U+009C (ST written as UTF-8) ends the string too.
      state = .skipped(kind)
      if byte == 0x9C { state = .ground } else { take(byte, into: &output) }
    case .skippedEscape(let kind):
      switch byte {
      case UInt8(ascii: "\\"): state = .ground
      case 0x1B: break
      default:
        if kind == .dcs {
          state = .skipped(kind)
        } else {
          state = .escape
          escape(byte, into: &output)
        }
      }
    }
  }

  private mutating func ground(_ byte: UInt8, into output: inout [UInt8]) {
    switch byte {
    case 0x20...0x7E: pass([byte], into: &output)
    case 0x0A, 0x0D: pass([byte], into: &output)
    case 0x1B:
      pending = [0x1B]
      state = .escape
    case 0xC2...0xDF: beginScalar(byte, remaining: 1, low: 0x80, high: 0xBF)
    case 0xE0: beginScalar(byte, remaining: 2, low: 0xA0, high: 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: beginScalar(byte, remaining: 2, low: 0x80, high: 0xBF)
    case 0xED: beginScalar(byte, remaining: 2, low: 0x80, high: 0x9F)
    case 0xF0: beginScalar(byte, remaining: 3, low: 0x90, high: 0xBF)
    case 0xF1...0xF3: beginScalar(byte, remaining: 3, low: 0x80, high: 0xBF)
    case 0xF4: beginScalar(byte, remaining: 3, low: 0x80, high: 0x8F)
    default:
      // Other controls (BEL, SO, SI, ENQ…), DEL, raw C1 bytes (0x9B, 0x9D…), bytes that
      // begin no UTF-8 character.
      drop()
    }
  }

  private mutating func beginScalar(_ byte: UInt8, remaining: Int, low: UInt8, high: UInt8) {
    pending = [byte]
    state = .scalar(remaining: remaining, low: low, high: high)
  }

  private mutating func escape(_ byte: UInt8, into output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "["):
      pending = [0x1B, byte]
      state = .csi
    case UInt8(ascii: "]"): beginString(.osc, byte, allowed: images.contains(.iterm))
    case UInt8(ascii: "P"):
      beginString(.dcs, byte, allowed: !images.isEmpty && !imagesOnly || images.contains(.sixel))
    case UInt8(ascii: "_"): beginString(.apc, byte, allowed: images.contains(.kitty))
    case UInt8(ascii: "^"), UInt8(ascii: "X"): beginString(.other, byte, allowed: false)
    case 0x1B:
      drop()
      pending = [0x1B]
    case 0x20...0x2F: state = .escapeIntermediate
    case 0x30...0x7E:
      // ESC c (a reset), ESC = and ESC > (keypad), ESC 7 / 8, ESC \ alone…: quiz writes none.
      drop()
      state = .ground
    default:
      drop()
      state = .ground
      ground(byte, into: &output)
    }
  }

  private mutating func csi(_ byte: UInt8, into output: inout [UInt8]) {
    switch byte {
    case 0x20...0x3F:
      pending.append(byte)
      if pending.count > Self.csiLimit {
        drop()
        state = .skippedCSI
      }
    case 0x40...0x7E:
      pending.append(byte)
      state = .ground
      if let sequence = controlSequence(pending) {
        pass(sequence, into: &output)
      } else {
        drop()
      }
      pending = []
    default:
      // A control or an escape inside: the sequence is cut off.
      drop()
      state = .ground
      ground(byte, into: &output)
    }
  }

  mutating func drop() {
    dropped += 1
    pending = []
    if case .scalar = state { state = .ground }
  }

  private mutating func pass(_ bytes: [UInt8], into output: inout [UInt8]) {
    if imagesOnly {
      passedOther = true
      return
    }
    output += bytes
  }
}
