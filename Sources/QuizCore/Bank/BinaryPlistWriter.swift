import Foundation

/// Writes a binary property list (`bplist00`) whose bytes depend on the value alone.
///
/// CoreFoundation's writer lays out a dictionary's keys in the order its hash table holds
/// them, and Swift seeds its hashing anew in every process, so the same bank came out
/// different on every run. Here every dictionary's keys are written sorted by their UTF-8
/// bytes and the objects are numbered in the order a depth-first walk meets them. As
/// CoreFoundation on Linux does, every value is stored where it occurs, never shared: the
/// file is as large as it was, and it expands to no more than its size when read
/// (``BinaryPlistInspector`` refuses a file whose shared objects would expand it 16-fold).
enum BinaryPlistWriter {
  /// Why a value cannot be written.
  enum Failure: Error, Equatable {
    /// A value of a type property lists do not hold, or a dictionary key that is not a
    /// string (its type's name, for tests).
    case unsupported(String)
    /// Arrays and dictionaries nested deeper than a bank may be read with.
    case tooDeep
  }

  /// The deepest nesting written, as deep as ``BinaryPlistInspector`` reads.
  static let maximumDepth = BinaryPlistInspector.maximumDepth

  /// The bytes of `value`: a string, data, a number, a boolean, a date, or an array or a
  /// string-keyed dictionary of those.
  static func data(_ value: Any) throws(Failure) -> Data {
    var writer = Writer()
    _ = try writer.add(value, depth: 0)
    return writer.finish()
  }

  /// A value that holds no other.
  private enum Leaf {
    case ascii([UInt8])
    case unicode([UInt16])
    case data(Data)
    case integer(Int64)
    case largeUnsigned(UInt64)
    case real(UInt64)
    case boolean(Bool)
    case date(UInt64)
  }

  /// An object as written: a leaf, or a collection's marker byte and its references.
  private enum Object {
    case leaf(Leaf)
    case collection(marker: UInt8, count: Int, references: [Int])
  }

  private struct Writer {
    var objects: [Object] = []

    /// Adds `value` (and what it holds) and returns its object number.
    mutating func add(_ value: Any, depth: Int) throws(Failure) -> Int {
      if let leaf = try Self.leaf(value) {
        objects.append(.leaf(leaf))
        return objects.count - 1
      }
      guard depth < maximumDepth else { throw .tooDeep }
      // The collection's number comes before its contents', as a depth-first walk meets it.
      let number = objects.count
      objects.append(.collection(marker: 0, count: 0, references: []))
      if let array = value as? [Any] {
        var references: [Int] = []
        references.reserveCapacity(array.count)
        for element in array { references.append(try add(element, depth: depth + 1)) }
        objects[number] = .collection(marker: 0xA0, count: array.count, references: references)
      } else if let dictionary = value as? [String: Any] {
        let entries = dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var references: [Int] = []
        references.reserveCapacity(2 * entries.count)
        for entry in entries { references.append(try add(entry.key, depth: depth + 1)) }
        for entry in entries { references.append(try add(entry.value, depth: depth + 1)) }
        objects[number] = .collection(marker: 0xD0, count: entries.count, references: references)
      } else {
        throw .unsupported(String(describing: type(of: value)))
      }
      return number
    }

    /// The leaf `value` is, or `nil` for an array or a dictionary.
    private static func leaf(_ value: Any) throws(Failure) -> Leaf? {
      // NB: a plist boolean also casts to NSNumber (and 0 and 1 to Bool): the exact type
      // tells them apart.
      if type(of: value) == Bool.self, let flag = value as? Bool { return .boolean(flag) }
      switch value {
      case let string as String:
        let utf8 = Array(string.utf8)
        return utf8.allSatisfy { $0 < 0x80 } ? .ascii(utf8) : .unicode(Array(string.utf16))
      case let data as Data:
        return .data(data)
      case let date as Date:
        return .date(date.timeIntervalSinceReferenceDate.bitPattern)
      case let number as NSNumber:
        let type = String(cString: number.objCType)
        if type == "d" || type == "f" { return .real(number.doubleValue.bitPattern) }
        if type == "c" || type == "B" { return .boolean(number.boolValue) }
        if type == "Q" || type == "L", number.uint64Value > UInt64(Int64.max) {
          return .largeUnsigned(number.uint64Value)
        }
        return .integer(number.int64Value)
      case is [Any], is [String: Any]:
        return nil
      default:
        throw .unsupported(String(describing: type(of: value)))
      }
    }

