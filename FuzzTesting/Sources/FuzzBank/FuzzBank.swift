import Foundation
import QuizCore

/// Bank parsing: any bytes (XML, binary or OpenStep property list, or anything else) give a
/// `QuestionBank` or throw a `BankError`; a bank that loads also makes its puzzles, as a game's
/// start does, and decodes each inline picture (`picture` data) as a game shows it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBank(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard let bank = try? QuestionBank.parse(data, path: "fuzz.plist") else { return 0 }
  let puzzles = Puzzle.prepare(bank.questions)
  if puzzles.count != bank.questions.count { fatalError("a question lost its puzzle") }
  for (question, puzzle) in zip(bank.questions, puzzles) where question.picture != nil {
    guard let key = puzzle.icon else { fatalError("an inline picture lost its key") }
    if let picture = bank.picture(named: key),
      picture.width > Picture.maxSide || picture.height > Picture.maxSide
    {
      fatalError("an inline picture past the limits")
    }
  }
  return 0
}
