import Foundation

/// Parses a binary property list whose data objects `PropertyListSerialization` never sees:
/// each is replaced by a stand-in of eight bytes (its object number) in a copy of the rest
/// of the file, and the parsed stand-ins are then swapped for the file's own bytes.
///
/// NB: swift-corelibs-foundation bridges every data object it parses to `Data` one byte at
/// a time, once per reference to it: a one-file pack of 40 photos (6 MB) spent half a
/// second there before its first question, and more with every question sharing a picture.
/// The pictures' bytes stay where the file was read into, shared by every question that
/// shows them, and are decoded only when a picture is shown.
enum BinaryPlistStandIns {
  /// The property list in `data`, a binary property list the inspector laid out as
  /// `layout`, with at least one data object; `nil` when the parser refuses the copy.
  static func propertyList(_ data: Data, layout: BinaryPlistInspector.Layout) -> Any? {
    // As CoreFoundation does with the whole file, which it is no longer given.
    guard layout.offsetsInside else { return nil }
    let copy = standInCopy(data, layout: layout)
    guard
      let root = try? PropertyListSerialization.propertyList(
        from: copy, options: [], format: nil)
    else { return nil }
    var bodies: [Int: Range<Int>] = [:]
    for object in layout.dataObjects { bodies[object.index] = object.body }
    return resolved(root, bodies: bodies, in: data)
  }

  /// The file with every reached object copied in order, each data object as a stand-in
  /// (`0x48` and its object number in eight bytes), and a new offset table and trailer.
  /// Objects nothing reaches point at a null, which the parser never reads.
  static func standInCopy(_ data: Data, layout: BinaryPlistInspector.Layout) -> Data {
    var isData = [Bool](repeating: false, count: layout.extents.count)
    for object in layout.dataObjects { isData[object.index] = true }
    var copy = Array("bplist00".utf8)
    copy.append(0x00)
    let null = copy.count - 1
    var offsets = [Int](repeating: null, count: layout.extents.count)
    data.withUnsafeBytes { bytes in
      for (index, extent) in layout.extents.enumerated() {
        guard let extent else { continue }
        offsets[index] = copy.count
        if isData[index] {
          copy.append(0x48)
          copy += bigEndian(UInt64(index), size: 8)
        } else {
          copy += bytes[extent]
        }
      }
    }
    let table = copy.count
    var offsetSize = 1
    while offsetSize < 8, table >> (8 * offsetSize) > 0 { offsetSize += 1 }
    for offset in offsets { copy += bigEndian(UInt64(offset), size: offsetSize) }
    copy += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(layout.referenceSize)]
    copy += bigEndian(UInt64(layout.extents.count), size: 8)
    copy += bigEndian(UInt64(layout.topObject), size: 8)
    copy += bigEndian(UInt64(table), size: 8)
    return Data(copy)
  }

  /// `value` with every stand-in swapped for the bytes of its data object in `file`.
  private static func resolved(_ value: Any, bodies: [Int: Range<Int>], in file: Data) -> Any {
    if let standIn = value as? Data {
      guard standIn.count == 8 else { return standIn }
      let index = standIn.reduce(0) { $0 << 8 | Int($1) }
      guard let body = bodies[index] else { return standIn }
      let start = file.startIndex
      return file[(start + body.lowerBound)..<(start + body.upperBound)]
    }
    if let array = value as? [Any] {
      return array.map { resolved($0, bodies: bodies, in: file) }
    }
    if let dictionary = value as? [AnyHashable: Any] {
      var copy = dictionary
      for (key, item) in dictionary where containsData(item) {
        copy[key] = resolved(item, bodies: bodies, in: file)
      }
      return copy
    }
    return value
  }

  /// Whether `value` is data or a container, which may hold stand-ins.
  private static func containsData(_ value: Any) -> Bool {
    value is Data || value is [Any] || value is [AnyHashable: Any]
  }

  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
