import Foundation
import QuizCore
import TerminalKit

/// Everything the full-screen interface shows at one moment.
public struct ScreenModel: Sendable {
  /// What the game screen shows.
  public enum Mode: Equatable, Sendable {
    /// A question being played.
    case playing
    /// After the last question, "Retry the N skipped? (y/n)".
    case retryOffer(skipped: Int)
    /// The congratulations screen with the summary and "play again?".
    case finished(Summary)
    /// The start screen.
    case menu(Menu)
    /// The daily puzzle's result; `returnsToMenu` says where any key leads (the start
    /// screen, or out).
    case dailyResult(DailyCard, returnsToMenu: Bool)
    /// The statistics opened from the start screen.
    case stats(StatsPage)
    /// The how-to-play card over a question; `first` on the very first start, when any key
    /// starts the game; `daily` over the daily puzzle, which Esc leaves as not solved once
    /// touched; `skip` where a question can be skipped (not in the daily puzzle, nor in a
    /// pack of one question).
    case howToPlay(first: Bool, daily: Bool = false, skip: Bool = true)
  }

  /// The game and interface state.
  public var view: PlayView
  /// The screen layout.
  public var layout: Layout
  /// The message line.
  public var message: StatusMessage?
  /// The current question's picture, when it has one that decodes.
  public var picture: Picture?
  /// True when the question names a picture that is missing or broken.
  public var pictureBroken: Bool
  /// Which screen.
  public var mode: Mode
  /// The interface language.
  public var strings: Strings
  /// Where Esc leads from a question, which the legend names.
  public var leaving: Leaving

  /// Where Esc leads from a question.
  public enum Leaving: Equatable, Sendable {
    /// Out of the program.
    case quit
    /// Back to the start screen the game was opened from.
    case toMenu
    /// Out of the retry round, to the final score.
    case toFinalScore
  }

  /// Creates a model.
  public init(
    view: PlayView, layout: Layout, message: StatusMessage? = nil,
    picture: Picture? = nil, pictureBroken: Bool = false, mode: Mode = .playing,
    strings: Strings = .english, leaving: Leaving = .quit
  ) {
    self.strings = strings
    self.leaving = leaving
    self.view = view
    self.layout = layout
    self.message = message
    self.picture = picture
    self.pictureBroken = pictureBroken
    self.mode = mode
  }
}

/// Draws a ``ScreenModel`` into a ``ScreenBuffer``: pure, so frames can be compared in tests.
public enum FrameBuilder {
  /// The frame for `model` in a colour depth, themed for a dark or light background.
  ///
  /// Every picture is drawn through `pictures`, in `pictureDepth` when given (`.none`:
  /// ASCII shades in a colour terminal), else in `depth`: the full-screen session passes its
  /// one memo, so a keystroke neither resamples nor renders the same picture again; a fresh
  /// memo (the default) draws everything anew.
  public static func build(
    _ model: ScreenModel, depth: ColorDepth, background: Theme.Background = .dark,
    pictureDepth: ColorDepth? = nil, pictures: PictureMemo = PictureMemo()
  ) -> ScreenBuffer {
    let pictureDepth = pictureDepth ?? depth
    let layout = model.layout
    var screen = ScreenBuffer(rows: layout.rows, columns: layout.columns)
    let theme = Theme(depth: depth, background: background)
    if case .menu(let menu) = model.mode {
      drawMenu(menu, message: model.message, into: &screen, theme: theme)
      return screen
    }
    if case .dailyResult(let card, let returnsToMenu) = model.mode {
      drawDailyResult(
        card, returnsToMenu: returnsToMenu, message: model.message, into: &screen, theme: theme,
        strings: model.strings)
      return screen
    }
    if case .stats(let page) = model.mode {
      drawStats(page, message: model.message, into: &screen, theme: theme, strings: model.strings)
      return screen
    }
    if case .howToPlay(let first, let daily, let skip) = model.mode {
      drawHowToPlay(
        first: first, daily: daily, skip: skip, into: &screen, theme: theme,
        strings: model.strings)
      return screen
    }
    if case .finished(let summary) = model.mode {
      let trophy = model.picture.map { picture in
        let rows = min(
          Layout.cellRows(pixelRows: picture.height), max(0, layout.rows - Layout.summaryRows))
        return pictures.render(
          picture, columns: picture.width, rows: rows, depth: pictureDepth, background: .standard)
      }
      drawFinished(
        summary, into: &screen, theme: theme, trophy: trophy, strings: model.strings)
      return screen
    }
    if case .retryOffer(let skipped) = model.mode {
      drawRetryOffer(
        skipped: skipped, into: &screen, theme: theme, strings: model.strings)
      return screen
    }
    if layout.isTooSmall {
      drawTooSmall(layout, into: &screen, theme: theme, strings: model.strings)
      return screen
    }
    let view = model.view
    drawHeader(view, layout: layout, into: &screen, theme: theme)
    drawQuestionPicture(
      model, into: &screen, depth: depth, background: background, pictureDepth: pictureDepth,
      pictures: pictures)
    drawSlots(model, into: &screen, theme: theme)
    drawTiles(model, into: &screen, theme: theme)
    if let row = layout.legendRow {
      // Between the counter and the score when they share its row.
      let (left, right) = layout.headerOnLegend ? headerWidths(view) : (0, 0)
      let width = layout.columns - left - right
      let choice = LegendMemo.legend(
        width: width, skip: !view.isLastQuestion,
        zoom: layout.canEnlarge && model.picture != nil, leaving: model.leaving,
        strings: model.strings)
      // As putCentered would, with the width known: the legend chosen always fits.
      screen.put(
        choice.text, row: row, column: left + max(0, (width - choice.width) / 2),
        style: theme.legend, limit: layout.columns - right)
    }
    if let message = model.message {
      let style: CellStyle
      switch message.tone {
      case .info: style = theme.info
      case .good: style = theme.good
      case .bad: style = theme.bad
      }
      screen.putCentered(message.text, row: layout.messageRow, style: style)
    }
    if view.enlarged, let picture = model.picture {
      drawEnlarged(
        picture, layout: layout, into: &screen, theme: theme, depth: depth,
        background: background, pictureDepth: pictureDepth, pictures: pictures,
        strings: model.strings)
    }
    return screen
  }

