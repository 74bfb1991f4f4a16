import TerminalKit

/// Where the start screen's parts go at one terminal size: the heading, the visible
/// lines of the list (scrolled to keep the selected one in view), the legend and the
/// message line.
public struct MenuLayout: Equatable, Sendable {
  /// The smallest terminal the menu is drawn in.
  public static let minimumColumns = 24
  /// The smallest terminal the menu is drawn in.
  public static let minimumRows = 6

  /// Terminal rows.
  public let rows: Int
  /// Terminal columns.
  public let columns: Int
  /// The 0-based screen row of the first list line.
  public let listTop: Int
  /// How many list lines are visible.
  public let visibleLines: Int
  /// The first visible list line (the scroll position).
  public let firstLine: Int
  /// The width of a progress bar, 0 when there is no room for one.
  public let barWidth: Int
  /// The message's lines, wrapped to the width: as many rows as it needs, leaving the list
  /// one line (the last line shown ends with `…` when even that is not enough).
  public let messageLines: [String]

  /// The layout of `menu` in a terminal of `rows` × `columns`, with `message` on the
  /// message line.
  public init(menu: Menu, rows: Int, columns: Int, message: String? = nil) {
    self.rows = rows
    self.columns = columns
    // Heading, a blank row, the list, the legend, the message.
    listTop = rows >= 10 ? 2 : 1
    // NB: a long message may hide all the list but one line: the next key clears it.
    let room = max(1, rows - listTop - 2)
    let wrapped = message.map { TextWrap.lines($0, width: columns, rows: room) } ?? []
    messageLines = wrapped.isEmpty ? [""] : wrapped
    visibleLines = max(0, min(menu.lineCount, rows - listTop - 1 - messageLines.count))
    let lastFirst = menu.lineCount - visibleLines
    firstLine = max(0, min(lastFirst, menu.selected - visibleLines / 2))
    barWidth = columns >= 72 ? 20 : columns >= 50 ? 12 : columns >= 36 ? 6 : 0
  }

  /// True when the terminal is too small for the menu.
  public var isTooSmall: Bool {
    columns < Self.minimumColumns || rows < Self.minimumRows
  }

  /// The 0-based row of the legend.
  public var legendRow: Int { messageRow - 1 }
  /// The 0-based row of the message's first line.
  public var messageRow: Int { rows - messageRows }
  /// How many rows the message takes (one when there is none).
  public var messageRows: Int { messageLines.count }

  /// The visible list lines.
  public var lines: Range<Int> { firstLine..<(firstLine + visibleLines) }

  /// The 0-based screen row of a visible list line.
  public func row(of line: Int) -> Int { listTop + line - firstLine }

  /// The list line at a 1-based column and row (a mouse click), if any.
  public func line(column: Int, row: Int) -> Int? {
    guard !isTooSmall, column >= 1, column <= columns else { return nil }
    let line = row - 1 - listTop + firstLine
    return lines.contains(line) ? line : nil
  }
}
