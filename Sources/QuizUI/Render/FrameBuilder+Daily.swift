import QuizCore
import TerminalKit

/// The daily puzzle's result screen and the statistics screen.
extension FrameBuilder {
  /// The result of the day's puzzle, centred: the heading with the date, solved or not, the
  /// answer, the share line, the streak and tomorrow's promise, with "any key" on the last
  /// row. A short screen drops the blank rows first, then the least needed lines.
  static func drawDailyResult(
    _ card: DailyCard, returnsToMenu: Bool, message: StatusMessage?,
    into screen: inout ScreenBuffer, theme: Theme, strings: Strings
  ) {
    let width = max(1, screen.columns - 2)
    // Each line with how much it matters: the least are dropped first when rows are short.
    var lines: [(text: String, style: CellStyle, weight: Int)] = []
    func add(_ text: String, _ style: CellStyle, _ weight: Int) {
      for line in TextWrap.lines(text, width: width) { lines.append((line, style, weight)) }
    }
    func addShare(_ text: String, _ style: CellStyle, _ weight: Int) {
      for line in shareLines(text, width: width) { lines.append((line, style, weight)) }
    }
    func blank() { lines.append(("", theme.info, 0)) }
    add(strings.dailyHeading(card.day.description), theme.heading, 3)
    blank()
    add(
      card.solved ? strings.dailySolved : strings.dailyNotSolved,
      card.solved ? theme.good : theme.bad, 7)
    if !card.answer.isEmpty { add(strings.dailyAnswer(card.answer), theme.heading, 5) }
    blank()
    if card.recorded {
      add(strings.dailyShare, theme.legend, 1)
      addShare(card.shareLine, theme.info, 6)
      blank()
      add(
        strings.dailyStreak(Strings.Streak(current: card.streak, best: card.bestStreak)),
        theme.score, 4)
    } else {
      add(strings.dailyNotRecorded(card.day.description), theme.bad, 6)
    }
    add(strings.dailyTomorrow, theme.info, 2)
    if let message {
      blank()
      add(message.text, style(of: message, theme), 8)
    }
    let legendRow = screen.rows >= 2 ? screen.rows - 1 : nil
    let room = screen.rows - (legendRow == nil ? 0 : 1)
    while lines.count > room, let lightest = lines.map(\.weight).min() {
      guard let index = lines.lastIndex(where: { $0.weight == lightest }) else { break }
      lines.remove(at: index)
    }
    let top = max(0, (room - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      screen.putCentered(line.text, row: top + offset, style: line.style)
    }
    if let legendRow {
      screen.putCentered(
        returnsToMenu ? strings.anyKeyMenu : strings.anyKeyLeave, row: legendRow,
        style: theme.legend)
    }
  }

  /// The share line in lines of at most `width` columns, broken at its ` · ` separators
  /// (a part too long for a line alone is wrapped at its spaces).
  static func shareLines(_ text: String, width: Int) -> [String] {
    let separator = " · "
    var lines: [String] = []
    var line = ""
    for part in text.components(separatedBy: separator) {
      if line.isEmpty {
        line = part
      } else if TextWidth.of(line + separator + part) <= width {
        line += separator + part
      } else {
        lines.append(line)
        line = part
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.flatMap { TextWidth.of($0) <= width ? [$0] : TextWrap.lines($0, width: width) }
  }

  /// The statistics as `quiz stats` prints them, under a heading: the lines from the
  /// page's first, with ↑ / ↓ at the right edge when more lie above or below, every line
  /// cut to the width.
  static func drawStats(
    _ page: StatsPage, message: StatusMessage?, into screen: inout ScreenBuffer, theme: Theme,
    strings: Strings
  ) {
    let frame = StatsPage.Frame(rows: screen.rows)
    let lines = page.lines(columns: screen.columns, strings: strings)
    let top = max(0, min(page.top, lines.count - frame.body.count))
    if let heading = frame.heading {
      screen.putCentered(strings.menu.stats, row: heading, style: theme.heading)
    }
    for (offset, row) in frame.body.enumerated() where top + offset < lines.count {
      screen.put(lines[top + offset], row: row, column: 1, style: theme.info)
    }
    let scrolls = lines.count > frame.body.count
    if scrolls, let first = frame.body.first, let last = frame.body.last {
      if top > 0 { screen.put("↑", row: first, column: screen.columns - 1, style: theme.legend) }
      if top + frame.body.count < lines.count {
        screen.put("↓", row: last, column: screen.columns - 1, style: theme.legend)
      }
    }
    if let row = frame.legend {
      let legend =
        scrolls && TextWidth.of(strings.statsScrollLegend) <= screen.columns
        ? strings.statsScrollLegend : strings.anyKeyReturns
      screen.putCentered(legend, row: row, style: theme.legend)
    }
    if let message, let row = frame.message {
      screen.putCentered(message.text, row: row, style: style(of: message, theme))
    }
  }
}
