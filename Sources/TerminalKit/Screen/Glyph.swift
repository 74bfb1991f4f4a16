import Synchronization

/// The text of one cell in eight bytes, with no `String`: copying, clearing and comparing a
/// screen of cells is then copying and comparing plain words.
///
/// Up to seven bytes of UTF-8 (ASCII, accented letters, CJK, most emoji, short combining
/// sequences) are held inline; a longer grapheme (a flag, a skin tone, a joined emoji) is
/// kept once in a process-wide table and held by its index. The top byte records the length,
/// whether the text is two columns wide, whether terminals disagree on its width, and
/// whether it is in the table. Equal text gives equal bits, so cells compare by their bits.
struct Glyph: Hashable, Sendable {
  /// Bytes 0–6: the UTF-8 (or the table index); byte 7: the flags below.
  private(set) var bits: UInt64

  private static let lengthMask: UInt64 = 0x0F << 56
  private static let wideFlag: UInt64 = 1 << 60
  private static let complexFlag: UInt64 = 1 << 61
  private static let storedFlag: UInt64 = 1 << 62
  private static let inlineCapacity = 7

  private init(bits: UInt64) {
    self.bits = bits
  }

  /// The right half of a wide character: no text.
  static let continuation = Glyph(bits: 0)

  /// A space.
  static let space = Glyph(bits: 0x20 | 1 << 56)

  /// The glyph of `text`; `wide` when it takes two columns, `complex` when terminals draw
  /// it at varying widths.
  private init(utf8 text: some Collection<UInt8>, wide: Bool, complex: Bool) {
    var flags: UInt64 = (wide ? Self.wideFlag : 0) | (complex ? Self.complexFlag : 0)
    let count = text.count
    if count <= Self.inlineCapacity {
      var packed: UInt64 = 0
      var shift: UInt64 = 0
      for byte in text {
        packed |= UInt64(byte) << shift
        shift += 8
      }
      flags |= UInt64(count) << 56
      bits = packed | flags
    } else {
      bits = UInt64(LongGlyphs.index(of: Array(text))) | flags | Self.storedFlag
    }
  }

  /// The glyph of any text (normally one grapheme cluster; `""` is a continuation).
  init(_ text: String) {
    self.init(
      utf8: text.utf8, wide: TextWidth.of(text) == 2, complex: ANSIEncoder.isComplex(text))
  }

  /// The glyph of one grapheme cluster with its measure.
  init(_ character: Character, measure: TextWidth.Measure) {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      self.init(bits: UInt64(byte) | 1 << 56 | (measure.width == 2 ? Self.wideFlag : 0))
      return
    }
    self.init(utf8: utf8, wide: measure.width == 2, complex: measure.isUncertain)
  }

  /// The glyph of a printable ASCII character (one column, one byte).
  init(ascii byte: UInt8) {
    self.init(bits: UInt64(byte) | 1 << 56)
  }

  /// True for the right half of a wide character.
  var isContinuation: Bool { bits == 0 }

  /// True when the text takes two columns.
  var isWide: Bool { bits & Self.wideFlag != 0 }

  /// True when terminals disagree on how wide the text is drawn
  /// (see ``ANSIEncoder/isComplex(_:)``).
  var isComplex: Bool { bits & Self.complexFlag != 0 }

  /// The text.
  var text: String {
    var text = ""
    withUTF8 { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  /// Calls `body` with the UTF-8 of the text.
  func withUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if bits & Self.storedFlag != 0 {
      LongGlyphs.bytes(at: Int(bits & 0xFFFF_FFFF)).withUnsafeBufferPointer(body)
      return
    }
    // Byte 0 of the text is the lowest byte of the word, whatever the machine's byte order.
    var packed = (bits & 0x00FF_FFFF_FFFF_FFFF).littleEndian
    let count = Int((bits & Self.lengthMask) >> 56)
    withUnsafeBytes(of: &packed) { raw in
      body(
        UnsafeBufferPointer(
          start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count))
    }
  }

  /// Appends the UTF-8 of the text to `output`.
  func append(to output: inout [UInt8]) {
    if bits & Self.storedFlag == 0 {
      var packed = bits
      for _ in 0..<Int((bits & Self.lengthMask) >> 56) {
        output.append(UInt8(truncatingIfNeeded: packed))
        packed >>= 8
      }
      return
    }
    withUTF8 { output.append(contentsOf: $0) }
  }
}

/// The graphemes too long to hold inline, each kept once for the life of the process (they
/// come from the bank's text, so there are few), found by their UTF-8 bytes so that two
/// spellings of the same letter stay apart, as the terminal draws them.
private enum LongGlyphs {
  private struct Table {
    var bytes: [[UInt8]] = []
    var indices: [[UInt8]: Int] = [:]
  }

  private static let table = Mutex(Table())

  /// The index of `bytes` in the table, adding them when new.
  static func index(of bytes: [UInt8]) -> Int {
    table.withLock { table in
      if let index = table.indices[bytes] { return index }
      table.bytes.append(bytes)
      table.indices[bytes] = table.bytes.count - 1
      return table.bytes.count - 1
    }
  }

  /// The bytes at `index`.
  static func bytes(at index: Int) -> [UInt8] {
    table.withLock { $0.bytes[index] }
  }
}
