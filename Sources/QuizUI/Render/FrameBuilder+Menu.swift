import QuizCore
import TerminalKit

/// The start screen.
extension FrameBuilder {
  /// Draws `menu` with the message line into `screen`, which has the terminal's size.
  static func drawMenu(
    _ menu: Menu, message: StatusMessage?, into screen: inout ScreenBuffer, theme: Theme
  ) {
    let layout = MenuLayout(
      menu: menu, rows: screen.rows, columns: screen.columns, message: message?.text)
    if layout.isTooSmall {
      let need = menu.text.needs(
        MenuText.Size(columns: MenuLayout.minimumColumns, rows: MenuLayout.minimumRows))
      let lines =
        TextWrap.lines(menu.text.enlarge, width: screen.columns).map { ($0, theme.heading) }
        + TextWrap.lines(need, width: screen.columns).map { ($0, theme.legend) }
      let top = max(0, (screen.rows - lines.count) / 2)
      for (offset, line) in lines.enumerated() {
        screen.putCentered(line.0, row: top + offset, style: line.1)
      }
      return
    }
    screen.putCentered(menu.text.heading, row: 0, style: theme.heading)
    for line in layout.lines {
      drawMenuLine(line, of: menu, layout: layout, into: &screen, theme: theme)
    }
    if layout.firstLine > 0 {
      screen.put("↑", row: layout.row(of: layout.firstLine), column: layout.columns - 1)
    }
    if layout.lines.upperBound < menu.lineCount {
      screen.put("↓", row: layout.row(of: layout.lines.upperBound - 1), column: layout.columns - 1)
    }
    let legend =
      menu.text.legends.first { TextWidth.of($0) <= layout.columns } ?? menu.text.legends.last
      ?? ""
    screen.putCentered(legend, row: layout.legendRow, style: theme.legend)
    if let message {
      for (offset, line) in layout.messageLines.enumerated() {
        screen.putCentered(line, row: layout.messageRow + offset, style: style(of: message, theme))
      }
    }
  }

  /// One line: the selection mark, the key that picks it, the title, the progress bar and
  /// solved/total (✓ once finished).
  private static func drawMenuLine(
    _ line: Int, of menu: Menu, layout: MenuLayout, into screen: inout ScreenBuffer,
    theme: Theme
  ) {
    let row = layout.row(of: line)
    let isSelected = line == menu.selected
    if isSelected { screen.put("›", row: row, column: 1, style: theme.heading) }
    screen.put(menu.shownKey(at: line), row: row, column: 3, style: theme.legend)
    let titleColumn = 5
    var right = layout.columns - 2
    if case .daily = menu.line(line), let daily = menu.daily {
      let state = menu.text.dailyState(daily)
      let width = TextWidth.of(state)
      if right - width > titleColumn + 8 {
        screen.put(
          state, row: row, column: right - width,
          style: daily.solvedToday == true ? theme.good : theme.info)
        right -= width + 1
      }
    }
    if line < menu.entries.count {
      let entry = menu.entries[line]
      let count: String
      if let total = entry.total {
        count = "\(entry.solved)/\(total)" + (entry.finished ? " " + MenuText.finished : "  ")
      } else {
        count = MenuText.broken + "  "
      }
      let countWidth = max(9, TextWidth.of(count))
      screen.put(
        count, row: row, column: right - TextWidth.of(count),
        style: entry.finished ? theme.good : theme.info)
      right -= countWidth + 1
      if layout.barWidth > 0 {
        right -= layout.barWidth
        let filled: Int
        if let total = entry.total, total > 0 {
          filled =
            entry.finished
            ? layout.barWidth
            : min(
              layout.barWidth, max(entry.solved > 0 ? 1 : 0, entry.solved * layout.barWidth / total)
            )
        } else {
          filled = 0
        }
        screen.put(
          String(repeating: "█", count: filled), row: row, column: right, style: theme.good)
        screen.put(
          String(repeating: "░", count: layout.barWidth - filled), row: row,
          column: right + filled, style: theme.legend)
        right -= 1
      }
    }
    let title = TextWidth.truncate(menu.label(at: line), to: max(0, right - titleColumn))
    screen.put(
      title, row: row, column: titleColumn, style: isSelected ? theme.cursor : theme.heading)
  }

  /// The style of a message's tone.
  static func style(of message: StatusMessage, _ theme: Theme) -> CellStyle {
    switch message.tone {
    case .info: return theme.info
    case .good: return theme.good
    case .bad: return theme.bad
    }
  }
}
