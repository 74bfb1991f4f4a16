/// One question made ready to play: its answer split into letters and its tiles decided.
public struct Puzzle: Equatable, Sendable {
  /// The clue.
  public var title: String
  /// The answer's letters, one per slot.
  public var answer: [Character]
  /// The tiles in grid order.
  public var tiles: [Character]
  /// The name the bank's picture is asked for by (``QuizQuestion/pictureKey``), if the
  /// question has a picture.
  public var icon: String?

  /// Creates a puzzle from its parts.
  public init(title: String, answer: [Character], tiles: [Character], icon: String? = nil) {
    self.title = title
    self.answer = answer
    self.tiles = tiles
    self.icon = icon
  }

  /// How many tiles a generated grid has (3 rows of 7), unless the answer is longer.
  public static let generatedTileCount = 21

  /// Makes the puzzles of a bank, in bank order or shuffled by `shuffleSeed`.
  ///
  /// Questions without `options` get generated tiles: the answer's letters plus decoys of
  /// the answer's own script (the bank's letters first, then the script's alphabet, no
  /// decoy more than twice), shuffled by a generator seeded from the question's own text
  /// (mixed with `shuffleSeed` when given), so the same bank and seed always give the same
  /// grid. The work is linear in the size of the bank.
  public static func prepare(_ questions: [QuizQuestion], shuffleSeed: UInt64? = nil)
    -> [Puzzle]
  {
    Array(deck(questions, shuffleSeed: shuffleSeed))
  }

  /// The puzzles of ``prepare(_:shuffleSeed:)`` as a deck that makes each grid when its
  /// question is reached: the bank's letters are gathered in one pass, the question order
  /// is shuffled, and no grid is made up front.
  public static func deck(_ questions: [QuizQuestion], shuffleSeed: UInt64? = nil) -> PuzzleDeck {
    let pool = DecoyPool(answerTexts: questions.lazy.map(\.answer))
    var order = questions
    if let shuffleSeed {
      var generator = SplitMix64(seed: shuffleSeed)
      generator.shuffle(&order)
    }
    return PuzzleDeck(questions: order, pool: pool, shuffleSeed: shuffleSeed)
  }

  /// The puzzle for `question`, its tiles generated from `pool` unless it has `options`.
  init(_ question: QuizQuestion, pool: DecoyPool, shuffleSeed: UInt64?) {
    let answer = question.letters
    let tiles: [Character]
    if let options = question.options {
      tiles = options.compactMap(\.first)
    } else {
      let seed = stableHash(question.answer + "\u{0}" + question.title) ^ (shuffleSeed ?? 0)
      tiles = Self.generateTiles(for: answer, pool: pool, seed: seed)
    }
    self.init(title: question.title, answer: answer, tiles: tiles, icon: question.pictureKey)
  }

  /// The tiles for `answer`: its letters plus decoys up to ``generatedTileCount``, shuffled.
  ///
  /// Decoys are letters of the answer's script from `decoysFrom`, then from the script's
  /// alphabet, no letter more than twice.
  public static func generateTiles(
    for answer: [Character], decoysFrom others: [[Character]], seed: UInt64
  ) -> [Character] {
    generateTiles(for: answer, pool: DecoyPool(answers: [answer] + others), seed: seed)
  }

  /// The tiles for `answer` with decoys drawn from `pool`, which holds `answer` itself.
  static func generateTiles(for answer: [Character], pool: DecoyPool, seed: UInt64)
    -> [Character]
  {
    var generator = SplitMix64(seed: seed)
    let decoyCount = max(0, generatedTileCount - answer.count)
    var tiles = answer + pool.decoys(for: answer, count: decoyCount, using: &generator)
    generator.shuffle(&tiles)
    return tiles
  }
}
