import MutationSupport
import QuizCore

/// Mutations that keep a binary property list's framing but change what its numbers say:
/// offset-table entries, object references, trailer fields and object markers.
///
/// Byte-level mutations rarely get past the trailer's checks; these reach the object graph
/// (shared and cyclic references, objects read at the wrong offset, wrong container types).
struct BinaryPlistMutator {
  /// The 32-byte trailer at the end of a `bplist00` file.
  struct Trailer {
    var offsetSize: Int
    var referenceSize: Int
    var objectCount: Int
    var tableOffset: Int

    init?(_ bytes: [UInt8]) {
      guard bytes.count >= 40, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
      let base = bytes.count - 32
      offsetSize = Int(bytes[base + 6])
      referenceSize = Int(bytes[base + 7])
      objectCount = Int(truncatingIfNeeded: Self.number(bytes, at: base + 8, size: 8))
      tableOffset = Int(truncatingIfNeeded: Self.number(bytes, at: base + 24, size: 8))
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
        (1...4096).contains(objectCount), (8...base).contains(tableOffset),
        tableOffset + objectCount * offsetSize <= base
      else { return nil }
    }

    static func number(_ bytes: [UInt8], at index: Int, size: Int) -> UInt64 {
      bytes[index..<index + size].reduce(0) { $0 << 8 | UInt64($1) }
    }
  }

  /// `bytes` with one structural change, or `nil` when they are not a sound binary plist.
  static func mutate(_ bytes: [UInt8], with mutator: inout ByteMutator) -> [UInt8]? {
    guard let trailer = Trailer(bytes) else { return nil }
    var result = bytes
    switch mutator.random.below(4) {
    case 0: retargetOffset(&result, trailer, &mutator)
    case 1: retargetReference(&result, trailer, &mutator)
    case 2: changeTrailer(&result, &mutator)
    default: changeMarker(&result, trailer, &mutator)
    }
    return result
  }

  private static func write(_ value: UInt64, to bytes: inout [UInt8], at index: Int, size: Int) {
    for byte in 0..<size {
      bytes[index + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - byte)))
    }
  }

  private static func offset(_ bytes: [UInt8], _ trailer: Trailer, object: Int) -> Int {
    let entry = trailer.tableOffset + object * trailer.offsetSize
    return Int(truncatingIfNeeded: Trailer.number(bytes, at: entry, size: trailer.offsetSize))
  }

  /// Points an object's offset-table entry at another object, or a few bytes off its own.
  private static func retargetOffset(
    _ bytes: inout [UInt8], _ trailer: Trailer, _ mutator: inout ByteMutator
  ) {
    let object = mutator.random.below(trailer.objectCount)
    let current = offset(bytes, trailer, object: object)
    let value: Int
    switch mutator.random.below(3) {
    case 0: value = offset(bytes, trailer, object: mutator.random.below(trailer.objectCount))
    case 1: value = current + mutator.random.below(7) - 3
    default: value = mutator.random.below(bytes.count + 16)
    }
    let entry = trailer.tableOffset + object * trailer.offsetSize
    write(UInt64(truncatingIfNeeded: value), to: &bytes, at: entry, size: trailer.offsetSize)
  }

  /// Makes one reference inside an array or dictionary name another object (possibly an
  /// ancestor, or the container itself).
  private static func retargetReference(
    _ bytes: inout [UInt8], _ trailer: Trailer, _ mutator: inout ByteMutator
  ) {
    let containers = (0..<trailer.objectCount).filter { object in
      let at = offset(bytes, trailer, object: object)
      guard at >= 8, at < trailer.tableOffset else { return false }
      let kind = bytes[at] >> 4
      return (kind == 0xA || kind == 0xD) && bytes[at] & 0x0F != 0x0F && bytes[at] & 0x0F > 0
    }
    guard !containers.isEmpty else { return }
    let container = mutator.pick(containers)
    let at = offset(bytes, trailer, object: container)
    let count = Int(bytes[at] & 0x0F) * (bytes[at] >> 4 == 0xD ? 2 : 1)
    let reference = at + 1 + mutator.random.below(count) * trailer.referenceSize
    guard reference + trailer.referenceSize <= trailer.tableOffset else { return }
    let target =
      mutator.random.below(2) == 0 ? container : mutator.random.below(trailer.objectCount)
    write(UInt64(target), to: &bytes, at: reference, size: trailer.referenceSize)
  }

  /// Changes a trailer field: the sizes, the object count, the top object or the table offset.
  private static func changeTrailer(_ bytes: inout [UInt8], _ mutator: inout ByteMutator) {
    let base = bytes.count - 32
    let edges: [UInt64] = [0, 1, 2, 3, 4, 8, 9, 0xFF, 0x7FFF_FFFF_FFFF_FFFF, .max]
    switch mutator.random.below(5) {
    case 0: bytes[base + 6] = UInt8(truncatingIfNeeded: mutator.pick(edges))
    case 1: bytes[base + 7] = UInt8(truncatingIfNeeded: mutator.pick(edges))
    case 2: write(mutator.pick(edges), to: &bytes, at: base + 8, size: 8)
    case 3: write(UInt64(mutator.random.below(40)), to: &bytes, at: base + 16, size: 8)
    default:
      let table = Trailer.number(bytes, at: base + 24, size: 8)
      write(table &+ UInt64(mutator.random.below(9)) &- 4, to: &bytes, at: base + 24, size: 8)
    }
  }

  /// Gives an object another type marker, keeping its length nibble.
  private static func changeMarker(
    _ bytes: inout [UInt8], _ trailer: Trailer, _ mutator: inout ByteMutator
  ) {
    let at = offset(bytes, trailer, object: mutator.random.below(trailer.objectCount))
    guard at >= 8, at < trailer.tableOffset else { return }
    let kinds: [UInt8] = [0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x8, 0xA, 0xC, 0xD]
    bytes[at] = mutator.pick(kinds) << 4 | (bytes[at] & 0x0F)
  }
}
