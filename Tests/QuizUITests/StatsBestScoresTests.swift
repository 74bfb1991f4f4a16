import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// The best scores of `quiz stats` line up whatever the pack names' scripts.
@Suite("Statistics best scores")
struct StatsBestScoresTests {
  @Test("the scores start in one display column after wide and emoji pack names")
  func scoresAligned() throws {
    let today = try #require(CalendarDay(year: 2026, month: 11, day: 30))
    var stats = Statistics()
    stats.bestScores = ["en": 1200, "动物世界": 980, "🦉owls": 1010, "es": 1100]
    let text = StatsText.render(stats, today: today, width: 80, strings: .chinese)
    let lines = text.split(separator: "\n").map(String.init)
    let rows = lines.filter { line in stats.bestScores.keys.contains { line.hasPrefix("  " + $0) } }
    #expect(rows.count == 4)
    // Every row: name, padding, score; the scores' first digits share one column.
    let starts = rows.map { line -> Int in
      let score = String(line.reversed().prefix { $0.isNumber }.reversed())
      return TextWidth.of(line) - TextWidth.of(score)
    }
    #expect(Set(starts).count == 1, "\(lines)")
    for name in stats.bestScores.keys {
      #expect(rows.contains { $0.hasPrefix("  " + name + " ") }, "\(name) cut")
    }
  }
}
