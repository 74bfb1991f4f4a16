/// What is broken in the structure of a binary property list (objects are numbered from 0,
/// as in its offset table).
public enum BinaryPlistDamage: Equatable, Sendable {
  /// The file is shorter than a header and a trailer (its size in bytes).
  case tooShort(size: Int)
  /// The header names a format version other than 0.
  case unsupportedVersion
  /// The trailer's offset or reference size is not 1 to 8 bytes.
  case impossibleSizes
  /// The trailer's object count cannot fit the file.
  case impossibleCount
  /// The trailer's top object is not in the offset table.
  case topObjectMissing
  /// The offset table does not lie inside the file.
  case tableOutside
  /// An object's offset lies outside the object area.
  case offsetOutside(object: Int)
  /// An object's bytes run past the end of the object area.
  case runsPast(object: Int)
  /// An object's length overflows.
  case tooLong(object: Int)
  /// An object's type marker (given) is not one the format defines.
  case unknownMarker(object: Int, marker: UInt8)
  /// An object's length is not written as the format says.
  case malformedLength(object: Int)
  /// An array or dictionary refers to an object number past the table.
  case missingReference(object: Int)
  /// An array or dictionary holds itself, directly or further down.
  case containsItself
  /// The structure looks right, but CoreFoundation cannot decode the objects.
  case undecodable

  /// The marker as messages write it after `0x`: uppercase hexadecimal ("7E").
  public static func hex(_ marker: UInt8) -> String { String(marker, radix: 16, uppercase: true) }
}
