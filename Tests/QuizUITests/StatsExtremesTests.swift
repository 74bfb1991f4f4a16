import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// `quiz stats` draws any statistics file that passes `Statistics.isPossible`, however large
/// its numbers: no conversion or product traps.
@Suite("Statistics at the limits")
struct StatsExtremesTests {
  static let today = CalendarDay(dayNumber: 20_500)

  /// A file as it could be on disk, read the way the store reads it.
  static func read(_ json: String) throws -> Statistics {
    try #require(Statistics.decode(Data(json.utf8)))
  }

  @Test("an average solve time past Int's range is written, not trapped on")
  func hugeAverage() throws {
    let stats = try Self.read(
      #"{"version":1,"games":1,"gamesFinished":1,"puzzlesPlayed":1,"solved":1,"skipped":0,"#
        + #""hints":0,"wrongTries":0,"solvedSeconds":1e19,"hintsPerSolved":[1,0,0,0,0,0],"#
        + #""bestScores":{},"daily":{}}"#)
    for strings in Strings.all {
      let text = StatsText.render(stats, today: Self.today, width: 80, strings: strings)
      #expect(text.contains(strings.statsLabels.averageTime))
    }
    #expect(StatsText.json(stats, today: Self.today).contains("1e+19"))
  }

  @Test(
    "durations at and past Int's range",
    arguments: [1e19, 9.3e18, Double(Int.max), 1e300, Double.greatestFiniteMagnitude])
  func hugeDurations(seconds: Double) {
    #expect(StatsText.duration(seconds).hasSuffix(" s"))
  }

  @Test("chart counts near Int.max draw bars within the width")
  func hugeChart() {
    let counts = [Int.max, Int.max / 2, 200_000_000_000_000_000, 1, 0, Int.max - 1]
    for width in [80, 400] {
      let lines = StatsText.chart(counts, width: width)
      #expect(lines.count == counts.count)
      for line in lines { #expect(TextWidth.of(line) <= width) }
      #expect(lines[4].hasSuffix("  0"))
      #expect(lines[3].contains("█"))
    }
  }

  @Test("a statistics file with every count at Int.max renders as text and as JSON")
  func everythingHuge() throws {
    let most = Int.max
    let stats = try Self.read(
      #"{"version":1,"games":\#(most),"gamesFinished":\#(most),"puzzlesPlayed":\#(most),"#
        + #""solved":\#(most),"skipped":0,"hints":\#(most),"wrongTries":\#(most),"#
        + #""solvedSeconds":1.7976931348623157e308,"hintsPerSolved":[\#(most),0,0,0,0,0],"#
        + #""bestScores":{"en":\#(most)},"daily":{}}"#)
    let text = StatsText.render(stats, today: Self.today, width: 80)
    #expect(text.contains("\(most)"))
    #expect(!StatsText.json(stats, today: Self.today).isEmpty)
  }

  @Test("negative chart counts, which no file can hold, draw no bar")
  func negativeChart() {
    let lines = StatsText.chart([-5, -1, Int.min, 0, 0, 0], width: 80)
    #expect(lines.allSatisfy { !$0.contains("█") })
  }
}
