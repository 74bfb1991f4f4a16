/// The puzzles of a game in play order.
///
/// A deck made from a bank keeps the questions and the bank's ``DecoyPool`` and works out a
/// question's generated tiles when that question is reached, so a bank of any size starts
/// after one pass over its letters; the tiles are the same as when every grid is made up
/// front.
public struct PuzzleDeck: RandomAccessCollection, Equatable, Sendable {
  private enum Source: Equatable, Sendable {
    case ready([Puzzle])
    case bank([QuizQuestion], pool: DecoyPool, shuffleSeed: UInt64?)
  }

  private let source: Source

  /// A deck of puzzles already made.
  public init(_ puzzles: [Puzzle]) {
    source = .ready(puzzles)
  }

  /// A deck over `questions` in play order, drawing decoys from `pool`.
  init(questions: [QuizQuestion], pool: DecoyPool, shuffleSeed: UInt64?) {
    source = .bank(questions, pool: pool, shuffleSeed: shuffleSeed)
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }

  /// The number of puzzles.
  public var endIndex: Int {
    switch source {
    case .ready(let puzzles): return puzzles.count
    case .bank(let questions, _, _): return questions.count
    }
  }

  /// The puzzle at `position`; a generated grid is made on each call.
  public subscript(position: Int) -> Puzzle {
    switch source {
    case .ready(let puzzles): return puzzles[position]
    case .bank(let questions, let pool, let shuffleSeed):
      return Puzzle(questions[position], pool: pool, shuffleSeed: shuffleSeed)
    }
  }
}
