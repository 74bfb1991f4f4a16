import Foundation

/// Checks the structure of a binary property list before `PropertyListSerialization` sees it.
///
/// CoreFoundation's binary reader trusts the file: a set makes it crash, and objects shared
/// by reference are expanded once per reference, so a few hundred bytes of arrays that each
/// hold the next one twice grow exponentially. The inspector reads the trailer and the
/// offset table, then walks the object graph from the top object without recursion, and
/// refuses what no bank can hold.
enum BinaryPlistInspector {
  /// How a binary property list is refused.
  enum Refusal: Error, Equatable {
    /// The bytes do not follow the binary property list format.
    case damaged(BinaryPlistDamage)
    /// The file is a well-formed binary property list that cannot be a question bank.
    case notABank(NotABankReason)
  }

  /// The deepest nesting of arrays and dictionaries accepted, as CoreFoundation's XML reader.
  static let maximumDepth = 512
  /// How many times its own size in bytes a file may grow to when shared objects are
  /// expanded (counting one per object plus the bytes of strings and data). A plist written
  /// without shared arrays or dictionaries stays below 2.
  static let expansionFactor = 16

  /// The first bytes of every binary property list.
  static let magic = Array("bplist".utf8)

  /// True when `bytes` start like a binary property list.
  static func isBinary(_ bytes: Data) -> Bool {
    bytes.starts(with: magic)
  }

