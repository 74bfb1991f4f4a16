import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

@Suite("Summary wording")
struct SummaryTextTests {
  static func summary(solved: Int, skipped: Int, total: Int, elapsed: Double = 0) -> Summary {
    Summary(
      score: 1000, tally: Tally(solved: solved, skipped: skipped), total: total, elapsed: elapsed)
  }

  @Test("a game with a skip says solved and skipped apart, not that all were done")
  func skippedCountedApart() {
    let text = PlainRenderer.congratulations(Self.summary(solved: 1, skipped: 1, total: 2))
    #expect(text.hasPrefix("Congratulations! 1 of 2 solved, 1 skipped.\n"))
    #expect(!text.contains("All"))
  }

  @Test("every question solved is said as such")
  func allSolved() {
    #expect(Self.summary(solved: 5, skipped: 0, total: 5).headline == "All 5 questions solved")
    #expect(Self.summary(solved: 1, skipped: 0, total: 1).headline == "1 of 1 solved")
  }

  @Test("the finished screen's heading counts skipped questions apart")
  func finishedScreenHeading() {
    var screen = ScreenBuffer(rows: 20, columns: 40)
    FrameBuilder.drawFinished(
      Self.summary(solved: 1, skipped: 1, total: 2), into: &screen, theme: Theme(depth: .none),
      trophy: nil)
    #expect(screen.lines.contains { $0.contains("1 of 2 solved, 1 skipped") })
    #expect(!screen.lines.contains { $0.contains("All 2") })
  }

  @Test(
    "the time reads m:ss, then h:mm:ss, and a time past any Int does not trap",
    arguments: zip(
      [0, 59.6, 125, 3599, 3600, 86_399, 1e300, -.infinity, .nan],
      ["0:00", "1:00", "2:05", "59:59", "1:00:00", "23:59:59", "277777777:46:40", "0:00", "0:00"]))
  func clockTime(_ elapsed: Double, _ expected: String) {
    #expect(Self.summary(solved: 0, skipped: 0, total: 1, elapsed: elapsed).clockTime == expected)
  }
}
