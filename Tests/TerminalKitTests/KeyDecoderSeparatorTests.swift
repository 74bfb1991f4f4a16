import Testing

@testable import TerminalKit

/// A character is never extended across something that is not text, even when that
/// something yields no key (a control dropped in a paste, a paste's start or end, a
/// terminal's report): the keys then do not depend on where the reads were split.
@Suite("Key decoder: nothing extends a character across a dropped token")
struct KeyDecoderSeparatorTests {
  /// The keys of `bytes` fed whole, then fed one byte at a time.
  private static func wholeAndByByte(_ bytes: [UInt8], altKeys: Bool) -> ([Key], [Key]) {
    var whole = KeyDecoder(altKeys: altKeys)
    let once = whole.feed(bytes) + whole.flush()
    var split = KeyDecoder(altKeys: altKeys)
    var keys: [Key] = []
    for byte in bytes { keys += split.feed([byte]) }
    return (once, keys + split.flush())
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let altKeys: Bool
    let keys: [Key]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // The input the key fuzzer found: in a paste, a pipe's lone Esc is dropped, and the skin
    // tone after it stood alone when the bytes came one by one but joined the C fed whole.
    Case(
      name: "a dropped Esc in a paste, then a skin tone (pipe)",
      bytes: Array("\u{1B}[200~C\u{1B}\u{1F3FD}\u{1B}[201~".utf8), altKeys: false,
      keys: [.character("C"), .character("\u{1F3FD}")]),
    Case(
      name: "a paste's start between a letter and a combining mark (pipe)",
      bytes: Array("e\u{1B}[200~\u{301}\u{1B}[201~".utf8), altKeys: false,
      keys: [.character("e"), .character("\u{301}")]),
    Case(
      name: "a terminal's OSC answer between a letter and a combining mark",
      bytes: Array("e\u{1B}]11;rgb:0000/0000/0000\u{7}\u{301}".utf8), altKeys: true,
      keys: [.character("e"), .character("\u{301}")]),
    Case(
      name: "a device-attributes answer between a letter and a skin tone",
      bytes: Array("C\u{1B}[?63;4c\u{1F3FD}".utf8), altKeys: true,
      keys: [.character("C"), .character("\u{1F3FD}")]),
  ]

  @Test(
    "the keys are the same whole and byte by byte, and the letter stands alone", arguments: cases)
  func separated(_ row: Case) {
    let (whole, byByte) = Self.wholeAndByByte(row.bytes, altKeys: row.altKeys)
    #expect(whole == row.keys)
    #expect(byByte == row.keys)
  }

  @Test("a mark right after its letter still joins it, whole and byte by byte")
  func stillJoins() {
    let (whole, byByte) = Self.wholeAndByByte(Array("e\u{301}C\u{1F3FD}".utf8), altKeys: true)
    #expect(whole == [.character("e\u{301}"), .character("C\u{1F3FD}")])
    #expect(byByte == whole)
  }
}
