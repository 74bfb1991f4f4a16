import Foundation
import QuizCore
import Testing

@testable import QuizTerminal

@Suite("Progress store")
struct ProgressStoreTests {
  static func store() throws -> ProgressStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return ProgressStore(url: folder.appendingPathComponent("state.json"))
  }

  @Test("saved progress loads back for a bank of the same size")
  func roundTrip() throws {
    let store = try Self.store()
    let progress = SavedProgress(total: 5, question: 2, score: 1140, tally: Tally(solved: 2))
    try store.save(progress)
    #expect(store.load(total: 5) == .resumed(progress))
  }

  @Test("progress of a bank with another size is left in place and the game starts over")
  func otherBank() throws {
    let store = try Self.store()
    try store.save(SavedProgress(total: 5, question: 2, score: 1140, tally: Tally()))
    #expect(store.load(total: 9) == .otherBank)
    #expect(FileManager.default.fileExists(atPath: store.url.path))
  }

  @Test("damaged files are moved aside under new names, never over an earlier one")
  func damagedNumbered() throws {
    let store = try Self.store()
    try Data("garbage".utf8).write(to: store.url)
    #expect(store.load(total: 5) == .setAside(store.url.path + ".damaged"))
    try Data("more garbage".utf8).write(to: store.url)
    #expect(store.load(total: 5) == .setAside(store.url.path + ".damaged-2"))
    let first = try String(contentsOfFile: store.url.path + ".damaged", encoding: .utf8)
    #expect(first == "garbage")
  }

  @Test("the default file is per bank under XDG_STATE_HOME, else ~/.local/state")
  func defaultLocation() throws {
    let xdg = try #require(
      ProgressStore.defaultStore(
        bankKey: "en", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]))
    #expect(xdg.url.path == "/s/quiz/en.json")
    let home = try #require(ProgressStore.defaultStore(bankKey: "zh", environment: ["HOME": "/h"]))
    #expect(home.url.path == "/h/.local/state/quiz/zh.json")
    let file = try #require(
      ProgressStore.defaultStore(bankKey: "/b/my bank.plist", environment: ["HOME": "/h"]))
    #expect(file.url.lastPathComponent.hasPrefix("mybank-"))
    #expect(ProgressStore.defaultStore(bankKey: "en", environment: [:]) == nil)
  }
}
