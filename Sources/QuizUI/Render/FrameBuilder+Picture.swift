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
    background: Theme.Background, pictureDepth: ColorDepth, pictures: PictureMemo
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
    let fit = PictureFit.question(width: fitted.width, height: fitted.height)
    var cells = pictures.render(
      picture, fit: fit, columns: columns, rows: rows, depth: pictureDepth, background: backdrop)
    let top = area.y + (area.height - rows) / 2
    if top + rows == area.y + area.height, touching, fitted.height % 2 == 1,
      backdrop != .standard, pictureDepth != .none, let last = cells.indices.last
    {
      // In half blocks, as a symbol may fill a cell's lower half.
      let halves = pictures.render(
        picture, fit: fit, columns: columns, rows: rows, depth: pictureDepth,
        background: backdrop, symbols: .halfBlocks)
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
}
