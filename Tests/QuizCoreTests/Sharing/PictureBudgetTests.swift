import Foundation
import TestTools
import Testing

@testable import QuizCore

/// A bank's pictures decode to at most ``QuestionBank/pictureBudget`` pixels together, each
/// different picture decoded once: small files that inflate to large pictures cannot make
/// checking a bank take minutes.
@Suite("The pictures' budget of a bank")
struct PictureBudgetTests {
  /// A PNG of `side`×`side` black grey pixels at 1 bit: a few hundred bytes that inflate to
  /// the whole picture, told apart from its siblings by a text chunk holding `tag`.
  static func bomb(side: Int, tag: Int) -> Data {
    let rows = [UInt8](repeating: 0, count: side * (1 + (side + 7) / 8))
    let text = PNGFile.Chunk(type: "tEXt", data: Array("n\u{0}\(tag)".utf8))
    return Data(
      PNGFile.assemble([
        PNGFile.header(width: side, height: side, bitDepth: 1), text,
        PNGFile.Chunk(type: "IDAT", data: Deflate.zlib(rows, distances: [1])),
        PNGFile.Chunk(type: "IEND", data: []),
      ]))
  }

  /// A bank of one question per picture.
  static func bank(_ pictures: [Data]) -> Data {
    Fixture.plist(
      pictures.enumerated().map { offset, bytes in
        Fixture.entry(answer: "A\(String(repeating: "B", count: offset))", ["picture": bytes])
      }, format: .binary)
  }

  @Test("the default budget holds 128 photos of 512×512 and is 32 pictures of 1024×1024")
  func defaultBudget() {
    #expect(QuestionBank.pictureBudget == 33_554_432)
    #expect(128 * 512 * 512 <= QuestionBank.pictureBudget)
  }

  @Test("a bank of small pictures that inflate past the budget is refused where it passes it")
  func manyBombsRefused() throws {
    let pictures = (0..<8).map { Self.bomb(side: 64, tag: $0) }
    #expect(pictures.allSatisfy { $0.count < 200 })
    let budget = 5 * 64 * 64
    #expect(throws: BankError.self) {
      try QuestionBank.parse(Self.bank(pictures), path: "pack.plist", pictureBudget: budget)
    }
    do {
      _ = try QuestionBank.parse(Self.bank(pictures), path: "pack.plist", pictureBudget: budget)
    } catch {
      guard case .invalid(let path, let issues) = error else {
        Issue.record("refused with \(error)")
        return
      }
      #expect(path == "pack.plist")
      #expect(
        issues == [
          BankIssue(question: 6, key: "picture", problem: .picturesOverBudget(limit: budget))
        ])
    }
  }

  @Test("within the budget the same bank loads; without decoding it is not counted")
  func withinBudget() throws {
    let pictures = (0..<8).map { Self.bomb(side: 64, tag: $0) }
    let bank = try QuestionBank.parse(
      Self.bank(pictures), path: "pack.plist", pictureBudget: 8 * 64 * 64)
    #expect(bank.questions.count == 8 && bank.warnings.isEmpty)
    let played = try QuestionBank.parse(
      Self.bank(pictures), path: "pack.plist", decodePictures: false, pictureBudget: 1)
    #expect(played.questions.count == 8)
  }

  @Test("a picture carried by several questions is decoded and counted once")
  func sharedPictureCountsOnce() throws {
    let two = [Self.bomb(side: 64, tag: 1), Self.bomb(side: 64, tag: 2)]
    let pictures = (0..<10).map { two[$0 % 2] }
    let bank = try QuestionBank.parse(
      Self.bank(pictures), path: "pack.plist", pictureBudget: 2 * 64 * 64)
    #expect(bank.questions.count == 10)
  }

  @Test("a broken picture shared by questions is reported for each of them")
  func sharedBrokenPicture() throws {
    let broken = Data("not a picture".utf8)
    let bank = try QuestionBank.parse(Self.bank([broken, broken]), path: "pack.plist")
    #expect(
      bank.warnings
        == [1, 2].map {
          BankIssue(
            question: $0, key: "picture", problem: .inlinePictureUnreadable(reason: .unknownContent)
          )
        })
  }

  @Test("picture files count against the same budget, each file decoded once")
  func filesCountToo() throws {
    let folder = Fixture.temporaryDirectory()
    let pictures = folder.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    for index in 0..<3 {
      try Self.bomb(side: 64, tag: index).write(
        to: pictures.appendingPathComponent("p\(index).png"))
    }
    let entries = (0..<6).map {
      Fixture.entry(answer: "A\(String(repeating: "B", count: $0))", ["icon": "p\($0 % 3)"])
    }
    let reads = ReadCounter()
    let files = reads.counting(.system)
    let bank = try QuestionBank.load(
      Fixture.plist(entries), path: "bank.plist", directory: folder, files: files)
    #expect(bank.questions.count == 6)
    #expect(reads.count(endingWith: ".png") == 3)
    #expect(throws: BankError.self) {
      try QuestionBank.parse(Fixture.plist(entries), path: "bank.plist", pictureBudget: 2 * 4096) {
        name, decode in
        QuestionBank.fileFinding(named: name, in: folder, decode: decode, files: .system)
      }
    }
  }
}
