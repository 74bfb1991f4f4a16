import Foundation

/// Writes binary property lists object by object, so tests can build files that no
/// property-list writer would: sets, shared arrays, cycles, broken trailers.
enum BinaryPlist {
  /// One object of the file.
  enum Object {
    /// Bytes written as they are: a marker and its body.
    case raw([UInt8])
    /// An array (0xA), set (0xC) or dictionary (0xD) marker with its element count and
    /// the objects it refers to.
    case container(marker: UInt8, count: Int, references: [Int])
  }

  /// An array of the referenced objects.
  static func array(_ references: [Int]) -> Object {
    .container(marker: 0xA0, count: references.count, references: references)
  }

  /// A dictionary: keys and values given as object references.
  static func dictionary(_ pairs: [(key: Int, value: Int)]) -> Object {
    .container(marker: 0xD0, count: pairs.count, references: pairs.map(\.key) + pairs.map(\.value))
  }

  /// A set of the referenced objects.
  static func set(_ references: [Int]) -> Object {
    .container(marker: 0xC0, count: references.count, references: references)
  }

  /// A short ASCII string.
  static func string(_ text: String) -> Object {
    let bytes = Array(text.utf8)
    precondition(bytes.count < 15)
    return .raw([0x50 | UInt8(bytes.count)] + bytes)
  }

  /// The null object.
  static let null = Object.raw([0x00])

  /// A keyed-archiver reference (UID) with a one-byte value.
  static func uid(_ value: UInt8) -> Object { .raw([0x80, value]) }

  /// A one-byte integer.
  static func integer(_ value: UInt8) -> Object { .raw([0x10, value]) }

  /// The file: header, `objects` in order, the offset table and the trailer naming `top`.
  /// References take one byte when there are at most 256 objects, else two.
  static func file(_ objects: [Object], top: Int = 0) -> Data {
    let referenceSize = objects.count <= 256 ? 1 : 2
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      switch object {
      case .raw(let raw):
        bytes += raw
      case .container(let marker, let count, let references):
        bytes += count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x11] + bigEndian(count, 2)
        for reference in references { bytes += bigEndian(reference, referenceSize) }
      }
    }
    let tableStart = bytes.count
    let offsetSize = tableStart < 256 ? 1 : tableStart < 65536 ? 2 : 4
    for offset in offsets { bytes += bigEndian(offset, offsetSize) }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    for value in [objects.count, top, tableStart] { bytes += bigEndian(value, 8) }
    return Data(bytes)
  }

  private static func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
    (0..<size).reversed().map { (index: Int) -> UInt8 in
      UInt8(truncatingIfNeeded: value >> (index * 8))
    }
  }
}
