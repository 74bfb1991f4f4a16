import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem

/// The statistics of a game with a retry round tell what its summary tells: a puzzle that
/// ends solved is solved, not skipped, and each puzzle is played once.
@Suite("Statistics of a retry round")
struct RetryStatsTests {
  /// A terminal session machine whose effects reach a statistics recorder as
  /// ``TerminalSession`` performs them.
  struct CountedRun {
    var run = GameRun(style: .terminal)
    let recorder = StatsRecorder(store: nil, pack: "en")

    init() {
      recorder.start(run.machine.game.questionEvent, resumed: false, at: run.now)
    }

    mutating func type(_ text: String) {
      perform { $0.type(text) }
    }

    mutating func wait(_ seconds: TimeInterval = 0) {
      run.now += seconds
      perform { $0.wait() }
    }

    /// Lets `seconds` pass without a key.
    mutating func pass(_ seconds: TimeInterval) {
      run.now += seconds
    }

    private mutating func perform(_ action: (inout GameRun) -> Void) {
      let before = run.effects.count
      action(&run)
      for effect in run.effects[before...] {
        switch effect {
        case .show(let outcome): recorder.observe(outcome.steps, at: run.now)
        case .finalScore(let score): recorder.finalScore(score, at: run.now)
        case .newGame: recorder.newGame(run.machine.game.questionEvent, at: run.now)
        case .end(.quit), .end(.interrupted), .menuShown, .dailyOver:
          recorder.leave(at: run.now)
        default: break
        }
      }
    }

    var summary: Summary? {
      if case .finished(let summary) = run.machine.screen { return summary }
      return nil
    }

    var stats: Statistics { recorder.latest ?? Statistics() }
  }

  @Test("a question skipped and solved in the retry round counts as solved, not skipped")
  func solvedInRetry() throws {
    var counted = CountedRun()
    counted.type(">>BAT")
    counted.wait()
    counted.type("yCAT")
    counted.wait()
    counted.type("DOG")
    counted.wait()
    let summary = try #require(counted.summary)
    #expect(summary.tally == Tally(solved: 3, skipped: 0))
    let stats = counted.stats
    #expect(stats.puzzlesPlayed == 3)
    #expect(stats.solved == summary.tally.solved)
    #expect(stats.skipped == summary.tally.skipped)
    #expect(stats.hintsPerSolved == [3, 0, 0, 0, 0, 0])
    #expect(stats.isPossible)
    // Two solved when the game first finished, the third in the retry round.
    #expect(stats.bestSolved == ["en": 3])
  }

  @Test("the statistics count the hints and wrong tries of both attempts, as the summary does")
  func bothAttemptsCount() throws {
    var counted = CountedRun()
    counted.type("?>")  // a reveal on CAT, then skip it
    counted.type(">BAT")
    counted.wait()
    counted.type("y")
    counted.type("TAC")  // a wrong try in the retry round
    counted.type("\u{7F}\u{7F}\u{7F}?AT")  // cleared, one more reveal (C), solved
    counted.wait()
    counted.type("DOG")
    counted.wait()
    let summary = try #require(counted.summary)
    let stats = counted.stats
    #expect(summary.tally == Tally(solved: 3, skipped: 0, hints: 2, wrongTries: 1))
    #expect(stats.hints == summary.tally.hints)
    #expect(stats.wrongTries == summary.tally.wrongTries)
    #expect(stats.solved == 3 && stats.skipped == 0 && stats.puzzlesPlayed == 3)
  }

  @Test("a puzzle solved in the retry round is charted by the hints its solving attempt took")
  func chartedByRetryHints() throws {
    var counted = CountedRun()
    counted.type("??>")  // two reveals on CAT, then skip it: its board is left behind
    counted.type(">BAT")
    counted.wait()
    counted.type("y?AT")  // one reveal (C) on the fresh board, solved
    counted.wait()
    counted.type("DOG")
    counted.wait()
    #expect(counted.stats.hintsPerSolved == [2, 1, 0, 0, 0, 0])
    #expect(counted.stats.hints == 3)
  }

  @Test("a puzzle solved in the retry round is timed from its start in the round")
  func timedFromRetryStart() throws {
    var counted = CountedRun()
    counted.pass(40)
    counted.type(">")  // 40 s on CAT, then skipped
    counted.type(">BAT")
    counted.wait()
    counted.pass(30)  // the retry offer is up for 30 s
    counted.type("y")
    counted.pass(5)
    counted.type("CAT")  // 5 s in the retry round
    counted.wait()
    counted.type("DOG")
    counted.wait()
    let stats = counted.stats
    #expect(stats.solved == 3)
    // BAT and DOG took no time; CAT took 5 s once it came back: not the 40 s of its first
    // attempt, nor the 30 s the offer was up.
    #expect(stats.solvedSeconds == 5)
  }

  @Test("a question left in the retry round with a quit key stays skipped, played once")
  func leftInRetry() throws {
    var counted = CountedRun()
    counted.type(">>BAT")
    counted.wait()
    counted.type("yCAT")
    counted.wait()
    counted.type("?")  // DOG is touched in the retry round, then left
    counted.type("\u{1B}")
    let summary = try #require(counted.summary)
    #expect(summary.tally == Tally(solved: 2, skipped: 1, hints: 1))
    counted.type("n")
    let stats = counted.stats
    #expect(stats.puzzlesPlayed == 3)
    #expect(stats.solved == summary.tally.solved)
    #expect(stats.skipped == summary.tally.skipped)
    #expect(stats.hints == summary.tally.hints)
    #expect(stats.isPossible)
  }

  @Test("a question skipped again in the retry round stays skipped, played once")
  func skippedAgainInRetry() throws {
    var counted = CountedRun()
    counted.type(">>BAT")
    counted.wait()
    counted.type("y>DOG")  // CAT skipped once more, DOG solved
    counted.wait()
    let summary = try #require(counted.summary)
    #expect(summary.tally == Tally(solved: 2, skipped: 1))
    let stats = counted.stats
    #expect(stats.puzzlesPlayed == 3)
    #expect(stats.solved == 2 && stats.skipped == 1)
    #expect(stats.bestSolved == ["en": 2])
  }

  @Test("a game played again after a retry round counts its puzzles afresh")
  func playAgainAfterRetry() throws {
    var counted = CountedRun()
    counted.type(">>BAT")
    counted.wait()
    counted.type("yCAT")
    counted.wait()
    counted.type("DOG")
    counted.wait()
    counted.type("y>")  // play again, skip CAT
    let stats = counted.stats
    #expect(stats.games == 2)
    #expect(stats.puzzlesPlayed == 4)
    #expect(stats.solved == 3 && stats.skipped == 1)
  }
}
