import Foundation
import Testing

@testable import QuizCore

@Suite("Spanish pack; one picture and one clue per puzzle")
struct SpanishPackTests {
  static func load(_ name: String) throws -> QuestionBank {
    try #require(QuestionBank.bundled(named: name))
  }

  /// `letter` without its accents, uppercased: `É` → `E`, `Ñ` → `N`.
  static func base(_ letter: Character) -> String {
    letter.uppercased().folding(options: .diacriticInsensitive, locale: nil)
  }

  @Test("the Spanish pack has at least 30 puzzles, each with a picture, with accents and ñ")
  func spanishContent() throws {
    let bank = try Self.load("es")
    #expect(bank.questions.count >= 30)
    for question in bank.questions {
      #expect(question.answer == question.answer.uppercased(), "\(question.answer)")
      #expect(question.answer.allSatisfy { $0.isLetter }, "\(question.answer)")
      #expect(question.icon != nil, "\(question.answer) has no picture")
      let clue = question.title.uppercased().folding(options: .diacriticInsensitive, locale: nil)
      let answer = question.answer.folding(options: .diacriticInsensitive, locale: nil)
      #expect(!clue.contains(answer), "the clue of \(question.answer) holds it")
    }
    let letters = Set(bank.questions.flatMap(\.answer))
    for accented in "ÁÉÍÓÚÜÑ" { #expect(letters.contains(accented), "no answer has \(accented)") }
  }

  @Test(
    "every puzzle of a pack has a picture of its own and a clue of its own",
    arguments: QuestionBank.bundledNames)
  func distinctPicturesAndClues(name: String) throws {
    let questions = try Self.load(name).questions
    #expect(Set(questions.compactMap(\.icon)).count == questions.count)
    #expect(Set(questions.map(\.title)).count == questions.count)
  }

  @Test("a Spanish word's tiles hold no plain twin of its accented letters beyond the word's own")
  func noPlainTwins() throws {
    let bank = try Self.load("es")
    for puzzle in Puzzle.prepare(bank.questions) {
      let accentedBases = Set(puzzle.answer.filter { Self.base($0) != String($0) }.map(Self.base))
      for base in accentedBases {
        let inTiles = puzzle.tiles.filter { Self.base($0) == base }.count
        let inAnswer = puzzle.answer.filter { Self.base($0) == base }.count
        #expect(inTiles == inAnswer, "\(String(puzzle.answer)): \(inTiles) tiles fold to \(base)")
      }
    }
  }

  @Test("every Spanish answer is typed without accents: cafe fills CAFÉ, pina fills PIÑA")
  func typedWithoutAccents() throws {
    let bank = try Self.load("es")
    let start = Date(timeIntervalSince1970: 0)
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: start)
    var finished = false
    for number in 0..<bank.questions.count {
      let typed = String(game.puzzle.answer).map(Self.base).joined().lowercased()
      #expect(typed.allSatisfy { $0.isASCII }, "\(typed)")
      for letter in typed { _ = game.apply(.type(letter), at: start) }
      #expect(game.phase == .solved, "question \(number + 1): typing \(typed) did not solve it")
      let events = game.apply(.advance, at: start.addingTimeInterval(60))
      if case .finished = events.last { finished = true }
    }
    #expect(finished)
  }
}
