import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Mutated spreadsheets become a bank that loads and plays, or are refused with messages
/// that each name a line, in one safe line.
@Suite("CSV mutation")
struct CSVMutationTests {
  static let seeds: [[UInt8]] = [
    "answer,title,icon,options\r\nSUN,\"Hot, \"\"bright\"\"\r\nstar\",sun,SUNXYZ\r\nCAT,It purrs,,\r\n",
    "\u{FEFF}Title,Answer,Notes\n\"Red\nfruit\",APPLE,x\n一种水果,鸭梨,\nRuns fast,ÑANDÚ,\"a, b\"\n",
    "answer,title,options\nDOG,Barks,\"D O G Q\"\nDOG,Again,\n\"\",,\nMOON,\"\",MOON\n",
    "answer\ttitle\ticon\nSUN\t\"Hot\tbright\"\tsun\nSTAR\tFar\t\n",
  ].map { Array($0.utf8) }

  /// Imports `bytes`; a bank must load and play to the end, and a refusal must speak in
  /// safe lines that name where.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    let delimiter: CSVReader.Delimiter = bytes.contains(0x09) ? .tab : .comma
    do {
      let imported = try CSVImport.convert(bytes, delimiter: delimiter) { icon in
        icon.count > 8 ? "not found" : nil
      }
      let bank: QuestionBank
      do {
        bank = try QuestionBank.parse(imported.plist, path: "mutated")
      } catch {
        return .wrong("the imported bank does not load: \(error)")
      }
      guard bank.questions.count == imported.questionCount else {
        return .wrong("\(imported.questionCount) questions imported, \(bank.questions.count) load")
      }
      for warning in imported.warnings where !isSafe(warning.description) {
        return .wrong("unsafe warning \(warning.description.debugDescription)")
      }
      var game = Game(
        puzzles: Puzzle.prepare(bank.questions, shuffleSeed: nil), startedAt: Fixture.start)
      for _ in bank.questions.indices {
        for letter in game.puzzle.answer { _ = game.apply(.type(letter), at: Fixture.start) }
        _ = game.apply(.advance, at: Fixture.start)
      }
      return .accepted
    } catch {
      let lines = error.lines
      if lines.isEmpty { return .wrong("refused with no message") }
      for line in lines + [error.description] where !isSafe(line) {
        return .wrong("unsafe message \(line.debugDescription)")
      }
      for line in lines where !(line.hasPrefix("line ") || line.hasPrefix("the file is empty")) {
        return .wrong("a message that names no line: \(line.debugDescription)")
      }
      return .refused
    }
  }

  /// One line with no control character or escape sequence.
  static func isSafe(_ line: String) -> Bool {
    !line.contains(where: \.isNewline) && !TextSafety.containsUnsafe(line)
  }

  @Test("mutated CSV files import into a bank that plays, or are refused naming a line")
  func mutatedCSV() {
    var mutator = ByteMutator(seed: 0xC5F)
    let runs = MutationRuns.count(default: 5000)
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.outcome) {
      $0.mutate($0.pick(Self.seeds), donors: Self.seeds)
    }
    guard let (accepted, refused) = tally else { return }
    #expect(accepted > 100, "only \(accepted) mutated files were imported")
    #expect(refused > 100, "only \(refused) mutated files were refused")
  }
}
