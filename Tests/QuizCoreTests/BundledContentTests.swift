import Foundation
import Testing

@testable import QuizCore

/// The packs shipped with the game: every one loads clean, has its pictures, and plays to
/// the end; the English packs are graded and never repeat an answer.
@Suite("Bundled content")
struct BundledContentTests {
  /// Every pack in the manifest (an empty list fails `manifestCounts`).
  static let packs = (try? BundledPack.all()) ?? []
  static let names = packs.map(\.name)

  /// The fewest puzzles each pack may hold.
  static let minimumCounts = [
    "en": 40, "en-animals": 28, "en-things": 28, "en-world": 28, "en-nature": 32,
    "en-food": 32, "en-sports": 32, "en-jobs": 32, "zh": 40, "zh-2": 38, "es": 30,
    "es-2": 55, "fr": 55, "fr-2": 50,
  ]

  static func pack(_ name: String) throws -> BundledPack {
    try #require(packs.first { $0.name == name }, "no pack \(name)")
  }

  static func load(_ name: String) throws -> QuestionBank {
    try pack(name).load()
  }

  @Test("every pack is in the manifest with at least its number of puzzles")
  func manifestCounts() throws {
    #expect(Set(Self.minimumCounts.keys).isSubset(of: Set(Self.names)), "\(Self.names)")
    for (name, minimum) in Self.minimumCounts {
      let count = try Self.load(name).questions.count
      #expect(count >= minimum, "\(name) has \(count) puzzles, wants \(minimum)")
    }
  }

  @Test("English: at least 250 puzzles in at least 8 packs, starting at level 1, graded")
  func englishGraded() throws {
    let english = Self.packs.filter { $0.language == "en" }.sorted { $0.level < $1.level }
    #expect(english.count >= 8)
    #expect(english.first?.name == BundledPack.defaultName && english.first?.level == 1)
    var total = 0
    var previousMean = 0.0
    for pack in english {
      let answers = try Self.load(pack.name).questions.map(\.answer)
      total += answers.count
      let mean = Double(answers.map(\.count).reduce(0, +)) / Double(answers.count)
      #expect(mean >= previousMean, "\(pack.name): answers shorter than an easier pack's")
      previousMean = mean
    }
    #expect(total >= 250)
  }

  @Test("every pack loads with no errors and no warnings", arguments: names)
  func loadsClean(name: String) throws {
    let bank = try Self.load(name)
    #expect(bank.warnings.isEmpty, "\(bank.warnings)")
  }

  @Test("the starter pack is short everyday words: 3 to 8 letters")
  func starterWords() throws {
    for question in try Self.load("en").questions {
      #expect((3...8).contains(question.answer.count), "\(question.answer)")
    }
  }

  @Test("every English puzzle has a picture and a clue without its answer in it")
  func englishPuzzles() throws {
    for pack in Self.packs where pack.language == "en" {
      for question in try Self.load(pack.name).questions {
        #expect(question.icon != nil, "\(pack.name): \(question.answer) has no picture")
        #expect(question.answer.allSatisfy { $0.isASCII && $0.isUppercase })
        #expect(!question.title.uppercased().contains(question.answer))
      }
    }
  }

  @Test("a Chinese pack is 2 to 4 CJK characters, each with a picture, no clue using its letters")
  func chineseContent() throws {
    let chinese = Self.packs.filter { $0.language == "zh" }
    #expect(!chinese.isEmpty)
    for pack in chinese {
      for question in try Self.load(pack.name).questions {
        #expect((2...4).contains(question.answer.count), "\(question.answer)")
        for letter in question.answer {
          let value = try #require(letter.unicodeScalars.first).value
          #expect((0x4E00...0x9FFF).contains(value), "\(letter) is not a CJK ideograph")
          #expect(!question.title.contains(letter), "the clue of \(question.answer) has \(letter)")
        }
        #expect(question.icon != nil, "\(question.answer) has no picture")
      }
    }
  }

  @Test(
    "Chinese, Spanish and French have at least 100 puzzles each, in at least two packs",
    arguments: ["zh", "es", "fr"])
  func languagePool(language: String) throws {
    let packs = Self.packs.filter { $0.language == language }
    let total = try packs.map { try Self.load($0.name).questions.count }.reduce(0, +)
    #expect(packs.count >= 2, "\(language): \(packs.map(\.name))")
    #expect(total >= 100, "\(language) has \(total) puzzles")
  }

  @Test("no answer appears twice among the packs of one language")
  func noDuplicatesPerLanguage() throws {
    for language in Set(Self.packs.map(\.language)) {
      var seen: [String: String] = [:]
      for pack in Self.packs where pack.language == language {
        for question in try Self.load(pack.name).questions {
          let key = question.answer.uppercased()
          #expect(seen[key] == nil, "\(key) is in \(seen[key] ?? "") and \(pack.name)")
          seen[key] = pack.name
        }
      }
    }
  }

  @Test("every picture of every pack is present, 16 to 32 pixels, and decodes", arguments: names)
  func picturesDecode(name: String) throws {
    let bank = try Self.load(name)
    for question in bank.questions {
      guard let icon = question.icon else { continue }
      let picture = try #require(bank.picture(named: icon), "\(name): \(icon) missing or broken")
      #expect((16...32).contains(picture.width) && (16...32).contains(picture.height), "\(icon)")
      #expect(picture.pixels.contains { !$0.isTransparent }, "\(icon) is empty")
    }
  }

  @Test("every pack plays to finished by typing its answers", arguments: names)
  func playsToTheEnd(name: String) throws {
    let bank = try Self.load(name)
    let start = Date(timeIntervalSince1970: 0)
    var game = Game(puzzles: Puzzle.prepare(bank.questions), startedAt: start)
    var summary: Summary? = nil
    for number in 0..<bank.questions.count {
      for letter in String(game.puzzle.answer).lowercased() {
        let events = game.apply(.type(letter), at: start)
        let rejected = events.contains { if case .rejected = $0 { true } else { false } }
        #expect(!rejected, "\(name) question \(number + 1): typing \(letter) was rejected")
      }
      #expect(game.phase == .solved, "\(name) question \(number + 1) did not solve")
      let events = game.apply(.advance, at: start.addingTimeInterval(60))
      if case .finished(let result) = events.last { summary = result }
    }
    let result = try #require(summary, "\(name) never finished")
    #expect(result.tally.solved == bank.questions.count)
    #expect(result.score == Game.startingScore + Game.solvePoints * bank.questions.count)
  }

  @Test("the congratulations trophy ships with the game and decodes")
  func trophy() throws {
    let picture = try #require(Picture.bundled(named: "trophy"))
    #expect(picture.width == 24 && picture.height == 24)
    #expect(Picture.bundled(named: "no-such-picture") == nil)
  }
}
