import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// Counts of one read as one: no "1 questions", "1 saltadas".
@Suite("Counts of one")
struct SingularTests {
  @Test("a count of 1 is followed by no plural word in English and Spanish")
  func noPluralAfterOne() {
    for strings in [Strings.english, .spanish] {
      let texts = [
        strings.headlineAll(1), strings.headlineCounted(.init(solved: 1, total: 3)),
        strings.headlineSkipped(1),
        strings.statusRetrying(1), strings.statsGames(.init(played: 1, finished: 1)),
        strings.statsPuzzles(1),
        strings.checkOK(.init(questions: 1, warnings: 1)),
      ]
      for text in texts {
        for match in text.matches(of: /(?:^|\D)1 (\p{L}+)/) {
          let word = String(match.output.1)
          #expect(!word.hasSuffix("s") || word == "is", "\(strings.language): \(text)")
        }
      }
    }
    #expect(!Strings.english.headlineAll(1).contains("All"))
    #expect(!Strings.chinese.headlineAll(1).contains("全部"))
  }
}
