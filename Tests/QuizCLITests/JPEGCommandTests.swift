import Foundation
import TestTools
import Testing

/// The JPEG fixtures of the QuizCore tests (made with cjpeg).
private let fixtures = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("QuizCoreTests/Fixtures/jpeg")

private func jpeg(_ name: String) throws -> [UInt8] {
  try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(name)))
}

/// JPEG photos where the game takes pictures: `quiz picture` and an imported spreadsheet.
@Suite("JPEG pictures in commands", .ownThreads)
struct JPEGCommandTests {
  @Test("quiz picture draws a JPEG, upright by its EXIF orientation")
  func picture() throws {
    let plain = try QuizRunner.run(
      ["picture", fixtures.appendingPathComponent("s420.jpg").path])
    #expect(plain.exitCode == 0, "stderr: \(plain.errorOutput)")
    // Piped: one line per two rows of the 61×47 picture, each as wide as the picture.
    #expect(plain.lines.count == 24 && plain.lines.allSatisfy { $0.count == 61 })
    let turned = try QuizRunner.run(
      ["picture", fixtures.appendingPathComponent("orient6.jpg").path])
    #expect(turned.exitCode == 0)
    #expect(turned.lines.count == 31 && turned.lines.allSatisfy { $0.count == 47 })
  }

  @Test("an arithmetic-coded JPEG exits 65 saying so")
  func refused() throws {
    let result = try QuizRunner.run(
      ["picture", fixtures.appendingPathComponent("arith.jpg").path])
    #expect(result.exitCode == 65)
    #expect(result.errorOutput.contains("JPEG: arithmetic-coded JPEG cannot be read"))
  }

  @Test("a spreadsheet naming rose and mug.jpg imports them, checks and plays to the end")
  func importsPhotos() throws {
    let folder = try TemporaryDirectory()
    try folder.raw(
      Array("answer,title,icon\nROSE,A red flower,rose\nMUG,Holds tea,mug.jpg\n".utf8),
      named: "words.csv")
    try folder.raw(try jpeg("s420.jpg"), named: "rose.jpg")
    try folder.raw(try jpeg("progressive.jpg"), named: "mug.jpg")
    let env = QuizRunner.environment(home: folder.url)
    let result = try QuizRunner.run(
      ["import", "words.csv", "-o", "photos"], environment: env, in: folder.url)
    #expect(result.exitCode == 0, "stderr: \(result.errorOutput)")
    #expect(result.lines == ["imported 2 questions and 2 pictures into photos/questions.plist"])
    let check = try QuizRunner.run(
      ["check", "photos/questions.plist"], environment: env, in: folder.url)
    #expect(check.exitCode == 0 && check.errorOutput.isEmpty, "\(check.errorOutput)")
    let play = try QuizRunner.run(
      ["--json", "photos/questions.plist"], input: "ROSEMUG", environment: env, in: folder.url)
    #expect(play.exitCode == 0)
    #expect(JSONEvent.all(play.output).last?.event == "finished")
  }
}
