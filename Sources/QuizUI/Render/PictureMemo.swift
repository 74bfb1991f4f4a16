import QuizCore
import TerminalKit

/// Remembers the last few rendered pictures, so redrawing a frame after a keystroke does
/// not scale the same picture again.
public final class PictureMemo {
  private struct Entry {
    let picture: Picture
    let columns: Int
    let rows: Int
    let depth: ColorDepth
    let background: TerminalColor
    let cells: [[Cell]]
  }

  private var entries: [Entry] = []
  private let capacity: Int
  /// The symbols photos are drawn with.
  public let symbols: SymbolSet

  /// A memo holding up to `capacity` renderings (the normal and the enlarged view), drawing
  /// photos with `symbols`.
  public init(capacity: Int = 2, symbols: SymbolSet = .blocks) {
    self.capacity = max(1, capacity)
    self.symbols = symbols
  }

  /// ``PictureRenderer/render(_:columns:rows:depth:background:symbols:)``, remembered.
  public func render(
    _ picture: Picture, columns: Int, rows: Int, depth: ColorDepth, background: TerminalColor
  ) -> [[Cell]] {
    if let hit = entries.first(where: {
      $0.columns == columns && $0.rows == rows && $0.depth == depth
        && $0.background == background && $0.picture == picture
    }) {
      return hit.cells
    }
    let cells = PictureRenderer.render(
      picture, columns: columns, rows: rows, depth: depth, background: background,
      symbols: symbols)
    entries.insert(
      Entry(
        picture: picture, columns: columns, rows: rows, depth: depth, background: background,
        cells: cells), at: 0)
    if entries.count > capacity { entries.removeLast() }
    return cells
  }
}
