import Foundation
import QuizCore

/// Bank parsing: any bytes (XML, binary or OpenStep property list, or anything else) give a
/// `QuestionBank` or throw a `BankError`; a bank that loads also makes its puzzles, as a game's
/// start does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBank(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(UnsafeRawBufferPointer(start: start, count: count))
  guard let bank = try? QuestionBank.parse(data, path: "fuzz.plist") else { return 0 }
  let puzzles = Puzzle.prepare(bank.questions)
  if puzzles.count != bank.questions.count { fatalError("a question lost its puzzle") }
  return 0
}
