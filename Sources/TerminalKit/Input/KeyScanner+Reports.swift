/// What a terminal sends of itself rather than a key: answers to questions about its
/// background colour, device, graphics, cursor and window, which may come late.
extension KeyScanner {
  /// Scans a string a terminal sends: `ESC ]` (OSC, e.g. the background colour), `ESC P`
  /// (DCS), `ESC _` (APC, e.g. kitty's graphics answers), `ESC ^` (PM) or `ESC X` (SOS), up
  /// to BEL or `ESC \`, as one ``KeyToken/report``.
  ///
  /// An ESC followed by anything else ends the string too and begins the next token (an
  /// arrow key typed during it); so does CAN or SUB, which stays a key (Ctrl-X, Ctrl-Z). A
  /// string longer than ``maxStringLength`` is ``KeyToken/openString``. At the end of input
  /// a string with no end is no report but Alt and the introducer's key
  /// (`.unknownSequence`), and what followed it is decoded as keys: a player typed it.
  static func string(in bytes: [UInt8], at index: Int, atEnd: Bool) -> (KeyToken, Int)? {
    guard let end = stringEnd(in: bytes, from: index + 2) else {
      if atEnd { return (.key(.unknownSequence(Array(bytes[index...index + 1]))), 2) }
      if bytes.count - index >= maxStringLength {
        // NB: an ESC at the end may begin the string's `ESC \`: it waits for the next feed.
        let held = bytes[bytes.count - 1] == 0x1B ? 1 : 0
        return (.openString, bytes.count - index - held)
      }
      return nil
    }
    return (.report, end - index)
  }

  /// Where a string that is under way ends (the index after its terminator, or of the byte
  /// that cuts it short), from `start`; nil when its end has not come yet.
  static func stringEnd(in bytes: [UInt8], from start: Int) -> Int? {
    var position = start
    while position < bytes.count {
      switch bytes[position] {
      case 0x07: return position + 1
      case 0x18, 0x1A: return position
      case 0x1B:
        guard position + 1 < bytes.count else { return nil }
        return bytes[position + 1] == UInt8(ascii: "\\") ? position + 2 : position
      default: position += 1
      }
    }
    return nil
  }

  /// True for a complete CSI sequence that only a terminal sends, answering a question:
  /// device attributes (`CSI ? … c`, `CSI > … c`, `CSI = … c`), a cursor position
  /// (`CSI row ; column R`, `CSI ? row ; column ; page R`), the window (`CSI … t`), a mode
  /// (`CSI … $ y`), kitty's keyboard flags (`CSI ? flags u`) and a status (`CSI … n`). No key
  /// sends these, but for xterm's Shift-F3 (`CSI 1 ; 2 R`), which the game has no use for.
  static func isReport(_ sequence: [UInt8]) -> Bool {
    guard let final = sequence.last, sequence.count >= 3 else { return false }
    let body = sequence.dropFirst(2).dropLast()
    let marked =
      body.first.map { [UInt8(ascii: "?"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains($0) }
      ?? false
    let numbers = body.drop { !((0x30...0x39).contains($0)) }
    let numeric =
      !numbers.isEmpty
      && numbers.allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }
    switch final {
    case UInt8(ascii: "c"): return marked
    case UInt8(ascii: "R"): return numeric && numbers.contains(UInt8(ascii: ";"))
    case UInt8(ascii: "t"), UInt8(ascii: "n"): return numeric
    case UInt8(ascii: "y"): return body.last == UInt8(ascii: "$")
    case UInt8(ascii: "u"): return body.first == UInt8(ascii: "?")
    default: return false
    }
  }
}
