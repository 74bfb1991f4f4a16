import Foundation
import TestTools
import Testing

@testable import QuizCore

/// Pictures to encode: pixel art, transparency, noise that does not compress, long runs
/// that make the longest matches and farthest distances.
private enum Samples {
  static func noise(width: Int, height: Int, seed: UInt64, alpha: Bool) -> Picture {
    var random = SplitMix64(seed: seed)
    let pixels = (0..<(width * height)).map { _ in
      let value = random.next()
      return RGBA(
        r: UInt8(truncatingIfNeeded: value), g: UInt8(truncatingIfNeeded: value >> 8),
        b: UInt8(truncatingIfNeeded: value >> 16),
        a: alpha ? UInt8(truncatingIfNeeded: value >> 24) : 255)
    }
    return Picture(width: width, height: height, pixels: pixels)!
  }

  /// Stripes of 300 pixels: runs longer than a deflate match, repeating far back.
  static let stripes: Picture = {
    let pixels = (0..<(400 * 90)).map { index in
      index / 300 % 3 == 0 ? RGBA(r: 200, g: 10, b: 30) : RGBA(r: 0, g: 90, b: 250, a: 128)
    }
    return Picture(width: 400, height: 90, pixels: pixels)!
  }()

  static let all: [(String, Picture)] = [
    ("bundled cat", Picture.bundled(file: "packs/pictures/cat.xpm")!),
    ("bundled trophy", Picture.bundled(named: "trophy")!),
    ("opaque noise", noise(width: 37, height: 23, seed: 1, alpha: false)),
    ("noise with alpha", noise(width: 64, height: 3, seed: 2, alpha: true)),
    ("one pixel", Picture(width: 1, height: 1, pixels: [RGBA(r: 1, g: 2, b: 3)])!),
    ("stripes", stripes),
  ]
}

@Suite("PNG encoder", .ownThreads)
struct PNGEncoderTests {
  @Test("what it writes decodes to the same pixels with the game's own decoder")
  func roundTrip() throws {
    for (name, picture) in Samples.all {
      let decoded = try PNGDecoder.decode(PNGEncoder.encode(picture))
      #expect(
        decoded.width == picture.width && decoded.pixels.elementsEqual(picture.pixels), "\(name)")
    }
  }

  @Test(
    "ImageMagick reads what it writes as the same pixels",
    .enabled(if: ExternalTool.hasImageMagick, "ImageMagick's convert is not installed"))
  func imageMagickReadsIt() throws {
    for (name, picture) in Samples.all {
      let read = try #require(
        ExternalTool.imageMagickPixels(PNGEncoder.encode(picture), format: "png"), "\(name)")
      #expect(read.width == picture.width && read.height == picture.height, "\(name)")
      let expected = picture.pixels.flatMap { [$0.r, $0.g, $0.b, $0.a] }
      #expect(read.rgba.elementsEqual(expected), "\(name)")
    }
  }

  @Test("an opaque picture is written as RGB, one with transparency as RGBA")
  func colourType() {
    let opaque = PNGEncoder.encode(Samples.noise(width: 4, height: 4, seed: 3, alpha: false))
    let clear = PNGEncoder.encode(Samples.noise(width: 4, height: 4, seed: 3, alpha: true))
    // IHDR's colour type is byte 25 of the file.
    #expect(opaque[25] == 2)
    #expect(clear[25] == 6)
  }

  @Test("pixel art compresses: the bundled cat enlarged 10× is far smaller than its pixels")
  func compresses() {
    let cat = Picture.bundled(file: "packs/pictures/cat.xpm")!
    let big = Picture(
      width: 240, height: 240,
      pixels: (0..<(240 * 240)).map { cat[x: $0 % 240 / 10, y: $0 / 240 / 10] })!
    #expect(PNGEncoder.encode(big).count * 20 < 240 * 240 * 4)
  }
}
