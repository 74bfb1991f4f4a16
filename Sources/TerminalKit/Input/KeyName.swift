/// Names of the keys this game has no use for, as people say them: `f5`, `page-up`,
/// `ctrl-delete`, `ctrl-]`, for rejection messages and the JSON `key` field.
package enum KeyName {
  /// The name of the key that sends `bytes`, or nil when it is not a key with a name.
  package static func of(_ bytes: [UInt8]) -> String? {
    if bytes.count == 1 { return control(bytes[0]) }
    guard bytes.count >= 3, bytes[0] == 0x1B, let final = bytes.last else { return nil }
    let body = String(decoding: bytes.dropFirst(2).dropLast(), as: UTF8.self)
    switch bytes[1] {
    case UInt8(ascii: "O"):
      return bytes.count == 3 ? letterKey(final) : nil
    case UInt8(ascii: "["):
      if bytes.count == 4 && bytes[2] == UInt8(ascii: "[") {
        // The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
        return (0x41...0x45).contains(final) ? "f\(final - 0x40)" : nil
      }
      return csi(body, final: final)
    default:
      return nil
    }
  }

  /// Control bytes that have no letter of their own.
  private static func control(_ byte: UInt8) -> String? {
    switch byte {
    case 0x00: "ctrl-space"
    case 0x1C: "ctrl-\\"
    case 0x1D: "ctrl-]"
    case 0x1E: "ctrl-^"
    case 0x1F: "ctrl-_"
    default: nil
    }
  }

  /// `ESC [ parameters final`: `~` keys by number, letter keys, each with an optional
  /// xterm modifier (`;2` shift … `;8` ctrl-alt-shift).
  private static func csi(_ body: String, final: UInt8) -> String? {
    let fields = body.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count <= 2, fields.allSatisfy({ $0.allSatisfy(\.isASCIIDigitChar) }) else {
      return nil
    }
    var modifiers = ""
    if fields.count == 2 {
      guard let prefix = modifierPrefix(fields[1]) else { return nil }
      modifiers = prefix
    }
    let number = fields.first.flatMap { Int($0) }
    let name: String?
    if final == UInt8(ascii: "~") {
      name = number.flatMap { tildeKeys[$0] }
    } else {
      // Letter keys take `1` (or nothing) as their number.
      guard number == nil || number == 1 else { return nil }
      name = letterKey(final)
    }
    return name.map { modifiers + $0 }
  }

  /// The key for a final letter shared by CSI and SS3.
  private static func letterKey(_ final: UInt8) -> String? {
    switch final {
    case UInt8(ascii: "A"): "up"
    case UInt8(ascii: "B"): "down"
    case UInt8(ascii: "C"): "right"
    case UInt8(ascii: "D"): "left"
    case UInt8(ascii: "E"): "begin"
    case UInt8(ascii: "F"): "end"
    case UInt8(ascii: "H"): "home"
    case UInt8(ascii: "P"): "f1"
    case UInt8(ascii: "Q"): "f2"
    case UInt8(ascii: "R"): "f3"
    case UInt8(ascii: "S"): "f4"
    case UInt8(ascii: "Z"): "shift-tab"
    default: nil
    }
  }

  /// The keys that send `ESC [ number ~` (VT220 and xterm numbering).
  private static let tildeKeys: [Int: String] = [
    1: "home", 2: "insert", 3: "delete", 4: "end", 5: "page-up", 6: "page-down", 7: "home",
    8: "end", 11: "f1", 12: "f2", 13: "f3", 14: "f4", 15: "f5", 17: "f6", 18: "f7", 19: "f8",
    20: "f9", 21: "f10", 23: "f11", 24: "f12", 25: "f13", 26: "f14", 28: "f15", 29: "f16",
    31: "f17", 32: "f18", 33: "f19", 34: "f20",
  ]

  /// `shift-`, `alt-`, `ctrl-` in that order for an xterm modifier parameter (2–16).
  private static func modifierPrefix(_ field: Substring) -> String? {
    guard let value = Int(field), (2...16).contains(value) else { return nil }
    let bits = value - 1
    var prefix = ""
    if bits & 4 != 0 { prefix += "ctrl-" }
    if bits & 2 != 0 { prefix += "alt-" }
    if bits & 1 != 0 { prefix += "shift-" }
    if bits & 8 != 0 { prefix = "meta-" + prefix }
    return prefix
  }
}
