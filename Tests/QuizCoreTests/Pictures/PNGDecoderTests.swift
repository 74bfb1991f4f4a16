import Foundation
import Testing

@testable import QuizCore

/// The fixtures made by `Fixtures/png/make-fixtures.sh`, each compared with ImageMagick's
/// decoding of it.
private let fixtures = [
  "grey-1", "grey-2", "grey-4", "grey-8", "grey-16", "grey-trns", "grey-alpha-8",
  "grey-alpha-16", "rgb-8", "rgb-16", "rgb-trns", "rgba-8", "rgba-16", "flat-rgba",
  "palette-1", "palette-2", "palette-4", "palette-8", "palette-trns", "palette-alpha",
  "interlaced-grey-1", "interlaced-grey-alpha-16", "interlaced-palette-4", "interlaced-rgb-16",
  "interlaced-rgba-8", "filter-0", "filter-1", "filter-2", "filter-3", "filter-4",
  "stored", "fixed-huffman", "split-idat",
]

@Suite("PNG decoder")
struct PNGDecoderTests {
  @Test(
    "every colour type, bit depth, filter, block kind and interlacing decodes as ImageMagick does",
    arguments: fixtures)
  func matchesReference(name: String) throws {
    let picture = try Picture.decode(PNGFile.fixture("\(name).png"), format: .png)
    let reference = try #require(PNGFile.pam(PNGFile.fixture("\(name).pam")))
    #expect(picture.width == reference.width && picture.height == reference.height)
    try #require(picture.pixels.count == reference.pixels.count)
    let differing = picture.pixels.indices.filter { picture.pixels[$0] != reference.pixels[$0] }
    let first: String =
      differing.first.map { "pixel \($0): \(picture.pixels[$0]) ≠ \(reference.pixels[$0])" } ?? ""
    #expect(differing.count == 0, "\(differing.count) pixels differ; \(first)")
  }

  @Test("an interlaced file decodes to the same pixels as the plain one")
  func interlacedMatchesPlain() throws {
    let plain = try Picture.decode(PNGFile.fixture("rgba-8.png"), format: .png)
    #expect(try Picture.decode(PNGFile.fixture("interlaced-rgba-8.png"), format: .png) == plain)
  }

  @Test("16-bit samples round to the nearest 8-bit value")
  func sixteenBitRounding() throws {
    // 0x0080 is 0.498 × 257 and 0x0081 0.502 × 257; 0x8000 is 127.502 and 0xFF7E 254.498.
    let file = PNGFile.file(
      PNGFile.header(width: 4, height: 1, bitDepth: 16),
      rows: [0, 0x00, 0x80, 0x00, 0x81, 0x80, 0x00, 0xFF, 0x7E])
    let picture = try Picture.decode(file, format: .png)
    #expect(picture.pixels.map(\.r) == [0, 1, 128, 254])
  }

  @Test("a grey tRNS key makes exactly that grey transparent, at the file's bit depth")
  func greyKey() throws {
    let file = PNGFile.file(
      PNGFile.header(width: 4, height: 1, bitDepth: 2),
      [PNGFile.Chunk(type: "tRNS", data: [0, 2])], rows: [0, 0b00_01_10_11])
    let picture = try Picture.decode(file, format: .png)
    #expect(picture.pixels.map(\.a) == [255, 255, 0, 255])
    #expect(picture.pixels.map(\.r) == [0, 85, 170, 255])
  }

  @Test("ancillary chunks the decoder does not know are skipped")
  func skipsAncillaryChunks() throws {
    let plain = PNGFile.file(PNGFile.header(width: 2, height: 1), rows: [0, 10, 20])
    let extra = PNGFile.file(
      PNGFile.header(width: 2, height: 1),
      [PNGFile.Chunk(type: "zzZz", data: Array("anything".utf8))], rows: [0, 10, 20])
    #expect(try Picture.decode(extra, format: .png) == Picture.decode(plain, format: .png))
  }

  @Test("a bank looks for NAME.png first, before NAME.xpm")
  func pngComesFirst() {
    #expect(
      QuestionBank.pictureExtensions == ["png", "jpg", "jpeg", "gif", "xpm", "ppm", "pgm", "pnm"])
  }
}
