import Testing

@testable import QuizCore

@Suite("Text safety")
struct TextSafetyTests {
  @Test(
    "control characters, separators and bidi overrides are unsafe",
    arguments: [
      0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F, 0x2028, 0x2029,
      0x202A, 0x202D, 0x202E, 0x2066, 0x2069,
    ] as [UInt32])
  func unsafeScalars(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(TextSafety.isUnsafe(scalar))
    #expect(TextSafety.containsUnsafe("ok\(Character(scalar))ok"))
  }

  @Test(
    "letters, spaces, joiners, variation selectors and combining marks are safe",
    arguments: [0x20, 0x41, 0x7E, 0xA0, 0xE9, 0x301, 0x200D, 0xFE0F, 0x9E2D, 0x1F431] as [UInt32])
  func safeScalars(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(!TextSafety.isUnsafe(scalar))
  }

  @Test("text with emoji, CJK and combining marks contains nothing unsafe")
  func safeText() {
    #expect(!TextSafety.containsUnsafe("APPLE 鸭梨 🐱 👨‍👩‍👧 cafe\u{301}"))
  }

  @Test(
    "escaped writes unsafe scalars visibly and leaves the rest alone",
    arguments: zip(
      ["\u{1B}[31mred", "a\nb\tc\rd", "abc\u{202E}txt", "\u{85}\u{9B}", "鸭梨 🐱", ""],
      ["\\u{1B}[31mred", "a\\nb\\tc\\rd", "abc\\u{202E}txt", "\\u{85}\\u{9B}", "鸭梨 🐱", ""]))
  func escaping(raw: String, expected: String) {
    let escaped = TextSafety.escaped(raw)
    #expect(escaped == expected)
    #expect(!TextSafety.containsUnsafe(escaped))
  }
}
