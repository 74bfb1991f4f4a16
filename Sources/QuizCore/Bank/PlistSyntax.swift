import Foundation

/// Which kind of property list a file holds, told from its first bytes.
enum PlistSyntax: Equatable {
  /// A binary property list (`bplist…`).
  case binary
  /// XML (or anything else starting with `<`, which only CoreFoundation can tell apart).
  case xml
  /// OpenStep text whose root is an array `(…)` or a dictionary `{…}`.
  case openStep
  /// Text in UTF-16 or UTF-32, left to CoreFoundation.
  case wideText
  /// No bytes, or only white space and comments.
  case empty
  /// Text that is none of the above: a bare word, a quoted string, a number.
  case other

  /// The syntax of `data`, looking past a UTF-8 byte order mark, white space and OpenStep
  /// comments (`// …`, `/* … */`).
  static func of(_ data: Data) -> PlistSyntax {
    if BinaryPlistInspector.isBinary(data) { return .binary }
    if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE])
      || data.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      return .wideText
    }
    var index = data.startIndex
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
    while index < data.endIndex {
      let byte = data[index]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/")
      where index + 1 < data.endIndex && data[index + 1] == UInt8(ascii: "/"):
        while index < data.endIndex, data[index] != 0x0A, data[index] != 0x0D { index += 1 }
      case UInt8(ascii: "/")
      where index + 1 < data.endIndex && data[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index < data.endIndex,
          !(data[index] == UInt8(ascii: "*") && index + 1 < data.endIndex
            && data[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index = min(data.endIndex, index + 2)
      case UInt8(ascii: "<"):
        return .xml
      case UInt8(ascii: "("), UInt8(ascii: "{"):
        return .openStep
      default:
        return .other
      }
    }
    return .empty
  }
}
