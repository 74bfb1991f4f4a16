/// Inflates a zlib stream (RFC 1950) of DEFLATE data (RFC 1951): stored, fixed Huffman and
/// dynamic Huffman blocks, with the stream's Adler-32 checked.
///
/// The output has a size known in advance (what a PNG header implies) and is allocated
/// once: a stream that would write one byte more is refused as soon as it tries, so no
/// input can make it allocate more than it was told.
public enum Inflate {
  /// The bytes `stream` inflates to, which must be exactly `size` bytes.
  public static func zlib(_ stream: [UInt8], size: Int) throws(InflateError) -> [UInt8] {
    // NB: one spare byte keeps the buffer's address valid when `size` is 0.
    var output = [UInt8](repeating: 0, count: size + 1)
    try stream.withUnsafeBufferPointer { (input) throws(InflateError) in
      try output.withUnsafeMutableBufferPointer { (buffer) throws(InflateError) in
        var inflater = Inflater(input: input, output: .init(rebasing: buffer[0..<size]))
        try inflater.run()
      }
    }
    output.removeLast()
    return output
  }
}

/// The state of one inflation: the bit reader over the input and the output written so far.
private struct Inflater {
  let input: UnsafeBufferPointer<UInt8>
  let output: UnsafeMutableBufferPointer<UInt8>
  /// The next input byte to load into `bits`.
  var position = 0
  /// Bits loaded but not yet used, the next one lowest.
  var bits: UInt64 = 0
  var bitCount = 0
  /// Zero bytes loaded past the end of the input (allowed a little, so that the decoding
  /// loop can look ahead; using them is an error found at the end of the stream).
  var padding = 0
  /// Bytes written to `output`.
  var written = 0

