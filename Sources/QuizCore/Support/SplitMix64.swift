/// A small, fast, seedable random number generator (SplitMix64, Steele/Lea/Flood 2014).
///
/// The same seed gives the same sequence on every platform, which is what makes
/// `--shuffle --seed N` reproduce a game byte for byte. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<upperBound`, computed the same way on every platform.
  ///
  /// The standard library's `Int.random(in:using:)` is not promised to stay the same
  /// across releases, so shuffles use this instead.
  public mutating func below(_ upperBound: Int) -> Int {
    precondition(upperBound > 0, "upper bound must be positive")
    let bound = UInt64(upperBound)
    // Rejection sampling removes the modulo bias.
    let limit = UInt64.max - UInt64.max % bound
    while true {
      let value = next()
      if value < limit { return Int(value % bound) }
    }
  }

  /// Shuffles `items` in place (Fisher–Yates) with this generator.
  public mutating func shuffle<T>(_ items: inout [T]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      let other = below(index + 1)
      if other != index { items.swapAt(index, other) }
    }
  }
}

/// FNV-1a, a stable 64-bit hash of text (Swift's `Hasher` is seeded per process).
public func stableHash(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01B3
  }
  return hash
}
