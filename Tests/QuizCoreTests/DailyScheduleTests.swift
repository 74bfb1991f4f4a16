import Foundation
import Testing

@testable import QuizCore

@Suite("Daily puzzle selection")
struct DailyScheduleTests {
  static let pool = (0..<37).map { QuizQuestion(answer: "WORD\($0)", title: "clue \($0)") }
  static let schedule = DailySchedule(pool: pool)

  @Test("every puzzle of the pool comes once before any repeats, cycle after cycle")
  func wholePoolBeforeRepeat() {
    let size = Self.pool.count
    for cycle in [-2, -1, 0, 1, 2, 50] {
      let first = DailySchedule.epoch.adding(days: cycle * size)
      let picked = (0..<size).map { Self.schedule.index(for: first.adding(days: $0)) }
      #expect(Set(picked).count == size, "cycle \(cycle) repeats before the pool is used up")
    }
  }

  @Test("each cycle has its own order, a permutation of the pool")
  func consecutiveCyclesDiffer() {
    let size = Self.pool.count
    #expect(Self.schedule.order(ofCycle: 0) != Self.schedule.order(ofCycle: 1))
    #expect(Self.schedule.order(ofCycle: 0) == Self.schedule.order(ofCycle: 0))
    #expect(Self.schedule.order(ofCycle: 3).sorted() == Array(0..<size))
  }

  @Test("the same date gives the same puzzle and tiles from separately built schedules")
  func stable() {
    let other = DailySchedule(pool: Self.pool)
    for offset in stride(from: -400, through: 400, by: 7) {
      let day = DailySchedule.epoch.adding(days: offset)
      #expect(other.puzzle(for: day) == Self.schedule.puzzle(for: day))
    }
  }

  @Test(
    "the selection is pinned to the documented function on every machine",
    arguments: [
      ("2026-01-01", 7), ("2026-01-02", 19), ("2026-01-05", 3), ("2026-02-07", 30),
      ("2025-12-31", 13),
    ])
  func pinned(_ text: String, _ index: Int) throws {
    // Worked out apart from this code (a Python transcription of SplitMix64, its
    // rejection sampling and Fisher–Yates) for a pool of 37.
    #expect(Self.schedule.index(for: try #require(CalendarDay(text))) == index)
  }

  @Test("the tiles of a generated daily are seeded by the date")
  func tilesByDate() throws {
    let one = DailySchedule(pool: [QuizQuestion(answer: "SUN", title: "hot")])
    let day = try #require(CalendarDay("2026-11-30"))
    let next = day.adding(days: 1)
    #expect(one.puzzle(for: day).answer == one.puzzle(for: next).answer)
    #expect(one.puzzle(for: day).tiles != one.puzzle(for: next).tiles)
    #expect(one.puzzle(for: day).tiles.count == Puzzle.generatedTileCount)
  }

  @Test("given options stay the tiles, in their order")
  func optionsKept() throws {
    let question = QuizQuestion(answer: "AB", title: "t", options: ["B", "X", "A"])
    let day = try #require(CalendarDay("2026-03-01"))
    #expect(DailySchedule(pool: [question]).puzzle(for: day).tiles == ["B", "X", "A"])
  }
}
