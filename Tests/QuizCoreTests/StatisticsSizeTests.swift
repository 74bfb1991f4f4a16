import Foundation
import Testing

@testable import QuizCore

@Suite("Statistics size")
struct StatisticsSizeTests {
  @Test("the saved form is compact JSON: no indentation, no line breaks")
  func compact() throws {
    var stats = Statistics()
    stats.recordGameStarted()
    stats.recordGameFinished(pack: "en", score: 1100)
    let text = String(decoding: try stats.encoded(), as: UTF8.self)
    #expect(!text.contains("\n"))
    #expect(!text.contains(": "))
    #expect(Statistics.decode(try stats.encoded()) == stats)
  }

  @Test("daily results are kept for the latest days only, so the file cannot grow without end")
  func dailyWindow() throws {
    var stats = Statistics()
    let first = try #require(CalendarDay("2026-01-01"))
    let days = Statistics.dailyDaysKept + 10
    for offset in 0..<days {
      let day = CalendarDay(dayNumber: first.dayNumber + offset)
      stats.recordDaily(DailyResult(PuzzleRecord(outcome: .solved, seconds: 1)), on: day)
    }
    #expect(stats.daily.count == Statistics.dailyDaysKept)
    let last = CalendarDay(dayNumber: first.dayNumber + days - 1)
    #expect(stats.dailyResult(on: last) != nil)
    #expect(stats.dailyResult(on: first) == nil)
    #expect(stats.dailyResult(on: CalendarDay(dayNumber: first.dayNumber + 10)) != nil)
    #expect(stats.currentStreak(today: last) == Statistics.dailyDaysKept)
  }

  @Test("an old day recorded into a full window is not kept in place of a later one")
  func oldDayIntoFullWindow() throws {
    var stats = Statistics()
    let first = try #require(CalendarDay("2026-01-01"))
    for offset in 0..<Statistics.dailyDaysKept {
      let day = CalendarDay(dayNumber: first.dayNumber + offset)
      stats.recordDaily(DailyResult(PuzzleRecord(outcome: .solved, seconds: 1)), on: day)
    }
    let earlier = CalendarDay(dayNumber: first.dayNumber - 1)
    stats.recordDaily(DailyResult(PuzzleRecord(outcome: .solved, seconds: 1)), on: earlier)
    #expect(stats.daily.count == Statistics.dailyDaysKept)
    #expect(stats.dailyResult(on: earlier) == nil)
    #expect(stats.dailyResult(on: first) != nil)
  }
}
