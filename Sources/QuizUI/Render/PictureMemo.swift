import QuizCore
import TerminalKit

/// Remembers the last few pictures drawn and how each was resampled, so redrawing a frame
/// after a keystroke neither resamples nor renders the same picture again (nor weighs its
/// colours' mixes again, which is part of rendering).
///
/// One per session, passed to ``FrameBuilder/build(_:depth:background:pictureDepth:pictures:)``:
/// every picture a frame draws goes through it, the question's picture, its last row in
/// half blocks, the enlarged view and the trophy. An entry is kept for a picture, the way
/// it was resampled (to the sizes the layout gives, so a resize resamples anew), the box,
/// the colour depth, the background and the symbols: any of them changed draws anew.
public final class PictureMemo {
  private struct Fitted {
    let picture: Picture
    let fit: PictureFit
    let result: Picture
  }

  private struct Drawn {
    let picture: Picture
    let fit: PictureFit
    let columns: Int
    let rows: Int
    let depth: ColorDepth
    let background: TerminalColor
    let symbols: SymbolSet
    let cells: [[Cell]]
  }

  private var fitted: [Fitted] = []
  private var drawn: [Drawn] = []
  private let capacity: Int
  /// The symbols photos are drawn with.
  public let symbols: SymbolSet
  /// How many times a picture was rendered into cells (each a miss of the memo).
  private(set) var renders = 0
  /// How many times a picture was resampled to a size of the layout before rendering.
  private(set) var resamples = 0

  /// A memo holding up to `capacity` renderings (a frame draws up to three of one picture:
  /// the question's, its last row in half blocks and the enlarged view), drawing photos
  /// with `symbols`.
  public init(capacity: Int = 4, symbols: SymbolSet = .blocks) {
    self.capacity = max(1, capacity)
    self.symbols = symbols
  }

  /// ``PictureRenderer/render(_:columns:rows:depth:background:symbols:)`` with this memo's
  /// symbols, remembered.
  public func render(
    _ picture: Picture, columns: Int, rows: Int, depth: ColorDepth, background: TerminalColor
  ) -> [[Cell]] {
    render(
      picture, fit: .asGiven, columns: columns, rows: rows, depth: depth, background: background)
  }

  /// `picture` resampled as `fit` says, then rendered into `rows` × `columns` cells with
  /// `symbols` (this memo's when `nil`), each step remembered.
  func render(
    _ picture: Picture, fit: PictureFit, columns: Int, rows: Int, depth: ColorDepth,
    background: TerminalColor, symbols: SymbolSet? = nil
  ) -> [[Cell]] {
    let symbols = symbols ?? self.symbols
    if let index = drawn.firstIndex(where: {
      $0.columns == columns && $0.rows == rows && $0.depth == depth
        && $0.background == background && $0.symbols == symbols && $0.fit == fit
        && $0.picture == picture
    }) {
      let hit = drawn.remove(at: index)
      drawn.insert(hit, at: 0)
      return hit.cells
    }
    renders += 1
    let cells = PictureRenderer.render(
      resampled(picture, fit), columns: columns, rows: rows, depth: depth,
      background: background, symbols: symbols)
    drawn.insert(
      Drawn(
        picture: picture, fit: fit, columns: columns, rows: rows, depth: depth,
        background: background, symbols: symbols, cells: cells), at: 0)
    if drawn.count > capacity { drawn.removeLast() }
    return cells
  }

  /// `picture` resampled as `fit` says, remembered: the question's picture and its last
  /// row, or the picture drawn again in another colour depth, share one resampling.
  private func resampled(_ picture: Picture, _ fit: PictureFit) -> Picture {
    guard fit != .asGiven else { return picture }
    if let index = fitted.firstIndex(where: { $0.fit == fit && $0.picture == picture }) {
      let hit = fitted.remove(at: index)
      fitted.insert(hit, at: 0)
      return hit.result
    }
    resamples += 1
    let result = fit.apply(to: picture)
    fitted.insert(Fitted(picture: picture, fit: fit, result: result), at: 0)
    if fitted.count > capacity { fitted.removeLast() }
    return result
  }
}
