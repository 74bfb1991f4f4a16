import Foundation
import Testing

@testable import QuizCore

@Suite("Calendar days")
struct CalendarDayTests {
  @Test(
    "YYYY-MM-DD round-trips and counts days from 1970",
    arguments: [
      ("1970-01-01", 0), ("2026-01-01", 20_454), ("2024-02-29", 19_782), ("2000-03-01", 11_017),
    ])
  func parse(_ text: String, _ number: Int) throws {
    let day = try #require(CalendarDay(text))
    #expect(day.dayNumber == number)
    #expect(day.description == text)
  }

  @Test(
    "impossible or malformed dates are refused",
    arguments: [
      "2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "20261101", "", "2026-11-31",
      "２０２６-01-01", "2026-01-01 ",
    ])
  func refused(_ text: String) {
    #expect(CalendarDay(text) == nil)
  }

  @Test("the day after a month or year end is the first of the next")
  func ends() throws {
    #expect(try #require(CalendarDay("2026-12-31")).adding(days: 1).description == "2027-01-01")
    #expect(try #require(CalendarDay("2028-02-28")).adding(days: 1).description == "2028-02-29")
    #expect(try #require(CalendarDay("2026-02-28")).adding(days: 1).description == "2026-03-01")
    #expect(try #require(CalendarDay("2026-04-30")).adding(days: 1).description == "2026-05-01")
  }

  @Test("a moment's day follows the calendar's time zone, across a DST change")
  func localDay() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    // 2026-03-08 07:30 UTC is 03:30 EDT on March 8 (clocks went forward at 02:00).
    let spring = Date(timeIntervalSince1970: 1_772_955_000)
    #expect(CalendarDay(spring, in: calendar).description == "2026-03-08")
    // 2026-03-08 04:30 UTC is still 23:30 EST on March 7.
    #expect(
      CalendarDay(spring.addingTimeInterval(-3 * 3600), in: calendar).description == "2026-03-07")
    // 23 hours after midnight on the short day is midnight of March 9.
    let midnight = try #require(
      calendar.date(from: DateComponents(year: 2026, month: 3, day: 8)))
    #expect(
      CalendarDay(midnight.addingTimeInterval(23 * 3600), in: calendar).description == "2026-03-09")
  }
}
