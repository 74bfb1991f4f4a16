import Foundation
import Testing

@testable import QuizCore
@testable import QuizTerminal

/// `quiz import FOLDER`: a question of each picture, the answer from its file name, the
/// clue from `clues.csv` or the answer's length; the checks of a spreadsheet's import.
@Suite("quiz import of a folder of pictures")
struct ImportFolderTests {
  /// A fresh folder `photos/` inside a fresh folder, holding `files` (name → bytes).
  static func photos(_ files: [String: [UInt8]]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-folder-\(UUID().uuidString)/photos", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
    return folder
  }

  /// A small PNG of one colour.
  static func png(_ red: UInt8 = 200) throws -> [UInt8] {
    let pixels = [RGBA](repeating: RGBA(r: red, g: 40, b: 40), count: 64)
    return PNGEncoder.encode(try #require(Picture(width: 8, height: 8, pixels: pixels)))
  }

  static func run(_ folder: URL, language: String = "C") -> ImportCommand.Outcome {
    let arguments = ImportArguments(
      source: folder.path,
      destination: .folder(folder.deletingLastPathComponent().appendingPathComponent("out").path))
    return ImportCommand.perform(arguments, environment: ["LANG": language])
  }

  static func bank(_ folder: URL) throws -> QuestionBank {
    try QuestionBank.load(
      contentsOf: folder.deletingLastPathComponent().appendingPathComponent("out/questions.plist"),
      files: .system)
  }

  @Test(
    "each picture is a question, its answer the file name in capitals (CAFÉ, 猫 kept), its clue the answer's length"
  )
  func answersFromFileNames() throws {
    // café as e + U+0301, as some file systems store it: the answer is composed.
    let folder = try Self.photos([
      "fox.png": try Self.png(), "cafe\u{301}.png": try Self.png(90),
      "猫.gif": try [UInt8](
        Data(
          contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
              "QuizCoreTests/Fixtures/gif/two-colours.gif"))),
      "notes.txt": Array("not a picture".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let outcome = Self.run(folder)
    #expect(outcome.code == 0, "\(outcome.errors)")
    let bank = try Self.bank(folder)
    #expect(bank.questions.map(\.answer) == ["CAFÉ", "FOX", "猫"])
    #expect(bank.questions.map(\.title) == ["4 letters", "3 letters", "1 letter"])
    #expect(bank.warnings.isEmpty)
    #expect(bank.questions.allSatisfy { $0.icon.flatMap(bank.pictureURL) != nil })
  }

  @Test("clues.csv gives a picture's clue, and may give its answer")
  func cluesFromCSV() throws {
    let folder = try Self.photos([
      "fox.png": try Self.png(), "owl.png": try Self.png(90), "bee.png": try Self.png(10),
      "clues.csv": Array("File,Title,Answer\nfox.png,\"A sly one, red\",\nowl,Hoots,HIBOU\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let outcome = Self.run(folder, language: "fr_FR.UTF-8")
    #expect(outcome.code == 0, "\(outcome.errors)")
    let bank = try Self.bank(folder)
    #expect(bank.questions.map(\.answer) == ["BEE", "FOX", "HIBOU"])
    #expect(bank.questions.map(\.title) == ["3 lettres", "A sly one, red", "Hoots"])
  }

  @Test("a file name the answer rules refuse is listed with its reason, and nothing is written")
  func refusedNames() throws {
    let folder = try Self.photos(["red fox.png": try Self.png(), "owl.png": try Self.png()])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let outcome = Self.run(folder)
    #expect(outcome.code == 65)
    #expect(
      outcome.errors == [
        "\(folder.path)/red fox.png: answer: must not contain spaces or other whitespace"
      ])
    let out = folder.deletingLastPathComponent().appendingPathComponent("out")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(
    "a row of clues.csv naming no picture is an error at its line; so is a header without file and title"
  )
  func badClues() throws {
    let folder = try Self.photos([
      "fox.png": try Self.png(), "clues.csv": Array("file,title\nwolf,Howls\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let clues = folder.appendingPathComponent("clues.csv").path
    #expect(
      Self.run(folder).errors == [
        "\(clues): line 2, column 1 (file): no picture \"wolf\" in the folder"
      ])
    try Data("name,clue\nfox,Red\n".utf8).write(to: URL(fileURLWithPath: clues))
    #expect(
      Self.run(folder).errors == [
        "\(clues): line 1: the first row must name the columns file and title"
      ])
  }

  @Test("a second row of clues.csv for the same picture is an error at its line, naming the first")
  func repeatedClue() throws {
    let folder = try Self.photos([
      "fox.png": try Self.png(), "clues.csv": Array("file,title\nfox,Red\nfox.png,Sly\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let clues = folder.appendingPathComponent("clues.csv").path
    #expect(
      Self.run(folder).errors == [
        "\(clues): line 3, column 1 (file): a second row for the picture \"fox.png\" "
          + "(the first is line 2)"
      ])
  }

  @Test("a folder without pictures says so; a HEIC photo in it is named with its format")
  func noPicturesAndForeign() throws {
    let empty = try Self.photos(["notes.txt": Array("hello".utf8)])
    defer { try? FileManager.default.removeItem(at: empty.deletingLastPathComponent()) }
    let outcome = Self.run(empty)
    #expect(outcome.code == 65)
    #expect(outcome.errors.count == 1 && outcome.errors[0].contains("holds no picture"))
    let heic: [UInt8] =
      [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
    try Data(heic).write(to: empty.appendingPathComponent("rose.heic"))
    #expect(
      Self.run(empty).errors == [
        "\(empty.path)/rose.heic: icon: picture \"rose\": rose.heic: HEIC pictures cannot be "
          + "read: save them as JPEG or PNG"
      ])
  }

  @Test("the pack's title is --title, else the folder's name, as a spreadsheet's is its file's")
  func titleOfFolderPack() throws {
    let folder = try Self.photos(["fox.png": try Self.png()])
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    #expect(Self.run(folder).code == 0)
    #expect(try Self.bank(folder).title == "photos")
    var arguments = ImportArguments(
      source: folder.path,
      destination: .folder(folder.deletingLastPathComponent().appendingPathComponent("out").path),
      force: true)
    arguments.title = "Águilas y más"
    #expect(ImportCommand.perform(arguments, environment: ["LANG": "C"]).code == 0)
    #expect(try Self.bank(folder).title == "Águilas y más")
  }
}
