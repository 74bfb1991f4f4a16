import Foundation
import QuizCore
import QuizSystem
import Testing

@testable import QuizUI
@testable import TerminalKit

@Suite("Picture source")
struct PictureSourceTests {
  /// A bank in a temporary folder whose pictures `a` … `f` are 1×1 netpbm files.
  static func bank() throws -> QuestionBank {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-pictures-\(UUID().uuidString)")
    let pictures = folder.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    for (index, name) in ["a", "b", "c", "d", "e", "f"].enumerated() {
      try Data("P2 1 1 255 \(index * 40)".utf8).write(
        to: pictures.appendingPathComponent("\(name).pgm"))
    }
    let questions = [QuizQuestion]()
    return QuestionBank(
      path: "bank.plist", directory: folder, files: .system, questions: questions)
  }

  @Test("only the last few pictures are kept, and a picture shown again is the same")
  func keepsTheLastFew() throws {
    let source = PictureSource(bank: try Self.bank(), capacity: 3)
    let first = source.picture(named: "a")
    #expect(first?.pixels == [RGBA(r: 0, g: 0, b: 0)])
    for name in ["b", "c", "d", "e", "f"] { _ = source.picture(named: name) }
    #expect(source.keptCount == 3)
    #expect(source.picture(named: "a") == first)
    #expect(source.picture(named: "b")?.pixels == [RGBA(r: 40, g: 40, b: 40)])
  }
}
