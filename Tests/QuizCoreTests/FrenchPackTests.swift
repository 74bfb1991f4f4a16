import Foundation
import Testing

@testable import QuizCore

@Suite("French packs; every answer typed without accents")
struct FrenchPackTests {
  static func load(_ name: String) throws -> QuestionBank {
    try #require(QuestionBank.bundled(named: name))
  }

  /// Every bundled French pack.
  static let french = ((try? BundledPack.all()) ?? []).filter { $0.language == "fr" }.map(\.name)

  /// `text` without its accents, uppercased: `É` → `E`, `Î` → `I`, `Ë` → `E`.
  static func base(_ text: String) -> String {
    text.uppercased().folding(options: .diacriticInsensitive, locale: nil)
  }

  @Test("fr and fr-2 are French, and each puzzle has a picture and a clue that does not hold it")
  func frenchContent() throws {
    #expect(Self.french == ["fr", "fr-2"], "\(Self.french)")
    var letters = Set<Character>()
    for name in Self.french {
      let bank = try Self.load(name)
      #expect(bank.questions.count >= 50, "\(name)")
      for question in bank.questions {
        #expect(question.answer == question.answer.uppercased(), "\(question.answer)")
        #expect(question.answer.allSatisfy { $0.isLetter }, "\(question.answer)")
        #expect(question.icon != nil, "\(question.answer) has no picture")
        #expect(
          !Self.base(question.title).contains(Self.base(question.answer)),
          "the clue of \(question.answer) holds it")
      }
      letters.formUnion(bank.questions.flatMap(\.answer))
    }
    // The accented answers prove the folding: CLÉ, ÉLÉPHANT, ÎLE, CANOË.
    for accented in "ÉÎË" { #expect(letters.contains(accented), "no answer has \(accented)") }
    let accented = letters.filter { Self.base(String($0)) != String($0) }
    #expect(accented.isSubset(of: Set("ÉÈÊËÀÂÎÏÔÛÙÜÇ")), "\(accented)")
  }

  @Test("no French answer has an accented letter before a plain one of the same base")
  func accentedLettersLast() throws {
    for name in Self.french {
      for question in try Self.load(name).questions {
        let letters = Array(question.answer)
        for (index, letter) in letters.enumerated()
        where Self.base(String(letter)) != String(letter) {
          let plain = Character(Self.base(String(letter)))
          #expect(
            !letters[(index + 1)...].contains(plain),
            "\(question.answer): typing it without accents would put the \(plain) first")
        }
      }
    }
  }

  @Test(
    "a French word's tiles hold no plain twin of its accented letters beyond the word's own",
    arguments: french)
  func noPlainTwins(name: String) throws {
    for puzzle in Puzzle.prepare(try Self.load(name).questions) {
      for letter in Set(puzzle.answer) where Self.base(String(letter)) != String(letter) {
        let plain = Character(Self.base(String(letter)))
        let forms = Set(puzzle.answer.filter { Self.base(String($0)) == String(plain) })
        let twins = puzzle.tiles.filter {
          Self.base(String($0)) == String(plain) && !forms.contains($0)
        }
        #expect(twins.isEmpty, "\(String(puzzle.answer)): tiles \(twins) fold to \(plain)")
      }
    }
  }

  @Test("every French answer is typed without accents: cle fills CLÉ", arguments: french)
  func typedWithoutAccents(name: String) throws {
    let bank = try Self.load(name)
    let start = Date(timeIntervalSince1970: 0)
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: start)
    var finished = false
    for number in 0..<bank.questions.count {
      let typed = Self.base(String(game.puzzle.answer)).lowercased()
      #expect(typed.allSatisfy { $0.isASCII }, "\(typed)")
      for letter in typed { _ = game.apply(.type(letter), at: start) }
      #expect(
        game.phase == .solved, "\(name) question \(number + 1): typing \(typed) did not solve it")
      let events = game.apply(.advance, at: start.addingTimeInterval(60))
      if case .finished = events.last { finished = true }
    }
    #expect(finished)
  }

  @Test("every French daily puzzle of a whole cycle is typed without accents")
  func dailyTypedWithoutAccents() throws {
    let pool = try Self.french.flatMap { try Self.load($0).questions }
    #expect(pool.count >= 100)
    let schedule = DailySchedule(pool: pool)
    let start = Date(timeIntervalSince1970: 0)
    for offset in 0..<pool.count {
      let puzzle = schedule.puzzle(for: DailySchedule.epoch.adding(days: offset))
      var game = Game(puzzles: [puzzle], startedAt: start)
      let typed = Self.base(String(puzzle.answer)).lowercased()
      for letter in typed { _ = game.apply(.type(letter), at: start) }
      #expect(game.phase == .solved, "day \(offset): typing \(typed) did not solve it")
    }
  }
}
