import QuizCore
import TerminalKit

extension Layout {
  /// Where `+` shows the picture enlarged: its size in pixels and its top-left cell.
  public struct Zoom: Equatable, Sendable {
    /// Width in pixels, one column each.
    public let width: Int
    /// Height in pixels, two a row.
    public let height: Int
    /// Column of the picture's left edge.
    public let left: Int
    /// Row of the picture's top edge.
    public let top: Int
    /// Rows it takes.
    public var rows: Int { Layout.cellRows(pixelRows: height) }
  }

  /// The enlarged view of a `width` × `height` pixel picture on a `rows` × `columns`
  /// screen whose clue ends above row `below`: under the clue, with a cell of frame at each
  /// side and the bottom row left for the message, a whole multiple of the picture when
  /// 2× fits, else as large as fits (see `PictureRenderer.enlargedSize`). Where the room
  /// under the clue would shrink the picture (and blur it), the view takes every row but the
  /// message's, over the clue, when that shows it larger.
  ///
  /// `shown` is the area of the picture on show: the view must be larger than the picture
  /// drawn there, filling the room it has when a whole multiple is not; `nil` when even
  /// that is no larger (`+` then offers nothing).
  static func zoom(
    width: Int, height: Int, rows: Int, columns: Int, below: Int, shown: Rect?
  ) -> Zoom? {
    let under = zoom(
      width: width, height: height, rows: rows, columns: columns, top: below + 1,
      pixelRows: max(1, rows - below - 3) * 2, shown: shown)
    let shrunk = under.map { $0.width < width || $0.height < height } ?? true
    guard shrunk else { return under }
    // Over the clue: the rows above the message, the frame only where the picture leaves room.
    let whole = zoom(
      width: width, height: height, rows: rows, columns: columns, top: 0,
      pixelRows: max(1, rows - 1) * 2, shown: shown)
    guard let whole else { return under }
    guard let under else { return whole }
    return whole.width * whole.height > under.width * under.height ? whole : under
  }

  /// The view in the `pixelRows / 2` rows from `top` down, centred there (see
  /// ``zoom(width:height:rows:columns:below:shown:)``).
  private static func zoom(
    width: Int, height: Int, rows: Int, columns: Int, top: Int, pixelRows: Int, shown: Rect?
  ) -> Zoom? {
    let availableColumns = max(1, columns - 4)
    var size = PictureRenderer.enlargedSize(
      width: width, height: height, columns: availableColumns, pixelRows: pixelRows)
    if let shown {
      let drawn = PictureRenderer.filling(
        width: width, height: height, columns: shown.width, pixelRows: shown.height * 2)
      func larger(_ size: (width: Int, height: Int)) -> Bool {
        size.width * size.height > drawn.width * drawn.height
      }
      if !larger(size) {
        size = PictureRenderer.filling(
          width: width, height: height, columns: availableColumns, pixelRows: pixelRows)
        guard larger(size) else { return nil }
      }
    }
    let cellRows = Layout.cellRows(pixelRows: size.height)
    return Zoom(
      width: size.width, height: size.height, left: (columns - size.width) / 2,
      top: top + max(0, pixelRows / 2 - cellRows) / 2)
  }

  /// The enlarged view of `picture` on this layout's screen (see
  /// ``zoom(width:height:rows:columns:below:shown:)``); when it would be no larger than
  /// the picture on show, the largest view that fits all the same.
  func zoom(of picture: Picture) -> Zoom {
    let below = titleRow + max(1, clueLines.count)
    let view = { (shown: Rect?) in
      Self.zoom(
        width: picture.width, height: picture.height, rows: rows, columns: columns,
        below: below, shown: shown)
    }
    // Without a shown area there is always a view.
    return view(self.picture) ?? view(nil as Rect?)
      ?? Zoom(width: 1, height: 1, left: 0, top: below)
  }
}
