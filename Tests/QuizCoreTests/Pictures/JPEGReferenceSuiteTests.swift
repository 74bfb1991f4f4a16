import Foundation
import Testing

@testable import QuizCore

/// The test images of image-rs/jpeg-decoder (`Fixtures/jpeg-decoder`, a subset; the whole
/// suite when `JPEG_DECODER_SUITE` names the `tests` folder of a checkout): JPEG files
/// nobody here wrote, with the PNG libjpeg (through ImageMagick) made of each, and malformed
/// files.
@Suite("JPEG against a public reference suite")
struct JPEGReferenceSuiteTests {
  static let folder: URL = {
    if let path = ProcessInfo.processInfo.environment["JPEG_DECODER_SUITE"] {
      return URL(fileURLWithPath: path)
    }
    return JPEGFile.folder.deletingLastPathComponent().appendingPathComponent("jpeg-decoder")
  }()

  /// The files of the suite the decoder refuses, and why: one whose first marker is not
  /// SOI (jpeg-decoder's `disabled.list` leaves it out too: Mozilla bug 797042), one whose
  /// image data stops before its last block (libjpeg shows what it has; this decoder says
  /// the file is cut), and, in the whole suite, lossless JPEG and Motion-JPEG frames
  /// (which leave out their Huffman tables).
  static let expectedRefusals: [String: JPEGError] = [
    "reftest/images/mozilla/jpg-size-6x6.jpg": .signature,
    "reftest/images/partial_progressive.jpg": .truncatedImageData,
    "reftest/images/mjpeg.jpg": .missingTable,
    "reftest/images/lossless/1/jpeg_lossless_sel1-8bit.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/jpeg_lossless_sel1.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/jpeg_lossless_sel2.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/jpeg_lossless_sel3.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/jpeg_lossless_sel4.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/jpeg_lossless_sel5.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/jpeg_lossless_sel6.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/jpeg_lossless_sel7.jpg": .unsupported(.lossless),
    "reftest/images/lossless/1/lossless16bit.jpg": .unsupported(.lossless),
    "reftest/images/lossless/2/MR4.jpg": .unsupported(.lossless),
    "reftest/images/lossless/2/XA1.jpg": .unsupported(.lossless),
  ]

  static func files(under folder: String) -> [URL] {
    let root = Self.folder.appendingPathComponent(folder)
    let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    return (walk?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "jpg" || $0.pathExtension == "jpeg" }
      .sorted { $0.path < $1.path }
  }

  static func name(_ url: URL) -> String {
    String(url.path.dropFirst(folder.path.count + 1))
  }

  @Test(
    "every image libjpeg decodes is decoded to its reference at 40 dB or better, or refused as expected"
  )
  func referenceImages() throws {
    let files = Self.files(under: "reftest/images")
    try #require(!files.isEmpty, "no reference images at \(Self.folder.path)")
    var passed: [String] = []
    var refused: [String] = []
    var leftOut: [String] = []
    for url in files {
      let name = Self.name(url)
      let bytes = try [UInt8](Data(contentsOf: url))
      let picture: Picture
      do {
        picture = try JPEGDecoder.decode(bytes, maxSide: Int.max)
      } catch {
        refused.append("\(name) (\(error))")
        #expect(Self.expectedRefusals[name] == error, "\(name): \(error)")
        continue
      }
      let png = url.deletingPathExtension().appendingPathExtension("png")
      guard let data = try? Data(contentsOf: png) else {
        leftOut.append("\(name) (no reference here)")
        continue
      }
      let reference = try Picture.decode([UInt8](data), format: .png)
      try #require(
        picture.width == reference.width && picture.height == reference.height,
        "\(name): \(picture.width)×\(picture.height), reference \(reference.width)×\(reference.height)"
      )
      let psnr = JPEGFile.psnr(picture, reference)
      #expect(psnr >= 40, "\(name): \(psnr) dB")
      passed.append("\(name) \(psnr.isInfinite ? "exact" : String(format: "%.1f dB", psnr))")
    }
    print(
      "jpeg-decoder reftest: \(passed.count) passed, \(refused.count) refused, \(leftOut.count) left out"
    )
    for line in passed + refused + leftOut { print("  \(line)") }
  }

  // The suite's rgb_250x167 and rgb_125x84 were not made by libjpeg's reduced transforms:
  // `djpeg -scale 1/2` and `1/4` score 32.8 and 34.7 dB against them, as this decoder does
  // (its output is djpeg's to the bit there, see JPEGScaledDecodeTests), so only the 1/8
  // reference, which djpeg matches exactly, is a reference for decoding small.
  @Test("rgb.jpg decoded at 1/8 matches the suite's libjpeg reference", arguments: [(63, 42)])
  func scaledReferences(width: Int, height: Int) throws {
    let folder = Self.folder.appendingPathComponent("reftest/images")
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("rgb.jpg")))
    let data = try Data(contentsOf: folder.appendingPathComponent("rgb_\(width)x\(height).png"))
    let reference = try Picture.decode([UInt8](data), format: .png)
    let picture = try JPEGDecoder.decode(bytes, maxSide: width)
    try #require(picture.width == width && picture.height == height)
    let psnr = JPEGFile.psnr(picture, reference)
    #expect(psnr >= 40, "\(width)×\(height): \(psnr) dB")
  }

  @Test(
    "every malformed file ends in a JPEG message or a picture, at full size and small, never a trap or a hang"
  )
  func malformedFiles() throws {
    let files = Self.files(under: "crashtest/images")
    try #require(!files.isEmpty, "no malformed files at \(Self.folder.path)")
    var refused = 0
    var decoded = 0
    var slowest: (String, Duration) = ("", .zero)
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      for side in [Int.max, 64] {
        let start = ContinuousClock.now
        do {
          let picture = try JPEGDecoder.decode(bytes, maxSide: side)
          #expect(picture.pixels.count == picture.width * picture.height)
          decoded += 1
        } catch {
          refused += 1
        }
        let elapsed = ContinuousClock.now - start
        if elapsed > slowest.1 { slowest = (Self.name(url), elapsed) }
        // A hang detector, generous for a debug build on a loaded machine: the release
        // figure is in BENCHMARKS.md.
        #expect(elapsed < .seconds(10), "\(Self.name(url)) took \(elapsed)")
      }
    }
    print(
      "jpeg-decoder crashtest: \(files.count) files, twice each: \(refused) refused, \(decoded) decoded; slowest \(slowest.0) \(slowest.1)"
    )
  }
}
