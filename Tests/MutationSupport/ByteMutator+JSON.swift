/// Mutations that keep a JSON file's shape but change what its values say.
extension ByteMutator {
  /// Numbers at the edges of what `Int`, `UInt64`, `Double` and a game can hold.
  package static let edgeNumbers = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "9223372036854775707",
    "4611686018427387904", "18446744073709551615", "-1", "0", "1", "2", "3", "1e400", "1.5", "-0.0",
    "1e-300",
  ]

  /// Strings that sit on the edges of what a name, a date or a message may hold: controls,
  /// bidirectional marks, an escape sequence, impossible and extreme dates, the two forms
  /// of `é`, a wide letter, a long run.
  package static let edgeStrings = [
    "", "\\u0000", "\\u001b[31m", "\\u202e", "\\u0085", "\\ud800", "2026-02-29", "2028-02-29",
    "0001-01-01", "9999-12-31", "10000-01-01", "2026-13-01", "\u{E9}", "e\u{301}", "鸭",
    String(repeating: "W", count: 300), "solved", "abandoned", "skipped",
  ]

  /// `bytes` with one JSON number replaced by an edge value.
  package mutating func replacingJSONNumber(in bytes: [UInt8]) -> [UInt8] {
    let isNumberByte: (UInt8) -> Bool = { (0x30...0x39).contains($0) || $0 == 0x2D }
    let starts = bytes.indices.filter {
      isNumberByte(bytes[$0]) && ($0 == 0 || !isNumberByte(bytes[$0 - 1]))
    }
    guard !starts.isEmpty else { return bytes }
    let start = pick(starts)
    let end = bytes[start...].firstIndex { !isNumberByte($0) } ?? bytes.count
    var result = bytes
    result.replaceSubrange(start..<end, with: Array(pick(Self.edgeNumbers).utf8))
    return result
  }

  /// `bytes` with the contents of one JSON string (a key or a value) replaced by an edge
  /// string.
  package mutating func replacingJSONString(in bytes: [UInt8]) -> [UInt8] {
    let quote = UInt8(ascii: "\"")
    var quotes: [Int] = []
    var escaped = false
    for (index, byte) in bytes.enumerated() {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == quote {
        quotes.append(index)
      }
    }
    guard quotes.count >= 2 else { return bytes }
    let pair = random.below(quotes.count / 2)
    var result = bytes
    result.replaceSubrange(
      quotes[2 * pair] + 1..<quotes[2 * pair + 1], with: Array(pick(Self.edgeStrings).utf8))
    return result
  }
}
