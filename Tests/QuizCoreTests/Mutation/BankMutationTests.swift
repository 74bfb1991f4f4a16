import Foundation
import MutationSupport
import Testing

@testable import QuizCore

/// Mutated banks load or throw a `BankError`; they never trap or hang the parser. (What each
/// language says about a refused bank is checked in QuizUITests' `ErrorMessageMutationTests`.)
///
/// Each input is at most `ByteMutator.maxLength` bytes, so the work per parse is bounded by
/// that size: an input that made parsing explode (shared references expanding) would hang
/// this test rather than pass it.
@Suite("Bank mutation")
struct BankMutationTests {
  /// Seed banks in every format the parser reads.
  static let seeds: [[UInt8]] = {
    let plain: [Any] = [
      Fixture.entry(answer: "CAT", title: "Purrs", ["icon": "cat"]),
      Fixture.entry(answer: "SUN", title: "Shines", ["options": ["S", "U", "N", "X", "Q"]]),
      Fixture.entry(answer: "ICE CREAM", title: "Cold dessert"),
    ]
    let unicode: [Any] = [
      Fixture.entry(answer: "鸭梨", title: "一种水果"),
      Fixture.entry(answer: "CAFÉ", title: "Coffee", ["options": ["C", "A", "F", "É", "E"]]),
      Fixture.entry(answer: "🐱", title: "Emoji cat"),
    ]
    let invalid: [Any] = [
      Fixture.entry(answer: "", title: "empty answer"),
      Fixture.entry(answer: "AB", title: "short options", ["options": ["A"]]),
      Fixture.entry(["icon": 5, "extra": Data([0, 1]), "count": 1.5, "flag": true]),
      "not a question",
    ]
    let openStep = "({ answer = CAT; title = Purrs; }, { answer = DOG; title = Barks; })"
    var seeds: [[UInt8]] = [Array(openStep.utf8)]
    for root in [plain, unicode, invalid] {
      seeds.append([UInt8](Fixture.plist(root, format: .xml)))
      seeds.append([UInt8](Fixture.plist(root, format: .binary)))
    }
    return seeds
  }()

  /// Parses `bytes`: a bank that loads must be playable (every answer built from its tiles),
  /// a refusal must be a `BankError` naming the bank's path.
  static func outcome(of bytes: [UInt8]) -> MutationOutcome {
    do {
      let bank = try QuestionBank.parse(Data(bytes), path: Fixture.path)
      if bank.questions.isEmpty { return .wrong("a bank with no questions loaded") }
      for puzzle in Puzzle.prepare(bank.questions) {
        var tiles = puzzle.tiles
        for letter in puzzle.answer where !letter.isWhitespace {
          guard let index = tiles.firstIndex(of: letter) else {
            return .wrong("\(puzzle.answer) cannot be built from its tiles \(puzzle.tiles)")
          }
          tiles.remove(at: index)
        }
      }
      return .accepted
    } catch {
      guard error.path == Fixture.path else { return .wrong("refused naming \(error.path)") }
      return .refused
    }
  }

  @Test("mutated banks load or throw a BankError")
  func mutatedBanks() {
    var mutator = ByteMutator(seed: 0xB4_4B)
    let runs = MutationRuns.count(default: 3000)
    let tally = MutationRuns.tally(runs, with: &mutator, outcome: Self.outcome) { mutator in
      let seed = mutator.pick(Self.seeds)
      if mutator.random.below(3) == 0,
        let tweaked = BinaryPlistMutator.mutate(seed, with: &mutator)
      {
        return tweaked
      }
      return mutator.mutate(seed, donors: Self.seeds)
    }
    guard let (loaded, refused) = tally else { return }
    // Mutations must both keep some banks loadable and break others, or they prove little.
    #expect(loaded > 20, "only \(loaded) mutated banks loaded")
    #expect(refused > 20, "only \(refused) mutated banks were refused")
  }
}
