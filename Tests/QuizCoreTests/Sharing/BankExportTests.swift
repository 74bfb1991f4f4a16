import Foundation
import QuizSystem
import Testing

@testable import QuizCore

/// `quiz export`'s core: a bank and its picture files made into one property list that
/// loads as the same bank, every picture's bytes inside it unchanged.
@Suite("Bank export")
struct BankExportTests {
  /// A bank folder: three questions with pictures in three formats, one without, one with
  /// an unknown key.
  static func folder() throws -> URL {
    let entries: [Any] = [
      Fixture.entry(answer: "RED", title: "A colour", ["icon": "red"]),
      Fixture.entry(answer: "SKY", title: "Up there", ["icon": "sky.png"]),
      Fixture.entry(answer: "SEA", title: "Wet", ["picture": "sea", "note": "kept"]),
      Fixture.entry(answer: "CAT", title: "Purrs", ["options": ["C", "A", "T", "X"]]),
    ]
    let url = Fixture.file(Fixture.plist(entries), named: "questions.plist")
    let pictures = url.deletingLastPathComponent().appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    try InlinePictureTests.xpm.write(to: pictures.appendingPathComponent("red.xpm"))
    try Data(try PNGFile.fixture("interlaced-rgba-8.png"))
      .write(to: pictures.appendingPathComponent("sky.png"))
    try InlinePictureTests.ppm.write(to: pictures.appendingPathComponent("sea.ppm"))
    return url
  }

  static func file(_ url: URL, _ name: String) throws -> Data {
    try Data(
      contentsOf: url.deletingLastPathComponent().appendingPathComponent("pictures/" + name))
  }

  @Test(
    "the one file holds every picture's bytes as stored and loads as the same bank",
    arguments: BankExport.Format.allCases)
  func roundTrip(format: BankExport.Format) throws {
    let url = try Self.folder()
    let folderBank = try QuestionBank.load(contentsOf: url)
    let exported = try BankExport.export(contentsOf: url, format: format)
    #expect(exported.questionCount == 4 && exported.pictureCount == 3)
    #expect(exported.warnings.map(\.key) == ["note"])
    var shape = PropertyListSerialization.PropertyListFormat.openStep
    let root = try PropertyListSerialization.propertyList(
      from: exported.data, options: [], format: &shape)
    #expect(shape == (format == .binary ? .binary : .xml))
    let entries = try #require(root as? [[String: Any]])
    #expect(entries[0]["picture"] as? Data == (try Self.file(url, "red.xpm")))
    #expect(entries[1]["picture"] as? Data == (try Self.file(url, "sky.png")))
    #expect(entries[2]["picture"] as? Data == (try Self.file(url, "sea.ppm")))
    #expect(entries.map { $0["icon"] as? String } == ["red", "sky.png", "sea", nil])
    #expect(entries[2]["note"] as? String == "kept")
    #expect(entries[3]["picture"] == nil)

    // Loaded from anywhere else, with no pictures/ folder: the same puzzles and pictures.
    let alone = Fixture.file(exported.data, named: "pack.plist")
    let oneFile = try QuestionBank.load(contentsOf: alone)
    #expect(oneFile.questions.map(\.answer) == folderBank.questions.map(\.answer))
    #expect(oneFile.questions.map(\.title) == folderBank.questions.map(\.title))
    #expect(oneFile.questions.map(\.options) == folderBank.questions.map(\.options))
    let fromFolder = Puzzle.prepare(folderBank.questions, shuffleSeed: 7)
    let fromFile = Puzzle.prepare(oneFile.questions, shuffleSeed: 7)
    #expect(fromFolder.map(\.tiles) == fromFile.map(\.tiles))
    #expect(fromFolder.map(\.answer) == fromFile.map(\.answer))
    for (folderPuzzle, filePuzzle) in zip(fromFolder, fromFile) {
      let expected = folderPuzzle.icon.flatMap(folderBank.picture(named:))
      #expect(filePuzzle.icon.flatMap(oneFile.picture(named:)) == expected)
    }
    #expect(fromFile.prefix(3).allSatisfy { $0.icon != nil })
  }

  @Test("exporting the exported file gives the same property list")
  func idempotent() throws {
    let first = try BankExport.export(contentsOf: try Self.folder(), format: .xml)
    let again = try BankExport.export(
      contentsOf: Fixture.file(first.data, named: "pack.plist"), format: .xml)
    // XML keys are written sorted, so the text is the same too.
    #expect(again.data == first.data)
    #expect(again.pictureCount == 3)
    let binary = try BankExport.export(
      contentsOf: Fixture.file(first.data, named: "pack.plist"), format: .binary)
    let decoded = try PropertyListSerialization.propertyList(
      from: binary.data, options: [], format: nil)
    let original = try PropertyListSerialization.propertyList(
      from: first.data, options: [], format: nil)
    #expect((decoded as? NSArray)?.isEqual(original) == true)
  }

  @Test("a bundled pack's pictures are the program's own bytes")
  func bundledPack() throws {
    let pack = try #require(try BundledPack.named("en-animals"))
    let bank = try pack.load()
    let exported = try BankExport.export(bundled: pack, format: .binary)
    let oneFile = try QuestionBank.parse(exported.data, path: "pack.plist")
    #expect(oneFile.warnings.isEmpty)
    #expect(oneFile.questions.count == bank.questions.count)
    #expect(exported.pictureCount == bank.questions.filter { $0.icon != nil }.count)
    for (original, copy) in zip(bank.questions, oneFile.questions) {
      #expect(copy.answer == original.answer && copy.icon == original.icon)
      guard let icon = original.icon else { continue }
      #expect(copy.picture == bank.pictureFileData(named: icon))
      #expect(copy.pictureKey.flatMap(oneFile.picture(named:)) == bank.picture(named: icon))
    }
  }

  @Test("a bank with errors is refused with every issue, as quiz check lists them")
  func refusesErrors() throws {
    let url = Fixture.file(
      Fixture.plist([Fixture.entry(answer: ""), Fixture.entry(["picture": 3])]),
      named: "questions.plist")
    #expect {
      try BankExport.export(contentsOf: url, format: .binary)
    } throws: { error in
      guard case .bank(.invalid(_, let issues)) = error as? BankExportError else { return false }
      return issues.map(\.key) == ["answer", "picture"]
    }
  }

  @Test("a missing or broken picture stops the export: the file would lack it")
  func refusesMissingPictures() throws {
    let url = try Self.folder()
    let pictures = url.deletingLastPathComponent().appendingPathComponent("pictures")
    try FileManager.default.removeItem(at: pictures.appendingPathComponent("red.xpm"))
    try Data("/* XPM */ broken".utf8).write(to: pictures.appendingPathComponent("sea.ppm"))
    #expect {
      try BankExport.export(contentsOf: url, format: .xml)
    } throws: { error in
      guard case .pictures(_, let issues) = error as? BankExportError else { return false }
      return issues.map(\.question) == [1, 3] && issues[0].problem == .pictureMissing("red")
    }
    #expect(BankExportError.pictures(path: "p", issues: []).exitCode == ExitCode.dataError)
  }

  @Test("a missing bank file is refused with exit code 66")
  func missingFile() {
    let url = Fixture.temporaryDirectory().appendingPathComponent("none.plist")
    #expect(throws: BankExportError.bank(.fileMissing(path: url.path))) {
      try BankExport.export(contentsOf: url, format: .binary)
    }
    #expect(BankExportError.bank(.fileMissing(path: "x")).exitCode == ExitCode.noInput)
  }
}