  /// Throws a ``Refusal`` for a binary property list that is damaged, holds a set, contains
  /// itself, nests deeper than ``maximumDepth`` or expands past ``expansionFactor`` times
  /// its size; returns how it is laid out.
  @discardableResult
  static func inspect(_ data: Data) throws(Refusal) -> Layout {
    let result: Result<Layout, Refusal> = data.withUnsafeBytes { bytes in
      do throws(Refusal) {
        let reader = try Reader(bytes)
        let reachable = try reader.walk()
        return .success(reader.layout(reachable))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The parsed trailer and the walk over the objects.
  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let tableStart: Int

    init(_ bytes: UnsafeRawBufferPointer) throws(Refusal) {
      self.bytes = bytes
      let headerSize = 8
      let trailerSize = 32
      guard bytes.count >= headerSize + trailerSize + 1 else {
        throw .damaged(.tooShort(size: bytes.count))
      }
      guard bytes[6] == UInt8(ascii: "0") else {
        throw .damaged(.unsupportedVersion)
      }
      let trailer = bytes.count - trailerSize
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      let count = Self.bigEndian(bytes, at: trailer + 8, size: 8)
      let top = Self.bigEndian(bytes, at: trailer + 16, size: 8)
      let table = Self.bigEndian(bytes, at: trailer + 24, size: 8)
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
        throw .damaged(.impossibleSizes)
      }
      // Every object takes at least one byte and one offset-table entry.
      guard let count, count >= 1, count <= UInt64(trailer) else {
        throw .damaged(.impossibleCount)
      }
      guard let top, top < count else {
        throw .damaged(.topObjectMissing)
      }
      guard let table, table >= UInt64(headerSize + 1), table <= UInt64(trailer),
        UInt64(trailer) - table >= count * UInt64(offsetSize)
      else {
        throw .damaged(.tableOutside)
      }
      objectCount = Int(count)
      topObject = Int(top)
      tableStart = Int(table)
    }

    /// The unsigned big-endian number of `size` bytes at `start`, or `nil` past `Int.max`.
    static func bigEndian(_ bytes: UnsafeRawBufferPointer, at start: Int, size: Int) -> UInt64? {
      var value: UInt64 = 0
      for position in start..<(start + size) {
        guard value >> 56 == 0 else { return nil }
        value = value << 8 | UInt64(bytes[position])
      }
      return value <= UInt64(Int.max) ? value : nil
    }

    /// The byte offset of object `index`, checked to lie among the objects.
    func offset(of index: Int) throws(Refusal) -> Int {
      let entry = tableStart + index * offsetSize
      guard let offset = Self.bigEndian(bytes, at: entry, size: offsetSize),
        offset >= 8, offset < UInt64(tableStart)
      else {
        throw .damaged(.offsetOutside(object: index))
      }
      return Int(offset)
    }

    /// What one object is: its own weight and, for a container, where its references are.
    struct Object {
      /// One for the object plus the bytes of a string or data.
      var weight: Int
      /// The byte after the object's last one.
      var end = 0
      /// For a data object, where its bytes start; else `nil`.
      var dataBody: Int?
      /// The first byte of the references of an array or dictionary.
      var referencesStart = 0
      /// How many references (keys and values for a dictionary).
      var referenceCount = 0
    }

    /// Reads the object at `index`: checks its marker and that its bytes lie before the
    /// offset table.
    func object(at index: Int) throws(Refusal) -> Object {
      let start = try offset(of: index)
      let marker = bytes[start]
      let low = Int(marker & 0x0F)
      func ensure(_ length: Int, from position: Int) throws(Refusal) {
        guard length >= 0, position <= tableStart, length <= tableStart - position else {
          throw .damaged(.runsPast(object: index))
        }
      }
      switch marker >> 4 {
      case 0x0:
        guard marker == 0x00 || marker == 0x08 || marker == 0x09 || marker == 0x0F else {
          throw unknown(marker, index)
        }
        return Object(weight: 1, end: start + 1)
      case 0x1:
        guard low <= 4 else { throw unknown(marker, index) }
        try ensure(1 << low, from: start + 1)
        return Object(weight: 1, end: start + 1 + (1 << low))
      case 0x2:
        guard low == 2 || low == 3 else { throw unknown(marker, index) }
        try ensure(1 << low, from: start + 1)
        return Object(weight: 1, end: start + 1 + (1 << low))
      case 0x3:
        guard marker == 0x33 else { throw unknown(marker, index) }
        try ensure(8, from: start + 1)
        return Object(weight: 1, end: start + 9)
      case 0x4, 0x5, 0x6:
        let (count, body) = try length(low, at: start, index: index)
        let size = marker >> 4 == 0x6 ? count.multipliedReportingOverflow(by: 2) : (count, false)
        guard !size.1 else { throw .damaged(.tooLong(object: index)) }
        try ensure(size.0, from: body)
        return Object(
          weight: 1 + size.0, end: body + size.0, dataBody: marker >> 4 == 0x4 ? body : nil)
      case 0x8:
        try ensure(low + 1, from: start + 1)
        return Object(weight: 1, end: start + 2 + low)
      case 0xA, 0xD:
        let (count, body) = try length(low, at: start, index: index)
        let references =
          marker >> 4 == 0xD ? count.multipliedReportingOverflow(by: 2) : (count, false)
        let size = references.0.multipliedReportingOverflow(by: referenceSize)
        guard !references.1, !size.overflow else { throw .damaged(.tooLong(object: index)) }
        try ensure(size.partialValue, from: body)
        return Object(
          weight: 1, end: body + size.partialValue, referencesStart: body,
          referenceCount: references.0)
      case 0xB:
        throw .notABank(.orderedSet)
      case 0xC:
        throw .notABank(.set)
      default:
        throw unknown(marker, index)
      }
    }

    func unknown(_ marker: UInt8, _ index: Int) -> Refusal {
      .damaged(.unknownMarker(object: index, marker: marker))
    }

    /// The element count in a marker's low nibble or in the integer after it, and where the
    /// body starts.
    func length(_ low: Int, at start: Int, index: Int) throws(Refusal) -> (Int, Int) {
      if low != 0x0F { return (low, start + 1) }
      let position = start + 1
      guard position < tableStart, bytes[position] >> 4 == 0x1, bytes[position] & 0x0F <= 3
      else {
        throw .damaged(.malformedLength(object: index))
      }
      let size = 1 << Int(bytes[position] & 0x0F)
      guard position + 1 + size <= tableStart,
        let count = Self.bigEndian(bytes, at: position + 1, size: size)
      else {
        throw .damaged(.runsPast(object: index))
      }
      return (Int(count), position + 1 + size)
    }

    /// Reference `slot` of a container, checked to name an object in the table.
    func reference(_ object: Object, _ slot: Int, of index: Int) throws(Refusal) -> Int {
      let start = object.referencesStart + slot * referenceSize
      guard let target = Self.bigEndian(bytes, at: start, size: referenceSize),
        target < UInt64(objectCount)
      else {
        throw .damaged(.missingReference(object: index))
      }
      return Int(target)
    }

    /// Walks every object reachable from the top one, depth first with an explicit stack,
    /// adding up each container's expanded weight once its children are known. Each object
    /// is read once, so the walk is linear in the file's size. Returns the objects reached,
    /// each marked 2 in `state`, and the data objects among them.
    func walk() throws(Refusal) -> (state: [UInt8], data: [Int]) {
      let limit = bytes.count * expansionFactor
      // 0: not seen, 1: on the current path, 2: done.
      var state = [UInt8](repeating: 0, count: objectCount)
      // For a done object: its expanded weight (at most limit + 1) and how many levels of
      // containers it holds below itself.
      var expanded = [UInt32](repeating: 0, count: objectCount)
      var height = [UInt16](repeating: 0, count: objectCount)
      struct Frame {
        var index: Int
        var object: Object
        var next = 0
        var total: Int
        var height = 0
      }
      var path: [Frame] = []
      var data: [Int] = []
      func finish(_ index: Int, total: Int, height below: Int) {
        state[index] = 2
        expanded[index] = UInt32(min(limit + 1, total))
        height[index] = UInt16(below)
      }

      let top = try object(at: topObject)
      if top.referenceCount == 0 {
        state[topObject] = 2
        return (state, top.dataBody == nil ? [] : [topObject])
      }
      state[topObject] = 1
      path.append(Frame(index: topObject, object: top, total: top.weight))
      while var frame = path.popLast() {
        if frame.next == frame.object.referenceCount {
          finish(frame.index, total: frame.total, height: frame.height + 1)
          guard var parent = path.popLast() else { break }
          parent.total = min(limit + 1, parent.total + frame.total)
          parent.height = max(parent.height, frame.height + 1)
          path.append(parent)
          continue
        }
        let child = try reference(frame.object, frame.next, of: frame.index)
        frame.next += 1
        if state[child] == 1 { throw .damaged(.containsItself) }
        if state[child] == 0 {
          let object = try object(at: child)
          if object.dataBody != nil { data.append(child) }
          if object.referenceCount > 0 {
            // The child is a container at depth path.count + 2 (the root is at depth 1).
            guard path.count + 2 <= maximumDepth else { throw Self.tooDeep }
            path.append(frame)
            state[child] = 1
            path.append(Frame(index: child, object: object, total: object.weight))
            continue
          }
          finish(child, total: object.weight, height: 0)
        }
        guard path.count + 1 + Int(height[child]) <= maximumDepth else { throw Self.tooDeep }
        frame.total = min(limit + 1, frame.total + Int(expanded[child]))
        frame.height = max(frame.height, Int(height[child]))
        path.append(frame)
      }
      if Int(expanded[topObject]) > limit { throw Self.tooLarge }
      return (state, data)
    }

    /// Where the objects the walk reached lie; the extents only when some are data.
    func layout(_ reached: (state: [UInt8], data: [Int])) -> Layout {
      var extents: [Range<Int>?] = []
      var data: [(index: Int, body: Range<Int>)] = []
      var offsetsInside = true
      if !reached.data.isEmpty {
        // CoreFoundation refuses a file with any offset outside, reached or not.
        for index in 0..<objectCount {
          let entry = tableStart + index * offsetSize
          let offset = Self.bigEndian(bytes, at: entry, size: offsetSize)
          if offset.map({ $0 >= UInt64(tableStart) }) ?? true { offsetsInside = false }
        }
        extents = [Range<Int>?](repeating: nil, count: objectCount)
        for index in 0..<objectCount where reached.state[index] == 2 {
          // Each was read by the walk, so it reads again.
          guard let start = try? offset(of: index), let object = try? object(at: index) else {
            continue
          }
          extents[index] = start..<object.end
          if let body = object.dataBody { data.append((index, body..<object.end)) }
        }
      }
      return Layout(
        offsetSize: offsetSize, referenceSize: referenceSize, topObject: topObject,
        extents: extents, dataObjects: data, offsetsInside: offsetsInside)
    }

    static let tooLarge = Refusal.notABank(.expands(factor: expansionFactor))

    static let tooDeep = Refusal.notABank(.nestedTooDeep(limit: maximumDepth))
  }
}
