/// A canonical Huffman code (RFC 1951 §3.2.2) for writing: each symbol's length in bits and
/// its code with the bits reversed, ready for ``DeflateBitWriter/put(_:count:)``.
struct DeflateCode {
  var lengths: [UInt8]
  var codes: [UInt32]

  /// The canonical code with these lengths (0: the symbol is not used).
  init(lengths: [UInt8]) {
    self.lengths = lengths
    var counts = [Int](repeating: 0, count: 17)
    for length in lengths where length > 0 { counts[Int(length)] += 1 }
    var next = [UInt32](repeating: 0, count: 17)
    var code: UInt32 = 0
    for bits in 1...16 {
      code = (code + UInt32(counts[bits - 1])) << 1
      next[bits] = code
    }
    codes = lengths.map { length in
      guard length > 0 else { return 0 }
      let value = next[Int(length)]
      next[Int(length)] += 1
      var reversed: UInt32 = 0
      for bit in 0..<Int(length) {
        reversed |= (value >> UInt32(bit) & 1) << UInt32(Int(length) - 1 - bit)
      }
      return reversed
    }
  }

  /// The fixed literal/length code of RFC 1951 §3.2.6.
  static let fixedLiterals = DeflateCode(
    lengths: (0..<288).map { symbol in
      switch symbol {
      case 0...143: 8
      case 144...255: 9
      case 256...279: 7
      default: 8
      }
    })

  /// The fixed distance code: five bits each.
  static let fixedDistances = DeflateCode(lengths: [UInt8](repeating: 5, count: 30))

  /// Code lengths of at most `limit` bits for symbols used `frequencies` times: a Huffman
  /// code, its counts halved until its longest code fits. The code is always complete:
  /// when fewer than two symbols are used, the first unused ones get a length of 1, so that
  /// every decoder accepts it.
  static func lengths(for frequencies: [Int], limit: Int) -> [UInt8] {
    var weights = frequencies
    var used = weights.indices.filter { weights[$0] > 0 }
    var index = 0
    while used.count < 2, index < weights.count {
      if weights[index] == 0 {
        weights[index] = 1
        used.append(index)
      }
      index += 1
    }
    used.sort()
    while true {
      let lengths = huffman(weights, symbols: used)
      if let longest = lengths.max(), Int(longest) <= limit { return lengths }
      for symbol in used { weights[symbol] = (weights[symbol] + 1) / 2 }
    }
  }

  /// Huffman code lengths by the two-queue method: leaves sorted by weight, the joined
  /// nodes made in order of weight.
  private static func huffman(_ weights: [Int], symbols: [Int]) -> [UInt8] {
    var lengths = [UInt8](repeating: 0, count: weights.count)
    let leaves = symbols.sorted { (weights[$0], $0) < (weights[$1], $1) }
    let count = leaves.count
    var weight = leaves.map { weights[$0] } + [Int](repeating: 0, count: count - 1)
    var parent = [Int](repeating: 0, count: 2 * count - 1)
    var nextLeaf = 0
    var nextNode = count
    for node in count..<(2 * count - 1) {
      var children = (0, 0)
      for pick in 0..<2 {
        let child: Int
        if nextLeaf < count, nextNode >= node || weight[nextLeaf] <= weight[nextNode] {
          child = nextLeaf
          nextLeaf += 1
        } else {
          child = nextNode
          nextNode += 1
        }
        if pick == 0 { children.0 = child } else { children.1 = child }
      }
      weight[node] = weight[children.0] + weight[children.1]
      parent[children.0] = node
      parent[children.1] = node
    }
    var depth = [Int](repeating: 0, count: 2 * count - 1)
    if 2 * count - 3 >= 0 {
      for node in stride(from: 2 * count - 3, through: 0, by: -1) {
        depth[node] = depth[parent[node]] + 1
      }
    }
    for (position, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[position]) }
    return lengths
  }
}
