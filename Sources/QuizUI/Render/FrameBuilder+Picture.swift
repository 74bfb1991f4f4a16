import TerminalKit

/// The question's picture on its backdrop, above the slots.
extension FrameBuilder {
  /// Draws the question's picture (or the placeholder of a broken one) in its area, on the
  /// backdrop ``PictureBackdrop`` chooses for it at `depth` on a `background` terminal. Where the
  /// slots come right under the area (a screen with no row to spare for a gap), the picture
  /// is drawn a pixel shorter and the lower half of its last row left to the terminal's
  /// background, so the slots never run into the backdrop.
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
    // The backdrop spans the picture and a column either side, not the whole row.
    let fitted = PictureRenderer.fittedSize(
      of: picture, columns: area.width, pixelRows: pixelRows)
    let columns = min(area.width, fitted.width + 2)
    let rows = min(area.height, (fitted.height + 1) / 2)
    let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: background)
    var cells = renderPicture(picture, columns, rows, depth, backdrop)
    let top = area.y + (area.height - rows) / 2
    if top + rows == area.y + area.height, touching, fitted.height % 2 == 1,
      backdrop != .standard, let last = cells.indices.last
    {
      cells[last] = cells[last].map { cell in
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
