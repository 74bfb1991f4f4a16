/// A JPEG Huffman table: a 10-bit lookup for short codes, the canonical limits for the rest,
/// and for AC tables a second lookup that gives a short code's run and value at once.
final class JPEGHuffman {
  static let fastBits = 10

  /// For each 10-bit prefix, `length << 8 | symbol`, or 0 when the code is longer.
  private let fast: UnsafeMutablePointer<UInt16>
  /// For each 10-bit prefix whose code and extra bits both fit in it, `value << 8 | run << 4 |
  /// bits used` (the value −128…127 as an AC coefficient); 0 otherwise.
  let fastAC: UnsafeMutablePointer<Int16>
  /// The largest code of each length (index 1–16), −1 when there is none.
  private let maxCode: UnsafeMutablePointer<Int32>
  /// The index in `symbols` of each length's first code, minus that code.
  private let offset: UnsafeMutablePointer<Int32>
  private let symbols: UnsafeMutablePointer<UInt8>

  /// Builds the table from the DHT counts of codes of each length 1–16 and their symbols;
  /// `nil` when the counts do not make a prefix code.
  init?(counts: [Int], symbols: [UInt8]) {
    guard counts.count == 16, counts.reduce(0, +) == symbols.count, symbols.count <= 256 else {
      return nil
    }
    var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
    var maxCode = [Int32](repeating: -1, count: 18)
    var offset = [Int32](repeating: 0, count: 18)
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
    self.fast = .allocate(capacity: fast.count)
    self.fast.initialize(from: fast, count: fast.count)
    self.maxCode = .allocate(capacity: 18)
    self.maxCode.initialize(from: maxCode, count: 18)
    self.offset = .allocate(capacity: 18)
    self.offset.initialize(from: offset, count: 18)
    self.symbols = .allocate(capacity: 256)
    self.symbols.initialize(repeating: 0, count: 256)
    self.symbols.initialize(from: symbols, count: symbols.count)
    fastAC = .allocate(capacity: fast.count)
    fastAC.initialize(repeating: 0, count: fast.count)
    for prefix in 0..<fast.count where fast[prefix] != 0 {
      let length = Int(fast[prefix] >> 8)
      let symbol = Int(fast[prefix] & 0xFF)
      let run = symbol >> 4
      let size = symbol & 15
      guard size > 0, length + size <= Self.fastBits else { continue }
      var value = ((prefix << length) & ((1 << Self.fastBits) - 1)) >> (Self.fastBits - size)
      if value < 1 << (size - 1) { value += 1 - (1 << size) }
      guard (-128...127).contains(value) else { continue }
      fastAC[prefix] = Int16(value * 256 + run * 16 + length + size)
    }
  }

  deinit {
    fast.deallocate()
    fastAC.deallocate()
    maxCode.deallocate()
    offset.deallocate()
    symbols.deallocate()
  }

  /// The table's lookups, for the decoding loops: plain pointers, valid while the table
  /// lives, which a loop can hold without counting references.
  var lookup: JPEGHuffmanLookup {
    JPEGHuffmanLookup(
      fast: fast, fastAC: fastAC, maxCode: maxCode, offset: offset, symbols: symbols)
  }
}

/// A ``JPEGHuffman`` table's lookups, valid while the table lives.
struct JPEGHuffmanLookup {
  let fast: UnsafeMutablePointer<UInt16>
  let fastAC: UnsafeMutablePointer<Int16>
  let maxCode: UnsafeMutablePointer<Int32>
  let offset: UnsafeMutablePointer<Int32>
  let symbols: UnsafeMutablePointer<UInt8>

  /// Reads one symbol.
  @inline(__always)
  func decode(_ bits: inout JPEGBits) throws(JPEGError) -> Int {
    let peek = bits.peek16()
    let entry = fast[Int(peek >> (16 - UInt32(JPEGHuffman.fastBits)))]
    if entry != 0 {
      bits.skip(Int(entry >> 8))
      return Int(entry & 0xFF)
    }
    return try slowDecode(&bits, peek)
  }

  private func slowDecode(_ bits: inout JPEGBits, _ peek: UInt32) throws(JPEGError) -> Int {
    for length in (JPEGHuffman.fastBits + 1)...16 {
      let code = Int32(peek >> UInt32(16 - length))
      if code <= maxCode[length] {
        bits.skip(length)
        return Int(symbols[Int(offset[length] + code) & 0xFF])
      }
    }
    throw .invalidCode
  }
}

/// Reads the bits of entropy-coded data: removes the stuffed zero after each `FF`, and
/// feeds zeros once it meets a marker or the end, noting when a decoder reads into them.
///
/// It reads through a pointer to the file's bytes, so it lives only inside the
/// `withUnsafeBufferPointer` of those bytes (one scan).
struct JPEGBits {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to load.
  private(set) var position: Int
  private var buffer: UInt64 = 0
  private var count = 0
  private var padding = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int) {
    self.bytes = bytes
    self.position = position
  }

  /// Whether more bits were read than the data holds.
  var overran: Bool { count < padding }

  private mutating func fill() {
    let end = bytes.count
    // Most of the time: whole bytes, none of them FF, far from the end.
    if padding == 0, position &+ 8 <= end {
      while count <= 56 {
        let byte = bytes[position]
        if byte == 0xFF { break }
        buffer = buffer &<< 8 | UInt64(byte)
        count &+= 8
        position &+= 1
      }
    }
    while count <= 56 {
      var byte: UInt8 = 0
      if padding == 0, position < end {
        byte = bytes[position]
        if byte == 0xFF {
          if position + 1 < end, bytes[position + 1] == 0 {
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
  @inline(__always)
  mutating func peek16() -> UInt32 {
    if count < 16 { fill() }
    return UInt32(truncatingIfNeeded: buffer >> UInt64(count - 16)) & 0xFFFF
  }

  /// Consumes `n` bits (at most 16) already peeked.
  @inline(__always)
  mutating func skip(_ n: Int) {
    count -= n
  }

  /// The next `n` bits (0–16) as a number.
  @inline(__always)
  mutating func take(_ n: Int) -> Int {
    guard n > 0 else { return 0 }
    if count < n { fill() }
    count -= n
    return Int(truncatingIfNeeded: buffer >> UInt64(count)) & ((1 << n) - 1)
  }

  /// The next `n` bits (0–16) as a signed value, as JPEG's EXTEND defines.
  @inline(__always)
  mutating func receiveExtend(_ n: Int) throws(JPEGError) -> Int32 {
    guard n <= 16 else { throw .invalidCode }
    guard n > 0 else { return 0 }
    let value = take(n)
    return Int32(truncatingIfNeeded: value < 1 << (n - 1) ? value - (1 << n) + 1 : value)
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
