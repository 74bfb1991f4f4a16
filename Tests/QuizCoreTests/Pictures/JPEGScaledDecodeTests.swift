import Foundation
import Testing

@testable import QuizCore

/// The fixtures that `make-fixtures.sh` also decoded with `djpeg -scale 1/2`, `1/4` and `1/8`.
let scaledJPEGFixtures = [
  "s444", "s422", "s420", "s411", "s440", "q10", "q100", "restart", "grey", "optimised",
  "separate-scans", "dqt16", "progressive", "progressive444", "progressive-grey",
  "progressive-restart", "big420", "big422", "bigprogressive",
]

@Suite("JPEG decoded small")
struct JPEGScaledDecodeTests {
  /// Asking for exactly the size of a 1/N decode gives that decode, with no averaging after.
  static func decode(_ name: String, scale n: Int) throws -> Picture {
    let bytes = try JPEGFile.fixture("\(name).jpg")
    let full = try JPEGDecoder.decode(bytes, maxSide: Int.max)
    let longer = max(full.width, full.height)
    return try JPEGDecoder.decode(bytes, maxSide: (longer + n - 1) / n)
  }

  // The transforms and upsampling are libjpeg's own (islow, the reduced 4×4, 2×2 and 1×1,
  // and fancy upsampling only above 1/8), so the pixels should be djpeg's to the last bit;
  // 40 dB is the bar for the rounding of a different IDCT and is kept as the
  // threshold, with the measured figure in the message.
  @Test(
    "at 1/2, 1/4 and 1/8 scale every sampling, progressive kind and odd size decodes as djpeg -scale does, to 40 dB or better",
    arguments: scaledJPEGFixtures, [2, 4, 8])
  func matchesDjpegScale(name: String, n: Int) throws {
    let picture = try Self.decode(name, scale: n)
    let reference = try Picture.decode(JPEGFile.fixture("\(name)-\(n).ppm"), format: .netpbm)
    try #require(
      picture.width == reference.width && picture.height == reference.height,
      "\(name) 1/\(n): \(picture.width)×\(picture.height), djpeg \(reference.width)×\(reference.height)"
    )
    let psnr = JPEGFile.psnr(picture, reference)
    #expect(psnr >= 40, "\(name) 1/\(n): \(psnr) dB")
  }

  @Test("a picture decoded small is turned upright by its EXIF orientation", arguments: 2...8)
  func orientationWithScaling(orientation: Int) throws {
    for n in [2, 8] {
      let picture = try Self.decode("orient\(orientation)", scale: n)
      let reference = try Picture.decode(
        JPEGFile.fixture("orient\(orientation)-\(n).ppm"), format: .netpbm)
      try #require(picture.width == reference.width && picture.height == reference.height)
      let psnr = JPEGFile.psnr(picture, reference)
      #expect(psnr >= 40, "orient\(orientation) 1/\(n): \(psnr) dB")
    }
  }

  @Test("a size between the scales is decoded at the next larger one and area-averaged to it")
  func areaAveraged() throws {
    let bytes = try JPEGFile.fixture("big420.jpg")
    // 203×157 → 1/2 is 102×79, the smallest scale still at least 90 wide.
    let picture = try JPEGDecoder.decode(bytes, maxSide: 90)
    #expect(picture.width == 90 && picture.height == 70)
    let half = try Self.decode("big420", scale: 2)
    // The mean colour of the picture is kept by averaging (within rounding).
    func mean(_ p: Picture) -> (Double, Double, Double) {
      let n = Double(p.pixels.count)
      return (
        p.pixels.reduce(0) { $0 + Double($1.r) } / n, p.pixels.reduce(0) { $0 + Double($1.g) } / n,
        p.pixels.reduce(0) { $0 + Double($1.b) } / n
      )
    }
    let (a, b) = (mean(picture), mean(half))
    #expect(abs(a.0 - b.0) < 2 && abs(a.1 - b.1) < 2 && abs(a.2 - b.2) < 2)
    // Each output pixel is the mean of its box: the top-left one of the 1/2 decode's first
    // box (102/90 → columns 0…0, 79/70 → rows 0…0 for the first pixel).
    #expect(picture.pixels[0] == half.pixels[0])
  }

  @Test("a small picture asked for a larger size comes at its own size, as the full decode")
  func smallStaysWhole() throws {
    let bytes = try JPEGFile.fixture("s420.jpg")
    #expect(try JPEGDecoder.decode(bytes, maxSide: 256) == JPEGDecoder.decode(bytes))
    #expect(try Picture.decode(bytes, format: .jpeg, maxSide: 1024) == JPEGDecoder.decode(bytes))
  }

  @Test("a photo wider than 1024 is refused at full size but decodes small, within the budget")
  func budget() throws {
    let wide = try JPEGFile.fixture("wide.jpg")
    #expect(throws: JPEGError.tooLarge(width: 1025, height: 4)) { try JPEGDecoder.decode(wide) }
    let small = try JPEGDecoder.decode(wide, maxSide: 256)
    #expect(small.width == 256 && small.height == 1)
    // A frame header claiming 65535×65535: refused by the budget before anything is allocated.
    var huge = try JPEGFile.fixture("s420.jpg")
    let sof = try #require(huge.indices.first { huge[$0] == 0xFF && huge[$0 + 1] == 0xC0 })
    huge[sof + 5...sof + 8] = [0xFF, 0xFF, 0xFF, 0xFF]
    #expect(
      throws: JPEGError.overDecodeBudget(width: 65535, height: 65535, limit: 50_000_000)
    ) { try JPEGDecoder.decode(huge, maxSide: 256) }
  }

  @Test(
    "another format asked for a smaller size is area-averaged, transparent pixels lending no colour"
  )
  func otherFormatsFit() throws {
    let red = RGBA(r: 200, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 100)
    let picture = try #require(
      Picture(width: 4, height: 2, pixels: [red, blue, red, .transparent, blue, red, red, red]))
    let small = picture.fitting(maxSide: 2)
    #expect(small.width == 2 && small.height == 1)
    #expect(small.pixels[0] == RGBA(r: 100, g: 0, b: 50))
    #expect(small.pixels[1] == RGBA(r: 200, g: 0, b: 0, a: 191))
    #expect(picture.fitting(maxSide: 4) == picture)
  }
}
