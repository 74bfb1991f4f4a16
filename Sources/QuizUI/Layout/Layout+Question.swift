import QuizCore
import TerminalKit

extension Layout {
  /// The size of the placeholder drawn for a missing or broken picture, in cells; the
  /// layout keeps this much room for it.
  public static let placeholderSize = (columns: 12, rows: 4)

  /// Rows the finished screen keeps for its summary under the trophy: the summary lines,
  /// the blank row between them and the trophy, and one to spare.
  public static let summaryRows = 13

  /// Cell rows a picture `pixelRows` tall takes at its natural size (two pixels a cell).
  public static func cellRows(pixelRows: Int) -> Int {
    (pixelRows + 1) / 2
  }

  /// The layout for `game`'s current question on a `rows` × `columns` screen.
  ///
  /// `picture` is the question's decoded picture (`nil` when it has none, or when it is
  /// missing or broken: the layout then keeps room for a placeholder).
  public init(rows: Int, columns: Int, game: Game, picture: Picture?) {
    let board = game.board
    let icon = game.puzzle.icon
    var pictureRows: Int?
    var pictureColumns: Int?
    if let picture {
      pictureRows = Self.cellRows(pixelRows: picture.height)
      pictureColumns = picture.width
    } else if icon != nil {
      pictureRows = Self.placeholderSize.rows
      pictureColumns = Self.placeholderSize.columns
    }
    self.init(
      rows: rows, columns: columns, slotCount: board.answer.count, tileCount: board.tiles.count,
      letterWidth: board.letterWidth, pictureRows: pictureRows, pictureColumns: pictureColumns,
      picturePixelRows: picture?.height, clue: TextSafety.escaped(game.puzzle.title),
      placeholder: picture == nil && icon != nil,
      headerWidth: Self.headerWidth(for: game))
  }

  /// The columns the counter and score of `game`'s current question take together, with
  /// room for the score it can reach by solving it.
  static func headerWidth(for game: Game) -> Int {
    TextWidth.of(counterText(question: game.index, total: game.puzzles.count))
      + TextWidth.of(scoreText(max(game.score, game.score &+ Game.solvePoints)))
  }

  /// The question counter as the header shows it (`question` counted from 0), with a space
  /// of margin at its left.
  static func counterText(question: Int, total: Int) -> String {
    " \(question + 1) / \(total)"
  }

  /// The score as the header shows it, with a space of margin at its right. The layout keeps
  /// room for the score the question can reach.
  static func scoreText(_ score: Int) -> String { "★ \(score) " }
}
