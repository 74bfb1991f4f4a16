import Foundation

/// Where a player got to in one bank: saved between runs.
public struct SavedProgress: Equatable, Sendable, Codable {
  /// The format version of the saved file.
  public var version = 1
  /// How many questions the bank had (a changed bank starts fresh).
  public var total: Int
  /// The 0-based index of the question to resume at.
  public var question: Int
  /// The score.
  public var score: Int
  /// The counts so far.
  public var tally: Tally
  /// The shuffle seed the game was played with, if it was shuffled.
  public var shuffleSeed: UInt64?

  /// Creates a progress record.
  public init(total: Int, question: Int, score: Int, tally: Tally, shuffleSeed: UInt64? = nil) {
    self.total = total
    self.question = question
    self.score = score
    self.tally = tally
    self.shuffleSeed = shuffleSeed
  }

  /// The progress of `game`: a solved question resumes at the next one.
  public init(game: Game, shuffleSeed: UInt64?) {
    let next = game.phase == .solved ? game.index + 1 : game.index
    self.init(
      total: game.puzzles.count, question: min(next, game.puzzles.count - 1), score: game.score,
      tally: game.tally, shuffleSeed: shuffleSeed)
  }

  /// The saved form: compact, stable JSON.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Reads a saved record; `nil` when it is damaged or does not fit a bank of `total`.
  public static func decode(_ data: Data, total: Int) -> SavedProgress? {
    guard let progress = try? JSONDecoder().decode(SavedProgress.self, from: data),
      progress.version == 1, progress.total == total, progress.total > 0,
      (0..<total).contains(progress.question), progress.score >= 0
    else { return nil }
    return progress
  }

  /// A game over `puzzles` that continues from here.
  public func resume(_ puzzles: [Puzzle], at now: Date) -> Game {
    Game(puzzles: puzzles, startedAt: now, index: question, score: score, tally: tally)
  }
}
