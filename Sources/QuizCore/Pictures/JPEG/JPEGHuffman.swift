/// A JPEG Huffman table: a 9-bit lookup for short codes and the canonical limits for the
/// rest.
struct JPEGHuffman: Sendable {
  static let fastBits = 9

  /// For each 9-bit prefix, `length << 8 | symbol`, or 0 when the code is longer.
  private var fast = [UInt16](repeating: 0, count: 1 << fastBits)
  /// The largest code of each length (index 1–16), −1 when there is none.
  private var maxCode = [Int32](repeating: -1, count: 18)
  /// The index in `symbols` of each length's first code, minus that code.
  private var offset = [Int32](repeating: 0, count: 18)
  private var symbols: [UInt8]

  /// Builds the table from the DHT counts of codes of each length 1–16 and their symbols;
  /// `nil` when the counts do not make a prefix code.
  init?(counts: [Int], symbols: [UInt8]) {
    guard counts.count == 16, counts.reduce(0, +) == symbols.count, symbols.count <= 256 else {
      return nil
    }
    self.symbols = symbols
    var code: Int32 = 0
    var index: Int32 = 0
    for length in 1...16 {
      let count = Int32(counts[length - 1])
      offset[length] = index - code
      if count > 0 {
        guard code + count <= (1 << length) else { return nil }
        if length <= Self.fastBits {
          for next in 0..<count {
            let shift = Self.fastBits - length
            let first = Int((code + next) << shift)
            let entry = UInt16(length) << 8 | UInt16(symbols[Int(index + next)])
            for slot in first..<(first + (1 << shift)) { fast[slot] = entry }
          }
        }
        maxCode[length] = code + count - 1
      }
      index += count
      code = (code + count) << 1
    }
  }

  /// Reads one symbol.
  func decode(_ bits: inout JPEGBits) throws(JPEGError) -> Int {
    let peek = bits.peek16()
    let entry = fast[Int(peek >> (16 - Self.fastBits))]
    if entry != 0 {
      bits.skip(Int(entry >> 8))
      return Int(entry & 0xFF)
    }
    for length in (Self.fastBits + 1)...16 {
      let code = Int32(peek >> (16 - length))
      if code <= maxCode[length] {
        bits.skip(length)
        return Int(symbols[Int(offset[length] + code)])
      }
    }
    throw .invalidCode
  }
}

/// Reads the bits of entropy-coded data: removes the stuffed zero after each `FF`, and
/// feeds zeros once it meets a marker or the end, noting when a decoder reads into them.
struct JPEGBits {
  let bytes: [UInt8]
  /// The next byte to load.
  private(set) var position: Int
  private var buffer: UInt64 = 0
  private var count = 0
  private var padding = 0
  /// Whether more bits were read than the data holds.
  private(set) var overran = false

  init(_ bytes: [UInt8], position: Int) {
    self.bytes = bytes
    self.position = position
  }

  private mutating func fill() {
    while count <= 56 {
      var byte: UInt8 = 0
      if padding == 0, position < bytes.count {
        byte = bytes[position]
        if byte == 0xFF {
          if position + 1 < bytes.count, bytes[position + 1] == 0 {
            position += 2
          } else {
            byte = 0
            padding += 8
          }
        } else {
          position += 1
        }
      } else {
        padding += 8
      }
      buffer = buffer << 8 | UInt64(byte)
      count += 8
    }
  }

  /// The next 16 bits, not consumed.
  mutating func peek16() -> UInt32 {
    if count < 16 { fill() }
    return UInt32(truncatingIfNeeded: buffer >> UInt64(count - 16)) & 0xFFFF
  }

  /// Consumes `n` bits (at most 16) already peeked.
  mutating func skip(_ n: Int) {
    count -= n
    if count < padding { overran = true }
  }

  /// The next `n` bits (0–16) as a number.
  mutating func take(_ n: Int) -> Int {
    guard n > 0 else { return 0 }
    if count < n { fill() }
    let value = Int(truncatingIfNeeded: buffer >> UInt64(count - n)) & ((1 << n) - 1)
    skip(n)
    return value
  }

  /// The next `n` bits (0–16) as a signed value, as JPEG's EXTEND defines.
  mutating func receiveExtend(_ n: Int) throws(JPEGError) -> Int32 {
    guard n <= 16 else { throw .invalidCode }
    guard n > 0 else { return 0 }
    let value = take(n)
    return Int32(value < 1 << (n - 1) ? value - (1 << n) + 1 : value)
  }

  /// Drops the buffered bits and steps over the restart marker that should come next;
  /// anything else is left for the reader to run into.
  mutating func restart() {
    buffer = 0
    count = 0
    padding = 0
    while position + 1 < bytes.count {
      if bytes[position] == 0xFF, bytes[position + 1] != 0, bytes[position + 1] != 0xFF {
        if (0xD0...0xD7).contains(bytes[position + 1]) { position += 2 }
        return
      }
      position += 1
    }
  }
}
