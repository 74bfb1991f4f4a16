import Foundation
import Testing

@testable import QuizCore

@Suite("Spanish pack; one picture and one clue per puzzle")
struct SpanishPackTests {
  static func load(_ name: String) throws -> QuestionBank {
    try #require(QuestionBank.bundled(named: name))
  }

  /// Every bundled Spanish pack.
  static let spanish = ((try? BundledPack.all()) ?? []).filter { $0.language == "es" }.map(\.name)

  /// `letter` without its accents, uppercased: `É` → `E`, `Ñ` → `N`.
  static func base(_ letter: Character) -> String {
    letter.uppercased().folding(options: .diacriticInsensitive, locale: nil)
  }

  @Test("the Spanish packs have at least 30 puzzles each, each with a picture, with accents and ñ")
  func spanishContent() throws {
    #expect(Self.spanish.count >= 2, "\(Self.spanish)")
    var letters = Set<Character>()
    for name in Self.spanish {
      let bank = try Self.load(name)
      #expect(bank.questions.count >= 30, "\(name)")
      for question in bank.questions {
        #expect(question.answer == question.answer.uppercased(), "\(question.answer)")
        #expect(question.answer.allSatisfy { $0.isLetter }, "\(question.answer)")
        #expect(question.icon != nil, "\(question.answer) has no picture")
        let clue = question.title.uppercased().folding(options: .diacriticInsensitive, locale: nil)
        let answer = question.answer.folding(options: .diacriticInsensitive, locale: nil)
        #expect(!clue.contains(answer), "the clue of \(question.answer) holds it")
      }
      letters.formUnion(bank.questions.flatMap(\.answer))
    }
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

  @Test(
    "a Spanish word's tiles hold no plain twin of its accented letters beyond the word's own",
    arguments: spanish)
  func noPlainTwins(name: String) throws {
    let bank = try Self.load(name)
    for puzzle in Puzzle.prepare(bank.questions) {
      let accentedBases = Set(puzzle.answer.filter { Self.base($0) != String($0) }.map(Self.base))
      for base in accentedBases {
        // A second Í beside the Í of CALCETÍN fills the slot as well; a plain I would not.
        let forms = Set(puzzle.answer.filter { Self.base($0) == base })
        let twins = puzzle.tiles.filter { Self.base($0) == base && !forms.contains($0) }
        #expect(twins.isEmpty, "\(String(puzzle.answer)): tiles \(twins) fold to \(base)")
        let plain = Character(base)
        let inTiles = puzzle.tiles.filter { $0 == plain }.count
        let inAnswer = puzzle.answer.filter { $0 == plain }.count
        #expect(inTiles == inAnswer, "\(String(puzzle.answer)): \(inTiles) tiles show \(base)")
      }
    }
  }

  @Test(
    "every Spanish answer is typed without accents: cafe fills CAFÉ, pina fills PIÑA",
    arguments: spanish)
  func typedWithoutAccents(name: String) throws {
    let bank = try Self.load(name)
    let start = Date(timeIntervalSince1970: 0)
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: start)
    var finished = false
    for number in 0..<bank.questions.count {
      let typed = String(game.puzzle.answer).map(Self.base).joined().lowercased()
      #expect(typed.allSatisfy { $0.isASCII }, "\(typed)")
      for letter in typed { _ = game.apply(.type(letter), at: start) }
      #expect(
        game.phase == .solved, "\(name) question \(number + 1): typing \(typed) did not solve it")
      let events = game.apply(.advance, at: start.addingTimeInterval(60))
      if case .finished = events.last { finished = true }
    }
    #expect(finished)
  }

  @Test("every Spanish daily puzzle of a whole cycle is typed without accents")
  func dailyTypedWithoutAccents() throws {
    let pool = try Self.spanish.flatMap { try Self.load($0).questions }
    let schedule = DailySchedule(pool: pool)
    let start = Date(timeIntervalSince1970: 0)
    for offset in 0..<pool.count {
      let puzzle = schedule.puzzle(for: DailySchedule.epoch.adding(days: offset))
      var game = Game(puzzles: [puzzle], startedAt: start)
      let typed = String(puzzle.answer).map(Self.base).joined().lowercased()
      for letter in typed { _ = game.apply(.type(letter), at: start) }
      #expect(game.phase == .solved, "day \(offset): typing \(typed) did not solve it")
    }
  }
}