    /// The file: the header, every object, the offset table and the trailer.
    func finish() -> Data {
      let referenceSize = Self.byteCount(for: UInt64(max(objects.count - 1, 0)))
      var bytes = Array("bplist00".utf8)
      var offsets: [Int] = []
      offsets.reserveCapacity(objects.count)
      for object in objects {
        offsets.append(bytes.count)
        switch object {
        case .leaf(let leaf): Self.append(leaf, to: &bytes)
        case .collection(let marker, let count, let references):
          Self.appendMarker(marker, count: count, to: &bytes)
          for reference in references {
            Self.appendBigEndian(UInt64(reference), size: referenceSize, to: &bytes)
          }
        }
      }
      let tableOffset = bytes.count
      // NB: sized for the table's own offset, as CoreFoundation sizes it.
      let offsetSize = Self.byteCount(for: UInt64(tableOffset))
      for offset in offsets { Self.appendBigEndian(UInt64(offset), size: offsetSize, to: &bytes) }
      bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
      Self.appendBigEndian(UInt64(objects.count), size: 8, to: &bytes)
      Self.appendBigEndian(0, size: 8, to: &bytes)
      Self.appendBigEndian(UInt64(tableOffset), size: 8, to: &bytes)
      return Data(bytes)
    }

    private static func append(_ leaf: Leaf, to bytes: inout [UInt8]) {
      switch leaf {
      case .ascii(let utf8):
        appendMarker(0x50, count: utf8.count, to: &bytes)
        bytes += utf8
      case .unicode(let units):
        appendMarker(0x60, count: units.count, to: &bytes)
        for unit in units { appendBigEndian(UInt64(unit), size: 2, to: &bytes) }
      case .data(let data):
        appendMarker(0x40, count: data.count, to: &bytes)
        bytes.append(contentsOf: data)
      case .integer(let value):
        appendInteger(value, to: &bytes)
      case .largeUnsigned(let value):
        // A 16-byte integer, as CoreFoundation writes one past Int64's range.
        bytes.append(0x14)
        appendBigEndian(0, size: 8, to: &bytes)
        appendBigEndian(value, size: 8, to: &bytes)
      case .real(let bits):
        bytes.append(0x23)
        appendBigEndian(bits, size: 8, to: &bytes)
      case .boolean(let flag):
        bytes.append(flag ? 0x09 : 0x08)
      case .date(let bits):
        bytes.append(0x33)
        appendBigEndian(bits, size: 8, to: &bytes)
      }
    }

    /// An integer in the fewest of 1, 2, 4 or 8 bytes; a negative one always takes 8.
    private static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
      let size = value < 0 ? 8 : byteCount(for: UInt64(value))
      bytes.append(0x10 | UInt8(size.trailingZeroBitCount))
      appendBigEndian(UInt64(bitPattern: value), size: size, to: &bytes)
    }

    /// A marker byte with its count: in its low four bits, or 0xF and an integer after it.
    private static func appendMarker(_ marker: UInt8, count: Int, to bytes: inout [UInt8]) {
      if count < 15 {
        bytes.append(marker | UInt8(count))
      } else {
        bytes.append(marker | 0x0F)
        appendInteger(Int64(count), to: &bytes)
      }
    }

    /// The fewest of 1, 2, 4 or 8 bytes that hold `value`.
    private static func byteCount(for value: UInt64) -> Int {
      switch value {
      case 0...0xFF: 1
      case 0...0xFFFF: 2
      case 0...0xFFFF_FFFF: 4
      default: 8
      }
    }

    private static func appendBigEndian(_ value: UInt64, size: Int, to bytes: inout [UInt8]) {
      for index in stride(from: size - 1, through: 0, by: -1) {
        bytes.append(UInt8(truncatingIfNeeded: value >> (UInt64(index) * 8)))
      }
    }
  }
}
