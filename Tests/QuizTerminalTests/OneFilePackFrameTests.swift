import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// A pack exported as one file draws every frame of a game exactly as its folder does: the
/// same questions, tiles and pictures, in 24-bit colour and on the enlarged view.
@Suite("One-file pack frames")
struct OneFilePackFrameTests {
  /// The PNG fixtures of the QuizCore tests.
  static let pngFixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("QuizCoreTests/Fixtures/png")

  /// A bank folder of three questions with PNG, PNG and netpbm pictures; its bank file.
  static func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("one-file-\(UUID().uuidString)")
    let pictures = root.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    for (name, fixture) in [("sun.png", "rgb-8.png"), ("cat.png", "interlaced-rgba-8.png")] {
      try FileManager.default.copyItem(
        at: pngFixtures.appendingPathComponent(fixture),
        to: pictures.appendingPathComponent(name))
    }
    try Data("P3\n2 2\n255\n255 0 0 0 255 0 0 0 255 255 255 0\n".utf8)
      .write(to: pictures.appendingPathComponent("dog.ppm"))
    let questions: [[String: Any]] = [
      ["answer": "SUN", "title": "Hot star", "icon": "sun"],
      ["answer": "CAT", "title": "Meows", "icon": "cat.png", "options": ["C", "A", "T", "Q"]],
      ["answer": "DOG", "title": "Barks", "picture": "dog"],
    ]
    let bank = root.appendingPathComponent("questions.plist")
    try PropertyListSerialization.data(fromPropertyList: questions, format: .xml, options: 0)
      .write(to: bank)
    return bank
  }

  /// Every write of a game played on `bank`: the pictures enlarged and back, answers
  /// typed, a hint, the pauses after a right answer.
  static func writes(_ bank: QuestionBank) -> [[UInt8]] {
    let answers = bank.questions.map(\.answer)
    var script: [TestTerminal.Step] = []
    for answer in answers.prefix(2) {
      script += [.type("+"), .type("+"), .type("?")]
      script += answer.dropFirst().map { .type(String($0)) }
      script.append(.wait(1))
    }
    script += [.type("+"), .type("\u{3}")]
    let terminal = TestTerminal(rows: 30, columns: 100, at: UIFixture.start, script: script)
    let game = Game(
      puzzles: Puzzle.prepare(bank.questions, shuffleSeed: 5), startedAt: terminal.now)
    let session = TerminalSession(
      game: game, terminal: terminal, depth: .trueColor, pictures: PictureSource(bank: bank),
      progress: nil, opening: nil, clock: terminal.clock)
    _ = session.run()
    return terminal.writes
  }

  @Test(
    "every frame of the one file is byte for byte the folder's",
    arguments: BankExport.Format.allCases)
  func sameFrames(format: BankExport.Format) throws {
    let folderFile = try Self.folder()
    let exported = try BankExport.export(contentsOf: folderFile, format: format)
    let alone = FileManager.default.temporaryDirectory
      .appendingPathComponent("one-file-\(UUID().uuidString).plist")
    try exported.data.write(to: alone)
    // Loaded as a game loads them: pictures looked for, decoded when shown.
    let folderBank = try QuestionBank.load(contentsOf: folderFile, decodePictures: false)
    let fileBank = try QuestionBank.load(contentsOf: alone, decodePictures: false)
    let fromFolder = Self.writes(folderBank)
    let fromFile = Self.writes(fileBank)
    #expect(fromFolder.count > 10)
    #expect(fromFile == fromFolder)
    // The pictures were drawn, in 24-bit colour: a PNG's pixel and the netpbm's red.
    let text = String(decoding: fromFile.joined(), as: UTF8.self)
    #expect(text.contains(";48;2;"))
    // Without its pictures the same game draws differently: the comparison sees pictures.
    var bare = fileBank
    bare.questions = fileBank.questions.map {
      QuizQuestion(answer: $0.answer, title: $0.title, icon: nil, options: $0.options)
    }
    #expect(Self.writes(bare) != fromFolder)
  }
}
