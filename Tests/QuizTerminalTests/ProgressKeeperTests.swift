import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal

@Suite("Progress keeper")
struct ProgressKeeperTests {
  static func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-keeper-\(UUID().uuidString)")
      .appendingPathComponent("state.json")
  }

  static func saved(at url: URL) -> SavedProgress? {
    (try? Data(contentsOf: url)).flatMap { SavedProgress.decode($0, total: UIFixture.bank.count) }
  }

  @Test("a hint is saved at once, before the input ends, so a kill cannot undo its cost")
  func hintSavedImmediately() {
    let url = Self.temporaryFile()
    let keeper = ProgressKeeper(store: ProgressStore(url: url), shuffleSeed: nil)
    var session = ScriptedSession(
      game: UIFixture.game(UIFixture.bank), format: .json, clock: { UIFixture.start },
      progress: keeper)
    var calls = 0
    var scoreSeenMidway: Int?
    _ = session.run(
      read: {
        calls += 1
        // The newline lets the "!" go at once: a mark in the next read could still join it.
        if calls == 1 { return Array("!\n".utf8) }
        scoreSeenMidway = Self.saved(at: url)?.score
        return nil
      },
      write: { _ in })
    #expect(scoreSeenMidway == Game.startingScore - Game.removeCost)
  }

  @Test("the play time so far is saved with the progress")
  func playTimeSaved() throws {
    let url = Self.temporaryFile()
    let keeper = ProgressKeeper(
      store: ProgressStore(url: url), shuffleSeed: nil,
      clock: { UIFixture.start.addingTimeInterval(75) })
    keeper.save(UIFixture.game(UIFixture.bank))
    #expect(Self.saved(at: url)?.elapsed == 75)
  }

  @Test("leaving during the last right answer's pause forgets the progress, as finishing does")
  func lastPauseFinishes() throws {
    let url = Self.temporaryFile()
    let keeper = ProgressKeeper(store: ProgressStore(url: url), shuffleSeed: nil)
    var game = UIFixture.game(UIFixture.bank)
    _ = game.apply(.skip, at: UIFixture.start)
    _ = game.apply(.skip, at: UIFixture.start)
    keeper.save(game)
    #expect(FileManager.default.fileExists(atPath: url.path))
    for letter in "BAT" { _ = game.apply(.type(letter), at: UIFixture.start) }
    try #require(game.phase == .solved && game.isLastQuestion)
    keeper.save(game)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("a picked letter alone is not worth a save")
  func pickNotSaved() {
    #expect(!ProgressKeeper.isSaved(.pick(slot: 0, tile: 0)))
    #expect(ProgressKeeper.isSaved(.hint(.reveal, cost: 60)))
    #expect(ProgressKeeper.isSaved(.skip(answer: "CAT")))
    #expect(ProgressKeeper.isSaved(.solved(answer: "CAT", points: 100)))
  }

  @Test("a save that fails is reported once, with the reason and the full path")
  func failureReportedOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-keeper-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // The state path is an existing folder: the final rename cannot replace it.
    let keeper = ProgressKeeper(store: ProgressStore(url: folder), shuffleSeed: nil)
    var reports: [ProgressError] = []
    keeper.onFailure = { reports.append($0) }
    let game = UIFixture.game(UIFixture.bank)
    keeper.save(game)
    keeper.save(game)
    #expect(reports == [ProgressError(.save, path: folder.path, reason: .system(EISDIR))])
    #expect(keeper.lastError != nil)
  }
}
