import Foundation
import QuizCore
import TestTools
import Testing

@testable import TerminalImages
@testable import TerminalKit

@Suite("Sixel encoder", .ownThreads)
struct SixelEncoderTests {
  /// The picture as its palette shows it: each opaque pixel the colour of its register.
  static func quantized(_ picture: Picture) -> [RGBA?] {
    let palette = ImagePalette(picture)
    return palette.indices.map { index in
      guard index != ImagePalette.transparent else { return nil }
      let color = palette.colors[Int(index)]
      return RGBA(r: color.r, g: color.g, b: color.b)
    }
  }

  /// The largest difference of a channel between ImageMagick's reading of the sixel image
  /// of `picture` and the picture as its palette shows it, over the opaque pixels.
  static func readBackError(_ picture: Picture) throws -> Int {
    let sixel = SixelEncoder.encode(picture)
    let read = try #require(ExternalTool.imageMagickPixels(sixel, format: "six"))
    #expect(read.width == picture.width)
    #expect(read.height == picture.height)
    var worst = 0
    for (offset, expected) in quantized(picture).enumerated() {
      guard let expected else { continue }
      let at = offset * 4
      for (channel, value) in [expected.r, expected.g, expected.b].enumerated() {
        worst = max(worst, abs(Int(read.rgba[at + channel]) - Int(value)))
      }
    }
    return worst
  }

  @Test(
    "ImageMagick reads the bundled cat back as the picture, pixel for pixel (percent rounding aside)",
    .enabled(if: ExternalTool.hasImageMagick, "ImageMagick's convert is not installed"))
  func pixelArtReadBack() throws {
    #expect(try Self.readBackError(GraphicsSamples.cat) <= 2)
  }

  @Test(
    "ImageMagick reads a photograph back as the picture in its palette",
    .enabled(if: ExternalTool.hasImageMagick, "ImageMagick's convert is not installed"))
  func photoReadBack() throws {
    let rose = try #require(GraphicsSamples.rose)
    #expect(try Self.readBackError(ImageScaler.scale(rose, width: 240, height: 158)) <= 2)
    #expect(try Self.readBackError(GraphicsSamples.gradient) <= 2)
  }

  @Test(
    "a picture of few colours keeps them exactly; one of many gets 256 registers close to them")
  func palette() throws {
    let cat = ImagePalette(GraphicsSamples.cat)
    let exact = Set(GraphicsSamples.cat.pixels.filter { $0.a == 255 }.map { [$0.r, $0.g, $0.b] })
    #expect(Set(cat.colors.map { [$0.r, $0.g, $0.b] }) == exact)
    let gradient = ImagePalette(GraphicsSamples.gradient)
    #expect(gradient.colors.count == 256)
    // Median cut of a smooth gradient: no pixel is far from its colour.
    var worst = 0
    for (pixel, index) in zip(GraphicsSamples.gradient.pixels, gradient.indices) {
      let color = gradient.colors[Int(index)]
      worst = max(
        worst, abs(Int(pixel.r) - Int(color.r)), abs(Int(pixel.g) - Int(color.g)),
        abs(Int(pixel.b) - Int(color.b)))
    }
    #expect(worst <= 24)
  }

  @Test("the framing: DCS 0;1;0 q, raster attributes, registers, one band per six rows, ST")
  func framing() throws {
    let red = RGBA(r: 255, g: 0, b: 0)
    let clear = RGBA.transparent
    // 5 wide, 7 tall: a red column at x = 1 in every row, one transparent pixel in row 0.
    var pixels = [RGBA](repeating: RGBA(r: 0, g: 0, b: 255), count: 35)
    for y in 0..<7 { pixels[y * 5 + 1] = red }
    pixels[4] = clear
    let picture = try #require(Picture(width: 5, height: 7, pixels: pixels))
    let text = String(decoding: SixelEncoder.encode(picture), as: UTF8.self)
    // Registers in order of first bin: blue (0,0,255) bins before red (255,0,0).
    // Band 1 (rows 0-5): blue is every sixel but column 1, and row 0 of column 4; red is
    // column 1 (all six bits: ~). Band 2 (row 6): bit 0 only (@).
    #expect(
      text
        == "\u{1B}P0;1;0q\"1;1;5;7#0;2;0;0;100#1;2;100;0;0"
        + "#0~?~~}$#1?~-#0@?@@@$#1?@-\u{1B}\\")
  }

  @Test("runs of four or more repeat with !n")
  func runs() throws {
    let picture = try #require(
      Picture(width: 9, height: 1, pixels: [RGBA](repeating: RGBA(r: 0, g: 0, b: 0), count: 9)))
    let text = String(decoding: SixelEncoder.encode(picture), as: UTF8.self)
    #expect(text.hasSuffix("#0!9@-\u{1B}\\"))
  }

  @Test("unset sixels before a colour's first one are a run; a band forgets the one before")
  func skips() throws {
    // 8 wide, 7 tall, transparent but for black at x = 6 in row 0 and x = 0 in row 6.
    var pixels = [RGBA](repeating: .transparent, count: 56)
    pixels[6] = RGBA(r: 0, g: 0, b: 0)
    pixels[48] = RGBA(r: 0, g: 0, b: 0)
    let picture = try #require(Picture(width: 8, height: 7, pixels: pixels))
    let text = String(decoding: SixelEncoder.encode(picture), as: UTF8.self)
    #expect(text.hasSuffix("#0;2;0;0;0#0!6?@-#0@-\u{1B}\\"))
  }
}
