import QuizCore
import TerminalKit

/// The question's picture on its backdrop, above the slots.
extension FrameBuilder {
  /// Draws the question's picture (or the placeholder of a broken one) in its area, on the
  /// backdrop ``PictureBackdrop`` chooses for it at `depth` on a `background` terminal. Where the
  /// slots come right under the area (a screen with no row to spare for a gap), the picture
  /// is drawn a pixel shorter and its last row in half blocks, the lower halves left to the
  /// terminal's background, so the slots never run into the backdrop.
  static func drawQuestionPicture(
    _ model: ScreenModel, into screen: inout ScreenBuffer, depth: ColorDepth,
    background: Theme.Background, renderPicture: PictureRendering
  ) {
    let layout = model.layout
    guard let area = layout.picture else { return }
    guard let picture = model.picture else {
      if model.pictureBroken {
        let width = min(area.width, Layout.placeholderSize.columns)
        let height = min(area.height, Layout.placeholderSize.rows)
        screen.paste(
          PictureRenderer.placeholder(columns: width, rows: height), row: area.y,
          column: area.x + (area.width - width) / 2)
      }
      return
    }
    let touching = layout.slots.contains { $0.y == area.y + area.height }
    let pixelRows = area.height * 2 - (touching ? 1 : 0)
    // As large as the area: the layout gave the picture those rows to fill, by any factor.
    let fitted = PictureRenderer.filling(
      width: picture.width, height: picture.height, columns: area.width, pixelRows: pixelRows)
    // The backdrop spans the picture and a column either side, not the whole row.
    let columns = min(area.width, fitted.width + 2)
    let rows = min(area.height, (fitted.height + 1) / 2)
    let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: background)
    var drawn = grown(picture, to: fitted)
    if fitted.height % 2 == 1, drawn.height > fitted.height,
      let padded = Picture(
        width: drawn.width, height: drawn.height + drawn.height / fitted.height,
        pixels: drawn.pixels
          + Array(repeating: .transparent, count: drawn.width * (drawn.height / fitted.height)))
    {
      // An odd number of pixel rows in whole cells: the renderer, fitting the picture anew
      // to the rows' even number of pixels, would make it a column wider than `fitted` (a
      // snail at 40×14 touched its backdrop's left edge). A transparent row below keeps it
      // to `fitted`.
      drawn = padded
    }
    var cells = renderPicture(drawn, columns, rows, depth, backdrop)
    let top = area.y + (area.height - rows) / 2
    if top + rows == area.y + area.height, touching, fitted.height % 2 == 1,
      backdrop != .standard, let last = cells.indices.last
    {
      // In half blocks, as a symbol may fill a cell's lower half.
      let halves = PictureRenderer.render(
        drawn, columns: columns, rows: rows, depth: depth, background: backdrop,
        symbols: .halfBlocks)
      cells[last] = halves[last].map { cell in
        var style = cell.style
        // The last row holds upper pixels only: its lower halves become the terminal's own.
        if cell.text == " " {
          style.foreground = style.background
          style.background = .standard
          return Cell("▀", style: style)
        }
        if cell.text == "▀" { style.background = .standard }
        return Cell(cell.text, style: style)
      }
    }
    screen.paste(cells, row: top, column: area.x + (area.width - columns) / 2)
  }

  /// `picture` resampled to `size` when that is larger than the picture in either direction
  /// (the renderer itself grows only by whole factors), else as
  /// ``fitting(_:exactly:)`` gives it: the renderer shrinks it to exactly `size`.
  static func grown(_ picture: Picture, to size: (width: Int, height: Int)) -> Picture {
    guard size.width > picture.width || size.height > picture.height else {
      return fitting(picture, exactly: size)
    }
    return PictureRenderer.scaled(picture, width: size.width, height: size.height)
  }

  /// `picture`, larger than `size`, as the renderer fits it to exactly `size` in a box of
  /// that size or a little larger: resampled to a whole multiple of `size` (at most 4, so a
  /// photo's symbols still see several of its pixels a pixel), or to `size` itself when
  /// under twice as large. Left whole, a photo was fitted anew by the renderer, whose
  /// rounding could make it a column narrower than the layout's (a wide photo enlarged at a
  /// fractional zoom had a column of backdrop on its right and none to spare on its left).
  static func fitting(_ picture: Picture, exactly size: (width: Int, height: Int)) -> Picture {
    guard size.width > 0, size.height > 0,
      picture.width != size.width || picture.height != size.height
    else { return picture }
    let factor = min(4, picture.width / size.width, picture.height / size.height)
    guard factor >= 1 else { return picture }
    return PictureRenderer.scaled(
      picture, width: size.width * factor, height: size.height * factor)
  }
}
