import Foundation
import QuizCore
import Testing

private func fixture(_ name: String) throws -> [UInt8] {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pictures/\(name)")
  return try [UInt8](Data(contentsOf: url))
}

private func decode(_ text: String) throws(PictureError) -> Picture {
  try Picture.decode(Array(text.utf8), format: .xpm)
}

/// A one-pixel XPM whose only colour entry is `entry` (after the code `x`).
private func onePixel(_ entry: String) -> String {
  "/* XPM */\nstatic char *p[] = {\n\"1 1 1 1\",\n\"x \(entry)\",\n\"x\"\n};\n"
}

private let clear = RGBA.transparent
private let yellow = RGBA(r: 255, g: 255, b: 0)
private let black = RGBA(r: 0, g: 0, b: 0)
private let red = RGBA(r: 255, g: 0, b: 0)

@Suite("XPM decoder")
struct XPMDecoderTests {
  @Test("each pixel code is looked up in the colour table, row by row")
  func decodesSmiley() throws {
    let rows = [
      "..yyyy..", ".yyyyyy.", "yykyykyy", "yyyyyyyy",
      "yryyyyry", "yyrrrryy", ".yyyyyy.", "..yyyy..",
    ]
    let colors: [Character: RGBA] = [".": clear, "y": yellow, "k": black, "r": red]
    let expected = Picture(
      width: 8, height: 8, pixels: rows.joined().compactMap { colors[$0] })
    #expect(try Picture.decode(fixture("smiley.xpm"), format: .xpm) == expected)
  }

  @Test("comments between strings, CRLF line ends and odd whitespace change nothing")
  func commentsAndWhitespace() throws {
    let plain = try Picture.decode(fixture("smiley.xpm"), format: .xpm)
    #expect(try Picture.decode(fixture("smiley-commented.xpm"), format: .xpm) == plain)
  }

  @Test("two-character codes, one of them spaces, pick the c value or fall back to g")
  func twoCharactersPerPixel() throws {
    let grey = RGBA(r: 204, g: 204, b: 204)
    let lightGrey = RGBA(r: 211, g: 211, b: 211)
    let darkRed = RGBA(r: 139, g: 0, b: 0)
    let expected = Picture(
      width: 4, height: 2,
      pixels: [clear, grey, red, lightGrey, darkRed, darkRed, grey, clear])
    #expect(try Picture.decode(fixture("two-chars.xpm"), format: .xpm) == expected)
  }

  @Test("the c value wins over m, g, g4 and s values in any order")
  func colorKeyPreferred() throws {
    let entry = "m black s thing g4 white c #00FF00 g blue"
    #expect(try decode(onePixel(entry)).pixels == [RGBA(r: 0, g: 255, b: 0)])
  }

  @Test(
    "without a c value the g, g4 or m value is used",
    arguments: ["g #FF0000", "g4 #FF0000", "m #FF0000", "s name m #FF0000"])
  func fallbackKeys(entry: String) throws {
    #expect(try decode(onePixel(entry)).pixels == [red])
  }

  @Test(
    "colour values: None in any case, #RGB to #RRRRGGGGBBBB, X11 names ignoring case and spaces",
    arguments: zip(
      [
        "None", "none", "NONE", "#F00", "#ff0000", "#FFF000000", "#FFFF00000000",
        "#808080808080", "red", "Light Grey", "light  gray", "DarkRed", "navy blue",
        "grey50", "Gray100", "gold",
      ],
      [
        clear, clear, clear, red, red, red, red,
        RGBA(r: 128, g: 128, b: 128), red, RGBA(r: 211, g: 211, b: 211),
        RGBA(r: 211, g: 211, b: 211), RGBA(r: 139, g: 0, b: 0), RGBA(r: 0, g: 0, b: 128),
        RGBA(r: 128, g: 128, b: 128), RGBA(r: 255, g: 255, b: 255), RGBA(r: 255, g: 215, b: 0),
      ]))
  func colorValues(value: String, expected: RGBA) throws {
    #expect(try decode(onePixel("c \(value)")).pixels == [expected])
  }

  @Test(
    "a colour that is neither None, hex nor a known name is an error",
    arguments: ["blurple", "#12345", "#GGHHII", "grey101"])
  func unknownColor(value: String) {
    #expect(throws: PictureError.unknownColor(value)) { try decode(onePixel("c \(value)")) }
  }

