import Foundation
import QuizCore
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

@Suite("Pack progress counts")
struct BanksRowTests {
  private func row(solved: Int?, finished: Bool, bestSolved: Int? = nil) -> PackList.Row {
    let pack = Pack(name: "mine", origin: .user, url: URL(fileURLWithPath: "/tmp/mine.plist"))
    return PackList.Row(
      pack: pack, questions: 40, problem: nil, solved: solved, finished: finished,
      bestSolved: bestSolved, hidden: false)
  }

  @Test("a finished pack with no saved progress counts the most questions a game solved")
  func finishedWithoutProgress() {
    #expect(row(solved: nil, finished: true, bestSolved: 37).shownSolved == 37)
    #expect(BanksCommand.progress(row(solved: nil, finished: true, bestSolved: 37)) == "37/40 ✓")
    #expect(BanksCommand.progress(row(solved: nil, finished: true, bestSolved: 40)) == "40/40 ✓")
    // More than the bank holds (a pack that lost questions since) shows the whole bank.
    #expect(row(solved: nil, finished: true, bestSolved: 45).shownSolved == 40)
  }

  @Test("statistics from before the most solved was kept show a finished pack as all solved")
  func finishedBeforeMostSolvedWasKept() {
    #expect(row(solved: nil, finished: true).shownSolved == 40)
    #expect(BanksCommand.progress(row(solved: nil, finished: true)) == "40/40 ✓")
  }

  @Test("a pack being played again counts its saved progress, finished or not")
  func savedProgressCounts() {
    #expect(row(solved: 5, finished: true).shownSolved == 5)
    #expect(row(solved: 5, finished: false).shownSolved == 5)
    #expect(row(solved: nil, finished: false).shownSolved == 0)
  }

  @Test("the start menu shows a finished pack's most solved, as quiz banks does")
  func menuAgreesWithBanks() {
    let entry = GameRunner.menuEntry(row(solved: nil, finished: true, bestSolved: 3))
    #expect(entry.solved == 3)
    #expect(entry.finished)
  }

  /// A data and state home with a player's pack `mine` (two questions), a broken one and
  /// one hiding behind the bundled `en`, and saved progress for `en` and `mine`.
  private func homes() throws -> (environment: [String: String], folder: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-menu-\(UUID().uuidString)", isDirectory: true)
    let banks = folder.appendingPathComponent("data/quiz/banks", isDirectory: true)
    let bank = [["answer": "SUN", "title": "Hot star"], ["answer": "MOON", "title": "Night"]]
    let data = try PropertyListSerialization.data(fromPropertyList: bank, format: .xml, options: 0)
    for name in ["mine", "en", "broken"] {
      let pack = banks.appendingPathComponent(name, isDirectory: true)
      try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
      try (name == "broken" ? Data("hello".utf8) : data)
        .write(to: pack.appendingPathComponent("questions.plist"))
    }
    let environment = [
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "HOME": folder.path,
    ]
    let en = try #require(ProgressStore.defaultStore(bankKey: "en", environment: environment))
    try en.save(SavedProgress(total: 40, question: 3, score: 300, tally: Tally(solved: 3)))
    let mine = try #require(
      PackCatalog.userPacks(environment: environment).first { $0.name == "mine" })
    let store = try #require(
      ProgressStore.defaultStore(bankKey: mine.progressKey, environment: environment))
    try store.save(SavedProgress(total: 2, question: 1, score: 100, tally: Tally(solved: 1)))
    return (environment, folder)
  }

  @Test("the start menu lists what quiz banks computes, with each pack's loaded count")
  func menuEntriesMatchLoadedPacks() throws {
    let (environment, folder) = try homes()
    defer { try? FileManager.default.removeItem(at: folder) }
    let entries = GameRunner.menuEntries(environment: .quiet(environment), statistics: nil)
    let rows = try PackList.rows(environment: environment, stats: nil)
    #expect(entries == rows.filter { !$0.hidden }.map(GameRunner.menuEntry))
    // The same entries worked out the long way: every pack loaded, progress read.
    let bundled = try PackCatalog.bundledPacks()
    let user = PackCatalog.userPacks(environment: environment)
      .filter { pack in !bundled.contains { $0.name == pack.name } }
    let expected = (bundled + user).map { pack in
      let total = try? pack.load().questions.count
      let store = ProgressStore.defaultStore(bankKey: pack.progressKey, environment: environment)
      let solved = total.flatMap { store?.peek(total: $0)?.tally.solved } ?? 0
      return Menu.Entry(
        name: pack.name, title: pack.title ?? pack.name, solved: solved, total: total,
        finished: false, language: pack.language)
    }
    #expect(entries == expected)
    #expect(
      entries.first
        == Menu.Entry(
          name: "en", title: "First Pictures", solved: 3, total: 40, finished: false,
          language: "en"))
    #expect(entries.contains { $0.name == "mine" && $0.solved == 1 && $0.total == 2 })
    #expect(entries.contains { $0.name == "broken" && $0.total == nil })
    #expect(rows.first { $0.pack.name == "broken" }?.problem != nil)
  }
}