  init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) {
    self.input = input
    self.output = output
  }

  mutating func run() throws(InflateError) {
    guard input.count >= 2 else { throw .truncated }
    let method = input[0]
    let flags = input[1]
    guard method & 0x0F == 8, method >> 4 <= 7, (Int(method) << 8 | Int(flags)) % 31 == 0
    else { throw .badHeader }
    guard flags & 0x20 == 0 else { throw .presetDictionary }
    position = 2
    var final = false
    while !final {
      final = try take(1) == 1
      switch try take(2) {
      case 0: try storedBlock()
      case 1: try codes(literals: HuffmanTable.fixedLiterals, distances: .fixedDistances)
      case 2: try dynamicBlock()
      default: throw .reservedBlockType
      }
    }
    try alignToByte()
    guard position + 4 <= input.count else { throw .truncated }
    var expected: UInt32 = 0
    for offset in 0..<4 { expected = expected << 8 | UInt32(input[position + offset]) }
    let actual = Checksum.adler32(UnsafeBufferPointer(rebasing: output[0..<written]))
    guard actual == expected else { throw .adlerMismatch }
    guard written == output.count else {
      throw .tooShort(found: written, expected: output.count)
    }
  }

  /// Loads input bytes until at least 56 bits are buffered.
  @inline(__always)
  mutating func refill() throws(InflateError) {
    if position + 8 <= input.count {
      let word = UnsafeRawPointer(input.baseAddress.unsafelyUnwrapped + position)
        .loadUnaligned(as: UInt64.self)
      bits |= UInt64(littleEndian: word) << UInt64(bitCount)
      position += (63 - bitCount) >> 3
      bitCount |= 56
      return
    }
    while bitCount <= 56 {
      if position < input.count {
        bits |= UInt64(input[position]) << UInt64(bitCount)
        position += 1
      } else {
        padding += 1
        if padding > 8 { throw .truncated }
      }
      bitCount += 8
    }
  }

  /// The next `count` (at most 32) bits as a number, first bit lowest.
  @inline(__always)
  mutating func take(_ count: Int) throws(InflateError) -> Int {
    if bitCount < count { try refill() }
    let value = Int(truncatingIfNeeded: bits & ((1 << UInt64(count)) &- 1))
    bits >>= UInt64(count)
    bitCount -= count
    return value
  }

  /// Drops the bits up to the next byte boundary and gives back whole bytes still
  /// buffered, so that `position` is the next unread input byte.
  mutating func alignToByte() throws(InflateError) {
    let buffered = bitCount / 8 - padding
    guard buffered >= 0 else { throw .truncated }
    position -= buffered
    bits = 0
    bitCount = 0
    padding = 0
  }

  mutating func storedBlock() throws(InflateError) {
    try alignToByte()
    guard position + 4 <= input.count else { throw .truncated }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard length ^ 0xFFFF == complement else { throw .storedLengthMismatch }
    position += 4
    guard length <= output.count - written else { throw .tooLong(limit: output.count) }
    guard length <= input.count - position else { throw .truncated }
    for offset in 0..<length { output[written + offset] = input[position + offset] }
    written += length
    position += length
  }

  /// The order in which a dynamic block lists the code length code's lengths.
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  mutating func dynamicBlock() throws(InflateError) {
    let literalCount = try take(5) + 257
    let distanceCount = try take(5) + 1
    let lengthCodeCount = try take(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw .invalidCodeLengths }
    var lengthCodeLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<lengthCodeCount {
      lengthCodeLengths[Self.codeLengthOrder[index]] = UInt8(try take(3))
    }
    let lengthCode = try HuffmanTable(lengths: lengthCodeLengths[...])
    let total = literalCount + distanceCount
    var lengths = [UInt8](repeating: 0, count: total)
    var index = 0
    while index < total {
      let symbol = try decode(lengthCode)
      var repeated: UInt8 = 0
      var times = 1
      switch symbol {
      case 0...15: repeated = UInt8(symbol)
      case 16:
        guard index > 0 else { throw .invalidCodeLengths }
        repeated = lengths[index - 1]
        times = 3 + (try take(2))
      case 17: times = 3 + (try take(3))
      default: times = 11 + (try take(7))
      }
      guard times <= total - index else { throw .invalidCodeLengths }
      for offset in 0..<times { lengths[index + offset] = repeated }
      index += times
    }
    guard lengths[256] > 0 else { throw .invalidCodeLengths }
    let literals = try HuffmanTable(lengths: lengths[0..<literalCount])
    let distances = try HuffmanTable(lengths: lengths[literalCount...])
    try codes(literals: literals, distances: distances)
  }

  /// The next symbol of `table` (outside the hot loop of `codes`).
  mutating func decode(_ table: HuffmanTable) throws(InflateError) -> Int {
    if bitCount < HuffmanTable.maxCodeLength { try refill() }
    let entry = Int(table.entries[Int(truncatingIfNeeded: bits) & (1 << table.indexBits - 1)])
    let length = entry & 15
    guard length > 0 else { throw .invalidCode }
    bits >>= UInt64(length)
    bitCount -= length
    return entry >> 4
  }

  private static let lengthBase: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]

  /// Decodes literals and back-references until the end-of-block code.
  mutating func codes(literals: HuffmanTable, distances: HuffmanTable) throws(InflateError) {
    let literalMask = UInt64(1 << literals.indexBits - 1)
    let distanceMask = UInt64(1 << distances.indexBits - 1)
    let out = output.baseAddress.unsafelyUnwrapped
    let size = output.count
    try literals.entries.withUnsafeBufferPointer { (literalTable) throws(InflateError) in
      try distances.entries.withUnsafeBufferPointer { (distanceTable) throws(InflateError) in
        while true {
          // 48 bits hold the longest length code with its extra bits and distance code
          // with its extra bits.
          if bitCount < 48 { try refill() }
          var entry = Int(literalTable[Int(truncatingIfNeeded: bits & literalMask)])
          var length = entry & 15
          guard length > 0 else { throw .invalidCode }
          bits >>= UInt64(length)
          bitCount -= length
          var symbol = entry >> 4
          if symbol < 256 {
            guard written < size else { throw .tooLong(limit: size) }
            out[written] = UInt8(truncatingIfNeeded: symbol)
            written += 1
            continue
          }
          if symbol == 256 { return }
          symbol -= 257
          guard symbol < 29 else { throw .invalidCode }
          var extra = Int(Self.lengthExtra[symbol])
          let count =
            Int(Self.lengthBase[symbol])
            + Int(truncatingIfNeeded: bits & ((1 << UInt64(extra)) &- 1))
          bits >>= UInt64(extra)
          bitCount -= extra
          entry = Int(distanceTable[Int(truncatingIfNeeded: bits & distanceMask)])
          length = entry & 15
          guard length > 0 else { throw .invalidCode }
          bits >>= UInt64(length)
          bitCount -= length
          symbol = entry >> 4
          guard symbol < 30 else { throw .invalidCode }
          extra = Int(Self.distanceExtra[symbol])
          let distance =
            Int(Self.distanceBase[symbol])
            + Int(truncatingIfNeeded: bits & ((1 << UInt64(extra)) &- 1))
          bits >>= UInt64(extra)
          bitCount -= extra
          guard distance <= written else { throw .distanceTooFar }
          guard count <= size - written else { throw .tooLong(limit: size) }
          var from = out + written - distance
          var to = out + written
          let end = to + count
          if distance >= 8 {
            // Eight bytes at a time: each word read is already written.
            while to + 8 <= end {
              UnsafeMutableRawPointer(to).storeBytes(
                of: UnsafeRawPointer(from).loadUnaligned(as: UInt64.self), as: UInt64.self)
              to += 8
              from += 8
            }
          }
          while to < end {
            to.pointee = from.pointee
            to += 1
            from += 1
          }
          written += count
        }
      }
    }
  }
}
