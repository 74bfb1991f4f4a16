/// Compresses bytes into a zlib stream (RFC 1950) of deflate blocks (RFC 1951): greedy LZ77
/// matching (``DeflateMatcher``), then each block of symbols written with the fixed Huffman
/// codes, its own (dynamic) codes or stored as it is, whichever is shortest. Fast rather than
/// tight: made for the PNG files and image payloads the game sends to a terminal, once per
/// question.
public enum Deflate {
  /// The zlib stream of `bytes`. `distances` are tried first at every position for a match
  /// (for pixels: the size of a pixel and of a row), before the hash of the next bytes.
  public static func zlib(_ bytes: [UInt8], distances: [Int] = []) -> [UInt8] {
    var writer = DeflateBitWriter()
    writer.output.reserveCapacity(bytes.count / 4 + 64)
    // CMF 0x78 (deflate, 32 KB window), FLG 0x01: 0x7801 is a multiple of 31.
    writer.output += [0x78, 0x01]
    bytes.withUnsafeBufferPointer { input in
      let symbols = DeflateMatcher.symbols(input, distances: distances)
      symbols.withUnsafeBufferPointer { all in
        var start = 0
        var covered = 0
        repeat {
          let end = min(all.count, start + blockSymbols)
          let block = UnsafeBufferPointer(rebasing: all[start..<end])
          covered += writeBlock(
            block, input: input, from: covered, final: end == all.count, into: &writer)
          start = end
        } while start < all.count
      }
    }
    writer.alignToByte()
    let adler = bytes.withUnsafeBufferPointer { Checksum.adler32($0) }
    writer.output += [
      UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF),
      UInt8(adler & 0xFF),
    ]
    return writer.output
  }

  /// How many symbols one block holds.
  static let blockSymbols = 16_384

  /// Writes one block of `symbols`, which stand for the input from `start` on, and returns
  /// how many input bytes they stand for.
  private static func writeBlock(
    _ symbols: UnsafeBufferPointer<UInt32>, input: UnsafeBufferPointer<UInt8>, from start: Int,
    final: Bool, into writer: inout DeflateBitWriter
  ) -> Int {
    var literals = [Int](repeating: 0, count: 286)
    var distances = [Int](repeating: 0, count: 30)
    literals[256] = 1
    var extraBits = 0
    var covered = 0
    for symbol in symbols {
      if symbol & DeflateMatcher.matchFlag == 0 {
        literals[Int(symbol)] += 1
        covered += 1
      } else {
        let length = Int(symbol >> 16 & 0x1FF)
        let lengthCode = Int(DeflateTables.lengthCode[length])
        let distanceCode = DeflateTables.distanceCode.withUnsafeBufferPointer {
          DeflateTables.distanceCode(of: Int(symbol & 0xFFFF), in: $0)
        }
        literals[257 + lengthCode] += 1
        distances[distanceCode] += 1
        extraBits +=
          Int(DeflateTables.lengthExtra[lengthCode] + DeflateTables.distanceExtra[distanceCode])
        covered += length
      }
    }
    let dynamic = DynamicHeader(literals: literals, distances: distances)
    let dynamicCost =
      3 + dynamic.bits + extraBits + cost(literals, dynamic.literals)
      + cost(distances, dynamic.distances)
    let fixedCost =
      3 + extraBits + cost(literals, .fixedLiterals) + cost(distances, .fixedDistances)
    let storedBlocks = max(1, (covered + 65_534) / 65_535)
    let storedCost = storedBlocks * (3 + 7 + 32) + 8 * covered
    let last: UInt32 = final ? 1 : 0
    if storedCost < dynamicCost, storedCost < fixedCost {
      var offset = start
      for number in 0..<storedBlocks {
        let length = min(65_535, start + covered - offset)
        writer.put(number == storedBlocks - 1 ? last : 0, count: 3)  // BTYPE 00: stored
        writer.alignToByte()
        writer.put(UInt32(length) | UInt32(~length & 0xFFFF) << 16, count: 32)
        writer.append(UnsafeBufferPointer(rebasing: input[offset..<(offset + length)]))
        offset += length
      }
    } else if fixedCost <= dynamicCost {
      writer.put(last | 1 << 1, count: 3)  // BTYPE 01: fixed Huffman codes
      writeSymbols(symbols, literals: .fixedLiterals, distances: .fixedDistances, into: &writer)
    } else {
      writer.put(last | 2 << 1, count: 3)  // BTYPE 10: dynamic Huffman codes
      dynamic.write(into: &writer)
      writeSymbols(symbols, literals: dynamic.literals, distances: dynamic.distances, into: &writer)
    }
    return covered
  }

  /// The bits `frequencies` take in `code`.
  private static func cost(_ frequencies: [Int], _ code: DeflateCode) -> Int {
    var bits = 0
    for (symbol, count) in frequencies.enumerated() where count > 0 {
      bits += count * Int(code.lengths[symbol])
    }
    return bits
  }

  /// The symbols in `literals` and `distances`, with their extra bits, and the end of block.
  private static func writeSymbols(
    _ symbols: UnsafeBufferPointer<UInt32>, literals: DeflateCode, distances: DeflateCode,
    into writer: inout DeflateBitWriter
  ) {
    // Each entry: the bits to write (low half) and how many (high half).
    let literalTable = (0..<286).map { (symbol: Int) -> UInt64 in
      UInt64(literals.codes[symbol]) | UInt64(literals.lengths[symbol]) << 32
    }
    let lengthTable = (0...258).map { (length: Int) -> UInt64 in
      let code = Int(DeflateTables.lengthCode[length])
      let bits = UInt32(literals.lengths[257 + code])
      let extra = UInt32(max(0, length - Int(DeflateTables.lengthBases[code])))
      return UInt64(literals.codes[257 + code] | extra << bits)
        | UInt64(bits + UInt32(DeflateTables.lengthExtra[code])) << 32
    }
    let distanceTable = (0..<30).map { (code: Int) -> UInt64 in
      UInt64(distances.codes[code]) | UInt64(distances.lengths[code]) << 32
        | UInt64(DeflateTables.distanceExtra[code]) << 40
    }
    literalTable.withUnsafeBufferPointer { literalTable in
      lengthTable.withUnsafeBufferPointer { lengthTable in
        distanceTable.withUnsafeBufferPointer { distanceTable in
          DeflateTables.distanceCode.withUnsafeBufferPointer { distanceCodes in
            DeflateTables.distanceBases.withUnsafeBufferPointer { distanceBases in
              for symbol in symbols {
                if symbol & DeflateMatcher.matchFlag == 0 {
                  let entry = literalTable[Int(symbol)]
                  writer.put(UInt32(truncatingIfNeeded: entry), count: Int(entry >> 32))
                  continue
                }
                let length = lengthTable[Int(symbol >> 16 & 0x1FF)]
                writer.put(UInt32(truncatingIfNeeded: length), count: Int(length >> 32))
                let distance = Int(symbol & 0xFFFF)
                let code = DeflateTables.distanceCode(of: distance, in: distanceCodes)
                let entry = distanceTable[code]
                let bits = UInt32(entry >> 32 & 0xFF)
                writer.put(
                  UInt32(truncatingIfNeeded: entry) | (UInt32(distance) - distanceBases[code])
                    << bits,
                  count: Int(bits) + Int(entry >> 40))
              }
            }
          }
        }
      }
    }
    writer.put(literals.codes[256], count: Int(literals.lengths[256]))
  }
}
