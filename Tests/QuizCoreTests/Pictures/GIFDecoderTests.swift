import Foundation
import Testing

@testable import QuizCore

/// The fixtures made by `Fixtures/gif/make-fixtures.sh` with ImageMagick and gifsicle, each
/// beside ImageMagick's decoding of its first frame.
let gifFixtures = [
  "plasma", "interlaced", "gradient", "transparent", "two-colours", "animation", "offset",
  "sicle-16", "sicle-interlaced", "local-table",
]

/// The GIF fixtures, their references, and GIF files built byte by byte.
enum GIFFile {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/gif")

  static func fixture(_ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// A netpbm PAM (P7, RGB_ALPHA, maxval 255) as ImageMagick writes it.
  static func pam(_ name: String) throws -> Picture {
    let bytes = try fixture(name)
    let end = try #require(bytes.firstRange(of: Array("ENDHDR\n".utf8))).upperBound
    let header = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\n")
    func field(_ key: String) throws -> Int {
      let line = try #require(header.first { $0.hasPrefix(key + " ") })
      return try #require(Int(line.dropFirst(key.count + 1)))
    }
    let width = try field("WIDTH")
    let height = try field("HEIGHT")
    try #require(try field("DEPTH") == 4)
    let pixels = stride(from: end, to: end + 4 * width * height, by: 4).map {
      RGBA(r: bytes[$0], g: bytes[$0 + 1], b: bytes[$0 + 2], a: bytes[$0 + 3])
    }
    return try #require(Picture(width: width, height: height, pixels: pixels))
  }

  /// A GIF89a of a `width` × `height` screen with `palette` as its global colour table and
  /// one image of `indices`, coded with literal LZW codes only (a clear code before the
  /// table would widen them); `control` is a graphic control extension's block; without
  /// `end`, the data stops with no end-of-information code.
  static func make(
    width: Int, height: Int, palette: [RGBA], indices: [UInt8], control: [UInt8]? = nil,
    codeSize: Int = 2, interlaced: Bool = false, extra: [UInt8] = [], end: Bool = true
  ) -> [UInt8] {
    var bytes = Array("GIF89a".utf8) + word(width) + word(height)
    var size = 0
    while 2 << size < palette.count { size += 1 }
    bytes += [0x80 | UInt8(size), 0, 0]
    for index in 0..<(2 << size) {
      let color = index < palette.count ? palette[index] : RGBA(r: 0, g: 0, b: 0)
      bytes += [color.r, color.g, color.b]
    }
    if let control { bytes += [0x21, 0xF9, UInt8(control.count)] + control + [0] }
    bytes += [0x2C] + word(0) + word(0) + word(width) + word(height)
    bytes += [interlaced ? 0x40 : 0, UInt8(codeSize)]
    let clear = 1 << codeSize
    var codes = [clear]
    for (n, index) in indices.enumerated() {
      if n > 0 && n % (clear - 2) == 0 { codes.append(clear) }
      codes.append(Int(index))
    }
    if end { codes.append(clear + 1) }
    var data: [UInt8] = []
    var buffer = 0
    var count = 0
    for code in codes {
      buffer |= code << count
      count += codeSize + 1
      while count >= 8 {
        data.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        count -= 8
      }
    }
    if count > 0 { data.append(UInt8(buffer)) }
    for start in stride(from: 0, to: data.count, by: 255) {
      let block = data[start..<min(data.count, start + 255)]
      bytes += [UInt8(block.count)] + block
    }
    return bytes + [0] + extra + [0x3B]
  }

  static func word(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  static let red = RGBA(r: 255, g: 0, b: 0)
  static let green = RGBA(r: 0, g: 255, b: 0)
  static let blue = RGBA(r: 0, g: 0, b: 255)
  static let white = RGBA(r: 255, g: 255, b: 255)
}

@Suite("GIF decoder")
struct GIFDecoderTests {
  @Test(
    "ImageMagick's and gifsicle's GIFs (interlaced, transparent, local colour table, animated, a frame smaller than the screen) decode exactly as ImageMagick decodes them",
    arguments: gifFixtures)
  func matchesReference(name: String) throws {
    let picture = try Picture.decode(GIFFile.fixture("\(name).gif"), format: .gif)
    let reference = try GIFFile.pam("\(name).pam")
    try #require(picture.width == reference.width && picture.height == reference.height)
    let differing = zip(picture.pixels, reference.pixels).filter { got, want in
      got.a != want.a || (want.a != 0 && got != want)
    }
    #expect(differing.isEmpty, "\(name): \(differing.count) pixels differ")
  }

  @Test("the format is told by the bytes GIF8 and by the extension gif")
  func formatIsTold() throws {
    let bytes = try GIFFile.fixture("plasma.gif")
    #expect(PictureFormat(sniffing: Data(bytes)) == .gif)
    #expect(PictureFormat(fileExtension: "GIF") == .gif)
    #expect(try Picture.load(inline: Data(bytes)).width == 61)
  }

  @Test(
    "interlaced rows come in four passes: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1"
  )
  func interlacedRowOrder() {
    #expect(GIFDecoder.rowOrder(height: 10, interlaced: true) == [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
    #expect(GIFDecoder.rowOrder(height: 3, interlaced: false) == [0, 1, 2])
  }

  @Test("a graphic control extension's transparent index is drawn transparent")
  func transparentIndex() throws {
    let bytes = GIFFile.make(
      width: 2, height: 1, palette: [GIFFile.red, GIFFile.green], indices: [0, 1],
      control: [1, 0, 0, 1])
    let picture = try Picture.decode(bytes, format: .gif)
    #expect(picture.pixels == [GIFFile.red, .transparent])
  }

  @Test("a long picture of literal codes, with clear codes between them, decodes index for index")
  func literalCodes() throws {
    let indices = (0..<300).map { UInt8($0 % 4) }
    let palette = [GIFFile.red, GIFFile.green, GIFFile.blue, GIFFile.white]
    let bytes = GIFFile.make(width: 30, height: 10, palette: palette, indices: indices)
    let picture = try Picture.decode(bytes, format: .gif)
    #expect(picture.pixels == indices.map { palette[Int($0)] })
  }

  @Test(
    "image data cut before the last pixel, by an end code or by the sub-blocks' terminator, is refused"
  )
  func imageDataCutShort() throws {
    let palette = [GIFFile.red, GIFFile.green]
    // A clear code, one pixel, the end code: 15 pixels of the 4×4 image are missing.
    let ended = GIFFile.make(width: 4, height: 4, palette: palette, indices: [1])
    #expect(throws: PictureError.gif(.truncatedImageData(found: 1, expected: 16))) {
      try Picture.decode(ended, format: .gif)
    }
    // A clear code and one pixel fill one byte; the terminator comes before a second pixel.
    let unended = GIFFile.make(width: 2, height: 2, palette: palette, indices: [1], end: false)
    #expect(throws: PictureError.gif(.truncatedImageData(found: 1, expected: 4))) {
      try Picture.decode(unended, format: .gif)
    }
    // The same data, whole, decodes.
    let whole = GIFFile.make(width: 2, height: 2, palette: palette, indices: [1, 0, 0, 1])
    #expect(
      try Picture.decode(whole, format: .gif).pixels == [
        GIFFile.green, GIFFile.red, GIFFile.red, GIFFile.green,
      ])
  }

  @Test("malformed files are refused with their own error")
  func refusals() throws {
    let palette = [GIFFile.red, GIFFile.green]
    let good = GIFFile.make(width: 2, height: 1, palette: palette, indices: [0, 1])
    #expect(throws: PictureError.gif(.signature)) {
      try Picture.decode(Array("GIF90a".utf8) + good.dropFirst(6), format: .gif)
    }
    #expect(throws: PictureError.gif(.tooLarge(width: 1025, height: 1))) {
      try Picture.decode(
        GIFFile.make(width: 1025, height: 1, palette: palette, indices: [0]), format: .gif)
    }
    #expect(throws: PictureError.gif(.invalidDimensions(width: 0, height: 1))) {
      try Picture.decode(
        GIFFile.make(width: 0, height: 1, palette: palette, indices: []), format: .gif)
    }
    #expect(throws: PictureError.gif(.colorOutOfTable(5))) {
      try Picture.decode(
        GIFFile.make(width: 2, height: 1, palette: palette, indices: [0, 5], codeSize: 3),
        format: .gif)
    }
    #expect(throws: PictureError.gif(.badCodeSize(12))) {
      try Picture.decode(
        GIFFile.make(width: 2, height: 1, palette: palette, indices: [0, 1], codeSize: 12),
        format: .gif)
    }
    // Code 7 right after the clear code of a 2-bit table names no string yet.
    var undefined = good
    let data = try #require(undefined.firstIndex(of: 0x2C)) + 12
    undefined[data] = 0b0011_1100
    #expect(throws: PictureError.gif(.invalidCode)) { try Picture.decode(undefined, format: .gif) }
  }

  @Test(
    "every prefix of a GIF cut before its last pixel is refused, never a trap; cut after it, the picture shows"
  )
  func truncations() throws {
    let bytes = try GIFFile.fixture("interlaced.gif")
    var decoded: [Int] = []
    for length in 0..<bytes.count {
      if (try? Picture.decode(Array(bytes.prefix(length)), format: .gif)) != nil {
        decoded.append(length)
      }
    }
    // Once the last pixel is in, what follows (the end code, the sub-blocks' terminator,
    // the trailer) may be missing: a few bytes at most.
    let first = try #require(decoded.first)
    #expect(decoded == Array(first..<bytes.count))
    #expect(first >= bytes.count - 8)
  }

  @Test(
    "a frame is every image up to the first with a delay; a looping animation without delays shows its first image"
  )
  func firstFrame() throws {
    let palette = [GIFFile.red, GIFFile.green]
    let one = GIFFile.make(width: 1, height: 1, palette: palette, indices: [0])
    // The same file with a second image (green) after the first: no delay, so both draw.
    let second = Array(one[one.firstIndex(of: 0x2C)!..<(one.count - 1)])
    var combined = Array(one.dropLast()) + second + [0x3B]
    combined[combined.lastIndex(of: 0x2C)! + 12] = 0b0000_1100  // clear, then index 1
    #expect(try Picture.decode(combined, format: .gif).pixels == [GIFFile.green])
    let loop = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    let header = 13 + 6
    let animated = Array(combined[..<header]) + loop + Array(combined[header...])
    #expect(try Picture.decode(animated, format: .gif).pixels == [GIFFile.red])
  }

  @Test("the image past the pixel budget ends the frame: its bytes are not read as blocks")
  func budgetEndsTheFrame() throws {
    // A 1×1 screen of two colours; eight 1×1 images of colour 0 (red) fill the budget.
    var bytes = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0xFF, 0, 0, 0, 0, 0xFF]
    let image: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
    for _ in 0..<GIFDecoder.layerBudget { bytes += image }
    // The ninth passes it; its colour table, never read, begins like an image of 65535².
    bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x80]
    bytes += [0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0x3B]
    let picture = try GIFDecoder.decode(bytes)
    #expect(picture.width == 1 && picture.pixels == [RGBA(r: 0xFF, g: 0, b: 0)])
  }
}
