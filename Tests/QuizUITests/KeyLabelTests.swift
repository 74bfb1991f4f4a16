import TerminalKit
import Testing

@testable import QuizUI

/// Feeds `bytes` in the given pieces, then flushes.
private func decode(_ pieces: [[UInt8]]) -> [Key] {
  var decoder = KeyDecoder()
  var keys: [Key] = []
  for piece in pieces { keys += decoder.feed(piece) }
  return keys + decoder.flush()
}

private let escByte: UInt8 = 0x1B

private func keyBytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// A key's printable name, as rejection messages and the JSON `key` field show it.
@Suite("Key labels")
struct KeyLabelTests {
  @Test(
    "Alt + a character is labelled alt-x; other labels are unchanged",
    arguments: [
      ("\u{1B}a", "alt-a"),
      ("\u{1B}Z", "alt-Z"),
      ("\u{1B}?", "alt-?"),
      ("\u{1B}鸭", "alt-鸭"),
      ("\u{1B}é", "alt-é"),
      ("\u{1B}🐱", "alt-🐱"),
      ("\u{1B} ", "alt-space"),
      ("\u{1B}", "esc"),
      ("\u{1B}[5~", "page-up"),
      ("\u{1B}[2J", "esc[2J"),
      ("\u{1B}[M !", "esc[M\\x20!"),
    ])
  func altKeyLabel(text: String, label: String) {
    #expect(decode([keyBytes(text)]).map(\.label) == [label])
  }

  @Test(
    "byte labels that are not ESC + one printable character are unchanged",
    arguments: [
      (Key.unknownSequence([escByte, 0x7F]), "esc\\x7F"),
      (.unknownSequence([escByte, 0xC2, 0x85]), "esc\\xC2\\x85"),
      (.unknownSequence([escByte, 0x61, 0x62]), "escab"),
      (.unknownSequence([0x61]), "a"),
      (.invalid([escByte, 0x61]), "esca"),
    ])
  func otherByteLabels(key: Key, label: String) {
    #expect(key.label == label)
  }

}
