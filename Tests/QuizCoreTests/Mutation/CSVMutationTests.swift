import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Mutated spreadsheets become a bank that loads and plays, or are refused with errors that
/// each name a line (the words for them are the language tables' of QuizTerminal).
@Suite("CSV mutation")
struct CSVMutationTests {
  static let seeds: [[UInt8]] = [
    "answer,title,icon,options\r\nSUN,\"Hot, \"\"bright\"\"\r\nstar\",sun,SUNXYZ\r\nCAT,It purrs,,\r\n",
    "\u{FEFF}Title,Answer,Notes\n\"Red\nfruit\",APPLE,x\n一种水果,鸭梨,\nRuns fast,ÑANDÚ,\"a, b\"\n",
    "answer,title,options\nDOG,Barks,\"D O G Q\"\nDOG,Again,\n\"\",,\nMOON,\"\",MOON\n",
    "answer\ttitle\ticon\nSUN\t\"Hot\tbright\"\tsun\nSTAR\tFar\t\n",
  ].map { Array($0.utf8) }

  /// Imports `bytes`; a bank must load and play to the end, and a refusal must name where.
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
      for warning in imported.warnings where warning.severity != .warning || warning.line < 1 {
        return .wrong("a warning that is not one, or at no line: \(warning)")
      }
      var game = Game(
        puzzles: Puzzle.prepare(bank.questions, shuffleSeed: nil), startedAt: Fixture.start)
      for _ in bank.questions.indices {
        for letter in game.puzzle.answer { _ = game.apply(.type(letter), at: Fixture.start) }
        _ = game.apply(.advance, at: Fixture.start)
      }
      return .accepted
    } catch {
      switch error {
      case .noHeader: return .refused
      case .unreadable(let csv) where csv.line >= 1 && csv.column >= 1: return .refused
      case .noQuestions(let line) where line >= 1: return .refused
      case .tooLarge(let line, _) where line >= 1: return .refused
      case .invalid(let issues):
        let errors = issues.filter { $0.severity == .error }
        if errors.isEmpty { return .wrong("refused with no error") }
        for issue in errors where issue.line < 1 || issue.column.map({ $0 < 1 }) == true {
          return .wrong("an error at no line: \(issue)")
        }
        return .refused
      default: return .wrong("refused naming no line: \(error)")
      }
    }
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
