import Foundation
import QuizSystem
import Testing

@testable import QuizCore
@testable import QuizTerminal

/// `quiz import` makes photos into pictures: JPEG, GIF and large pictures are stored as PNG
/// of at most `--picture-size` pixels; a file that is there is never "not found".
@Suite("quiz import stores photos as small PNG")
struct ImportPhotoTests {
  /// A fresh folder holding `files` (name → bytes) and `words.csv`.
  static func folder(csv: String, files: [String: [UInt8]]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-photo-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
    try Data(csv.utf8).write(to: folder.appendingPathComponent("words.csv"))
    return folder
  }

  /// The fixtures of the core tests (`jpeg/s420.jpg`).
  static func fixture(_ path: String) throws -> [UInt8] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    return try [UInt8](
      Data(contentsOf: root.appendingPathComponent("QuizCoreTests/Fixtures/\(path)")))
  }

  /// A `width` × `height` PNG, red on the left half and blue on the right.
  static func halves(width: Int, height: Int) throws -> [UInt8] {
    let pixels = (0..<(width * height)).map { index in
      index % width < width / 2 ? RGBA(r: 255, g: 0, b: 0) : RGBA(r: 0, g: 0, b: 255)
    }
    return PNGEncoder.encode(try #require(Picture(width: width, height: height, pixels: pixels)))
  }

  static func run(
    _ folder: URL, pictureSize: Int = ImportArguments.defaultPictureSize, language: String = "C"
  ) -> ImportCommand.Outcome {
    let arguments = ImportArguments(
      source: folder.appendingPathComponent("words.csv").path,
      destination: .folder(folder.appendingPathComponent("out").path), pictureSize: pictureSize)
    return ImportCommand.perform(arguments, environment: ["LANG": language])
  }

  static func stored(_ folder: URL, _ name: String) throws -> Picture {
    try Picture.load(
      contentsOf: folder.appendingPathComponent("out/pictures/\(name)"), files: .system)
  }

  @Test("a picture larger than the picture size is stored scaled to fit it, area-averaged")
  func scalesDown() throws {
    let folder = try Self.folder(
      csv: "answer,title,icon\nFLAG,Red and blue,flag\n",
      files: ["flag.png": try Self.halves(width: 600, height: 300)])
    defer { try? FileManager.default.removeItem(at: folder) }
    for (size, expected) in [(256, (256, 128)), (100, (100, 50))] {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
      let outcome = Self.run(folder, pictureSize: size)
      #expect(outcome.code == 0, "\(outcome.errors)")
      let picture = try Self.stored(folder, "flag.png")
      #expect((picture.width, picture.height) == expected)
      #expect(picture[x: 0, y: 0] == RGBA(r: 255, g: 0, b: 0))
      #expect(picture[x: picture.width - 1, y: 0] == RGBA(r: 0, g: 0, b: 255))
    }
  }

  @Test("JPEG and GIF pictures are stored as PNG by the icon's name, and the bank finds them")
  func convertsToPNG() throws {
    let folder = try Self.folder(
      csv: "answer,title,icon\nROSE,A flower,rose\nCAT,It purrs,cat.gif\n",
      files: [
        "rose.jpg": try Self.fixture("jpeg/orient6.jpg"),
        "cat.gif": try Self.fixture("gif/transparent.gif"),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = Self.run(folder)
    #expect(outcome.code == 0, "\(outcome.errors)")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out/pictures").path)
    #expect(names.sorted() == ["cat.gif.png", "rose.png"])
    // Upright (EXIF orientation 6 swaps the sides) and as the GIF decodes.
    let rose = try Self.stored(folder, "rose.png")
    #expect((rose.width, rose.height) == (47, 61))
    let cat = try Self.stored(folder, "cat.gif.png")
    #expect(cat == (try Picture.decode(Self.fixture("gif/transparent.gif"), format: .gif)))
    let bank = try QuestionBank.load(
      contentsOf: folder.appendingPathComponent("out/questions.plist"), files: .system)
    #expect(bank.warnings.isEmpty)
    #expect(bank.pictureURL(for: "cat.gif")?.lastPathComponent == "cat.gif.png")
  }

  @Test("a PNG or XPM no larger than the picture size is copied as it is")
  func copiesSmallPictures() throws {
    let small = try Self.halves(width: 40, height: 20)
    let folder = try Self.folder(
      csv: "answer,title,icon\nFLAG,Red and blue,flag\n", files: ["flag.png": small])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Self.run(folder).code == 0)
    let copied = try Data(contentsOf: folder.appendingPathComponent("out/pictures/flag.png"))
    #expect([UInt8](copied) == small)
  }

  @Test(
    "a picture in a format quiz does not read is named with it, by icon name or file name, never not found",
    arguments: [("tulip", "tulip.heic"), ("tulip.heic", "tulip.heic"), ("leaf", "leaf.webp")])
  func foreignFormatNamed(icon: String, file: String) throws {
    let heic: [UInt8] =
      [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
    let webp = Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)
    let folder = try Self.folder(
      csv: "answer,title,icon\nTULIP,A flower,\(icon)\n",
      files: [file: file.hasSuffix("heic") ? heic : webp])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = Self.run(folder)
    let format = file.hasSuffix("heic") ? "HEIC" : "WebP"
    #expect(outcome.code == 65)
    #expect(
      outcome.errors == [
        "\(folder.path)/words.csv: line 2, column 3 (icon): picture \"\(icon)\": \(file): \(format) pictures "
          + "cannot be read: save them as JPEG or PNG"
      ])
    let spanish = Self.run(folder, language: "es_ES.UTF-8")
    #expect(
      spanish.errors.first?.hasSuffix(
        "no se pueden leer imágenes \(format): guárdalas como JPEG o PNG") == true)
    // The player is spoken to as everywhere else in the game: tú, tu.
    let french = Self.run(folder, language: "fr_FR.UTF-8")
    #expect(
      french.errors.first?.hasSuffix(
        "les images \(format) ne peuvent pas être lues: enregistre-les en JPEG ou en PNG") == true)
  }

  @Test("a photo of more than 50 megapixels is refused with its size, before it is decoded")
  func tooManyMegapixels() throws {
    // A PNG whose header says 10000×6000 and holds nothing more.
    let chunk = Array("IHDR".utf8) + [0, 0, 0x27, 0x10, 0, 0, 0x17, 0x70, 8, 2, 0, 0, 0]
    let crc = chunk.withUnsafeBufferPointer { Checksum.crc32($0) }
    let png =
      PNGDecoder.signature + [0, 0, 0, 13] + chunk
      + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
    let folder = try Self.folder(
      csv: "answer,title,icon\nSKY,Above,sky\n", files: ["sky.png": png])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = Self.run(folder)
    #expect(outcome.code == 65)
    #expect(
      outcome.errors == [
        "\(folder.path)/words.csv: line 2, column 3 (icon): picture \"sky\": sky.png is 10000×6000, more than "
          + "the 50 megapixels a picture to import may have"
      ])
  }
}
