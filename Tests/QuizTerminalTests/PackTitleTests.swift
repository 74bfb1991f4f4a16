import Foundation
import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI

/// A home holding the player's pack `name`, its bank a dictionary with `title`.
private func home(pack name: String, title: String?) throws -> URL {
  let home = FileManager.default.temporaryDirectory
    .appendingPathComponent("quiz-title-\(UUID().uuidString)")
  let folder = home.appendingPathComponent(".local/share/quiz/banks/\(name)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let questions: [[String: Any]] = [["answer": "OWL", "title": "Hoots at night"]]
  var root: Any = questions
  if let title { root = ["title": title, "questions": questions] }
  try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    .write(to: folder.appendingPathComponent("questions.plist"))
  return home
}

@Suite("A player's pack under its bank's title")
struct PackTitleTests {
  @Test("the start screen shows a player's pack under its bank's title, after the language's packs")
  func menuShowsTitle() throws {
    let home = try home(pack: "birds", title: "Birds of Europe")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path, "LANG": "es_ES.UTF-8"]
    let menu = GameRunner.menuContents(PlayCommand(), environment: .quiet(environment))
    let index = try #require(menu.entries.firstIndex { $0.name == "birds" })
    #expect(menu.entries[index].title == "Birds of Europe")
    #expect(menu.entries[..<index].allSatisfy { $0.language == "es" })
    #expect(menu.entries[(index + 1)...].allSatisfy { $0.language != "es" })
    // Read again (from the list cache now), the title is the same.
    let again = GameRunner.menuContents(PlayCommand(), environment: .quiet(environment))
    #expect(again.entries.first { $0.name == "birds" }?.title == "Birds of Europe")
  }

  @Test("a bank with no title shows its folder's name, as before")
  func noTitle() throws {
    let home = try home(pack: "birds", title: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let menu = GameRunner.menuContents(PlayCommand(), environment: .quiet(["HOME": home.path]))
    #expect(menu.entries.first { $0.name == "birds" }?.title == "birds")
  }

  @Test("an import's title is --title, else the spreadsheet's name without its extension")
  func importTitle() {
    let source = URL(fileURLWithPath: "/tmp/Sky words.csv")
    var arguments = ImportArguments(source: source.path, destination: .folder("out"))
    #expect(arguments.bankTitle(source: source) == "Sky words")
    arguments.title = "Stars"
    #expect(arguments.bankTitle(source: source) == "Stars")
    let long = URL(fileURLWithPath: "/tmp/" + String(repeating: "a", count: 100) + ".csv")
    arguments.title = nil
    #expect(arguments.bankTitle(source: long)?.count == QuestionBank.titleLimit)
  }
}
