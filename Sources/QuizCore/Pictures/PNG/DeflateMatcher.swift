/// The LZ77 half of ``Deflate``: the input turned into literals and back-references, greedily.
///
/// At each position it first tries the distances it was given (for pixels: one pixel back
/// and one row back, where pictures repeat), then up to ``tries`` earlier places with the
/// same hash of the next three bytes. Where nothing matches for a while (a photograph's
/// noise) it looks at fewer positions, one in two, three… as the misses add up, and the
/// positions inside long matches are not hashed: speed over the last few percent.
enum DeflateMatcher {
  /// A literal is its byte; a back-reference has this bit set, its length in bits 16–24 and
  /// its distance in bits 0–15.
  static let matchFlag: UInt32 = 1 << 31

  static let window = 32_768
  static let minimumMatch = 3
  static let maximumMatch = 258
  /// How many earlier places with the same hash are compared at each position.
  static let tries = 3
  /// A match this long ends the search.
  static let goodLength = 32
  /// Matches longer than this have only their first position hashed.
  static let hashedLength = 16
  /// The most positions passed over without looking, after many misses.
  static let maximumSkip = 15
  private static let hashBits = 15

  /// The symbols of `input`, the `distances` tried first at each position.
  static func symbols(_ input: UnsafeBufferPointer<UInt8>, distances: [Int]) -> [UInt32] {
    let count = input.count
    guard let base = input.baseAddress, count > minimumMatch else {
      return input.map { UInt32($0) }
    }
    let hints = distances.filter { $0 >= 1 && $0 <= window }
    let head = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
    head.initialize(repeating: -1, count: 1 << hashBits)
    let previous = UnsafeMutablePointer<Int32>.allocate(capacity: window)
    previous.initialize(repeating: -1, count: window)
    defer {
      head.deallocate()
      previous.deallocate()
    }
    @inline(__always) func hash(_ index: Int) -> Int {
      let value = UInt32(base[index]) | UInt32(base[index + 1]) << 8 | UInt32(base[index + 2]) << 16
      return Int((value &* 0x9E37_79B1) >> UInt32(32 - hashBits))
    }
    @inline(__always) func insert(_ index: Int, key: Int) {
      previous[index & (window - 1)] = head[key]
      head[key] = Int32(index)
    }
    let last = count - minimumMatch
    return [UInt32](unsafeUninitializedCapacity: count) { output, written in
      var emitted = 0
      var index = 0
      var misses = 0
      while index <= last {
        let limit = min(maximumMatch, count - index)
        var bestLength = 0
        var bestDistance = 0
        for distance in hints where distance <= index {
          let length = matchLength(base, index - distance, index, limit)
          if length > bestLength {
            bestLength = length
            bestDistance = distance
          }
        }
        let key = hash(index)
        let enough = min(goodLength, limit)
        if bestLength < enough {
          var candidate = Int(head[key])
          var left = tries
          while candidate >= 0, index - candidate <= window, left > 0 {
            if base[candidate + bestLength] == base[index + bestLength] {
              let length = matchLength(base, candidate, index, limit)
              if length > bestLength {
                bestLength = length
                bestDistance = index - candidate
                if length >= enough { break }
              }
            }
            let next = Int(previous[candidate & (window - 1)])
            // The chain only goes back; an entry overwritten since would point forward.
            guard next < candidate else { break }
            candidate = next
            left -= 1
          }
        }
        if bestLength >= minimumMatch {
          output[emitted] = matchFlag | UInt32(bestLength) << 16 | UInt32(bestDistance)
          emitted += 1
          insert(index, key: key)
          if bestLength <= hashedLength {
            for offset in 1..<bestLength where index + offset <= last {
              insert(index + offset, key: hash(index + offset))
            }
          }
          index += bestLength
          // Short matches here and there (a photograph's) do not end the skipping.
          if bestLength >= 8 { misses = 0 }
        } else {
          insert(index, key: key)
          // One literal, and more without looking once nothing has matched for a while.
          let step = min(1 + min(misses >> 5, maximumSkip), count - index)
          for offset in 0..<step { output[emitted + offset] = UInt32(base[index + offset]) }
          emitted += step
          index += step
          misses += 1
        }
      }
      while index < count {
        output[emitted] = UInt32(base[index])
        emitted += 1
        index += 1
      }
      written = emitted
    }
  }

  /// How many bytes from `candidate` equal those from `index`, at most `limit`; eight at a
  /// time while they can be.
  @inline(__always)
  static func matchLength(
    _ base: UnsafePointer<UInt8>, _ candidate: Int, _ index: Int, _ limit: Int
  ) -> Int {
    var length = 0
    let raw = UnsafeRawPointer(base)
    while length + 8 <= limit {
      let difference =
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self))
        ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + length, as: UInt64.self))
      if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
      length += 8
    }
    while length < limit, base[candidate + length] == base[index + length] { length += 1 }
    return length
  }
}
