import Foundation
import Testing

@testable import QuizCore

/// What hints bought on the current question (a letter revealed, decoys removed) is saved
/// with the progress and comes back exactly on resume; a saved hint state that does not fit
/// the question is ignored, never trusted.
@Suite("Saved hints")
struct SavedHintsTests {
  static let puzzles = [
    Fixture.puzzle("CAT", tiles: "XCQAZTBMKLOPWERYUSDFG"), Fixture.puzzle("DOG", tiles: "DOGQRS"),
  ]

  /// The game after `?` then `!` on its first question: 1000 → 850.
  static func hinted() -> Game {
    var game = Game(puzzles: puzzles, startedAt: Fixture.start)
    _ = game.apply(.reveal, at: Fixture.start)
    _ = game.apply(.removeDecoys, at: Fixture.start)
    return game
  }

  /// `game` saved, written, read back and resumed.
  static func resumed(_ game: Game) throws -> Game {
    let saved = SavedProgress(game: game, shuffleSeed: nil, at: Fixture.start)
    let read = try #require(SavedProgress.decode(try saved.encoded(), total: puzzles.count))
    return read.resume(puzzles, at: Fixture.start)
  }

  @Test(
    "? then ! then leaving: the resumed game has the score, the revealed letter and the removed decoys"
  )
  func resumeKeepsHints() throws {
    let game = Self.hinted()
    #expect(game.score == 850)
    let resumed = try Self.resumed(game)
    #expect(resumed.score == 850)
    #expect(resumed.board == game.board)
    #expect(resumed.visibleState == game.visibleState)
    #expect(resumed.board.slot(SlotIndex(0)).locked)
    #expect(resumed.board.removedTiles.count == Game.tilesRemovedPerHint)
  }

