import TerminalKit
import Testing

/// Feeds `bytes` in the given pieces, then flushes.
private func decode(_ pieces: [[UInt8]]) -> [Key] {
  var decoder = KeyDecoder()
  var keys: [Key] = []
  for piece in pieces { keys += decoder.feed(piece) }
  return keys + decoder.flush()
}

@Suite("KeyDecoder")
struct KeyDecoderTests {
  @Test("each byte sequence decodes to its keys", arguments: DecodeTable.all)
  func table(_ row: DecodeCase) {
    #expect(decode([row.bytes]) == row.keys)
  }

  @Test(
    "splitting a sequence at any byte boundary gives the same keys, joined letters included",
    arguments: DecodeTable.all)
  func splitAnywhere(_ row: DecodeCase) {
    for cut in 0...row.bytes.count {
      let pieces = [Array(row.bytes[..<cut]), Array(row.bytes[cut...])]
      #expect(decode(pieces) == row.keys, "cut at \(cut)")
    }
    #expect(decode(row.bytes.map { [$0] }) == row.keys, "byte by byte")
  }

  @Test("a long mixed stream decodes the same whole, split anywhere and byte by byte")
  func mixedStream() {
    let stream = DecodeTable.streamPieces.flatMap(\.bytes)
    let expected = DecodeTable.streamPieces.flatMap(\.keys)
    #expect(decode([stream]) == expected)
    #expect(decode(stream.map { [$0] }) == expected)
    for cut in 0...stream.count {
      let pieces = [Array(stream[..<cut]), Array(stream[cut...])]
      #expect(decode(pieces) == expected, "cut at \(cut)")
    }
  }

  @Test("a lone Esc is held as pending until flush, then becomes .escape")
  func loneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([escByte]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
  }

