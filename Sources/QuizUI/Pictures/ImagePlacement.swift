import QuizCore
import TerminalKit

/// Where a picture shows as a terminal image: the cells the block renderer would paint it
/// in (so the layout is the same whichever way it is drawn), and the backdrop those cells
/// get under the image.
public struct ImagePlacement: Equatable, Sendable {
  /// The picture, as it is (the image is scaled from it, not from the cells).
  public var picture: Picture
  /// The cells it covers.
  public var rect: Rect
  /// The cell put in each of them under the image.
  public var backdrop: Cell

  /// The placement of the picture `model` shows in `layout`, if it shows one where an image
  /// can go: the question's picture, or the enlarged picture over it. The trophy and the
  /// screens without the game stay cells. The picture, in the question or enlarged, sits on
  /// the backdrop ``PictureBackdrop`` chooses for it at `depth` on a `background` terminal,
  /// as its cells do.
  public static func of(
    _ model: ScreenModel, theme: Theme, depth: ColorDepth = .trueColor,
    background: Theme.Background = .dark
  ) -> ImagePlacement? {
    let layout = model.layout
    switch model.mode {
    case .menu, .dailyResult, .stats, .finished, .retryOffer, .howToPlay: return nil
    default: break
    }
    guard !layout.isTooSmall, let picture = model.picture else { return nil }
    if model.view.enlarged {
      let zoom = layout.zoom(of: picture)
      return ImagePlacement(
        picture: picture,
        rect: Rect(x: zoom.left, y: zoom.top, width: zoom.width, height: zoom.rows),
        backdrop: Cell(
          " ",
          style: CellStyle(
            background: PictureBackdrop.choose(
              for: picture, depth: depth, background: background))))
    }
    guard let area = layout.picture else { return nil }
    // As FrameBuilder lays the picture out, then PictureRenderer centres it in its block.
    let fitted = PictureRenderer.filling(
      width: picture.width, height: picture.height, columns: area.width,
      pixelRows: area.height * 2)
    let columns = min(area.width, fitted.width + 2)
    let rows = min(area.height, (fitted.height + 1) / 2)
    let size = PictureRenderer.filling(
      width: picture.width, height: picture.height, columns: columns, pixelRows: rows * 2)
    let cellRows = (size.height + 1) / 2
    let top = area.y + (area.height - rows) / 2 + (rows - cellRows) / 2
    let left = area.x + (area.width - columns) / 2 + (columns - size.width) / 2
    return ImagePlacement(
      picture: picture, rect: Rect(x: left, y: top, width: size.width, height: cellRows),
      backdrop: Cell(
        " ",
        style: CellStyle(
          background: PictureBackdrop.choose(for: picture, depth: depth, background: background))))
  }
}
