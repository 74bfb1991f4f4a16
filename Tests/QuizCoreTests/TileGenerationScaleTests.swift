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
}
