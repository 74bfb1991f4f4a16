import Foundation
import QuizCore
import TerminalKit

/// Draws a picture with more pixels than half blocks show (a photo) as block symbols: per
/// cell the shape of ``SymbolShape`` and the two colours that match its pixels best.
///
/// For each cell, each candidate shape's two colours are the means of the pixels it covers
/// and of the rest, and the shape with the least squared error wins (ties go to the earlier
/// shape, the upper half block first). So a cell is never worse than its half block, and a
/// cell that is exactly a shape gets that shape and its two colours.
public enum SymbolRenderer {
  /// Where colours are averaged and errors measured.
  public enum ErrorSpace: Sendable, Hashable {
    /// The sRGB values as sent to the terminal (what PSNR and SSIM measure).
    case sRGB
    /// Linear light (physical mixing).
    case linear
  }

  /// Pictures up to this size on both sides are pixel art: drawn with half blocks, so each
  /// pixel stays a square of one colour, unless shown at half their size or less.
  public static let pixelArtLimit = 32

  /// True when ``PictureRenderer/render(_:columns:rows:depth:background:symbols:)`` draws
  /// `picture` with symbols: a colour depth with half blocks, a `set` beyond them, and a box
  /// that shows fewer pixels than the picture has — at most half as many each way for pixel
  /// art (a picture up to ``pixelArtLimit`` on a side), whose half blocks would then average
  /// away its outline (as at 40×14, where a 24-pixel picture gets 6 rows). Not pixel art in
  /// 16 colours: a cell's two colours there are so few that its symbol often takes the
  /// backdrop's grey for an orange or a brown, and the picture melts into it, where each
  /// half block keeps a colour apart from the backdrop (a cat's face, a snowflake, scissors).
  public static func draws(
    _ picture: Picture, columns: Int, rows: Int, depth: ColorDepth, set: SymbolSet
  ) -> Bool {
    guard set != .halfBlocks, depth != .none, depth != .linuxConsole else { return false }
    let size = PictureRenderer.fittedSize(
      of: picture, columns: max(columns, 1), pixelRows: max(rows, 1) * 2)
    guard max(picture.width, picture.height) > pixelArtLimit else {
      return !depth.isSixteen && size.width * 2 <= picture.width
        && size.height * 2 <= picture.height
    }
    return size.width < picture.width || size.height < picture.height
  }

  /// Renders `picture` into exactly `rows` × `columns` cells, centred, blank around it, in
  /// the place and size the half block renderer gives it, each cell chosen among the shapes
  /// of `set`.
  ///
  /// A cell some of whose sub-pixels are transparent takes the shape that follows its
  /// outline best (``Chooser/bestLeavingClear(of:in:)``): the opaque side in its mean
  /// colour and the transparent side left to `background` (in reverse video when that is
  /// the glyph's own side). When that shape is the upper half block, or the whole cell is
  /// transparent, the cell is drawn as ``PictureRenderer`` draws it (each half the mean of
  /// its opaque pixels, or `background` when most of it is transparent). Colours are reduced to the palette as there: the
  /// foreground as the upper pixel's, the background as the lower's. With `.none` or
  /// `.linuxConsole` depth this is ``PictureRenderer``'s own drawing.
  public static func render(
    _ picture: Picture, columns: Int, rows: Int, depth: ColorDepth,
    background: TerminalColor = .standard, set: SymbolSet = .blocks, space: ErrorSpace = .sRGB
  ) -> [[Cell]] {
    let columns = max(columns, 0)
    let rows = max(rows, 0)
    guard depth != .none, depth != .linuxConsole, set != .halfBlocks, columns > 0, rows > 0 else {
      return PictureRenderer.render(
        picture, columns: columns, rows: rows, depth: depth, background: background,
        symbols: .halfBlocks)
    }
    let blank = Cell(" ", style: CellStyle(background: background))
    var grid = Array(repeating: Array(repeating: blank, count: columns), count: rows)
    let size = PictureRenderer.fittedSize(of: picture, columns: columns, pixelRows: rows * 2)
    let (across, down) = (SymbolShape.columns, SymbolShape.rows)
    let fine = Fine(
      width: size.width * across, height: size.height * down / 2,
      pixels: PictureRenderer.resample(
        picture, width: size.width * across, height: size.height * down / 2,
        weighingAreas: true))
    let shapes = SymbolShape.shapes(of: set)
    let cellRows = (size.height + 1) / 2
    let left = (columns - size.width) / 2
    let top = (rows - cellRows) / 2
    var chooser = Chooser(space: depth == .trueColor ? space : .sRGB)
    let palette = depth == .trueColor ? nil : PaletteColors(depth.colorSet)
    for cellRow in 0..<cellRows {
      for x in 0..<size.width {
        let (originX, originY) = (x * across, cellRow * down)
        var cell: Cell
        let opaque = chooser.load(fine, x: originX, y: originY)
        let loaded = opaque == across * down
        let partly = opaque > 0 && !loaded ? chooser.bestLeavingClear(of: shapes, in: palette) : nil
        if let partly,
          partly.shape.cell != SymbolShape.upperHalf.cell
            || (partly.covered == nil && partly.rest == nil)
        {
          cell = clearCell(
            partly, chooser: chooser, palette: palette, depth: depth, background: background)
        } else if loaded, let palette {
          let choice = chooser.best(of: shapes, in: palette)
          cell = choice.shape.cell
          cell.style =
            depth.isSixteen
            ? CellStyle(
              foreground: .basic(choice.foreground), background: .basic(choice.background))
            : CellStyle(
              foreground: .palette(choice.foreground), background: .palette(choice.background))
        } else if loaded {
          let choice = chooser.best(of: shapes)
          cell = choice.shape.cell
          cell.style = CellStyle(
            foreground: PictureRenderer.color(choice.foreground, depth: depth),
            background: PictureRenderer.color(choice.background, depth: depth))
        } else {
          let halves = fine.halves(x: originX, y: originY)
          cell = PictureRenderer.cell(
            upper: halves.upper, lower: halves.lower, depth: depth, background: background)
        }
        grid[top + cellRow][left + x] = cell
      }
    }
    return grid
  }

