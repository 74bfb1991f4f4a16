/// The two checksums of a PNG file: CRC-32 of each chunk and Adler-32 of the zlib stream.
enum Checksum {
  /// The CRC-32 (ISO 3309, as PNG and zlib use it) of `bytes`, continuing from `crc`.
  static func crc32(_ bytes: UnsafeBufferPointer<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    var value = ~crc
    crcTable.withUnsafeBufferPointer { table in
      for byte in bytes {
        value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8)
      }
    }
    return ~value
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The Adler-32 (RFC 1950) of `bytes`.
  static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let modulus: UInt32 = 65521
    // The most bytes that can be summed before `b` could overflow 32 bits.
    let run = 5552
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    while index < bytes.count {
      let end = min(index + run, bytes.count)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= modulus
      b %= modulus
    }
    return b << 16 | a
  }
}
