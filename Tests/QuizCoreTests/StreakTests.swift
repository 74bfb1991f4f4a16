import Foundation
import Testing

@testable import QuizCore

@Suite("Daily streaks")
struct StreakTests {
  static func stats(_ days: [(String, PuzzleRecord.Outcome)]) -> Statistics {
    var stats = Statistics()
    for (text, outcome) in days {
      if let day = CalendarDay(text) {
        stats.recordDaily(DailyResult(PuzzleRecord(outcome: outcome)), on: day)
      }
    }
    return stats
  }

  static func day(_ text: String) -> CalendarDay {
    CalendarDay(text) ?? CalendarDay(dayNumber: 0)
  }

  @Test("a streak runs across a year end")
  func yearEnd() {
    let stats = Self.stats([
      ("2026-12-30", .solved), ("2026-12-31", .solved), ("2027-01-01", .solved),
    ])
    #expect(stats.currentStreak(today: Self.day("2027-01-01")) == 3)
  }

  @Test("a streak runs across month ends, a leap day included")
  func monthEnds() {
    let stats = Self.stats([
      ("2028-02-28", .solved), ("2028-02-29", .solved), ("2028-03-01", .solved),
      ("2028-03-31", .solved), ("2028-04-01", .solved),
    ])
    #expect(stats.currentStreak(today: Self.day("2028-03-01")) == 3)
    #expect(stats.currentStreak(today: Self.day("2028-04-01")) == 2)
    #expect(stats.bestStreak(upTo: Self.day("2028-04-01")) == 3)
  }

  @Test("days taken from moments in a zone with a DST change keep a streak whole")
  func dstChange() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
    // Played at 23:30 local on each day around the October 2026 change (Oct 25).
    var stats = Statistics()
    for day in 23...27 {
      let moment = try #require(
        calendar.date(from: DateComponents(year: 2026, month: 10, day: day, hour: 23, minute: 30)))
      stats.recordDaily(
        DailyResult(PuzzleRecord(outcome: .solved)), on: CalendarDay(moment, in: calendar))
    }
    let lastMoment = try #require(
      calendar.date(from: DateComponents(year: 2026, month: 10, day: 27, hour: 23, minute: 59)))
    #expect(stats.currentStreak(today: CalendarDay(lastMoment, in: calendar)) == 5)
  }

  @Test("today not played yet keeps yesterday's streak; a day missed ends it")
  func todayPending() {
    let stats = Self.stats([("2026-11-28", .solved), ("2026-11-29", .solved)])
    #expect(stats.currentStreak(today: Self.day("2026-11-30")) == 2)
    #expect(stats.currentStreak(today: Self.day("2026-12-01")) == 0)
  }

  @Test("an abandoned daily breaks the streak")
  func abandonedBreaks() {
    let stats = Self.stats([
      ("2026-11-27", .solved), ("2026-11-28", .abandoned), ("2026-11-29", .solved),
      ("2026-11-30", .solved),
    ])
    #expect(stats.currentStreak(today: Self.day("2026-11-30")) == 2)
    #expect(
      Self.stats([("2026-11-29", .solved), ("2026-11-30", .abandoned)])
        .currentStreak(today: Self.day("2026-11-30")) == 0)
  }

  @Test("days after today do not count: --date looks back in time")
  func futureIgnored() {
    let stats = Self.stats([
      ("2026-11-29", .solved), ("2026-11-30", .solved), ("2026-12-01", .solved),
    ])
    #expect(stats.currentStreak(today: Self.day("2026-11-30")) == 2)
    #expect(stats.bestStreak(upTo: Self.day("2026-11-30")) == 2)
    #expect(stats.bestStreak(upTo: Self.day("2026-12-01")) == 3)
  }

  @Test("the first result of a day stands")
  func firstResultStands() {
    var stats = Self.stats([("2026-11-30", .abandoned)])
    let recorded = stats.recordDaily(
      DailyResult(PuzzleRecord(outcome: .solved)), on: Self.day("2026-11-30"))
    #expect(!recorded)
    #expect(stats.dailyResult(on: Self.day("2026-11-30"))?.outcome == .abandoned)
  }

  @Test("the share card of a result names the puzzle's number, its rows and the streak")
  func shareCard() {
    let result = DailyResult(
      PuzzleRecord(outcome: .solved, picks: 5, hints: 2, wrongTries: 1, removals: 1))
    #expect(
      ShareCard(result: result, day: Self.day("2026-11-30"), language: "es", letters: 5, streak: 4)
        .text == "quiz daily #334 · es\n🟨🟨🟨🟨🟨\n🟩🟩🟩🟩🟩\n💡 1  🧹 1  🔥 4")
    let lost = DailyResult(PuzzleRecord(outcome: .abandoned, picks: 1, hints: 0, wrongTries: 2))
    #expect(
      ShareCard(result: lost, day: Self.day("2026-12-01"), language: "zh", letters: 2, streak: 0)
        .text == "quiz daily #335 · zh\n🟨🟨\n🟨🟨\n⬛⬛\n💡 0  🧹 0  🔥 0")
  }
}
