import Foundation
import Testing

@testable import QuizCore

/// The fixtures made by `Fixtures/jpeg/make-fixtures.sh` with cjpeg, each compared with
/// libjpeg-turbo's decoding of it (`djpeg -ppm`; ImageMagick's `-auto-orient` for the
/// EXIF-rotated ones).
let jpegFixtures = [
  "s444", "s422", "s420", "s411", "s440", "q10", "q100", "restart", "grey", "optimised",
  "separate-scans", "dqt16", "progressive", "progressive444", "progressive-grey",
  "progressive-restart", "orient2", "orient3", "orient4", "orient5", "orient6", "orient7",
  "orient8", "cmyk",
]

/// The JPEG fixtures and their references.
enum JPEGFile {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/jpeg")

  /// The bytes of fixture `name` (`s420.jpg`).
  static func fixture(_ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The peak signal-to-noise ratio of `picture` against `reference` over red, green and
  /// blue, in dB (infinity when they are equal).
  static func psnr(_ picture: Picture, _ reference: Picture) -> Double {
    var sum = 0.0
    for (a, b) in zip(picture.pixels, reference.pixels) {
      for (x, y) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
        let d = Double(x) - Double(y)
        sum += d * d
      }
    }
    let mean = sum / Double(3 * max(picture.pixels.count, 1))
    return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
  }
}

@Suite("JPEG decoder")
struct JPEGDecoderTests {
  @Test(
    "every sampling factor, quality, restart interval, progressive kind and EXIF orientation decodes as libjpeg does, to 40 dB or better",
    arguments: jpegFixtures)
  func matchesReference(name: String) throws {
    let picture = try Picture.decode(JPEGFile.fixture("\(name).jpg"), format: .jpeg)
    let reference = try Picture.decode(JPEGFile.fixture("\(name).ppm"), format: .netpbm)
    try #require(picture.width == reference.width && picture.height == reference.height)
    let psnr = JPEGFile.psnr(picture, reference)
    #expect(psnr >= 40, "\(name): \(psnr) dB")
  }

  @Test("the format is told by the bytes FF D8 FF and by the extensions jpg and jpeg")
  func formatIsTold() throws {
    let bytes = try JPEGFile.fixture("s420.jpg")
    #expect(PictureFormat(sniffing: Data(bytes)) == .jpeg)
    #expect(PictureFormat(fileExtension: "JPG") == .jpeg)
    #expect(PictureFormat(fileExtension: "jpeg") == .jpeg)
    #expect(try Picture.load(inline: Data(bytes)).width == 61)
  }

  @Test("arithmetic coding is refused by name, and a picture wider than 1024 by its size")
  func refusals() throws {
    #expect(throws: PictureError.jpeg(.unsupported(.arithmetic))) {
      try Picture.decode(JPEGFile.fixture("arith.jpg"), format: .jpeg)
    }
    #expect(throws: PictureError.jpeg(.tooLarge(width: 1025, height: 4))) {
      try Picture.decode(JPEGFile.fixture("wide.jpg"), format: .jpeg)
    }
  }

  @Test("EXIF orientations 5 to 8 swap the width and the height")
  func orientationSwapsSides() throws {
    for orientation in 5...8 {
      let picture = try Picture.decode(JPEGFile.fixture("orient\(orientation).jpg"), format: .jpeg)
      #expect(picture.width == 47 && picture.height == 61)
    }
  }
}
