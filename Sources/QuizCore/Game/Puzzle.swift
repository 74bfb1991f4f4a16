/// One question made ready to play: its answer split into letters and its tiles decided.
public struct Puzzle: Equatable, Sendable {
  /// The clue.
  public var title: String
  /// The answer's letters, one per slot.
  public var answer: [Character]
  /// The tiles in grid order.
  public var tiles: [Character]
  /// The picture name, if the question has one.
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
  /// Questions without `options` get generated tiles: the answer's letters plus decoys drawn
  /// from the letters of the other answers, shuffled by a generator seeded from the question's
  /// own text (mixed with `shuffleSeed` when given), so the same bank and seed always give
  /// the same grid.
  public static func prepare(_ questions: [QuizQuestion], shuffleSeed: UInt64? = nil)
    -> [Puzzle]
  {
    // Every distinct letter in first-seen order, and how many answers hold it: a question's
    // decoy pool is then the letters some *other* answer holds, found without rescanning.
    var order: [Character] = []
    var holders: [Character: Int] = [:]
    for question in questions {
      var counted = Set<Character>()
      for letter in question.letters where !letter.isWhitespace && counted.insert(letter).inserted {
        if holders[letter] == nil { order.append(letter) }
        holders[letter, default: 0] += 1
      }
    }
    var puzzles: [Puzzle] = []
    puzzles.reserveCapacity(questions.count)
    for question in questions {
      let answer = question.letters
      let tiles: [Character]
      if let options = question.options {
        tiles = options.compactMap(\.first)
      } else {
        let own = Set(answer)
        let pool = order.filter { (holders[$0] ?? 0) > (own.contains($0) ? 1 : 0) }
        let seed = stableHash(question.answer + "\u{0}" + question.title) ^ (shuffleSeed ?? 0)
        tiles = generateTiles(for: answer, pool: pool, seed: seed)
      }
      puzzles.append(
        Puzzle(title: question.title, answer: answer, tiles: tiles, icon: question.icon))
    }
    if let shuffleSeed {
      var generator = SplitMix64(seed: shuffleSeed)
      generator.shuffle(&puzzles)
    }
    return puzzles
  }

  /// The tiles for `answer`: its letters plus decoys up to ``generatedTileCount``, shuffled.
  ///
  /// Decoys are the distinct letters of `decoysFrom` in first-seen order, drawn at random;
  /// when there are too few, they repeat, and a bank with no other letters falls back to
  /// A–Z for Latin answers or the answer's own letters otherwise.
  public static func generateTiles(
    for answer: [Character], decoysFrom others: [[Character]], seed: UInt64
  ) -> [Character] {
    var pool: [Character] = []
    var seen = Set<Character>()
    for letters in others {
      for letter in letters where !letter.isWhitespace && seen.insert(letter).inserted {
        pool.append(letter)
      }
    }
    return generateTiles(for: answer, pool: pool, seed: seed)
  }

  /// The tiles for `answer` with decoys drawn from `pool` (distinct letters, in a fixed order).
  static func generateTiles(for answer: [Character], pool: [Character], seed: UInt64)
    -> [Character]
  {
    var generator = SplitMix64(seed: seed)
    var pool = pool
    if pool.isEmpty {
      let latin = answer.allSatisfy { $0.isASCII && $0.isLetter }
      if latin {
        let upper = answer.allSatisfy { $0.isUppercase }
        pool = (upper ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "abcdefghijklmnopqrstuvwxyz").map { $0 }
      } else {
        pool = answer
      }
    }
    var tiles = answer
    let decoyCount = max(0, generatedTileCount - answer.count)
    var bag: [Character] = []
    while tiles.count < answer.count + decoyCount {
      if bag.isEmpty {
        bag = pool
        generator.shuffle(&bag)
      }
      tiles.append(bag.removeLast())
    }
    generator.shuffle(&tiles)
    return tiles
  }
}
