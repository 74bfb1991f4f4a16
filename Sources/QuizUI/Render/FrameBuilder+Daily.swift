import QuizCore
import TerminalKit

/// The daily puzzle's result screen and the statistics screen.
extension FrameBuilder {
  /// The result of the day's puzzle, centred: the heading with the date, solved or not, the
  /// answer, the share card (its lines left-aligned in a centred block), the streak and
  /// tomorrow's promise, with the keys on the last row (`c` copies the card). A short screen
  /// drops the blank rows first, then the least needed lines.
  static func drawDailyResult(
    _ card: DailyCard, returnsToMenu: Bool, message: StatusMessage?,
    into screen: inout ScreenBuffer, theme: Theme, strings: Strings
  ) {
    let legendRow = screen.rows >= 2 ? screen.rows - 1 : nil
    let anyKey = returnsToMenu ? strings.anyKeyMenu : strings.anyKeyLeave
    let withCopy = strings.dailyCopyLegend + " · " + anyKey
    // Where the copy key and "any key" do not fit one row, the copy key has its own above.
    let copyRow =
      card.recorded && TextWidth.of(withCopy) > screen.columns && screen.rows >= 3
      ? legendRow.map { $0 - 1 } : nil
    let room = screen.rows - (legendRow == nil ? 0 : 1) - (copyRow == nil ? 0 : 1)
    let width = max(1, screen.columns - 2)
    // The share card is shown whole or not at all: a screen too short for it drops it.
    var lines = dailyLines(
      card, message: message, width: width, room: room, withCard: true, theme: theme,
      strings: strings)
    if card.recorded, lines.filter(\.block).count < card.share.lines.count {
      lines = dailyLines(
        card, message: message, width: width, room: room, withCard: false, theme: theme,
        strings: strings)
    }
    let top = max(0, (room - lines.count) / 2)
    let blockWidth = lines.filter(\.block).map { TextWidth.of($0.text) }.max() ?? 0
    let blockColumn = max(0, (screen.columns - blockWidth) / 2)
    for (offset, line) in lines.enumerated() {
      if line.block {
        screen.put(line.text, row: top + offset, column: blockColumn, style: line.style)
      } else {
        screen.putCentered(line.text, row: top + offset, style: line.style)
      }
    }
    if let copyRow {
      screen.putCentered(strings.dailyCopyLegend, row: copyRow, style: theme.legend)
    }
    if let legendRow {
      let legend = card.recorded && copyRow == nil ? withCopy : anyKey
      screen.putCentered(legend, row: legendRow, style: theme.legend)
    }
  }

  /// The result screen's lines, each with how much it matters and whether it belongs to
  /// the share card's block (left out without `withCard`), the least needed dropped until
  /// they fit `room` rows.
  private static func dailyLines(
    _ card: DailyCard, message: StatusMessage?, width: Int, room: Int, withCard: Bool,
    theme: Theme, strings: Strings
  ) -> [(text: String, style: CellStyle, weight: Int, block: Bool)] {
    var lines: [(text: String, style: CellStyle, weight: Int, block: Bool)] = []
    func add(_ text: String, _ style: CellStyle, _ weight: Int) {
      for line in TextWrap.lines(text, width: width) { lines.append((line, style, weight, false)) }
    }
    func blank() { lines.append(("", theme.info, 0, false)) }
    add(strings.dailyHeading(card.day.description), theme.heading, 3)
    blank()
    add(
      card.solved ? strings.dailySolved : strings.dailyNotSolved,
      card.solved ? theme.good : theme.bad, 7)
    if !card.answer.isEmpty { add(strings.dailyAnswer(card.answer), theme.heading, 6) }
    blank()
    if card.recorded {
      if withCard {
        add(strings.dailyShare, theme.legend, 1)
        for line in card.share.lines { lines.append((line, theme.info, 5, true)) }
        blank()
      }
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
    while lines.count > room, let lightest = lines.map(\.weight).min() {
      guard let index = lines.lastIndex(where: { $0.weight == lightest }) else { break }
      lines.remove(at: index)
    }
    return lines
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
