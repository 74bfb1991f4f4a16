import QuizCore
import TerminalKit

/// The layout of the question on show, computed again only when the question or the screen
/// size changes: keys and frames in between share one.
public struct LayoutMemo: Sendable {
  private struct Key: Equatable {
    let rows: Int
    let columns: Int
    let index: Int
    let puzzle: Puzzle
  }

  private var key: Key?
  private var layout: Layout?

  /// An empty memo.
  public init() {}

  /// The layout of `game`'s current question on a `rows` × `columns` screen, with its
  /// picture looked up by `picture` (`nil`: missing or broken).
  public mutating func layout(
    rows: Int, columns: Int, game: Game, picture: (String) -> Picture?
  ) -> Layout {
    let key = Key(rows: rows, columns: columns, index: game.index, puzzle: game.puzzle)
    if let layout, key == self.key { return layout }
    let fresh = Layout(
      rows: rows, columns: columns, game: game, picture: game.puzzle.icon.flatMap(picture))
    self.key = key
    layout = fresh
    return fresh
  }
}
