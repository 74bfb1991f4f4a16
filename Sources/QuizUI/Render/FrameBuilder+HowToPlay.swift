import QuizCore
import TerminalKit

/// The how-to-play card: the keys of a question and what they cost, on one screen.
extension FrameBuilder {
  /// One part of the card: its lines, how they are placed, and how much it matters (the
  /// least are dropped first when rows are short; a part goes whole).
  struct CardPart {
    /// The lines, each a key (empty on a continuation line or a line of prose) and a text.
    var lines: [(key: String, text: String)]
    /// True for a key's row, drawn in the key column; false for a centred line.
    var isKey: Bool
    /// How much the part matters.
    var weight: Int
    /// The style of the text.
    var style: CellStyle
  }

  /// The card's parts at `columns`, in order: the heading, what the game asks, each key
  /// with what it does (the costs and points from the game's rules), the points, and how to
  /// see the card again. `keyWidth` is the key column's width. Without `skip` (the daily
  /// puzzle, a pack of one question: no question can be skipped) `>` is left out; over the
  /// `daily` puzzle Esc says that leaving after a move counts as not solved.
  static func howToPlayParts(
    columns: Int, strings: Strings, theme: Theme, daily: Bool = false, skip: Bool = true
  ) -> (parts: [CardPart], keyWidth: Int) {
    let text = strings.howToPlay
    let width = max(8, columns - 2)
    func prose(_ line: String, _ weight: Int, _ style: CellStyle) -> CardPart {
      CardPart(
        lines: TextWrap.lines(line, width: width).map { ("", $0) }, isKey: false,
        weight: weight, style: style)
    }
    let blank = CardPart(lines: [("", "")], isKey: false, weight: 0, style: theme.info)
    let keys: [(String, String, Int)] =
      [
        (text.typeKey, text.type, 9),
        ("⌫", text.backspace, 8),
        ("?", text.reveal(Game.revealCost), 8),
        ("!", text.remove(.init(tiles: Game.tilesRemovedPerHint, cost: Game.removeCost)), 7),
      ] + (skip ? [(">", text.skip, 6)] : [])
      + [
        ("+", text.zoom, 4),
        ("Esc", daily ? text.escapeDaily : text.escape, 8),
      ]
    let keyWidth = keys.map { TextWidth.of($0.0) }.max() ?? 1
    // The key, two spaces, then what it does, wrapped under itself.
    let textWidth = max(6, width - keyWidth - 2)
    let rows = keys.map { key, meaning, weight in
      let lines = TextWrap.lines(meaning, width: textWidth)
      return CardPart(
        lines: lines.enumerated().map { ($0.offset == 0 ? key : "", $0.element) }, isKey: true,
        weight: weight, style: theme.info)
    }
    let points = text.points(.init(start: Game.startingScore, right: Game.solvePoints))
    let parts =
      [prose(text.heading, 10, theme.heading), blank, prose(text.goal, 2, theme.info), blank]
      + rows + [blank, prose(points, 1, theme.info), prose(text.again, 3, theme.legend)]
    return (parts, keyWidth)
  }

  /// Draws the card, centred, with "any key" on the last row: on the very first start
  /// (`first`) any key starts the game, afterwards it returns to the question; over the
  /// `daily` puzzle, or without `skip`, without the keys it refuses. A short screen drops
  /// the blank rows first, then the least needed parts; a narrow one wraps.
  static func drawHowToPlay(
    first: Bool, daily: Bool = false, skip: Bool = true, into screen: inout ScreenBuffer,
    theme: Theme, strings: Strings
  ) {
    var (parts, keyWidth) = howToPlayParts(
      columns: screen.columns, strings: strings, theme: theme, daily: daily, skip: skip)
    let footerRow = screen.rows >= 2 ? screen.rows - 1 : nil
    let room = screen.rows - (footerRow == nil ? 0 : 1)
    while parts.reduce(0, { $0 + $1.lines.count }) > room,
      let lightest = parts.map(\.weight).min(),
      let index = parts.lastIndex(where: { $0.weight == lightest })
    {
      parts.remove(at: index)
    }
    // The key rows line up in one column, their block centred as a whole.
    let keyLines = parts.filter(\.isKey).flatMap(\.lines)
    let blockWidth = keyLines.map { keyWidth + 2 + TextWidth.of($0.text) }.max() ?? 0
    let left = max(0, (screen.columns - blockWidth) / 2)
    let height = parts.reduce(0) { $0 + $1.lines.count }
    var row = max(0, (room - height) / 2)
    for part in parts {
      for line in part.lines where row < room {
        if part.isKey {
          screen.put(line.key, row: row, column: left, style: theme.heading)
          screen.put(line.text, row: row, column: left + keyWidth + 2, style: part.style)
        } else {
          screen.putCentered(line.text, row: row, style: part.style)
        }
        row += 1
      }
    }
    if let footerRow {
      screen.putCentered(
        first ? strings.howToPlay.anyKey : strings.anyKeyReturns, row: footerRow,
        style: theme.legend)
    }
  }
}
