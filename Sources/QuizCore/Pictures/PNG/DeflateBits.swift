/// Bits packed from the least significant end of each byte, as deflate stores them, 64 at a
/// time in a buffer that goes out four bytes at once.
struct DeflateBitWriter {
  var output: [UInt8] = []
  private var buffer: UInt64 = 0
  private var used = 0

  /// The lowest `count` bits of `value` (at most 32 in one call), lowest first.
  @inline(__always)
  mutating func put(_ value: UInt32, count: Int) {
    buffer |= UInt64(value) << UInt64(used)
    used += count
    if used >= 32 {
      let word = UInt32(truncatingIfNeeded: buffer)
      output.append(UInt8(truncatingIfNeeded: word))
      output.append(UInt8(truncatingIfNeeded: word >> 8))
      output.append(UInt8(truncatingIfNeeded: word >> 16))
      output.append(UInt8(truncatingIfNeeded: word >> 24))
      buffer >>= 32
      used -= 32
    }
  }

  /// Pads with zero bits to the next byte boundary and writes out what is buffered.
  mutating func alignToByte() {
    while used > 0 {
      output.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      used = max(0, used - 8)
    }
    buffer = 0
  }

  /// Whole bytes, after ``alignToByte()``.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    output.append(contentsOf: bytes)
  }
}

/// The length and distance codes of RFC 1951 §3.2.5, and lookups from a length or a
/// distance to its code.
enum DeflateTables {
  static let lengthBases: [UInt32] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBases: [UInt32] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// The length code (0–28, symbol 257 + code) of each match length 0…258 (3 up used).
  static let lengthCode: [UInt8] = (0...258).map { length in
    var code = lengthBases.count - 1
    while code > 0, Int(lengthBases[code]) > length { code -= 1 }
    return UInt8(code)
  }

  /// The distance code of distances 1…256 at `distance - 1`, and of longer ones at
  /// `256 + (distance - 1) >> 7` (every code above 15 spans a multiple of 128).
  static let distanceCode: [UInt8] = (0..<512).map { index in
    let distance = index < 256 ? index + 1 : ((index - 256) << 7) + 1
    var code = distanceBases.count - 1
    while code > 0, Int(distanceBases[code]) > distance { code -= 1 }
    return UInt8(code)
  }

  @inline(__always)
  static func distanceCode(of distance: Int, in table: UnsafeBufferPointer<UInt8>) -> Int {
    Int(distance <= 256 ? table[distance - 1] : table[256 + (distance - 1) >> 7])
  }
}
