import Testing

@testable import QuizCore

@Suite("Tile generation")
struct TileGenerationTests {
  static let fruit = [
    QuizQuestion(answer: "APPLE", title: "red"), QuizQuestion(answer: "KIWI", title: "green"),
    QuizQuestion(answer: "FIG", title: "purple"), QuizQuestion(answer: "BANANA", title: "yellow"),
  ]
  static let chinese = [
    QuizQuestion(answer: "鸭梨", title: "梨"), QuizQuestion(answer: "苹果", title: "红"),
    QuizQuestion(answer: "香蕉", title: "黄"), QuizQuestion(answer: "西瓜", title: "绿"),
  ]

  /// `tiles` with one copy of each answer letter taken out; `nil` if a letter is missing.
  static func decoys(_ tiles: [Character], answer: [Character]) -> [Character]? {
    var rest = tiles
    for letter in answer {
      guard let index = rest.firstIndex(of: letter) else { return nil }
      rest.remove(at: index)
    }
    return rest
  }

  static func puzzle(_ puzzles: [Puzzle], titled title: String) -> Puzzle {
    puzzles.first { $0.title == title }!
  }

  @Test("the same input gives the same tiles")
  func deterministic() {
    let first = Puzzle.generateTiles(for: Array("APPLE"), decoysFrom: [Array("KIWI")], seed: 9)
    let second = Puzzle.generateTiles(for: Array("APPLE"), decoysFrom: [Array("KIWI")], seed: 9)
    #expect(first == second)
    #expect(Puzzle.prepare(Self.fruit) == Puzzle.prepare(Self.fruit))
  }

  @Test(
    "generated tiles hold every answer letter and decoys of its script, 21 tiles in all",
    arguments: ["APPLE", "BANANA", "鸭梨", "🐱👨‍👩‍👧", "MISSISSIPPI", String(repeating: "Z", count: 21)])
  func containsAnswer(answer: String) throws {
    let tiles = Puzzle.generateTiles(
      for: Array(answer), decoysFrom: [Array("QWERTY"), Array("鸭"), Array("🐶")], seed: 3)
    #expect(tiles.count == 21)
    let decoys = try #require(Self.decoys(tiles, answer: Array(answer)))
    let script = Script(answer: Array(answer))
    #expect(decoys.allSatisfy { Script(of: $0) == script })
  }

  @Test("an answer longer than 21 letters gets exactly its own letters")
  func longAnswer() {
    let answer = Array("PNEUMONOULTRAMICROSCOPIC")
    let tiles = Puzzle.generateTiles(for: answer, decoysFrom: [Array("XYZ")], seed: 1)
    #expect(tiles.count == answer.count)
    #expect(tiles.sorted() == answer.sorted())
  }

  @Test("decoys take every letter the other answers hold before the alphabet")
  func decoysFromOtherAnswers() throws {
    let puzzles = Puzzle.prepare(Self.fruit)
    let apple = Self.puzzle(puzzles, titled: "red")
    let decoys = try #require(Self.decoys(apple.tiles, answer: apple.answer))
    #expect(decoys.count == 16)
    #expect(Set("KIWFGBAN").isSubset(of: Set(decoys)))
    #expect(Set(decoys).count == 16)
  }

  @Test("a Chinese bank gets Chinese decoys, the other answers' letters among them")
  func chineseDecoys() throws {
    let puzzles = Puzzle.prepare(Self.chinese)
    for puzzle in puzzles {
      let others = Self.chinese.filter { $0.title != puzzle.title }.flatMap(\.letters)
      let decoys = try #require(Self.decoys(puzzle.tiles, answer: puzzle.answer))
      #expect(puzzle.tiles.count == 21)
      #expect(Set(others).isSubset(of: Set(decoys)))
      #expect(decoys.allSatisfy { Script(of: $0) == .han })
    }
  }

  @Test("a script with no built-in alphabet repeats the bank's letters, no more than twice")
  func smallPoolRepeats() throws {
    let tiles = Puzzle.generateTiles(for: Array("ქართ"), decoysFrom: [Array("ბგდ")], seed: 5)
    let decoys = try #require(Self.decoys(tiles, answer: Array("ქართ")))
    #expect(decoys.sorted() == Array("ბბგგდდ").sorted())
  }

  @Test("alone in its bank, such an answer gets two more copies of each of its letters at most")
  func singleQuestionFallback() throws {
    let bank = [QuizQuestion(answer: "ქართ", title: "t")]
    let puzzle = try #require(Puzzle.prepare(bank).first)
    let decoys = try #require(Self.decoys(puzzle.tiles, answer: puzzle.answer))
    #expect(decoys.sorted() == Array("ქქაარრთთ").sorted())
  }

  @Test("a different seed changes the tile order")
  func seedChangesOrder() {
    let one = Puzzle.generateTiles(for: Array("APPLE"), decoysFrom: [Array("KIWIFIG")], seed: 1)
    let two = Puzzle.generateTiles(for: Array("APPLE"), decoysFrom: [Array("KIWIFIG")], seed: 2)
    #expect(one != two)
    let plain = Self.puzzle(Puzzle.prepare(Self.fruit), titled: "red")
    let shuffled = Self.puzzle(Puzzle.prepare(Self.fruit, shuffleSeed: 77), titled: "red")
    #expect(plain.tiles != shuffled.tiles)
  }

  @Test("given options become the tiles, in display order")
  func optionsKeepOrder() {
    let question = QuizQuestion(
      answer: "PEAR", title: "t", icon: "pear", options: ["R", "X", "E", "P", "A"])
    let puzzles = Puzzle.prepare(
      [question, QuizQuestion(answer: "FIG", title: "u")], shuffleSeed: 4)
    let pear = Self.puzzle(puzzles, titled: "t")
    #expect(
      pear
        == Puzzle(
          title: "t", answer: ["P", "E", "A", "R"], tiles: ["R", "X", "E", "P", "A"], icon: "pear"))
  }

  @Test("without a seed the bank order is kept")
  func bankOrderKept() {
    #expect(Puzzle.prepare(Self.fruit).map(\.title) == Self.fruit.map(\.title))
  }

  @Test("a shuffle seed reorders the questions, the same way every time")
  func shuffleSeedReorders() {
    let orders = (1...6).map { seed in
      Puzzle.prepare(Self.fruit, shuffleSeed: UInt64(seed)).map(\.title)
    }
    let again = (1...6).map { seed in
      Puzzle.prepare(Self.fruit, shuffleSeed: UInt64(seed)).map(\.title)
    }
    #expect(orders == again)
    #expect(orders.allSatisfy { $0.sorted() == Self.fruit.map(\.title).sorted() })
    #expect(orders.contains { $0 != Self.fruit.map(\.title) })
    #expect(Set(orders).count > 1)
  }
}