  /// The cell drawing `choice`: a side left clear takes `background`, and when that is the
  /// covered side the cell is drawn in reverse video (its glyph in the background colour).
  static func clearCell(
    _ choice: Chooser.ClearChoice, chooser: Chooser, palette: PaletteColors?,
    depth: ColorDepth, background: TerminalColor
  ) -> Cell {
    func tone(_ part: Chooser.Part) -> TerminalColor {
      guard let palette else {
        return PictureRenderer.color(chooser.color(part.sum / part.count), depth: depth)
      }
      let index = chooser.pick(part.sum, part.count, in: palette)
      return depth.isSixteen ? .basic(index) : .palette(index)
    }
    var cell = choice.shape.cell
    switch (choice.covered, choice.rest) {
    case (let covered?, let rest?):
      cell.style = CellStyle(foreground: tone(covered), background: tone(rest))
    case (let covered?, nil):
      cell.style = CellStyle(foreground: tone(covered), background: background)
    case (nil, let rest?):
      cell.style = CellStyle(foreground: tone(rest), background: background, reverse: true)
    case (nil, nil):
      cell = Cell(" ", style: CellStyle(background: background))
    }
    return cell
  }

  /// The picture resampled to sub-pixels: `nil` for a transparent one.
  struct Fine {
    let width: Int
    let height: Int
    let pixels: [RGBA?]

    /// The sub-pixel at (`x`, `y`); `nil` outside or transparent.
    subscript(x x: Int, y y: Int) -> RGBA? {
      guard x >= 0, x < width, y >= 0, y < height else { return nil }
      return pixels[y * width + x]
    }

    /// The two halves of the cell whose top left sub-pixel is (`x`, `y`): each the mean of
    /// its opaque sub-pixels, or `nil` unless more than half of them are opaque.
    func halves(x: Int, y: Int) -> (upper: RGBA?, lower: RGBA?) {
      let half = SymbolShape.rows / 2
      return (mean(x: x, y: y, rows: half), mean(x: x, y: y + half, rows: half))
    }

    private func mean(x: Int, y: Int, rows: Int) -> RGBA? {
      var (count, red, green, blue) = (0, 0, 0, 0)
      for row in y..<y + rows {
        for column in x..<x + SymbolShape.columns {
          guard let pixel = self[x: column, y: row] else { continue }
          count += 1
          red += Int(pixel.r)
          green += Int(pixel.g)
          blue += Int(pixel.b)
        }
      }
      guard count * 2 > rows * SymbolShape.columns else { return nil }
      return RGBA(
        r: UInt8((red + count / 2) / count), g: UInt8((green + count / 2) / count),
        b: UInt8((blue + count / 2) / count))
    }
  }
}
