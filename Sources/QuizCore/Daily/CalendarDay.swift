import Foundation

/// A calendar date without a time or a time zone: the day a daily puzzle belongs to.
///
/// Arithmetic works on ``dayNumber``, the count of days since 1970-01-01 in the proleptic
/// Gregorian calendar, so month and year ends, leap years and daylight-saving changes are
/// nothing special: a day is always one step of one.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let dayNumber: Int

  /// The day `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// The day with this year, month (1–12) and day of the month; `nil` when there is no
  /// such date (2026-02-30) or the year is outside 1–9999.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    dayNumber = Self.daysFromCivil(year: year, month: month, day: day)
  }

  /// Reads `YYYY-MM-DD` (exactly that shape, ASCII digits); `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The local calendar day of `date` in `calendar`'s time zone.
  public init(_ date: Date, in calendar: Calendar) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    dayNumber = Self.daysFromCivil(
      year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// The year, month and day of the month.
  public var civil: (year: Int, month: Int, day: Int) { Self.civilFromDays(dayNumber) }

  /// `YYYY-MM-DD`.
  public var description: String {
    let (year, month, day) = civil
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> CalendarDay {
    CalendarDay(dayNumber: dayNumber + count)
  }

  /// Orders days in time.
  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  // NB: Howard Hinnant's days_from_civil / civil_from_days, exact for every Gregorian date.
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
