/// One unit the scanner recognised at the front of the input buffer.
enum KeyToken: Equatable {
  /// A finished key.
  case key(Key)
  /// One printable Unicode scalar; the decoder may merge it into the previous character.
  case text(Unicode.Scalar)
  /// `ESC [ 200 ~`: bracketed paste begins.
  case pasteStart
  /// `ESC [ 201 ~`: bracketed paste ends.
  case pasteEnd
  /// A whole report from the terminal (an OSC, DCS, APC, PM or SOS string, a device
  /// attributes, cursor position, window or mode report): no key, dropped.
  case report
  /// The first ``KeyScanner/maxStringLength`` bytes of a string whose end has not come yet:
  /// dropped, and so is everything up to its end.
  case openString
}

/// Recognises one token at a time in a byte buffer; pure functions, no state.
///
/// Every function returns the token and how many bytes it used, or `nil` when the bytes
/// so far are a proper prefix of something longer and more input may complete it. With
/// `atEnd` set no more input is coming, so the result is never `nil`.
enum KeyScanner {
  /// The longest escape sequence kept waiting for its final byte, ESC included.
  static let maxSequenceLength = 64

  /// The most bytes of a terminal's string (OSC, DCS, APC…) held while waiting for its end;
  /// a longer one is dropped as it comes (``KeyToken/openString``).
  static let maxStringLength = 4096

  /// Scans the token that starts at `index`.
  static func token(in bytes: [UInt8], at index: Int, atEnd: Bool, altKeys: Bool = true)
    -> (KeyToken, Int)?
  {
    let byte = bytes[index]
    switch byte {
    case 0x1B: return escape(in: bytes, at: index, atEnd: atEnd, altKeys: altKeys)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x09: return (.key(.tab), 1)
    case 0x0A, 0x0D: return (.key(.enter), 1)
    case 0x20: return (.key(.space), 1)
    case 0x01...0x1A:
      return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
    case 0x00...0x1F: return (.key(.unknownSequence([byte])), 1)
    case 0x21...0x7E: return (.text(Unicode.Scalar(byte)), 1)
    default: return utf8(in: bytes, at: index, atEnd: atEnd)
    }
  }

  /// Decodes one UTF-8 scalar; ill-formed input gives `.invalid` with its maximal subpart.
  ///
  /// The checks follow the Unicode table of well-formed byte sequences, so overlong forms,
  /// surrogates and values above U+10FFFF are rejected at the first byte that proves it.
  static func utf8(in bytes: [UInt8], at index: Int, atEnd: Bool) -> (KeyToken, Int)? {
    let lead = bytes[index]
    let count: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (count, second) = (2, 0x80...0xBF)
    case 0xE0: (count, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (count, second) = (3, 0x80...0xBF)
    case 0xED: (count, second) = (3, 0x80...0x9F)
    case 0xF0: (count, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (count, second) = (4, 0x80...0xBF)
    case 0xF4: (count, second) = (4, 0x80...0x8F)
    default: return (.key(.invalid([lead])), 1)
    }
    var value = UInt32(lead) & (0xFF >> (count + 1))
    for offset in 1..<count {
      let position = index + offset
      guard position < bytes.count else {
        return atEnd ? (.key(.invalid(Array(bytes[index..<position]))), offset) : nil
      }
      let allowed = offset == 1 ? second : 0x80...0xBF
      guard allowed.contains(bytes[position]) else {
        return (.key(.invalid(Array(bytes[index..<position]))), offset)
      }
      value = value << 6 | UInt32(bytes[position] & 0x3F)
    }
    let sequence = Array(bytes[index..<index + count])
    guard let scalar = Unicode.Scalar(value) else { return (.key(.invalid(sequence)), count) }
    // C1 controls are well-formed but must never reach the screen as characters.
    if (0x80...0x9F).contains(value) { return (.key(.unknownSequence(sequence)), count) }
    return (.text(scalar), count)
  }

  /// Scans what follows an ESC byte.
  ///
  /// `ESC` + one printable character (what terminals send for Alt + key) is reported as
  /// `.unknownSequence`, so Alt-x is rejected like any unknown key instead of quitting.
  /// Without `altKeys` (a pipe, where no keyboard sends Alt) an ESC not followed by `[` or
  /// `O` is a lone Esc at once, so the outcome never depends on when the next byte comes.
  static func escape(in bytes: [UInt8], at index: Int, atEnd: Bool, altKeys: Bool = true)
    -> (KeyToken, Int)?
  {
    guard index + 1 < bytes.count else { return atEnd ? (.key(.escape), 1) : nil }
    let next = bytes[index + 1]
    if !altKeys && next != UInt8(ascii: "[") && next != UInt8(ascii: "O") {
      return (.key(.escape), 1)
    }
    switch next {
    case UInt8(ascii: "["): return csi(in: bytes, at: index, atEnd: atEnd, reports: altKeys)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"),
      UInt8(ascii: "X"):
      return string(in: bytes, at: index, atEnd: atEnd)
    case UInt8(ascii: "O"): return ss3(in: bytes, at: index, atEnd: atEnd)
    case 0x20...0x7F: return (.key(.unknownSequence([0x1B, next])), 2)
    case 0x80...0xFF:
      guard let (token, length) = utf8(in: bytes, at: index + 1, atEnd: atEnd) else {
        return nil
      }
      guard case .text = token else { return (.key(.escape), 1) }
      return (.key(.unknownSequence(Array(bytes[index...index + length]))), length + 1)
    default: return (.key(.escape), 1)
    }
  }

  /// Scans `ESC O x` (SS3), what terminals in application-cursor mode send for arrows.
  static func ss3(in bytes: [UInt8], at index: Int, atEnd: Bool) -> (KeyToken, Int)? {
    guard index + 2 < bytes.count else {
      return atEnd ? (.key(.unknownSequence([0x1B, 0x4F])), 2) : nil
    }
    let final = bytes[index + 2]
    if let key = cursorKey(final) { return (.key(key), 3) }
    if (0x40...0x7E).contains(final) {
      return (.key(.unknownSequence([0x1B, 0x4F, final])), 3)
    }
    return (.key(.unknownSequence([0x1B, 0x4F])), 2)
  }

  /// Scans `ESC [` parameters, intermediates and a final byte (CSI), bounded in length.
  ///
  /// `ESC [ M` with no parameters is the start of an old-style mouse report instead. With
  /// `reports` (a terminal) the terminal's reports are ``KeyToken/report``.
  static func csi(in bytes: [UInt8], at index: Int, atEnd: Bool, reports: Bool = true)
    -> (KeyToken, Int)?
  {
    if index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "M") {
      return x10Mouse(in: bytes, at: index, atEnd: atEnd)
    }
    var position = index + 2
    while true {
      let length = position - index
      if length >= maxSequenceLength || (position >= bytes.count && atEnd) {
        return (.key(.unknownSequence(Array(bytes[index..<position]))), length)
      }
      guard position < bytes.count else { return nil }
      let byte = bytes[position]
      if (0x40...0x7E).contains(byte) {
        let sequence = Array(bytes[index...position])
        if reports && isReport(sequence) { return (.report, length + 1) }
        return (csiToken(sequence), length + 1)
      }
      guard (0x20...0x3F).contains(byte) else {
        return (.key(.unknownSequence(Array(bytes[index..<position]))), length)
      }
      position += 1
    }
  }

