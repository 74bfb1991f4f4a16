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
  /// 2× fits, else as large as fits (see `PictureRenderer.enlargedSize`).
  ///
  /// `shown` is the area of the picture on show: the view must be larger than the picture
  /// drawn there, filling the room it has when a whole multiple is not; `nil` when even
  /// that is no larger (`+` then offers nothing).
  static func zoom(
    width: Int, height: Int, rows: Int, columns: Int, below: Int, shown: Rect?
  ) -> Zoom? {
    let availableColumns = max(1, columns - 4)
    let availablePixels = max(1, rows - below - 3) * 2
    var size = PictureRenderer.enlargedSize(
      width: width, height: height, columns: availableColumns, pixelRows: availablePixels)
    if let shown {
      let drawn = PictureRenderer.fittedSize(
        width: width, height: height, columns: shown.width, pixelRows: shown.height * 2)
      func larger(_ size: (width: Int, height: Int)) -> Bool {
        size.width * size.height > drawn.width * drawn.height
      }
      if !larger(size) {
        size = PictureRenderer.filling(
          width: width, height: height, columns: availableColumns, pixelRows: availablePixels)
        guard larger(size) else { return nil }
      }
    }
    let cellRows = Layout.cellRows(pixelRows: size.height)
    return Zoom(
      width: size.width, height: size.height, left: (columns - size.width) / 2,
      top: below + 1 + max(0, availablePixels / 2 - cellRows) / 2)
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
