import Foundation
import Testing

@testable import QuizCore

@Suite("Saved progress")
struct SavedProgressTests {
  static func json(
    total: Int = 2, question: Int = 0, score: Int = 1000, solved: Int = 0, skipped: Int = 0,
    hints: Int = 0, wrongTries: Int = 0, extra: String = ""
  ) -> Data {
    let tally =
      "{\"solved\":\(solved),\"skipped\":\(skipped),\"hints\":\(hints),\"wrongTries\":\(wrongTries)}"
    return Data(
      ("{\"version\":1,\"total\":\(total),\"question\":\(question),\"score\":\(score),"
        + "\"tally\":\(tally)\(extra)}").utf8)
  }

  @Test("a score near Int.max is damaged, not resumed")
  func scoreNearIntMax() {
    #expect(SavedProgress.decode(Self.json(score: Int.max), total: 2) == nil)
  }

  @Test(
    "a negative count or score is damaged",
    arguments: [
      SavedProgressTests.json(score: -1), SavedProgressTests.json(solved: -7),
      SavedProgressTests.json(skipped: -7), SavedProgressTests.json(hints: -1),
      SavedProgressTests.json(wrongTries: -1), SavedProgressTests.json(question: -1),
    ])
  func negative(_ data: Data) {
    #expect(SavedProgress.decode(data, total: 2) == nil)
  }

  @Test(
    "numbers beyond what the questions allow are damaged",
    arguments: [
      SavedProgressTests.json(question: 2),  // past the last question
      SavedProgressTests.json(question: 1, score: 1201, solved: 1),  // more than 1000 + 100 × 2
      SavedProgressTests.json(question: 1, solved: 3),  // more solved than questions
      SavedProgressTests.json(question: 1, skipped: 2),  // the last question cannot be skipped
      SavedProgressTests.json(question: 0, solved: 1, skipped: 1),  // more done than passed
      SavedProgressTests.json(hints: 21),  // 1200 points pay for 20 hints at most
      SavedProgressTests.json(total: 0),
    ])
  func beyondBounds(_ data: Data) {
    #expect(SavedProgress.decode(data) == nil)
  }

  @Test(
    "numbers at the edge of a real game load",
    arguments: [
      // Both solved, quit during the last question's pause (as earlier versions saved it).
      SavedProgressTests.json(question: 1, score: 1200, solved: 2),
      SavedProgressTests.json(question: 1, score: 0, skipped: 1, hints: 20, wrongTries: 1_000_000),
      SavedProgressTests.json(extra: ",\"elapsed\":0"),
    ])
  func atTheEdges(_ data: Data) {
    #expect(SavedProgress.decode(data, total: 2) != nil)
  }

  @Test(
    "a play time that is negative or longer than a lifetime is damaged",
    arguments: [",\"elapsed\":-1", ",\"elapsed\":1e300", ",\"elapsed\":\"1\""])
  func impossibleTime(_ extra: String) {
    #expect(SavedProgress.decode(Self.json(extra: extra), total: 2) == nil)
  }

  @Test("a file from before the play time was kept still loads, its time unknown")
  func oldFileLoads() throws {
    let progress = try #require(
      SavedProgress.decode(Self.json(question: 1, score: 1100, solved: 1), total: 2))
    #expect(progress.elapsed == nil)
    #expect(progress.tally == Tally(solved: 1))
  }

  @Test("the play time is saved, and a resumed game's time is the whole game's")
  func timeKept() throws {
    let puzzles = [Fixture.puzzle("A", tiles: "AB"), Fixture.puzzle("C", tiles: "CD")]
    var game = Game(puzzles: puzzles, startedAt: Fixture.start)
    game.type("A")
    let quit = Fixture.start.addingTimeInterval(30)
    let data = try SavedProgress(game: game, shuffleSeed: nil, at: quit).encoded()
    let saved = try #require(SavedProgress.decode(data, total: 2))
    #expect(saved.elapsed == 30)
    // The next run starts a day later and takes 12 seconds for the last question.
    let nextRun = quit.addingTimeInterval(86_400)
    var resumed = saved.resume(puzzles, at: nextRun)
    resumed.type("C")
    let end = nextRun.addingTimeInterval(12)
    _ = resumed.apply(.advance, at: end)
    #expect(resumed.summary(at: end).elapsed == 42)
  }

  @Test("a record JSON cannot hold is an error, never an empty file's worth of data")
  func encodingFailureThrows() {
    let progress = SavedProgress(
      total: 2, question: 0, score: 1000, tally: Tally(), elapsed: .nan)
    #expect(throws: SavedProgress.EncodingError.self) { try progress.encoded() }
  }
}
