import QuizCore
import TerminalKit

/// The statistics screen opened from the start screen: the text of `quiz stats`, scrolled
/// to a line when it is taller than the screen.
public struct StatsPage: Equatable, Sendable {
  /// The statistics shown.
  public var statistics: Statistics
  /// The day they are shown as of (the streak's today).
  public var today: CalendarDay
  /// The first line of the text on show.
  public private(set) var top = 0

  /// A page at its first line.
  public init(statistics: Statistics, today: CalendarDay) {
    self.statistics = statistics
    self.today = today
  }

  /// The text's lines for a screen `columns` wide, each cut to fit within a one-column
  /// margin on the left and two on the right: the last column holds the scroll arrows, and
  /// the one before it keeps them apart from the text.
  public func lines(columns: Int, strings: Strings) -> [String] {
    let width = max(1, columns - 3)
    let text = StatsText.render(statistics, today: today, width: width, strings: strings)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      TextWidth.truncate(String($0), to: width)
    }
  }

  /// Where the parts go on a screen of `rows`: the heading (above a blank row) and the
  /// legend when there is room, and the rows the text has.
  public struct Frame: Equatable, Sendable {
    /// The heading's row, when shown.
    public var heading: Int?
    /// The rows of the text.
    public var body: Range<Int>
    /// The legend's row, when shown.
    public var legend: Int?
    /// The message line's row, when shown.
    public var message: Int?

    /// The frame for a screen of `rows`: heading, blank, text, legend, message; below 6
    /// rows the text and the legend alone; one row holds only text.
    public init(rows: Int) {
      if rows >= 6 {
        heading = 0
        body = 2..<(rows - 2)
        legend = rows - 2
        message = rows - 1
      } else if rows >= 2 {
        heading = nil
        body = 0..<(rows - 1)
        legend = rows - 1
        message = nil
      } else {
        heading = nil
        body = 0..<max(0, rows)
        legend = nil
        message = nil
      }
    }
  }

  /// True when the text is taller than its rows at this size: the arrows scroll it.
  public func scrolls(rows: Int, columns: Int, strings: Strings) -> Bool {
    lines(columns: columns, strings: strings).count > Frame(rows: rows).body.count
  }

  /// Moves the text a line up or down (to the first or last place with Home and End),
  /// never past its ends; other directions do nothing.
  public mutating func scroll(
    _ direction: Command.Direction, rows: Int, columns: Int, strings: Strings
  ) {
    let last = max(
      0, lines(columns: columns, strings: strings).count - Frame(rows: rows).body.count)
    switch direction {
    case .up: top -= 1
    case .down: top += 1
    case .first: top = 0
    case .last: top = last
    case .left, .right: break
    }
    top = max(0, min(top, last))
  }
}
