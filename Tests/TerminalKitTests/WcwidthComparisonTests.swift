import Foundation
import TestTools
import Testing

@testable import TerminalKit

/// The table against the `wcwidth` Python package (its Unicode 17 tables), where Python
/// and the package are installed; the test is skipped elsewhere.
@Suite("Display widths against the wcwidth package", .ownThreads)
struct WcwidthComparisonTests {
  /// The planes with assigned characters: 0–3 and 14.
  static let codePoints = Array(0..<0x4_0000) + Array(0xE_0000..<0xE_1000)

  /// What `wcwidth` says: one digit per code point of ``codePoints`` (`wcwidth.wcwidth`, −1
  /// as 0), then one line per emoji of the fixture (`wcwidth.width`); nil without it.
  static let reference: (single: [UInt8], emoji: [Int])? = {
    let script = """
      import sys
      try:
          import wcwidth
      except ImportError:
          sys.exit(3)
      codes = list(range(0, 0x40000)) + list(range(0xE0000, 0xE1000))
      out = ''.join('0' if 0xD800 <= c <= 0xDFFF else str(max(0, wcwidth.wcwidth(chr(c))))
                    for c in codes)
      print(out)
      for line in sys.stdin:
          print(wcwidth.width(''.join(chr(int(x, 16)) for x in line.split())))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let emoji = (WidthTableTests.fixture["E"] ?? []).joined(separator: "\n") + "\n"
    let writer = Thread {
      input.fileHandleForWriting.write(Data(emoji.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = Data(output.fileHandleForReading.readAllBytes())
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard let first = lines.first, first.count == codePoints.count else { return nil }
    let widths = lines.dropFirst().compactMap { Int(String(decoding: $0, as: UTF8.self)) }
    return (first.map { $0 - UInt8(ascii: "0") }, widths)
  }()

  @Test(
    "every code point agrees with wcwidth but for spacing marks alone and unassigned jamo",
    .enabled(if: reference != nil, "python3 with the wcwidth package is not installed"))
  func singleCodePoints() throws {
    let reference = try #require(Self.reference)
    var disagreements: [String] = []
    for (index, value) in Self.codePoints.enumerated() {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let ours = TextWidth.of(Character(scalar))
      let theirs = Int(reference.single[index])
      if ours == theirs { continue }
      // NB: wcwidth gives a spacing mark alone 0 columns and 1 after its letter; alone it is
      // drawn on its own here (at its East Asian width), as libc measures it, and after a
      // letter it widens it here too.
      if WidthTable.flags(of: scalar.value) & WidthTable.spacingMark != 0, theirs == 0 { continue }
      // wcwidth takes the Hangul Jamo Extended-B block whole; its unassigned code points are
      // no vowels or final consonants in HangulSyllableType.txt.
      if (0xD7B0...0xD7FF).contains(value), scalar.properties.generalCategory == .unassigned {
        continue
      }
      disagreements.append(String(value, radix: 16))
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
  }

  @Test(
    "every emoji of emoji-test agrees with wcwidth but for skin tones on text-style bases",
    .enabled(if: reference != nil, "python3 with the wcwidth package is not installed"))
  func emoji() throws {
    let reference = try #require(Self.reference)
    let emoji = WidthTableTests.emoji
    try #require(reference.emoji.count == emoji.count)
    var disagreements: [String] = []
    for (text, theirs) in zip(emoji, reference.emoji) where TextWidth.of(text) != theirs {
      // NB: a modifier sequence is drawn as emoji (UTS #51), two columns as UAX #11 asks of
      // emoji presentation; wcwidth keeps the width of a text-style base (1).
      let scalars = Array(text.unicodeScalars)
      if scalars.count >= 2,
        WidthTable.flags(of: scalars[1].value) & WidthTable.modifier != 0,
        WidthTable.flags(of: scalars[0].value) & WidthTable.widthMask == 1, theirs == 1
      {
        continue
      }
      disagreements.append(text)
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
  }
}
