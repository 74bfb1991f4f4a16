import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// `quiz stats` in Spanish and Chinese: the values line up after labels of any width.
@Suite("Statistics text in every language")
struct LocalizedStatsTests {
  @Test("the values of quiz stats start in one display column in every language")
  func statsAligned() throws {
    let today = try #require(CalendarDay(year: 2026, month: 11, day: 30))
    for strings in Strings.all {
      let text = StatsText.render(Statistics(), today: today, width: 80, strings: strings)
      let lines = text.split(separator: "\n").map(String.init)
      let starts = strings.statsLabels.all.compactMap { label -> Int? in
        guard let line = lines.first(where: { $0.hasPrefix(label + " ") }) else { return nil }
        let value = line.dropFirst(label.count).drop { $0 == " " }
        return TextWidth.of(String(line.prefix(line.count - value.count)))
      }
      #expect(starts.count == 8 && Set(starts).count == 1, "\(strings.language): \(starts)")
      #expect(text.contains(strings.statsChartTitle))
    }
  }
}
