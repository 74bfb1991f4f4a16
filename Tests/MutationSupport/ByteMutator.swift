import QuizCore

/// Deterministic mutations of file contents, driven by a seeded `SplitMix64`.
///
/// The same seed gives the same inputs on every run, so a failure names the run that
/// reproduces it. Results are capped at `maxLength` bytes so that each parse stays cheap.
package struct ByteMutator {
  package var random: SplitMix64
  /// The largest input a mutation returns.
  package var maxLength = 4096

  package init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// Bytes that often sit on a boundary of a parser's checks.
  package static let interestingBytes: [UInt8] = [
    0x00, 0x01, 0x0A, 0x1B, 0x22, 0x3C, 0x7F, 0x80, 0xFF,
  ]

  /// A random element of `items`, which is not empty.
  package mutating func pick<T>(_ items: [T]) -> T {
    items[random.below(items.count)]
  }

  /// `bytes` changed by one to four generic mutations, `donors` lending bytes to splices.
  package mutating func mutate(_ bytes: [UInt8], donors: [[UInt8]]) -> [UInt8] {
    var result = bytes
    for _ in 0...random.below(4) {
      result = mutateOnce(result, donors: donors)
    }
    return Array(result.prefix(maxLength))
  }

  private mutating func mutateOnce(_ bytes: [UInt8], donors: [[UInt8]]) -> [UInt8] {
    var result = bytes
    guard !result.isEmpty else { return [pick(Self.interestingBytes)] }
    let at = random.below(result.count)
    switch random.below(8) {
    case 0:
      result[at] ^= 1 << UInt8(random.below(8))
    case 1:
      result[at] = pick(Self.interestingBytes)
    case 2:
      result[at] = UInt8(truncatingIfNeeded: random.next())
    case 3:
      result.removeSubrange(at..<min(result.count, at + 1 + random.below(16)))
    case 4:
      result = Array(result.prefix(at))
    case 5:
      // Splice: this input's head, another's tail.
      let donor = pick(donors)
      result = Array(result.prefix(at)) + donor.suffix(random.below(donor.count + 1))
    case 6:
      // Copy a run of bytes from one place to another (repeats a token or a tag).
      let length = 1 + random.below(min(32, result.count))
      let from = random.below(result.count - length + 1)
      result.insert(contentsOf: result[from..<from + length], at: at)
    default:
      let donor = pick(donors)
      guard !donor.isEmpty else { break }
      let start = random.below(donor.count)
      let run = donor[start..<min(donor.count, start + 1 + random.below(32))]
      result.insert(contentsOf: run, at: at)
    }
    return result
  }
}