  private static func drawHeader(
    _ view: PlayView, layout: Layout, into screen: inout ScreenBuffer, theme: Theme
  ) {
    screen.put(
      Layout.counterText(question: view.question, total: view.total), row: layout.headerRow,
      column: 0, style: theme.heading)
    let score = Layout.scoreText(view.score)
    screen.put(
      score, row: layout.headerRow, column: layout.columns - TextWidth.of(score),
      style: theme.score)
    drawClue(layout, into: &screen, style: theme.heading)
  }

  /// The columns the counter and the score take at the two ends of their row.
  private static func headerWidths(_ view: PlayView) -> (Int, Int) {
    (
      TextWidth.of(Layout.counterText(question: view.question, total: view.total)),
      TextWidth.of(Layout.scoreText(view.score))
    )
  }

  /// The clue's lines, each centred, from the layout's title row down.
  static func drawClue(_ layout: Layout, into screen: inout ScreenBuffer, style: CellStyle) {
    for (offset, line) in layout.clueLines.enumerated() {
      screen.putCentered(
        line, row: layout.titleRow + offset, from: 1, width: layout.columns - 2, style: style)
    }
  }

  private static func padded(_ text: String, width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
  }

  private static func drawSlots(_ model: ScreenModel, into screen: inout ScreenBuffer, theme: Theme)
  {
    let board = model.view.board
    let cursor = model.view.cursor
    let width = board.letterWidth
    let solved = board.isSolved
    let wrong = board.isWrong
    let edged = rowsWithEdge(model.layout.slots, over: model.layout.tiles)
    for (index, rect) in model.layout.slots.enumerated() where index < board.slots.count {
      let letter = board.slotLetters[index].map { TextSafety.escaped(String($0)) } ?? ""
      var style = letter.isEmpty ? theme.emptySlot : theme.slot
      if solved {
        style = theme.rightSlot
      } else if wrong {
        style = theme.wrongSlot
      } else if board.slots[index].locked {
        style = theme.lockedSlot
      }
      if let cursor, cursor.area == .slots, cursor.slot == index, !solved {
        style = theme.boxedSlots ? theme.cursor : style
        if !theme.boxedSlots { style.reverse.toggle() }
      }
      if edged.contains(rect.y) { style.underline = true }
      let shown =
        letter.isEmpty ? String(repeating: "_", count: width) : padded(letter, width: width)
      let text =
        theme.boxedSlots ? " \(letter.isEmpty ? padded("", width: width) : shown) " : "[\(shown)]"
      screen.put(text, row: rect.y, column: rect.x, style: style, limit: rect.width)
    }
    if let last = model.layout.slots.last, solved || wrong {
      let mark = solved ? "✓" : "✗"
      screen.put(
        mark, row: last.y, column: last.x + last.width + 1,
        style: solved ? theme.good : theme.bad)
    }
  }

  private static func drawTiles(_ model: ScreenModel, into screen: inout ScreenBuffer, theme: Theme)
  {
    let board = model.view.board
    let cursor = model.view.cursor
    let width = board.letterWidth
    let visible = board.visibleTiles
    let legend = model.layout.legendRow.map { [Rect(x: 0, y: $0, width: 1, height: 1)] } ?? []
    let edged = rowsWithEdge(model.layout.tiles, over: legend)
    for (index, rect) in model.layout.tiles.enumerated() where index < visible.count {
      let underCursor = cursor?.area == .tiles && cursor?.tile == index
      let edge = edged.contains(rect.y)
      if let letter = visible[index] {
        let text = padded(TextSafety.escaped(String(letter)), width: width)
        let shown = underCursor ? "[" + text + "]" : " " + text + " "
        var style = underCursor ? theme.cursor : theme.tile
        if edge { style.underline = true }
        screen.put(shown, row: rect.y, column: rect.x, style: style, limit: rect.width)
      } else {
        // A tile in a slot leaves a dot; a tile the remove hint took leaves nothing. Neither
        // keeps the edge of the tile that was there.
        var style = theme.usedTile
        if underCursor { style.underline = true }
        let mark = board.tileStates[index] == .removed ? " " : "·"
        let shown =
          underCursor
          ? "[" + padded(mark, width: width) + "]" : " " + padded(mark, width: width) + " "
        screen.put(shown, row: rect.y, column: rect.x, style: style, limit: rect.width)
      }
    }
  }

  /// The rows of `cells` (tiles or slots) with another row of them, or of `next` (the tiles
  /// under the slots, the legend under the tiles), right below: on a screen too short for
  /// blank rows between them, these are drawn underlined,
  /// so that stacked cells show an edge instead of running together into tall bars.
  static func rowsWithEdge(_ cells: [Rect], over next: [Rect] = []) -> Set<Int> {
    let rows = Set(cells.map(\.y))
    let below = rows.union(next.map(\.y))
    return rows.filter { below.contains($0 + 1) }
  }
}
