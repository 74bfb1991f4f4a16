import Foundation

/// Where a player got to in one bank: saved between runs.
public struct SavedProgress: Equatable, Sendable, Codable {
  /// The format version of the saved file: 2 names the skipped questions (``skipped``);
  /// 1, written before they were kept, still loads (its game resumes knowing only how many).
  public var version = SavedProgress.currentVersion
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
  /// Seconds of play so far, time spent suspended left out; absent in files saved before
  /// the time was kept (such a game resumes with its earlier time unknown, counted as 0).
  public var elapsed: Double?
  /// The 0-based indices of the questions skipped, in the order they were skipped, so a
  /// resumed game offers them again after its last question; absent in version 1 files.
  /// It may name fewer than ``Tally/skipped`` (a game resumed from a version 1 file).
  public var skipped: [Int]?
  /// What hints bought on the question resumed at (letters revealed, decoys removed); absent
  /// when they bought nothing there, and in files saved before it was kept. A resumed game
  /// gets it back only if it fits the question and the hints the tally paid for.
  public var hints: SavedHints?
  /// What the statistics counted of the question resumed at when it was left after being
  /// touched: a game resumed there counts it as that same puzzle (its hints and wrong tries
  /// included), not a new one. Absent when it was not counted, and in files saved before it
  /// was kept.
  public var counted: CountedAttempt?

  /// The version written.
  public static let currentVersion = 2
  /// The versions read.
  public static let readableVersions: ClosedRange<Int> = 1...2

  /// The longest play time a file may hold: a hundred years, in seconds. Anything longer
  /// (or negative, or not a number) cannot come from a real game.
  public static let longestElapsed: Double = 100 * 365.25 * 24 * 3600

  /// Creates a progress record; `skipped` names the questions skipped (see ``skipped``),
  /// `hints` what hints bought on the question resumed at.
  public init(
    total: Int, question: Int, score: Int, tally: Tally, shuffleSeed: UInt64? = nil,
    elapsed: Double? = nil, skipped: [Int]? = nil, hints: SavedHints? = nil
  ) {
    self.skipped = skipped
    self.hints = hints
    self.total = total
    self.question = question
    self.score = score
    self.tally = tally
    self.shuffleSeed = shuffleSeed
    self.elapsed = elapsed
  }

  /// The progress of `game` at `now`: a solved question resumes at the next one; a question
  /// being played keeps what hints bought on it.
  public init(game: Game, shuffleSeed: UInt64?, at now: Date) {
    let next = game.phase == .solved ? game.index + 1 : game.index
    self.init(
      total: game.puzzles.count, question: min(next, game.puzzles.count - 1), score: game.score,
      tally: game.tally, shuffleSeed: shuffleSeed, elapsed: game.playTime(at: now),
      skipped: game.skippedPuzzles,
      hints: game.phase == .playing ? SavedHints(board: game.board) : nil)
  }

  /// Why a record cannot be turned into its saved form.
  public struct EncodingError: Error, Equatable, Sendable {
    /// What the encoder said.
    public var reason: String
  }

  /// The saved form: compact, stable JSON.
  ///
  /// - Throws: ``EncodingError`` when the record holds what JSON cannot (a time that is not
  ///   a number), so that an empty or partial file is never written in its place.
  public func encoded() throws(EncodingError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(self)
    } catch {
      throw EncodingError(reason: Self.reason(error))
    }
  }

  private static func reason(_ error: Error) -> String {
    if case Swift.EncodingError.invalidValue(let value, _) = error {
      return "\(value) is not a number JSON can hold"
    }
    return "\(type(of: error))"
  }

  /// Reads a saved record; `nil` when it is damaged (not JSON of this shape, a version not
  /// in ``readableVersions``, or numbers no real game can reach: see ``isPossible``). A
  /// version 1 file has no list of skipped questions nor hints: any found there are left
  /// out. The hints are checked only against the question, on ``resume(_:at:)``.
  public static func decode(_ data: Data) -> SavedProgress? {
    guard var progress = try? JSONDecoder().decode(SavedProgress.self, from: data),
      readableVersions.contains(progress.version)
    else { return nil }
    if progress.version == 1 {
      progress.skipped = nil
      progress.hints = nil
      progress.counted = nil
    }
    return progress.isPossible ? progress : nil
  }

  /// Reads a saved record; `nil` when it is damaged or does not fit a bank of `total`.
  public static func decode(_ data: Data, total: Int) -> SavedProgress? {
    guard let progress = decode(data), progress.total == total else { return nil }
    return progress
  }

  /// The highest score a game of ``total`` questions can reach: the starting points plus
  /// every question solved, never spending any.
  public var highestScore: Int {
    let (points, overflow) = Game.solvePoints.multipliedReportingOverflow(by: max(0, total))
    return overflow ? Int.max : Game.startingScore.saturatingAdding(points)
  }

  /// True when a real game over ``total`` questions could have reached these numbers.
  ///
  /// The bounds: at least one question; the question index inside the bank; no count below
  /// zero; solved at most every question and skipped at most all but the last (which cannot
  /// be skipped), together at most the questions already passed (the index, plus the one
  /// just solved); a score from 0 to ``highestScore``; no more hints than ``highestScore``
  /// could pay for at the cheapest hint's price; a time from 0 to ``longestElapsed``; the
  /// skipped questions named at most ``Tally/skipped``, each once, each before the question
  /// resumed at. Wrong tries have no upper bound (a player can keep trying), only the lower
  /// one.
  public var isPossible: Bool {
    let counts = [tally.solved, tally.skipped, tally.hints, tally.wrongTries]
    guard total > 0, question >= 0, question < total, counts.allSatisfy({ $0 >= 0 }) else {
      return false
    }
    guard tally.solved <= total, tally.skipped < total,
      tally.solved.saturatingAdding(tally.skipped) <= question + 1
    else { return false }
    guard score >= 0, score <= highestScore else { return false }
    let cheapestHint = min(Game.revealCost, Game.removeCost)
    guard tally.hints <= highestScore / cheapestHint else { return false }
    if let elapsed {
      guard elapsed.isFinite, elapsed >= 0, elapsed <= Self.longestElapsed else { return false }
    }
    if let skipped {
      guard skipped.count <= tally.skipped, Set(skipped).count == skipped.count,
        skipped.allSatisfy({ $0 >= 0 && $0 < question })
      else { return false }
    }
    if let counted {
      guard counted.hints >= 0, counted.hints <= tally.hints, counted.wrongTries >= 0 else {
        return false
      }
    }
    return true
  }

  /// A game over `puzzles` that continues from here.
  public func resume(_ puzzles: [Puzzle], at now: Date) -> Game {
    resume(PuzzleDeck(puzzles), at: now)
  }

  /// A game over the puzzles of `deck` that continues from here, with what hints bought on
  /// its question, when that fits it (see ``Game/init(puzzles:startedAt:index:score:tally:elapsed:skipped:hints:)``).
  public func resume(_ puzzles: PuzzleDeck, at now: Date) -> Game {
    Game(
      puzzles: puzzles, startedAt: now, index: question, score: score, tally: tally,
      elapsed: elapsed ?? 0, skipped: skipped ?? [], hints: hints)
  }
}
