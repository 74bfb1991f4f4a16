/// A canonical Huffman code as one lookup table indexed by the next bits of the stream
/// (least significant bit first, as DEFLATE packs them).
///
/// Each entry holds `symbol << 4 | length`; length 0 marks bits that start no code (an
/// incomplete code, which DEFLATE allows for a single distance code).
struct HuffmanTable {
  /// The longest code DEFLATE allows.
  static let maxCodeLength = 15

  /// `1 << indexBits` entries.
  private(set) var entries: [UInt16]
  /// How many bits index the table: the longest code's length.
  let indexBits: Int

  /// Builds the table for `lengths[symbol]` (0 for a symbol that is not used).
  ///
  /// Throws ``InflateError/invalidCodeLengths`` when the lengths are over-subscribed (more
  /// codes of some length than a prefix code can have).
  init(lengths: ArraySlice<UInt8>) throws(InflateError) {
    var counts = [Int](repeating: 0, count: Self.maxCodeLength + 1)
    for length in lengths { counts[Int(length)] += 1 }
    counts[0] = 0
    var room = 1
    for length in 1...Self.maxCodeLength {
      room = room * 2 - counts[length]
      if room < 0 { throw .invalidCodeLengths }
    }
    let longest = (1...Self.maxCodeLength).last { counts[$0] > 0 } ?? 1
    indexBits = longest
    var next = [Int](repeating: 0, count: Self.maxCodeLength + 2)
    for length in 1...Self.maxCodeLength {
      next[length + 1] = (next[length] + counts[length]) << 1
    }
    var table = [UInt16](repeating: 0, count: 1 << longest)
    for (offset, length) in lengths.enumerated() where length > 0 {
      let length = Int(length)
      let code = next[length]
      next[length] += 1
      var reversed = 0
      for bit in 0..<length where code & (1 << bit) != 0 {
        reversed |= 1 << (length - 1 - bit)
      }
      let entry = UInt16(offset << 4 | length)
      var index = reversed
      while index < table.count {
        table[index] = entry
        index += 1 << length
      }
    }
    entries = table
  }

  /// The fixed literal/length code of block type 1.
  static let fixedLiterals: HuffmanTable = {
    let lengths =
      [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
      + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
    // NB: the fixed lengths are a complete code; building it cannot fail.
    return (try? HuffmanTable(lengths: lengths[...])) ?? HuffmanTable(empty: ())
  }()

  /// The fixed distance code of block type 1 (30 codes of 5 bits, and two unused).
  static let fixedDistances: HuffmanTable = {
    let lengths = [UInt8](repeating: 5, count: 32)
    return (try? HuffmanTable(lengths: lengths[...])) ?? HuffmanTable(empty: ())
  }()

  /// A table in which no bits form a code.
  private init(empty: Void) {
    entries = [0, 0]
    indexBits = 1
  }
}
