import Foundation
import Testing

@testable import QuizCore

@Suite("Tile generation at scale")
struct TileGenerationScaleTests {
  /// `count` distinct answers of two to four CJK letters, so the bank holds thousands of
  /// distinct letters.
  static func cjkBank(_ count: Int) -> [QuizQuestion] {
    var random = SplitMix64(seed: 1)
    var seen = Set<String>()
    var bank: [QuizQuestion] = []
    while bank.count < count {
      let answer = String(
        (0..<(2 + random.below(3))).map { _ in
          Character(Unicode.Scalar(0x4E00 + UInt32(random.below(20_902)))!)
        })
      if seen.insert(answer).inserted {
        bank.append(QuizQuestion(answer: answer, title: "题 \(bank.count)"))
      }
    }
    return bank
  }

  // A quadratic generator (every question scanning every distinct letter of the bank) takes
  // many minutes here; a linear one well under a second.
  @Test(
    "a bank of 10,000 distinct CJK answers is prepared without scanning the bank per question",
    .timeLimit(.minutes(1)))
  func manyDistinctLetters() throws {
    let bank = Self.cjkBank(10_000)
    let puzzles = Puzzle.prepare(bank)
    #expect(puzzles.count == bank.count)
    let last = try #require(puzzles.last)
    #expect(last.tiles.count == 21)
  }

  @Test("a deck makes each question's grid from the whole bank's letters, in shuffled order")
  func deckMatchesWholeBankGrids() {
    let bank = Self.cjkBank(300) + [QuizQuestion(answer: "SUN", title: "Sky")]
    let pool = DecoyPool(answers: bank.map(\.letters))
    for seed in [nil, 7, 0xDEAD_BEEF] as [UInt64?] {
      var order = Array(bank.indices)
      if let seed {
        var generator = SplitMix64(seed: seed)
        generator.shuffle(&order)
      }
      let deck = Puzzle.deck(bank, shuffleSeed: seed)
      #expect(deck.count == bank.count)
      for (position, original) in order.enumerated() {
        let question = bank[original]
        let hash = stableHash(question.answer + "\u{0}" + question.title) ^ (seed ?? 0)
        let tiles = Puzzle.generateTiles(for: question.letters, pool: pool, seed: hash)
        #expect(deck[position].tiles == tiles)
        #expect(deck[position].title == question.title)
      }
    }
  }

  @Test("a game over a deck plays each question's puzzle as the deck makes it")
  func gameOverDeck() {
    let bank = Self.cjkBank(50)
    let deck = Puzzle.deck(bank, shuffleSeed: 3)
    var game = Game(puzzles: deck, startedAt: .distantPast)
    for index in 0..<(bank.count - 1) {
      #expect(game.puzzle == deck[index])
      #expect(game.board.tiles == deck[index].tiles)
      _ = game.apply(.skip, at: .distantPast)
    }
    #expect(game.puzzle == deck[bank.count - 1])
  }
}