  /// The length of an old-style mouse report: `ESC [ M` and three payload bytes.
  static let x10MouseLength = 6

  /// Scans an old-style (X10 / normal tracking, no SGR) mouse report `ESC [ M Cb Cx Cy`.
  ///
  /// The three payload bytes are raw values plus 32, never UTF-8, so bytes of 0x80 and
  /// above (columns past 95) are taken as they are. A report cut short is held until its
  /// payload arrives; at the end of input it is `.unknownSequence` of the bytes held. A
  /// payload that cannot be a report (a button byte below 32, a column or row byte below
  /// 33) is `.unknownSequence` of all six bytes, so none of them is read as a typed key.
  static func x10Mouse(in bytes: [UInt8], at index: Int, atEnd: Bool) -> (KeyToken, Int)? {
    let end = index + x10MouseLength
    guard end <= bytes.count else {
      guard atEnd else { return nil }
      return (.key(.unknownSequence(Array(bytes[index...]))), bytes.count - index)
    }
    let sequence = Array(bytes[index..<end])
    let button = Int(bytes[index + 3]) - 32
    let column = Int(bytes[index + 4]) - 32
    let row = Int(bytes[index + 5]) - 32
    guard button >= 0, column >= 1, row >= 1 else {
      return (.key(.unknownSequence(sequence)), x10MouseLength)
    }
    // Low bits 3 mean "released"; this protocol does not say which button was let go.
    let report = MouseReport(
      button: button, column: column, row: row, isPress: button & 3 != 3)
    return (.key(.mouse(report)), x10MouseLength)
  }

  /// Names a complete CSI sequence.
  static func csiToken(_ sequence: [UInt8]) -> KeyToken {
    let unknown = KeyToken.key(.unknownSequence(sequence))
    guard let final = sequence.last else { return unknown }
    let parameters = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
    switch final {
    case UInt8(ascii: "~"):
      switch parameters {
      case "1", "7": return .key(.home)
      case "4", "8": return .key(.end)
      case "3": return .key(.delete)
      case "200": return .pasteStart
      case "201": return .pasteEnd
      default: return unknown
      }
    case UInt8(ascii: "Z"):
      return parameters.isEmpty ? .key(.backTab) : unknown
    case UInt8(ascii: "M"), UInt8(ascii: "m"):
      guard let report = mouse(parameters, isPress: final == UInt8(ascii: "M")) else {
        return unknown
      }
      return .key(.mouse(report))
    default:
      // A modifier (`ESC [ 1 ; 5 A`, Ctrl-Up) still counts as the plain cursor key.
      let plain = parameters.isEmpty || parameters == "1" || isModifier(parameters)
      guard plain, let key = cursorKey(final) else { return unknown }
      return .key(key)
    }
  }

  /// The cursor key for a final byte shared by CSI and SS3 (`A`–`D`, `H`, `F`).
  static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  /// True for `1;N` with N a small decimal number.
  static func isModifier(_ parameters: String) -> Bool {
    guard parameters.hasPrefix("1;") else { return false }
    let modifier = parameters.dropFirst(2)
    return !modifier.isEmpty && modifier.count <= 3 && modifier.allSatisfy(\.isASCIIDigitChar)
  }

  /// Parses SGR mouse parameters `<button;column;row`.
  static func mouse(_ parameters: String, isPress: Bool) -> MouseReport? {
    guard parameters.first == "<" else { return nil }
    let fields = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3, fields.allSatisfy({ $0.allSatisfy(\.isASCIIDigitChar) }) else {
      return nil
    }
    // Int(_:) is nil on overflow, so absurdly long numbers are rejected, not trapped on.
    guard let button = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2])
    else { return nil }
    return MouseReport(button: button, column: column, row: row, isPress: isPress)
  }
}

extension Character {
  /// True for `0`–`9` only (not other scripts' digits).
  var isASCIIDigitChar: Bool { ("0"..."9").contains(self) }
}
