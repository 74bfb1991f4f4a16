import QuizCore
import Testing

@testable import QuizUI

/// One word for one count in each language: the summary screen, the plain final line and the
/// statistics name the solved, skipped, hints and wrong tries alike.
@Suite("The same count has the same name everywhere")
struct TermConsistencyTests {
  @Test("the plain final line names each count as the summary screen and the statistics do")
  func plainMatchesScreen() {
    let summary = Summary(
      score: 1090, tally: Tally(solved: 3, skipped: 1, hints: 2, wrongTries: 4), total: 4,
      elapsed: 0)
    for s in Strings.all {
      let line = s.plainFinal(summary).lowercased()
      let pairs = [
        (s.summarySolved, s.statsLabels.solved), (s.summarySkipped, s.statsLabels.skipped),
        (s.summaryHints, s.statsLabels.hints), (s.summaryWrongTries, s.statsLabels.wrongTries),
      ]
      for (screen, stats) in pairs {
        #expect(line.contains(screen.lowercased()), "\(s.language): \(screen) in \(line)")
        #expect(screen == stats, "\(s.language): \(screen) / \(stats)")
      }
    }
  }
}
