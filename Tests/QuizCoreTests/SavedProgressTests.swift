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

/// Which questions were skipped: saved (version 2) so a resumed game offers them again.
extension SavedProgressTests {
  @Test("the skipped questions are saved, and a resumed game offers them again")
  func skippedKept() throws {
    let puzzles = [
      Fixture.puzzle("A", tiles: "AB"), Fixture.puzzle("C", tiles: "CD"),
      Fixture.puzzle("E", tiles: "EF"),
    ]
    var game = Game(puzzles: puzzles, startedAt: Fixture.start)
    _ = game.apply(.skip, at: Fixture.start)
    let data = try SavedProgress(game: game, shuffleSeed: nil, at: Fixture.start).encoded()
    let saved = try #require(SavedProgress.decode(data, total: 3))
    #expect(saved.version == 2)
    #expect(saved.skipped == [0])
    #expect(saved.resume(puzzles, at: Fixture.start).skippedPuzzles == [0])
  }

  @Test("a version 1 file resumes knowing only how many were skipped, as before")
  func versionOneLoads() throws {
    let data = Self.json(total: 3, question: 1, skipped: 1)
    let saved = try #require(SavedProgress.decode(data, total: 3))
    #expect(saved.skipped == nil)
    let resumed = saved.resume(
      [Fixture.puzzle("A", tiles: "AB")] + [
        Fixture.puzzle("C", tiles: "CD"), Fixture.puzzle("E", tiles: "EF"),
      ], at: Fixture.start)
    #expect(resumed.skippedPuzzles.isEmpty)
    #expect(resumed.tally.skipped == 1)
  }

  @Test("a version 1 file naming skipped questions is read as version 1: the list is left out")
  func versionOneListIgnored() throws {
    let data = Self.json(total: 3, question: 1, skipped: 1, extra: ",\"skipped\":[0]")
    #expect(try #require(SavedProgress.decode(data, total: 3)).skipped == nil)
  }

  @Test(
    "a list of skipped questions no real game can leave is damaged",
    arguments: [
      "[0,0]",  // a question twice
      "[1]",  // the question resumed at, not before it
      "[-1]",  // before the first
      "[0,1]",  // more than the skipped count
      "\"0\"",  // not a list of numbers
    ])
  func impossibleSkipped(_ list: String) {
    let data = Data(
      ("{\"version\":2,\"total\":3,\"question\":1,\"score\":1000,"
        + "\"tally\":{\"solved\":0,\"skipped\":1,\"hints\":0,\"wrongTries\":0},"
        + "\"skipped\":\(list)}").utf8)
    #expect(SavedProgress.decode(data, total: 3) == nil)
  }

  @Test("a version the game does not know is damaged")
  func unknownVersion() {
    let data = Data(
      ("{\"version\":3,\"total\":2,\"question\":0,\"score\":1000,"
        + "\"tally\":{\"solved\":0,\"skipped\":0,\"hints\":0,\"wrongTries\":0}}").utf8)
    #expect(SavedProgress.decode(data, total: 2) == nil)
  }

  @Test("what the statistics counted of the question left reads back, and never exceeds the hints")
  func countedAttempt() throws {
    var progress = SavedProgress(
      total: 3, question: 1, score: 1040, tally: Tally(solved: 1, hints: 1))
    progress.counted = CountedAttempt(hints: 1, wrongTries: 2)
    #expect(SavedProgress.decode(try progress.encoded()) == progress)
    progress.counted = CountedAttempt(hints: 2, wrongTries: 0)
    #expect(SavedProgress.decode(try progress.encoded()) == nil)
    progress.counted = CountedAttempt(hints: 0, wrongTries: -1)
    #expect(SavedProgress.decode(try progress.encoded()) == nil)
  }
}
