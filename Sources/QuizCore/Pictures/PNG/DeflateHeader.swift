/// A dynamic Huffman block's codes and the header that describes them (RFC 1951 §3.2.7): the
/// code lengths run-length coded (16: repeat the last 3–6 times, 17: 3–10 zeros, 18: 11–138
/// zeros), themselves Huffman coded with lengths of at most 7 bits.
struct DynamicHeader {
  let literals: DeflateCode
  let distances: DeflateCode
  /// The bits the header takes.
  private(set) var bits = 0
  private let literalCount: Int
  private let distanceCount: Int
  private let lengthCode: DeflateCode
  private let lengthCodeCount: Int
  /// The run-length coded lengths: symbol 0–18, its extra value, its extra bits.
  private var runs: [(symbol: Int, extra: UInt32, extraBits: Int)] = []

  /// The order the code-length code's lengths are written in.
  private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// The codes for symbols used `literals` and `distances` times.
  init(literals literalCounts: [Int], distances distanceCounts: [Int]) {
    literals = DeflateCode(lengths: DeflateCode.lengths(for: literalCounts, limit: 15))
    distances = DeflateCode(lengths: DeflateCode.lengths(for: distanceCounts, limit: 15))
    var literalCount = 286
    while literalCount > 257, literals.lengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1, distances.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    self.literalCount = literalCount
    self.distanceCount = distanceCount
    let all = Array(literals.lengths[0..<literalCount] + distances.lengths[0..<distanceCount])
    var index = 0
    while index < all.count {
      let value = all[index]
      var run = 1
      while index + run < all.count, all[index + run] == value { run += 1 }
      index += run
      if value == 0 {
        while run >= 11 {
          let part = min(run, 138)
          runs.append((18, UInt32(part - 11), 7))
          run -= part
        }
        if run >= 3 {
          runs.append((17, UInt32(run - 3), 3))
          run = 0
        }
      } else {
        runs.append((Int(value), 0, 0))
        run -= 1
        while run >= 3 {
          let part = min(run, 6)
          runs.append((16, UInt32(part - 3), 2))
          run -= part
        }
      }
      for _ in 0..<run { runs.append((Int(value), 0, 0)) }
    }
    var counts = [Int](repeating: 0, count: 19)
    for run in runs { counts[run.symbol] += 1 }
    lengthCode = DeflateCode(lengths: DeflateCode.lengths(for: counts, limit: 7))
    var lengthCodeCount = 19
    while lengthCodeCount > 4, lengthCode.lengths[Self.order[lengthCodeCount - 1]] == 0 {
      lengthCodeCount -= 1
    }
    self.lengthCodeCount = lengthCodeCount
    bits = 5 + 5 + 4 + 3 * lengthCodeCount
    for run in runs { bits += Int(lengthCode.lengths[run.symbol]) + run.extraBits }
  }

  /// HLIT, HDIST, HCLEN, the code-length code's lengths, then the coded lengths.
  func write(into writer: inout DeflateBitWriter) {
    writer.put(UInt32(literalCount - 257), count: 5)
    writer.put(UInt32(distanceCount - 1), count: 5)
    writer.put(UInt32(lengthCodeCount - 4), count: 4)
    for symbol in Self.order[0..<lengthCodeCount] {
      writer.put(UInt32(lengthCode.lengths[symbol]), count: 3)
    }
    for run in runs {
      let length = Int(lengthCode.lengths[run.symbol])
      writer.put(
        lengthCode.codes[run.symbol] | run.extra << UInt32(length), count: length + run.extraBits)
    }
  }
}
