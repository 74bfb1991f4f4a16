import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// 400 letters: far past what a message quotes whole.
private let long = String(repeating: "A", count: 400)

/// A bank (in `folder`) whose every quoted value is 400 letters long: a title with a control character,
/// an icon that is a path, a missing picture, an unknown key, an option and an invisible
/// letter made of 400 marks.
private func hostileBank(in folder: URL) throws -> URL {
  let entries: [[String: Any]] = [
    [
      "answer": "SUN", "title": "x\u{202E}" + long, "icon": "b/" + long,
      "options": ["S", "U", "N"],
    ],
    ["answer": "MOON", "title": "t", "icon": long, "options": ["M", "O", "O", "N"]],
    ["answer": "STAR", "title": "t", "options": ["S", "T", "A", "R"], long: 1],
    ["answer": "SKY", "title": "t", "options": ["S", "K", "Y", "\u{202E}" + long]],
    [
      "answer": "OWL", "title": "t",
      "options": ["O", "W", "L", "\u{301}" + String(repeating: "\u{302}", count: 400)],
    ],
  ]
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let file = folder.appendingPathComponent("questions.plist")
  try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
    .write(to: file)
  return file
}

@Suite("Values quoted in quiz check messages are shortened")
struct CheckMessageLengthTests {
  @Test(
    "no value of 400 characters is quoted whole in any language",
    arguments: Strings.all)
  func shortened(_ strings: Strings) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("check-length-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try hostileBank(in: folder)
    let result = CheckCommand.check([file.path], strings: strings)
    #expect(result.code == 65)
    #expect(result.errors.count >= 5, "\(result.errors)")
    for line in result.errors + result.output {
      #expect(!line.contains(String(repeating: "A", count: TextSafety.messageLimit)), "\(line)")
      #expect(!line.contains(String(repeating: "\\u{0302}", count: 20)), "\(line)")
      #expect(!TextSafety.containsUnsafe(line))
      // A long value is cut around "…"; the invisible letter is named by its first mark alone.
      #expect(line.contains("…") || line.contains("\\u{0301}"), "\(line)")
      // The path, then values of at most 80 characters and the words around them.
      #expect(line.count < file.path.count + 3 * TextSafety.messageLimit, "\(line)")
    }
  }

}