  @Test("a file cut inside the pixel rows reports how many rows it found")
  func truncatedRows() {
    #expect(throws: PictureError.truncated(expectedRows: 8, foundRows: 4)) {
      try Picture.decode(fixture("truncated.xpm"), format: .xpm)
    }
  }

  @Test("a file cut inside the colour table reports how many colours it found")
  func truncatedColorTable() {
    let text = "/* XPM */\n{\"2 1 3 1\", \"a c red\", \"b c blue\""
    #expect(throws: PictureError.truncatedColorTable(expected: 3, found: 2)) {
      try decode(text)
    }
  }

  @Test("a colour table cut short counts its colours, not the pixel rows after them")
  func truncatedColorTableBeforeRows() {
    let text = "/* XPM */\n{\"2 1 4 1\", \"a c red\", \"b c blue\", \"ab\"};"
    #expect(throws: PictureError.truncatedColorTable(expected: 4, found: 2)) {
      try decode(text)
    }
  }

  @Test("more colours than a picture may have is told as that, with the limit")
  func tooManyColors() {
    let limit = Picture.maxPixels
    for (count, number) in [(2_000_000_000, "2000000000"), (limit + 1, "\(limit + 1)")] {
      let text = "/* XPM */ {\"1 1 \(number) 1\", \"a c red\", \"a\"};"
      #expect(throws: PictureError.tooManyColors(count, limit: limit)) { try decode(text) }
    }
  }

  @Test("a width or height of more than nine digits is too large, not a bad values line")
  func hugeDimensions() {
    #expect(throws: PictureError.dimensionsTooLarge(width: 12_345_678_901, height: 1)) {
      try decode("/* XPM */ {\"12345678901 1 1 1\", \"a c red\", \"a\"};")
    }
  }

  @Test("a file without the /* XPM */ comment first is not XPM")
  func wrongHeader() {
    #expect(throws: PictureError.wrongHeader(.xpm, found: "! XPM2?8 8 4")) {
      try Picture.decode(fixture("wrong-header.xpm"), format: .xpm)
    }
  }

  @Test("an empty file is its own error")
  func emptyFile() {
    #expect(throws: PictureError.empty) { try decode("") }
  }

  @Test("a pixel code missing from the colour table is named in the error")
  func colorMissingFromTable() {
    #expect(throws: PictureError.colorNotInTable("x")) {
      try Picture.decode(fixture("missing-colour.xpm"), format: .xpm)
    }
  }

  @Test("dimensions beyond 1024×1024 are rejected before reading the pixels")
  func dimensionsTooLarge() {
    #expect(throws: PictureError.dimensionsTooLarge(width: 5000, height: 5000)) {
      try Picture.decode(fixture("too-large.xpm"), format: .xpm)
    }
  }

  @Test("a zero width or height is rejected")
  func zeroDimensions() {
    #expect(throws: PictureError.invalidDimensions(width: 0, height: 3)) {
      try decode("/* XPM */ {\"0 3 1 1\", \"a c red\"};")
    }
  }

  @Test("a row of the wrong length is named with its number and lengths")
  func wrongRowLength() {
    let text = "/* XPM */ {\"2 2 1 1\", \"a c red\", \"aa\", \"aaa\"};"
    #expect(throws: PictureError.wrongRowLength(row: 2, expected: 2, found: 3)) {
      try decode(text)
    }
  }

  @Test("characters per pixel outside 1…4 are rejected", arguments: [0, 5])
  func charsPerPixelOutOfRange(count: Int) {
    #expect(throws: PictureError.invalidCharsPerPixel(count)) {
      try decode("/* XPM */ {\"1 1 1 \(count)\", \"abcde c red\", \"abcde\"};")
    }
  }

  @Test("a code defined twice in the colour table is an error")
  func duplicateColor() {
    let text = "/* XPM */ {\"1 1 2 1\", \"a c red\", \"a c blue\", \"a\"};"
    #expect(throws: PictureError.duplicateColor("a")) { try decode(text) }
  }

  @Test("a values line without four numbers is malformed")
  func malformedValues() {
    #expect(throws: PictureError.malformed(.badValuesLine)) {
      try decode("/* XPM */ {\"8 eight 1 1\"};")
    }
  }

  @Test("every cut of a valid file before its last row's closing quote throws")
  func truncationsThrow() throws {
    let bytes = try fixture("smiley-commented.xpm")
    let lastQuote = try #require(bytes.lastIndex(of: UInt8(ascii: "\"")))
    for length in 0...lastQuote {
      #expect(throws: PictureError.self) {
        try Picture.decode(Array(bytes[..<length]), format: .xpm)
      }
    }
    #expect(throws: Never.self) {
      try Picture.decode(Array(bytes[...lastQuote]), format: .xpm)
    }
  }

  @Test("cuts of every fixture and random bytes, with and without a header, never trap")
  func neverTraps() throws {
    let names = [
      "smiley.xpm", "smiley-commented.xpm", "two-chars.xpm", "truncated.xpm",
      "wrong-header.xpm", "missing-colour.xpm", "too-large.xpm",
    ]
    var inputs = try names.flatMap { name in
      let bytes = try fixture(name)
      return (0...bytes.count).map { Array(bytes[..<$0]) }
    }
    var random = SplitMix64(seed: 0x5155_495A)
    for round in 0..<2000 {
      let header = round.isMultiple(of: 2) ? Array("/* XPM */ {\"2 2 2 1\", \"".utf8) : []
      inputs.append(
        header
          + (0..<random.below(64)).map { _ in UInt8(random.below(256)) })
    }
    var failures = 0
    for input in inputs {
      do {
        let picture = try Picture.decode(input, format: .xpm)
        #expect(picture.pixels.count == picture.width * picture.height)
      } catch {
        failures += 1
      }
    }
    #expect(failures > 0)
  }
}
