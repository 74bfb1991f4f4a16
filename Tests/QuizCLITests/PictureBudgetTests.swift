import Foundation
import Testing

@testable import QuizCore

/// A one-file pack of many small pictures that each inflate to 1024×1024 is refused by
/// `quiz check` and `quiz import` (65) with the budget in the message, in every language.
@Suite("A bank's budget of decoded pixels", .ownThreads)
struct PictureBudgetCLITests {
  /// A 1024×1024 black PNG of about 200 bytes (1 bit of grey a pixel), made different from
  /// the others by `tag` in a text chunk.
  static func bomb(tag: Int) -> Data {
    func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(kind.utf8) + body
      let crc = typed.withUnsafeBufferPointer { Checksum.crc32($0) }
      return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
    }
    func bigEndian(_ value: UInt32) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    let side: UInt32 = 1024
    let rows = [UInt8](repeating: 0, count: Int(side) * (1 + Int(side) / 8))
    let header = bigEndian(side) + bigEndian(side) + [1, 0, 0, 0, 0]
    let file =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("tEXt", Array("n\u{0}\(tag)".utf8))
      + chunk("IDAT", Deflate.zlib(rows, distances: [1])) + chunk("IEND", [])
    return Data(file)
  }

  /// A binary one-file pack of `count` questions, each with its own bomb.
  static func pack(_ count: Int, in folder: TemporaryDirectory) throws -> String {
    let entries: [[String: Any]] = (0..<count).map {
      [
        "answer": "A" + String(repeating: "B", count: $0), "title": "Dark",
        "picture": bomb(tag: $0),
      ]
    }
    let data = try PropertyListSerialization.data(
      fromPropertyList: entries, format: .binary, options: 0)
    #expect(data.count < 20_000)
    try data.write(to: folder.file("bombs.plist"))
    return folder.file("bombs.plist").path
  }

  @Test(
    "check and import refuse 40 pictures of 1024×1024 at the 33rd, naming the budget",
    arguments: [
      (
        "C.UTF-8",
        "error: question 33: picture: the pictures up to this one decode to more than "
          + "33554432 pixels together"
      ),
      (
        "es_ES.UTF-8",
        "error: pregunta 33: picture: las imágenes hasta esta suman más de "
          + "33554432 píxeles"
      ),
      ("zh_CN.UTF-8", "第 33 题 picture：到这张为止的图片解码后共超过 33554432 个像素"),
    ])
  func refused(language: String, line: String) throws {
    let folder = try TemporaryDirectory()
    let pack = try Self.pack(40, in: folder)
    let env = QuizRunner.environment(home: folder.url, ["LANG": language])
    let check = try QuizRunner.run(["check", pack], environment: env, timeout: 120)
    #expect(check.exitCode == 65)
    #expect(check.errorOutput.contains(line) || check.output.contains(line), "\(check.output)")
    #expect(check.errorOutput.contains("33554432") || check.output.contains("33554432"))
    let imported = try QuizRunner.run(
      ["import", pack, "-o", folder.file("out").path], environment: env, timeout: 120)
    #expect(imported.exitCode == 65)
    #expect(imported.errorOutput.contains("33554432"), "\(imported.errorOutput)")
    #expect(!FileManager.default.fileExists(atPath: folder.file("out").path))
  }

  @Test("the same pack with as many pictures as the budget holds checks fine")
  func withinBudget() throws {
    let folder = try TemporaryDirectory()
    let pack = try Self.pack(32, in: folder)
    let check = try QuizRunner.run(
      ["check", pack], environment: QuizRunner.environment(home: folder.url), timeout: 120)
    #expect(check.exitCode == 0, "\(check.errorOutput)")
  }
}
