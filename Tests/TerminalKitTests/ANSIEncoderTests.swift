import Foundation
import Testing

@testable import TerminalKit

private let esc = "\u{1B}"

private func screen(_ lines: [String], style: CellStyle = .plain) -> ScreenBuffer {
  var screen = ScreenBuffer(rows: lines.count, columns: lines.map(\.count).max() ?? 0)
  for (row, line) in lines.enumerated() { screen.put(line, row: row, column: 0, style: style) }
  return screen
}

/// Every numeric parameter of every SGR sequence (`ESC [ … m`) in `output`.
private func sgrCodes(_ output: String) -> [String] {
  let regex = try! NSRegularExpression(pattern: "\u{1B}\\[([0-9;]*)m")
  let range = NSRange(output.startIndex..., in: output)
  return regex.matches(in: output, range: range).flatMap { match in
    (output as NSString).substring(with: match.range(at: 1)).split(separator: ";").map(String.init)
  }
}

@Suite("ANSI encoder")
struct ANSIEncoderTests {
  @Test("the first frame resets, clears the screen and draws every row")
  func firstFrame() {
    let next = screen(["ab", "cd"])
    let output = ANSIEncoder.encode(from: nil, to: next, depth: .palette256)
    // A reset (`ESC [ m`), home and clear; the first row starts at home, the second after
    // an absolute move (the cursor waits at the right edge after `ab`).
    #expect(output == "\(esc)[m\(esc)[H\(esc)[2Jab\(esc)[2Hcd")
  }

  @Test("a frame of another size is drawn whole again")
  func resizedFrame() {
    // The old frame's "ab" would be kept by a diff; a resize resets, homes and clears,
    // then draws every row of the new size, exactly as a first frame.
    let grown = ANSIEncoder.encode(
      from: screen(["ab"]), to: screen(["ab", "cd"]), depth: .palette256)
    #expect(grown == "\(esc)[m\(esc)[H\(esc)[2Jab\(esc)[2Hcd")
    let narrowed = ANSIEncoder.encode(
      from: screen(["abc", "def"]), to: screen(["ab", "de"]), depth: .palette256)
    #expect(narrowed == "\(esc)[m\(esc)[H\(esc)[2Jab\(esc)[2Hde")
  }

  @Test("an identical frame encodes to nothing")
  func identicalFrame() {
    let frame = screen(["hello", "world"])
    #expect(ANSIEncoder.encode(from: frame, to: frame, depth: .trueColor) == "")
  }

  @Test("one changed cell gives a cursor move to it and its text, and no clear")
  func oneChangedCell() {
    let before = ScreenBuffer(rows: 24, columns: 80)
    var after = before
    after[5, 10] = Cell("X")
    let output = ANSIEncoder.encode(from: before, to: after, depth: .palette256)
    #expect(output.contains("\(esc)[6;11HX") || output.contains("\(esc)[6;11H\(esc)[0mX"))
    #expect(!output.contains("\(esc)[2J"))
    #expect(output.utf8.count < 30)
  }

  @Test("a change of style alone emits the new SGR")
  func styleChange() {
    let before = screen(["ab"])
    var after = before
    after[0, 1] = Cell("b", style: CellStyle(foreground: .basic(1), bold: true))
    let output = ANSIEncoder.encode(from: before, to: after, depth: .palette256)
    #expect(output == "\(esc)[1;2H\(esc)[1;31mb\(esc)[m")
  }

  @Test(
    "colours are encoded for the depth",
    arguments: [
      (TerminalColor.basic(4), ColorDepth.palette256, "0;34"),
      (.basic(9), .palette256, "0;91"),
      (.palette(223), .palette256, "0;38;5;223"),
      (.rgb(255, 0, 0), .palette256, "0;38;5;196"),
      (.rgb(1, 2, 3), .trueColor, "0;38;2;1;2;3"),
    ])
  func colorCodes(color: TerminalColor, depth: ColorDepth, expected: String) {
    #expect(ANSIEncoder.sgr(CellStyle(foreground: color), depth: depth) == "\(esc)[\(expected)m")
  }

  @Test("with no colour depth only attributes are emitted, never colour codes")
  func noColorDepth() {
    var frame = ScreenBuffer(rows: 2, columns: 8)
    frame.put("ab", row: 0, column: 0, style: CellStyle(foreground: .basic(1), bold: true))
    frame.put(
      "cd", row: 0, column: 2, style: CellStyle(foreground: .palette(200), background: .basic(12)))
    frame.put(
      "ef", row: 1, column: 0,
      style: CellStyle(background: .rgb(9, 9, 9), dim: true, reverse: true, underline: true))
    let output = ANSIEncoder.encode(from: nil, to: frame, depth: .none)
    let codes = sgrCodes(output)
    #expect(Set(codes).isSubset(of: ["0", "1", "2", "4", "7"]))
    #expect(Set(codes).isSuperset(of: ["1", "2", "4", "7"]))
    #expect(!output.contains("38;") && !output.contains("48;"))
  }

  @Test(
    "the nearest palette colour of pure colours and greys",
    arguments: [
      (UInt8(255), UInt8(0), UInt8(0), UInt8(196)),
      (0, 255, 0, 46),
      (0, 0, 255, 21),
      (255, 255, 255, 231),
      (0, 0, 0, 16),
      (128, 128, 128, 244),
      (8, 8, 8, 232),
      (238, 238, 238, 255),
    ])
  func nearestPaletteColor(r: UInt8, g: UInt8, b: UInt8, index: UInt8) {
    #expect(Palette.nearest(r, g, b) == index)
  }

  @Test("a changed wide character is written once, from its first cell")
  func wideCharacterChange() {
    let before = screen(["abcd"])
    var after = before
    after.put("鸭", row: 0, column: 1)
    let output = ANSIEncoder.encode(from: before, to: after, depth: .palette256)
    #expect(output.contains("\(esc)[1;2H"))
    #expect(output.components(separatedBy: "鸭").count == 2)
    #expect(!output.contains("c"))
  }

  @Test("a cell written over the right half of a wide character redraws its left half")
  func overwrittenHalfSent() {
    var before = ScreenBuffer(rows: 1, columns: 4)
    before.put("鸭", row: 0, column: 0)
    var after = before
    after.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell("#"))
    let output = ANSIEncoder.encode(from: before, to: after, depth: .palette256)
    #expect(output == "\(esc)[1H ##")
    #expect(!output.contains("鸭"))
  }
}
