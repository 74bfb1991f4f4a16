import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Mutated progress files are read as progress or refused as damaged; progress that is read
/// plays on without trapping.
@Suite("Progress mutation")
struct ProgressMutationTests {
  /// The bank every mutated progress file is read against.
  static let puzzles = [
    Fixture.puzzle("CAT", tiles: "CATXYZ"), Fixture.puzzle("DOG", tiles: "DOGQRS"),
    Fixture.puzzle("SUN", tiles: "SUNJKL"),
  ]

  static let seeds: [[UInt8]] = {
    let records = [
      SavedProgress(total: 3, question: 0, score: 1000, tally: Tally()),
      SavedProgress(
        total: 3, question: 2, score: 1160, tally: Tally(solved: 2, hints: 1, wrongTries: 3),
        elapsed: 95.25),
      SavedProgress(
        total: 3, question: 1, score: 40, tally: Tally(skipped: 1, hints: 15),
        shuffleSeed: 0xFFFF_FFFF_FFFF),
      SavedProgress(total: 7, question: 6, score: 0, tally: Tally(solved: 3, skipped: 3)),
      SavedProgress(
        total: 3, question: 0, score: 850, tally: Tally(hints: 2), elapsed: 12.5, skipped: [],
        hints: SavedHints(
          revealed: [.init(slot: 0, tile: 0, letter: "C")],
          removed: [
            .init(tile: 3, letter: "X"), .init(tile: 4, letter: "Y"), .init(tile: 5, letter: "Z"),
          ])),
    ]
    let pretty = """
      {
        "version" : 1, "total" : 3, "question" : 2, "score" : 999,
        "tally" : { "solved" : 1, "skipped" : 0, "hints" : 4, "wrongTries" : 0 }
      }
      """
    return records.map { [UInt8](try! $0.encoded()) } + [Array(pretty.utf8)]
  }()

  /// Reads `bytes` as progress for `puzzles`; progress that is read must be in range, save
  /// and read back unchanged, and survive a wrong try, both hints, a solve and a skip.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    guard let progress = SavedProgress.decode(Data(bytes), total: puzzles.count) else {
      return .refused
    }
    let tally = progress.tally
    guard (0..<puzzles.count).contains(progress.question), progress.score >= 0,
      [tally.solved, tally.skipped, tally.hints, tally.wrongTries].allSatisfy({ $0 >= 0 })
    else { return .wrong("out-of-range progress read: \(progress)") }
    guard let saved = try? progress.encoded(),
      SavedProgress.decode(saved, total: puzzles.count) == progress
    else { return .wrong("\(progress) cannot be saved and read back the same") }
    var game = progress.resume(puzzles, at: Fixture.start)
    let board = game.board
    if let kept = SavedHints(board: board), kept != progress.hints {
      return .wrong("a resumed board holds hints \(kept) the file did not save: \(progress)")
    }
    for letter in Set(board.answer) {
      let left = board.tileIndices.filter {
        board.letter(on: $0) == letter && board.state(of: $0) != .removed
      }
      if left.count < board.answer.filter({ $0 == letter }).count {
        return .wrong("hints left too few \(letter) tiles: \(progress)")
      }
    }
    let answer = game.puzzle.answer
    let actions: [Action] =
      [.type("X"), .type("Y"), .type("Z"), .clearLast, .clearLast, .clearLast]
      + [.reveal, .removeDecoys] + answer.map { .type($0) } + [.advance, .skip]
    for action in actions {
      _ = game.apply(action, at: Fixture.start)
    }
    if game.score < 0 { return .wrong("score \(game.score) after resuming \(progress)") }
    return .accepted
  }

  @Test("mutated progress files are read soundly or refused, and what is read plays on")
  func mutatedProgress() {
    var mutator = ByteMutator(seed: 0x5A7E)
    let runs = MutationRuns.count(default: 10000)
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.outcome) { mutator in
      let seed = mutator.pick(Self.seeds)
      return mutator.random.below(2) == 0
        ? mutator.replacingJSONNumber(in: seed)
        : mutator.mutate(seed, donors: Self.seeds)
    }
    guard let (accepted, refused) = tally else { return }
    #expect(accepted > 20, "only \(accepted) mutated progress files were read")
    #expect(refused > 20, "only \(refused) mutated progress files were refused")
  }
}
