import Foundation
import Testing

@testable import TerminalKit

/// The widths of the generated table against what Unicode publishes
/// (`Fixtures/unicode-widths.txt`, derived from EastAsianWidth.txt and emoji-test.txt).
@Suite("Display widths from the Unicode data")
struct WidthTableTests {
  /// The lines of the fixture, by their tag: `W` wide ranges, `Z` silent wide code points,
  /// `E` emoji sequences.
  static let fixture: [String: [String]] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/unicode-widths.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var lines: [String: [String]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      lines[String(parts[0]), default: []].append(String(parts[1]))
    }
    return lines
  }()

  /// The text of a line of code points in hex (`1F468 200D 1F469`).
  static func text(ofScalars line: String) -> String {
    var text = ""
    for part in line.split(separator: " ") {
      if let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  static var emoji: [String] { (fixture["E"] ?? []).map(text(ofScalars:)) }

  @Test("the table was generated from Unicode 17")
  func version() {
    #expect(TextWidth.unicodeVersion == "17.0.0")
  }

  @Test("every East Asian Wide and Fullwidth code point takes two columns, marks none")
  func eastAsianWide() throws {
    let silent = Set((Self.fixture["Z"] ?? []).compactMap { UInt32($0, radix: 16) })
    let ranges = Self.fixture["W"] ?? []
    #expect(ranges.count > 100)
    var checked = 0
    var wrong: [String] = []
    for range in ranges {
      let ends = range.split(separator: ".", omittingEmptySubsequences: true)
      let first = try #require(UInt32(ends[0], radix: 16))
      let last = try #require(UInt32(ends[ends.count - 1], radix: 16))
      for value in first...last {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let expected = silent.contains(value) ? 0 : 2
        if TextWidth.of(Character(scalar)) != expected, wrong.count < 10 {
          wrong.append(String(value, radix: 16))
        }
        checked += 1
      }
    }
    #expect(checked > 180_000)
    #expect(wrong.isEmpty, "not as EastAsianWidth.txt says: \(wrong)")
  }

  @Test("every fully-qualified emoji and component of emoji-test 17.0 takes two columns")
  func emojiTest() {
    let emoji = Self.emoji
    #expect(emoji.count == 3953)
    let wrong = emoji.filter { $0.count != 1 || TextWidth.of($0) != 2 }
    #expect(wrong.isEmpty, "\(wrong.count) emoji not two columns: \(wrong.prefix(10))")
  }

  @Test(
    "emoji of Unicode 15 to 17 and their skin tones take two columns on every host",
    arguments: ["🫨", "🩷", "🫎", "🪿", "🛜", "🫷🏻", "🫩", "🪾"])
  func recentEmoji(text: String) {
    #expect(TextWidth.of(text) == 2)
    #expect(ANSIEncoder.isComplex(text))
  }

  @Test("widths of letters, marks and invisible characters")
  func samples() {
    let cases: [(String, Int)] = [
      ("A", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("鸭", 2), ("ｱ", 1), ("Ａ", 2),
      ("❤", 1), ("❤\u{FE0F}", 2), ("⌚", 2), ("⌚\u{FE0E}", 2), ("a\u{FE0F}", 1),
      ("#\u{FE0F}\u{20E3}", 2), ("🇫🇷", 2), ("🇫", 2), ("👨\u{200D}👩\u{200D}👧", 2),
      ("✌🏻", 2), ("🏻", 2), ("\u{AD}", 1), ("\u{200B}", 0), ("\u{2060}", 0), ("\u{E0041}", 0),
      ("\u{1160}", 0), ("\u{115F}", 2), ("한", 2), ("क", 1), ("कि", 2), ("\u{600}", 1),
      ("\u{1B}", 0), ("\u{85}", 0),
    ]
    for (text, width) in cases {
      let hex = text.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(TextWidth.of(text) == width, "\(hex)")
    }
  }

  @Test("old emoji, CJK and letters are drawn without extra cursor moves")
  func certain() {
    for text in ["A", "é", "鸭", "🐱", "★", "✓", "한"] {
      #expect(!ANSIEncoder.isComplex(text), "\(text)")
    }
  }
}
