import Testing

@testable import TerminalKit

@Suite("Key decoder for pipes")
struct KeyDecoderPipeTests {
  @Test(
    "without Alt keys, Esc followed by a character is Esc then that character",
    arguments: [
      ([0x1B, 0x55], [Key.escape, .character("U")]),
      ([0x1B, 0x1B], [Key.escape, .escape]),
      ([0x1B], [Key.escape]),
      ([0x53, 0x1B, 0x20], [Key.character("S"), .escape, .space]),
    ] as [([UInt8], [Key])])
  func escapeThenCharacter(bytes: [UInt8], keys: [Key]) {
    var decoder = KeyDecoder(altKeys: false)
    // A trailing Esc waits for the next byte; the end of the input decides it.
    #expect(decoder.feed(bytes) + decoder.flush() == keys)
  }

  @Test("without Alt keys, arrows and other escape sequences still decode")
  func sequencesStillDecode() {
    var decoder = KeyDecoder(altKeys: false)
    #expect(decoder.feed(Array("\u{1B}[A\u{1B}OB\u{1B}[3~".utf8)) == [.up, .down, .delete])
  }

  @Test("with Alt keys (a terminal), Esc and a character together are one unknown key")
  func altKeyInTerminal() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x55]) == [.unknownSequence([0x1B, 0x55])])
  }

  @Test(
    "without Alt keys, old-style mouse reports decode the same, split anywhere",
    arguments: DecodeTable.x10Mouse)
  func x10MouseInPipe(_ row: DecodeCase) {
    func decode(_ pieces: [[UInt8]]) -> [Key] {
      var decoder = KeyDecoder(altKeys: false)
      var keys: [Key] = []
      for piece in pieces { keys += decoder.feed(piece) }
      return keys + decoder.flush()
    }
    for cut in 0...row.bytes.count {
      let pieces = [Array(row.bytes[..<cut]), Array(row.bytes[cut...])]
      #expect(decode(pieces) == row.keys, "cut at \(cut)")
    }
    #expect(decode(row.bytes.map { [$0] }) == row.keys, "byte by byte")
  }

  @Test("without Alt keys, an old-style click's payload is not typed as ? and >")
  func x10PayloadIsNotTyped() {
    var decoder = KeyDecoder(altKeys: false)
    #expect(
      decoder.feed(Array("\u{1B}[M ?>".utf8))
        == [.mouse(MouseReport(button: 0, column: 31, row: 30, isPress: true))])
  }

  @Test("in a pipe, which no terminal answers into, an OSC string is Esc and its characters")
  func stringsInPipe() {
    var decoder = KeyDecoder(altKeys: false)
    #expect(
      decoder.feed(keyBytes("\u{1B}]11;x\u{07}")) + decoder.flush()
        == [.escape] + keyChars("]11;x") + [.control("g")])
  }

  @Test("an Esc split from the character that follows gives the same keys in a pipe")
  func splitEscape() {
    var decoder = KeyDecoder(altKeys: false)
    var keys = decoder.feed([0x1B])
    #expect(keys.isEmpty)
    keys += decoder.feed([0x55])
    #expect(keys == [.escape])
    #expect(decoder.flush() == [.character("U")])
  }
}
