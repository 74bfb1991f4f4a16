/// Compresses bytes into a zlib stream (RFC 1950) of one deflate block (RFC 1951) with the
/// fixed Huffman codes: matches found through a hash of the next three bytes, a few earlier
/// places tried per position. Small and fast rather than tight: enough for the PNG files
/// and image payloads the game sends to a terminal.
public enum Deflate {
  /// The zlib stream of `bytes`: header, one fixed-Huffman block, Adler-32.
  public static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.output.reserveCapacity(bytes.count / 2 + 64)
    // CMF 0x78 (deflate, 32 KB window), FLG 0x01: 0x7801 is a multiple of 31.
    writer.output = [0x78, 0x01]
    writer.put(1, count: 1)  // BFINAL
    writer.put(1, count: 2)  // BTYPE 01: fixed Huffman codes
    bytes.withUnsafeBufferPointer { input in compress(input, into: &writer) }
    writer.writeCode(symbol: 256)
    writer.flush()
    let adler = bytes.withUnsafeBufferPointer { Checksum.adler32($0) }
    writer.output += [
      UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF),
      UInt8(adler & 0xFF),
    ]
    return writer.output
  }

  private static let window = 32_768
  private static let minimumMatch = 3
  private static let maximumMatch = 258
  /// How many earlier places with the same hash are compared at each position.
  private static let tries = 8
  private static let hashBits = 15

  private static func compress(_ input: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
    let count = input.count
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: window)
    func hash(_ index: Int) -> Int {
      let value = Int(input[index]) << 16 | Int(input[index + 1]) << 8 | Int(input[index + 2])
      return (value &* 0x9E37_79B1) >> (32 - hashBits) & ((1 << hashBits) - 1)
    }
    func insert(_ index: Int) {
      guard index + 2 < count else { return }
      let key = hash(index)
      previous[index & (window - 1)] = head[key]
      head[key] = Int32(index)
    }
    var index = 0
    while index < count {
      var bestLength = 0
      var bestDistance = 0
      if index + minimumMatch <= count {
        var candidate = Int(head[hash(index)])
        var left = tries
        let limit = min(maximumMatch, count - index)
        while candidate >= 0, index - candidate <= window, left > 0 {
          if input[candidate + bestLength] == input[index + bestLength] || bestLength == 0 {
            var length = 0
            while length < limit, input[candidate + length] == input[index + length] {
              length += 1
            }
            if length > bestLength {
              bestLength = length
              bestDistance = index - candidate
              if length == limit { break }
            }
          }
          let next = Int(previous[candidate & (window - 1)])
          // The chain only goes back; a stale entry from a later wrap would point forward.
          guard next < candidate else { break }
          candidate = next
          left -= 1
        }
      }
      if bestLength >= minimumMatch {
        writer.writeLength(bestLength)
        writer.writeDistance(bestDistance)
        for offset in 0..<bestLength { insert(index + offset) }
        index += bestLength
      } else {
        writer.writeCode(symbol: Int(input[index]))
        insert(index)
        index += 1
      }
    }
  }

  /// Bits packed from the least significant end of each byte, as deflate stores them.
  private struct BitWriter {
    var output: [UInt8] = []
    var buffer: UInt64 = 0
    var used = 0

    mutating func put(_ value: Int, count: Int) {
      buffer |= UInt64(value) << UInt64(used)
      used += count
      while used >= 8 {
        output.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        used -= 8
      }
    }

    mutating func flush() {
      if used > 0 { output.append(UInt8(truncatingIfNeeded: buffer)) }
      buffer = 0
      used = 0
    }

    /// A Huffman code, which deflate stores from its most significant bit.
    mutating func writeHuffman(_ code: Int, length: Int) {
      var reversed = 0
      var code = code
      for _ in 0..<length {
        reversed = reversed << 1 | code & 1
        code >>= 1
      }
      put(reversed, count: length)
    }

    /// A literal/length symbol in the fixed code (RFC 1951 §3.2.6).
    mutating func writeCode(symbol: Int) {
      switch symbol {
      case 0...143: writeHuffman(0x30 + symbol, length: 8)
      case 144...255: writeHuffman(0x190 + symbol - 144, length: 9)
      case 256...279: writeHuffman(symbol - 256, length: 7)
      default: writeHuffman(0xC0 + symbol - 280, length: 8)
      }
    }

    mutating func writeLength(_ length: Int) {
      var code = lengthBases.count - 1
      while lengthBases[code] > length { code -= 1 }
      writeCode(symbol: 257 + code)
      if lengthExtra[code] > 0 { put(length - lengthBases[code], count: lengthExtra[code]) }
    }

    mutating func writeDistance(_ distance: Int) {
      var code = distanceBases.count - 1
      while distanceBases[code] > distance { code -= 1 }
      writeHuffman(code, length: 5)
      if distanceExtra[code] > 0 {
        put(distance - distanceBases[code], count: distanceExtra[code])
      }
    }
  }

  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
}
