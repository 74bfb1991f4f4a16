import Foundation
import QuizCore
import Testing

private func fixture(_ name: String) throws -> [UInt8] {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pictures/\(name)")
  return try [UInt8](Data(contentsOf: url))
}

private func decode(_ bytes: [UInt8]) throws(PictureError) -> Picture {
  try Picture.decode(bytes, format: .netpbm)
}

private func decode(_ text: String) throws(PictureError) -> Picture {
  try decode(Array(text.utf8))
}

private func grey(_ level: UInt8) -> RGBA { RGBA(r: level, g: level, b: level) }

@Suite("Netpbm decoder")
struct NetpbmDecoderTests {
  @Test("P2 greys with comments and odd whitespace scale from maxval 15")
  func asciiGreymap() throws {
    let expected = Picture(
      width: 4, height: 2,
      pixels: [0, 85, 170, 255, 255, 170, 85, 0].map(grey))
    #expect(try decode(fixture("gradient.pgm")) == expected)
  }

  @Test("P3 reads red, green, blue triples, comments touching the numbers")
  func asciiPixmap() throws {
    let expected = Picture(
      width: 3, height: 2,
      pixels: [
        RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 255, b: 0), RGBA(r: 0, g: 0, b: 255),
        grey(255), grey(0), grey(128),
      ])
    #expect(try decode(fixture("colours.ppm")) == expected)
  }

  @Test("a P3 file on one line decodes the same as one spread over lines")
  func oneLinePixmap() throws {
    #expect(try decode(fixture("colours-oneline.ppm")) == decode(fixture("colours.ppm")))
  }

  @Test("P5 reads one byte per grey sample after a single whitespace byte")
  func binaryGreymap() throws {
    let expected = Picture(width: 2, height: 2, pixels: [0, 255, 255, 0].map(grey))
    #expect(try decode(fixture("checker.pgm")) == expected)
  }

  @Test("P6 with maxval 3 scales each byte to 0…255")
  func binarySmallMaxval() throws {
    let expected = Picture(
      width: 2, height: 1,
      pixels: [RGBA(r: 255, g: 0, b: 85), RGBA(r: 170, g: 255, b: 0)])
    #expect(try decode(fixture("small-maxval.ppm")) == expected)
  }

  @Test("P6 with maxval 65535 reads two big-endian bytes per sample")
  func binaryDeep() throws {
    let expected = Picture(
      width: 2, height: 1,
      pixels: [RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 128, b: 255)])
    #expect(try decode(fixture("deep-binary.ppm")) == expected)
  }

  @Test("P5 with maxval 1000 reads two bytes per sample, high byte first")
  func binaryTwoByteGrey() throws {
    let bytes = Array("P5 3 1 1000\n".utf8) + [0x03, 0xE8, 0x01, 0xF4, 0x00, 0x00]
    #expect(try decode(bytes).pixels == [grey(255), grey(128), grey(0)])
  }

  @Test("P3 with maxval 65535 scales 16-bit samples to 0…255")
  func asciiDeep() throws {
    let expected = Picture(
      width: 2, height: 1,
      pixels: [RGBA(r: 255, g: 0, b: 128), RGBA(r: 1, g: 2, b: 3)])
    #expect(try decode(fixture("deep.ppm")) == expected)
  }

  @Test(
    "a sample scales from 0…maxval to 0…255, rounded",
    arguments: [
      (1, 0, 0), (1, 1, 255), (3, 1, 85), (255, 200, 200), (1000, 500, 128),
      (65535, 65535, 255), (65535, 257, 1), (65535, 32767, 127),
    ])
  func scaling(maxval: Int, sample: Int, expected: UInt8) throws {
    #expect(try decode("P2 1 1 \(maxval) \(sample)").pixels == [grey(expected)])
  }

  @Test("a binary file cut inside the raster reports the whole rows it found")
  func truncatedBinary() {
    #expect(throws: PictureError.truncated(expectedRows: 4, foundRows: 2)) {
      try decode(fixture("truncated.ppm"))
    }
  }

  @Test("an ASCII file that runs out of samples reports the whole rows it found")
  func truncatedASCII() {
    #expect(throws: PictureError.truncated(expectedRows: 2, foundRows: 1)) {
      try decode("P2 2 2 255 1 2 3")
    }
  }

  @Test(
    "a file not starting with P2, P3, P5 or P6 is not netpbm",
    arguments: zip(
      ["GIF89a", "P1 1 1 1", "P4", "P7", "P", "p3"], ["GI", "P1", "P4", "P7", "P", "p3"]))
  func wrongHeader(text: String, found: String) {
    #expect(throws: PictureError.wrongHeader(.netpbm, found: found)) { try decode(text) }
  }

  @Test("the magic number must be followed by whitespace or a comment")
  func magicNumberRunsOn() {
    #expect(throws: PictureError.malformed(.noSpaceAfterMagic(digit: "6"))) {
      try decode("P61 1 255\n\0\0\0")
    }
  }

  @Test("the wrong-header fixture names its first bytes")
  func wrongHeaderFixture() {
    #expect(throws: PictureError.wrongHeader(.netpbm, found: "GI")) {
      try decode(fixture("wrong-header.ppm"))
    }
  }

  @Test("an empty file is its own error")
  func emptyFile() {
    #expect(throws: PictureError.empty) { try decode([]) }
  }

  @Test("dimensions beyond 1024×1024 are rejected before reading the raster")
  func dimensionsTooLarge() {
    #expect(throws: PictureError.dimensionsTooLarge(width: 5000, height: 5000)) {
      try decode(fixture("too-large.pgm"))
    }
  }

  @Test("a zero width is rejected")
  func zeroWidth() {
    #expect(throws: PictureError.invalidDimensions(width: 0, height: 2)) {
      try decode("P5 0 2 255\n")
    }
  }

  @Test("maxval outside 1…65535 is rejected", arguments: [0, 65536])
  func maxvalOutOfRange(maxval: Int) {
    #expect(throws: PictureError.invalidMaxval(maxval)) { try decode("P2 1 1 \(maxval) 0") }
  }

  @Test("a sample above maxval is rejected")
  func sampleAboveMaxval() {
    #expect(throws: PictureError.sampleOutOfRange(value: 101, maxval: 100)) {
      try decode(fixture("sample-too-big.pgm"))
    }
  }

  @Test("a header that ends early names the missing field")
  func headerEndsEarly() {
    #expect(throws: PictureError.malformed(.headerEndsBefore(.maxval))) {
      try decode("P6 2 2 # no maxval")
    }
  }

  @Test("a word among the ASCII samples is malformed")
  func wordAmongSamples() {
    #expect(throws: PictureError.malformed(.expectedNumber(byte: 11))) {
      try decode("P2 2 1 255 x 1")
    }
  }

  @Test("a number with more than nine digits is malformed, not an overflow")
  func hugeNumber() {
    #expect(throws: PictureError.malformed(.numberTooLarge(byte: 3))) {
      try decode("P2 99999999999999999999999 1 255")
    }
  }

  @Test("every cut of a binary file throws")
  func binaryTruncationsThrow() throws {
    for name in ["checker.pgm", "deep-binary.ppm", "small-maxval.ppm"] {
      let bytes = try fixture(name)
      for length in 0..<bytes.count {
        #expect(throws: PictureError.self) { try decode(Array(bytes[..<length])) }
      }
    }
  }

  @Test("cuts of every fixture and random bytes after each magic number never trap")
  func neverTraps() throws {
    let names = [
      "gradient.pgm", "colours.ppm", "colours-oneline.ppm", "deep.ppm", "checker.pgm",
      "deep-binary.ppm", "small-maxval.ppm", "truncated.ppm", "too-large.pgm",
    ]
    var inputs = try names.flatMap { name in
      let bytes = try fixture(name)
      return (0...bytes.count).map { Array(bytes[..<$0]) }
    }
    var random = SplitMix64(seed: 0x7070_6D)
    for round in 0..<2000 {
      let magic = Array(["P2 ", "P3 ", "P5 ", "P6 ", ""][round % 5].utf8)
      inputs.append(
        magic
          + (0..<random.below(48)).map { _ in
            round.isMultiple(of: 3)
              ? UInt8(ascii: "0") + UInt8(random.below(12))
              : UInt8(random.below(256))
          })
    }
    for input in inputs {
      if let picture = try? decode(input) {
        #expect(picture.pixels.count == picture.width * picture.height)
      }
    }
  }
}
