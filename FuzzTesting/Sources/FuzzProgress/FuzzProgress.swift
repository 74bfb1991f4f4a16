import Foundation
import QuizCore

/// Three puzzles, the bank every fuzzed progress file is loaded against (`total` 3).
private let puzzles = [
  Puzzle(title: "Feline", answer: Array("CAT"), tiles: Array("CATXYZ")),
  Puzzle(title: "Canine", answer: Array("DOG"), tiles: Array("DOGQRS")),
  Puzzle(title: "Star", answer: Array("SUN"), tiles: Array("SUNJKL")),
]

/// A resumed board holds the hints the file saved or none, never others, and its answer can
/// still be made from the tiles the hints left.
private func checkHints(of game: Game, saved: SavedHints?) {
  let board = game.board
  if let kept = SavedHints(board: board), kept != saved {
    fatalError("a resumed board holds hints the file did not save")
  }
  if board.isFull { fatalError("a resumed question starts with every slot filled") }
  for letter in Set(board.answer) {
    let needed = board.answer.filter { $0 == letter }.count
    let left = board.tileIndices.filter {
      board.letter(on: $0) == letter && board.state(of: $0) != .removed
    }.count
    if left < needed { fatalError("hints left too few \(letter) tiles to make the answer") }
  }
}

/// The progress file: any bytes give a `SavedProgress` or `nil` (damaged, set aside).
///
/// Progress that loads must hold numbers a game can reach (question in range, score and
/// counts not negative) and must play: the game resumes from it and takes a wrong try, two
/// hints, a solve and a skip, which is where out-of-range numbers would trap. It must also
/// survive a save: what `encoded()` writes decodes to the same progress. What hints bought
/// (`hints`) comes back on the board only as saved, and never so that the answer cannot be
/// made.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProgress(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard let progress = SavedProgress.decode(data, total: puzzles.count) else { return 0 }
  let tally = progress.tally
  if !(0..<puzzles.count).contains(progress.question) || progress.score < 0
    || [tally.solved, tally.skipped, tally.hints, tally.wrongTries].contains(where: { $0 < 0 })
  {
    fatalError("progress read with numbers no game can reach")
  }
  guard let saved = try? progress.encoded(),
    SavedProgress.decode(saved, total: puzzles.count) == progress
  else { fatalError("progress that was read cannot be saved and read back the same") }
  let now = Date(timeIntervalSince1970: 0)
  var game = progress.resume(puzzles, at: now)
  checkHints(of: game, saved: progress.hints)
  let answer = game.puzzle.answer
  let actions: [Action] =
    [
      .type("X"), .type("Y"), .type("Z"), .clearLast, .clearLast, .clearLast, .reveal,
      .removeDecoys,
    ]
    + answer.map { .type($0) } + [.advance, .skip]
  for action in actions {
    _ = game.apply(action, at: now)
  }
  if game.score < 0 { fatalError("negative score after resuming") }
  _ = game.summary(at: now)
  return 0
}
