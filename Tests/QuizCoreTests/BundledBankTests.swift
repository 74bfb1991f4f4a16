import Foundation
import Testing

@testable import QuizCore

@Suite("Bundled banks")
struct BundledBankTests {
  static let names = QuestionBank.bundledNames

  static func load(_ name: String) throws -> QuestionBank {
    let url = try #require(QuestionBank.bundledURL(named: name))
    return try QuestionBank.load(contentsOf: url)
  }

  @Test("every bundled bank loads with no errors and no warnings", arguments: names)
  func loadsClean(name: String) throws {
    let bank = try Self.load(name)
    #expect(bank.warnings.isEmpty, "\(bank.warnings)")
  }

  @Test("the English bank has at least 40 puzzles of 3 to 8 letters, each with a picture")
  func englishContent() throws {
    let bank = try Self.load("en")
    #expect(bank.questions.count >= 40)
    for question in bank.questions {
      #expect((3...8).contains(question.answer.count), "\(question.answer)")
      #expect(question.icon != nil, "\(question.answer) has no picture")
      #expect(!question.title.uppercased().contains(question.answer.uppercased()))
    }
  }

  @Test("the Chinese bank has at least 10 puzzles of 2 to 4 CJK characters, some with pictures")
  func chineseContent() throws {
    let bank = try Self.load("zh")
    #expect(bank.questions.count >= 10)
    for question in bank.questions {
      #expect((2...4).contains(question.answer.count), "\(question.answer)")
      for letter in question.answer {
        let value = try #require(letter.unicodeScalars.first).value
        #expect((0x4E00...0x9FFF).contains(value), "\(letter) is not a CJK ideograph")
      }
      for letter in question.answer { #expect(!question.title.contains(letter)) }
    }
    #expect(bank.questions.filter { $0.icon != nil }.count >= 5)
  }

  @Test("no two answers in a bank are alike", arguments: names)
  func noDuplicates(name: String) throws {
    let answers = try Self.load(name).questions.map { $0.answer.uppercased() }
    #expect(Set(answers).count == answers.count)
  }

  @Test("every picture of every bundled bank is present and decodes", arguments: names)
  func picturesDecode(name: String) throws {
    let bank = try Self.load(name)
    for question in bank.questions {
      guard let icon = question.icon else { continue }
      let url = try #require(bank.pictureURL(for: icon), "\(icon) missing")
      let picture = try Picture.load(contentsOf: url)
      #expect((16...32).contains(picture.width) && (16...32).contains(picture.height))
      #expect(picture.pixels.contains { !$0.isTransparent })
    }
  }

  @Test("every question of every bundled bank can be solved through the engine", arguments: names)
  func everyQuestionSolves(name: String) throws {
    let bank = try Self.load(name)
    let start = Date(timeIntervalSince1970: 0)
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: start)
    var finished = false
    for number in 0..<bank.questions.count {
      for letter in game.puzzle.answer {
        let tile = try #require(game.board.freeTile(matching: letter))
        _ = game.apply(.pickTile(tile), at: start)
      }
      #expect(game.phase == .solved, "question \(number + 1) did not solve")
      let events = game.apply(.advance, at: start.addingTimeInterval(60))
      if case .finished(let summary) = events.last {
        finished = true
        #expect(summary.tally.solved == bank.questions.count)
        #expect(summary.score == Game.startingScore + Game.solvePoints * bank.questions.count)
      }
    }
    #expect(finished)
  }

  @Test("the congratulations trophy ships with the game and decodes")
  func trophy() throws {
    let picture = try #require(Picture.bundled(named: "trophy"))
    #expect(picture.width == 24 && picture.height == 24)
    #expect(Picture.bundled(named: "no-such-picture") == nil)
  }
}
