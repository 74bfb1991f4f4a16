import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// Times in `quiz stats` are written as each language writes them.
@Suite("Statistics times")
struct StatsDurationTests {
  @Test(
    "seconds with one decimal and minutes with seconds, in each language's marks and units",
    arguments: [
      (Strings.english, 12.5, "12.5 s"), (Strings.english, 185, "3 min 05 s"),
      (Strings.spanish, 12.5, "12,5 s"), (Strings.spanish, 185, "3 min 05 s"),
      (Strings.chinese, 12.5, "12.5 秒"), (Strings.chinese, 185, "3 分 05 秒"),
    ])
  func durations(strings: Strings, seconds: Double, text: String) {
    #expect(StatsText.duration(seconds, strings: strings) == text)
  }
}