  @Test("the resumed game plays on: the locked letter stays, the rest solves it")
  func resumedPlaysOn() throws {
    var resumed = try Self.resumed(Self.hinted())
    #expect(
      resumed.apply(.clearSlot(SlotIndex(0)), at: Fixture.start) == [
        .rejected(.slotLocked(SlotIndex(0)))
      ])
    let events = "AT".flatMap { resumed.apply(.type($0), at: Fixture.start) }
    #expect(events.last == .solved(answer: "CAT", points: Game.solvePoints))
    #expect(resumed.score == 950)
  }

  @Test(
    "the hints are saved as the slot, tile and letter revealed and the tiles and letters removed")
  func savedForm() throws {
    let saved = SavedProgress(game: Self.hinted(), shuffleSeed: nil, at: Fixture.start)
    let hints = try #require(saved.hints)
    #expect(hints.revealed == [SavedHints.Revealed(slot: 0, tile: 1, letter: "C")])
    #expect(
      hints.removed == [
        SavedHints.Removed(tile: 0, letter: "X"), SavedHints.Removed(tile: 2, letter: "Q"),
        SavedHints.Removed(tile: 4, letter: "Z"),
      ])
    let text = String(decoding: try saved.encoded(), as: UTF8.self)
    #expect(
      text.contains(
        "\"hints\":{\"removed\":[{\"letter\":\"X\",\"tile\":0},{\"letter\":\"Q\",\"tile\":2},"
          + "{\"letter\":\"Z\",\"tile\":4}],\"revealed\":[{\"letter\":\"C\",\"slot\":0,\"tile\":1}]}"
      ))
  }

  @Test("without hints on the board, nothing is saved for them: the file is as before")
  func noHintsNoField() throws {
    var game = Game(puzzles: Self.puzzles, startedAt: Fixture.start)
    _ = game.apply(.type("C"), at: Fixture.start)
    let saved = SavedProgress(game: game, shuffleSeed: nil, at: Fixture.start)
    #expect(saved.hints == nil)
    #expect(!String(decoding: try saved.encoded(), as: UTF8.self).contains("hints\":{"))
  }

  @Test("a solved question's hints are not carried to the next one")
  func solvedQuestion() throws {
    var game = Self.hinted()
    _ = "AT".map { game.apply(.type($0), at: Fixture.start) }
    #expect(game.phase == .solved)
    let saved = SavedProgress(game: game, shuffleSeed: nil, at: Fixture.start)
    #expect(saved.question == 1 && saved.hints == nil)
  }

  @Test("a progress file from before hints were kept still loads, with a fresh board")
  func olderFile() throws {
    let json = """
      {"elapsed":3,"question":0,"score":850,"skipped":[],"tally":{"hints":2,"skipped":0,\
      "solved":0,"wrongTries":0},"total":2,"version":2}
      """
    let read = try #require(SavedProgress.decode(Data(json.utf8), total: 2))
    #expect(read.hints == nil)
    let game = read.resume(Self.puzzles, at: Fixture.start)
    #expect(game.score == 850 && game.board == Board(puzzle: Self.puzzles[0]))
  }

  /// Hint states that do not fit CAT over `XCQAZTBMKLOPWERYUSDFG`, or that no game could
  /// have bought with the hints its tally paid for.
  static let hostile: [(String, SavedHints, Int)] = [
    ("a slot past the answer", SavedHints(revealed: [.init(slot: 3, tile: 5, letter: "T")]), 10),
    ("a negative slot", SavedHints(revealed: [.init(slot: -1, tile: 1, letter: "C")]), 10),
    ("a tile past the grid", SavedHints(revealed: [.init(slot: 0, tile: 99, letter: "C")]), 10),
    ("a huge tile", SavedHints(removed: [.init(tile: Int.max, letter: "X")]), 10),
    ("a negative tile", SavedHints(removed: [.init(tile: -3, letter: "X")]), 10),
    (
      "a letter that is not the answer's",
      SavedHints(revealed: [.init(slot: 0, tile: 0, letter: "X")]), 10
    ),
    (
      "a tile that does not hold the letter",
      SavedHints(revealed: [.init(slot: 0, tile: 3, letter: "C")]), 10
    ),
    (
      "a removed tile that holds another letter",
      SavedHints(removed: [.init(tile: 0, letter: "Q")]), 10
    ),
    ("a removed letter the answer needs", SavedHints(removed: [.init(tile: 1, letter: "C")]), 10),
    (
      "a tile revealed and removed",
      SavedHints(
        revealed: [.init(slot: 0, tile: 1, letter: "C")], removed: [.init(tile: 1, letter: "C")]),
      10
    ),
    (
      "one slot revealed twice",
      SavedHints(revealed: [
        .init(slot: 1, tile: 3, letter: "A"), .init(slot: 1, tile: 3, letter: "A"),
      ]), 10
    ),
    (
      "a tile removed twice",
      SavedHints(removed: [.init(tile: 0, letter: "X"), .init(tile: 0, letter: "X")]), 10
    ),
    (
      "removed tiles out of grid order",
      SavedHints(removed: [.init(tile: 4, letter: "Z"), .init(tile: 2, letter: "Q")]), 10
    ),
    (
      "every slot revealed: a solved board no key moves on from",
      SavedHints(revealed: [
        .init(slot: 0, tile: 1, letter: "C"), .init(slot: 1, tile: 3, letter: "A"),
        .init(slot: 2, tile: 5, letter: "T"),
      ]), 10
    ),
    (
      "a letter of many characters", SavedHints(revealed: [.init(slot: 0, tile: 1, letter: "CC")]),
      10
    ),
    (
      "more than the two hints paid for",
      SavedHints(
        revealed: [.init(slot: 0, tile: 1, letter: "C"), .init(slot: 1, tile: 3, letter: "A")],
        removed: [.init(tile: 0, letter: "X")]), 2
    ),
  ]

  @Test(
    "a saved hint state that does not fit the question is ignored: a fresh board, the score kept",
    arguments: hostile)
  func hostileHints(name: String, hints: SavedHints, paid: Int) throws {
    var saved = SavedProgress(game: Self.hinted(), shuffleSeed: nil, at: Fixture.start)
    saved.hints = hints
    saved.tally.hints = paid
    let read = try #require(SavedProgress.decode(try saved.encoded(), total: 2), "\(name)")
    var game = read.resume(Self.puzzles, at: Fixture.start)
    #expect(game.board == Board(puzzle: Self.puzzles[0]), "\(name)")
    #expect(game.score == 850)
    let events = "CAT".flatMap { game.apply(.type($0), at: Fixture.start) }
    #expect(events.last == .solved(answer: "CAT", points: Game.solvePoints))
  }

  @Test("a hint state that fits the question and the hints paid for is restored as saved")
  func fittingHints() throws {
    var saved = SavedProgress(game: Self.hinted(), shuffleSeed: nil, at: Fixture.start)
    saved.hints = SavedHints(
      revealed: [.init(slot: 2, tile: 5, letter: "T")],
      removed: [.init(tile: 6, letter: "B"), .init(tile: 20, letter: "G")])
    let read = try #require(SavedProgress.decode(try saved.encoded(), total: 2))
    let game = read.resume(Self.puzzles, at: Fixture.start)
    #expect(game.visibleState.slots == [nil, nil, "T"])
    #expect(game.board.removedTiles == [TileIndex(6), TileIndex(20)])
    #expect(SavedProgress(game: game, shuffleSeed: nil, at: Fixture.start).hints == saved.hints)
  }

  @Test("a hint state in a version 1 file is left out, as its skipped questions are")
  func versionOne() throws {
    var saved = SavedProgress(game: Self.hinted(), shuffleSeed: nil, at: Fixture.start)
    saved.version = 1
    let read = try #require(SavedProgress.decode(try saved.encoded(), total: 2))
    #expect(read.hints == nil)
  }
}
