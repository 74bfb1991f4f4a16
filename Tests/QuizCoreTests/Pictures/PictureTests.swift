import Foundation
import QuizCore
import QuizSystem
import Testing

@Suite("Picture")
struct PictureTests {
  @Test(
    "the format follows the file extension, in any case",
    arguments: zip(
      ["xpm", "XPM", "ppm", "pgm", "PNM", "png", "pbm", ""],
      [PictureFormat.xpm, .xpm, .netpbm, .netpbm, .netpbm, .png, nil, nil]))
  func formatFromExtension(fileExtension: String, expected: PictureFormat?) {
    #expect(PictureFormat(fileExtension: fileExtension) == expected)
  }

  @Test("a pixel is found by column and row; outside the picture it is transparent")
  func subscriptByColumnAndRow() throws {
    let pixels = (0..<6).map { RGBA(r: UInt8($0), g: 0, b: 0) }
    let picture = try #require(Picture(width: 3, height: 2, pixels: pixels))
    #expect(picture[x: 2, y: 1] == pixels[5])
    #expect(picture[x: 1, y: 0] == pixels[1])
    #expect(picture[x: 3, y: 0] == .transparent)
    #expect(picture[x: 0, y: -1] == .transparent)
  }

  @Test("a picture cannot be made with a pixel count that does not match its size")
  func mismatchedPixelCount() {
    #expect(Picture(width: 2, height: 2, pixels: [.transparent]) == nil)
    #expect(Picture(width: 0, height: 0, pixels: []) == nil)
  }

  @Test("decoding Data gives the same picture as decoding its bytes")
  func decodesData() throws {
    let bytes = Array("P2 2 1 255 0 255".utf8)
    #expect(
      try Picture.decode(Data(bytes), format: .netpbm)
        == Picture.decode(bytes, format: .netpbm))
  }

  @Test(
    "a PNG, JPEG or GIF file is read by its signature whatever its picture extension says",
    arguments: [
      ("png/filter-0.png", "jpg"), ("gif/gradient.gif", "png"), ("png/filter-0.png", "gif"),
    ])
  func signatureOverExtension(fixture: String, fileExtension: String) throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    let bytes = try Data(contentsOf: fixtures.appendingPathComponent(fixture))
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("misnamed-\(UUID().uuidString).\(fileExtension)")
    try bytes.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let picture = try Picture.load(contentsOf: url, files: .system)
    #expect(picture.width > 0)
  }
}