  @Test("Esc followed by [A in a later feed is an arrow, not Esc")
  func escapeCompletedLater() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([escByte]) == [])
    #expect(decoder.feed(keyBytes("[A")) == [.up])
    #expect(!decoder.hasPending)
  }

  @Test("a UTF-8 character split across feeds is held until complete")
  func splitCharacterIsHeld() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xE9]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed([0xB8, 0xAD]) == [])
    #expect(decoder.feed(keyBytes("a")) == [.character("鸭")])
    #expect(decoder.flush() == [.character("a")])
    #expect(!decoder.hasPending)
  }

  @Test("nothing is pending after complete keys")
  func nothingPendingAfterKeys() {
    var decoder = KeyDecoder()
    _ = decoder.feed(keyBytes("ab\u{1B}[A"))
    #expect(!decoder.hasPending)
  }

  @Test(
    "a letter at the end of a feed waits: a mark, joiner or flag half in the next feed joins it",
    arguments: [
      ("e", "\u{301}"), ("👨\u{200D}", "👩"), ("👨", "\u{200D}👩"), ("🇫", "🇷"), ("👍", "🏽"),
      ("❤", "\u{FE0F}"),
    ])
  func letterJoinedAcrossFeeds(first: String, second: String) {
    var decoder = KeyDecoder(altKeys: false)
    #expect(decoder.feed(keyBytes(first)) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed(keyBytes(second)) == [])
    #expect(decoder.flush() == [.character(Character(first + second))])
    #expect(!decoder.hasPending)
  }

  @Test("a held letter comes out as soon as a key that cannot join it follows")
  func heldLetterReleased() {
    var decoder = KeyDecoder(altKeys: false)
    #expect(decoder.feed(keyBytes("e")) == [])
    #expect(decoder.feed(keyBytes("\n")) == [.character("e"), .enter])
    #expect(decoder.feed(keyBytes("🇫🇷")) == [])
    #expect(decoder.feed(keyBytes("🇩")) == [.character("🇫🇷")])
    #expect(decoder.flush() == [.character("🇩")])
  }

  @Test("a letter with 32 scalars is not held, and the next mark starts a key of its own")
  func endlessMarksAreBounded() {
    var decoder = KeyDecoder(altKeys: false)
    let marks = String(repeating: "\u{301}", count: KeyDecoder.maxScalarsPerKey - 1)
    let letter = Character("e" + marks)
    #expect(decoder.feed(keyBytes("e" + marks)) == [.character(letter)])
    #expect(!decoder.hasPending)
    #expect(decoder.feed(keyBytes("\u{301}")) == [])
    #expect(decoder.flush() == [.character("\u{301}")])
    #expect(
      decoder.feed(keyBytes("e" + marks + "\u{301}x"))
        == [.character(letter), .character("\u{301}")])
  }

  @Test("an escape sequence without a final byte is cut off at 64 bytes")
  func escapeSequenceIsBounded() {
    var decoder = KeyDecoder()
    let prefix = [escByte] + keyBytes("[" + String(repeating: "1", count: 61))
    #expect(decoder.feed(prefix) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed(keyBytes("1")) == [.unknownSequence(prefix + keyBytes("1"))])
    #expect(!decoder.hasPending)
  }

  @Test("an open paste is pending and flush ends it")
  func flushEndsPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(keyBytes("\u{1B}[200~a")) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.character("a")])
    #expect(decoder.feed([0x03]) == [.control("c")])
  }

  @Test("a paste split across feeds still drops its controls")
  func pasteAcrossFeeds() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(keyBytes("\u{1B}[200~a")) == [])
    // The dropped controls stand between a and what follows, so a is decided here.
    #expect(decoder.feed([0x03, 0x7F]) == [.character("a")])
    #expect(decoder.feed(keyBytes("b\u{1B}[201~\u{7F}")) == [.character("b"), .backspace])
  }

  @Test("an old-style mouse report split across feeds is held until its payload is in")
  func x10MouseAcrossFeeds() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(keyBytes("\u{1B}[M")) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed(keyBytes(" ?")) == [])
    #expect(decoder.hasPending)
    #expect(
      decoder.feed(keyBytes(">x"))
        == [.mouse(MouseReport(button: 0, column: 31, row: 30, isPress: true))])
    #expect(decoder.flush() == [.character("x")])
    #expect(!decoder.hasPending)
  }

  @Test("a truncated old-style mouse report becomes one unknown sequence at flush")
  func x10MouseTruncatedAtFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([escByte, 0x5B, 0x4D, 0x20, 0xFF]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.unknownSequence([escByte, 0x5B, 0x4D, 0x20, 0xFF])])
    #expect(!decoder.hasPending)
    #expect(decoder.feed(keyBytes("a\n")) == [.character("a"), .enter])
  }

  @Test("a late OSC 11 answer split over three reads is swallowed, the keys around it kept")
  func lateBackgroundAnswer() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(keyBytes("S\u{1B}]11;rgb:")) == keyChars("S"))
    #expect(decoder.hasPending)
    #expect(decoder.feed(keyBytes("1e1e/1e1e/1e1e\u{1B}")) == [])
    #expect(decoder.hasPending)
    #expect(decoder.feed(keyBytes("\\U\u{1B}[?62;22c")) + decoder.flush() == keyChars("U"))
    #expect(!decoder.hasPending)
  }

  @Test("a string longer than the decoder holds is still swallowed to its end")
  func longStringSwallowed() {
    var decoder = KeyDecoder()
    let payload = String(repeating: "QUFB", count: 5000)
    var keys = decoder.feed(keyBytes("\u{1B}_Ga=T,f=100;" + payload.prefix(9000)))
    #expect(decoder.hasPending)
    keys += decoder.feed(keyBytes(payload.dropFirst(9000) + "\u{1B}\\x")) + decoder.flush()
    #expect(keys == keyChars("x"))
    #expect(!decoder.hasPending)
  }

  @Test("Alt-] typed alone is held like Esc, then is an unknown key")
  func altBracketAlone() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(keyBytes("\u{1B}]")) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [unknownKey("\u{1B}]")])
    #expect(decoder.feed(keyBytes("a")) + decoder.flush() == keyChars("a"))
  }

  @Test("random bytes in random pieces never trap and leave nothing after flush")
  func randomBytesNeverTrap() {
    var generator = SplitMix64(seed: 42)
    var decoder = KeyDecoder()
    var count = 0
    for _ in 0..<2000 {
      let length = Int(generator.next() % 40)
      let piece = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      count += decoder.feed(piece).count
    }
    count += decoder.flush().count
    #expect(count > 0)
    #expect(!decoder.hasPending)
  }
}

/// A tiny deterministic generator for the fuzz test.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
