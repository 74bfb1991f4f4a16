import Foundation
import QuizCore
import TerminalKit

/// Turns a ``Picture`` into terminal cells: two pixels per cell with upper-half blocks, or
/// an ASCII shade ramp when there is no colour.
public enum PictureRenderer {
  /// The ASCII ramp from no ink to most ink, used when the output has no colour.
  public static let shadeRamp: [Character] = Array(" .:-=+*#%@")

  /// Renders `picture` into exactly `rows` × `columns` cells, centred, blank around it.
  ///
  /// A cell shows two pixels, one column wide and half a row tall each, so the picture is
  /// fitted into `columns` × `rows * 2` pixels keeping its aspect ratio: shrunk with
  /// alpha-weighted area averaging, or enlarged by the largest whole factor that fits.
  /// Transparent pixels show `background`. In 16 and 256 colours some of the picture's
  /// colours may be drawn as 2×2 mixes where that scores higher
  /// (``closer(_:pixels:size:left:top:depth:background:)``). With `.none` depth every cell
  /// is `.plain` and holds one ramp character for the average brightness of its two pixels
  /// (transparent counts as no ink, which suits a dark terminal).
  ///
  /// A photo (a picture larger than ``SymbolRenderer/pixelArtLimit`` with more pixels than
  /// the box shows this way), or pixel art shown at half its size or less, is drawn with
  /// ``SymbolSet/blocks`` instead (see ``SymbolRenderer/draws(_:columns:rows:depth:set:)``).
  public static func render(
    _ picture: Picture, columns: Int, rows: Int, depth: ColorDepth,
    background: TerminalColor = .standard
  ) -> [[Cell]] {
    render(
      picture, columns: columns, rows: rows, depth: depth, background: background,
      symbols: .blocks)
  }

  /// ``render(_:columns:rows:depth:background:)`` with the symbols a photo may use: with
  /// ``SymbolSet/halfBlocks`` every picture is drawn with half blocks.
  public static func render(
    _ picture: Picture, columns: Int, rows: Int, depth: ColorDepth,
    background: TerminalColor = .standard, symbols: SymbolSet
  ) -> [[Cell]] {
    render(
      picture, columns: columns, rows: rows, depth: depth, background: background,
      symbols: symbols, separating: true)
  }

  /// ``render(_:columns:rows:depth:background:symbols:)``, where in 16 colours neighbouring
  /// regions are kept apart (``separated(_:pixels:entries:depth:avoiding:scores:)``) only
  /// when `separating`, and only in a picture drawn at its own size or larger (shrunk, its
  /// pixels are blends of its regions, and keeping them apart scored lower at 40×14).
  static func render(
    _ picture: Picture, columns: Int, rows: Int, depth: ColorDepth, background: TerminalColor,
    symbols: SymbolSet, separating: Bool
  ) -> [[Cell]] {
    if SymbolRenderer.draws(picture, columns: columns, rows: rows, depth: depth, set: symbols) {
      return SymbolRenderer.render(
        picture, columns: columns, rows: rows, depth: depth, background: background,
        set: symbols)
    }
    let columns = max(columns, 0)
    let rows = max(rows, 0)
    let blank = depth == .none ? Cell.blank : Cell(" ", style: CellStyle(background: background))
    var grid = Array(repeating: Array(repeating: blank, count: columns), count: rows)
    guard columns > 0, rows > 0 else { return grid }
    let size = fittedSize(of: picture, columns: columns, pixelRows: rows * 2)
    let scaled = resample(picture, width: size.width, height: size.height)
    let cellRows = (size.height + 1) / 2
    let left = (columns - size.width) / 2
    let top = (rows - cellRows) / 2
    for cellRow in 0..<cellRows {
      for x in 0..<size.width {
        let upper = scaled[cellRow * 2 * size.width + x]
        let lower = cellRow * 2 + 1 < size.height ? scaled[(cellRow * 2 + 1) * size.width + x] : nil
        grid[top + cellRow][left + x] = cell(
          upper: upper, lower: lower, depth: depth, background: background)
      }
    }
    return closer(
      grid, pixels: scaled, size: size, left: left, top: top, depth: depth,
      background: background,
      separating: separating && size.width >= picture.width && size.height >= picture.height)
  }

  /// A small framed `?` box, centred in `rows` × `columns` cells, for a missing or broken
  /// picture; just a `?` when there is no room for the frame.
  public static func placeholder(columns: Int, rows: Int) -> [[Cell]] {
    let columns = max(columns, 0)
    let rows = max(rows, 0)
    var grid = Array(repeating: Array(repeating: Cell.blank, count: columns), count: rows)
    guard columns > 0, rows > 0 else { return grid }
    let frame = CellStyle(dim: true)
    guard columns >= 5, rows >= 3 else {
      grid[rows / 2][columns / 2] = Cell("?", style: CellStyle(bold: true))
      return grid
    }
    let lines = ["┌───┐", "│ ? │", "└───┘"]
    let top = (rows - 3) / 2
    let left = (columns - 5) / 2
    for (row, line) in lines.enumerated() {
      for (column, character) in line.enumerated() {
        let style = character == "?" ? CellStyle(bold: true) : frame
        grid[top + row][left + column] = Cell(String(character), style: style)
      }
    }
    return grid
  }

  /// The cell showing pixel `upper` above pixel `lower` (`nil`: transparent).
  static func cell(
    upper: RGBA?, lower: RGBA?, depth: ColorDepth, background: TerminalColor
  ) -> Cell {
    if depth == .none {
      let ink = (upper.map(luminance) ?? 0) + (lower.map(luminance) ?? 0)
      return Cell(String(shadeRamp[ink * shadeRamp.count / 512]))
    }
    if depth == .linuxConsole {
      // Its font has no half blocks: one full block per cell, of the two pixels' colour.
      guard let shown = blend(upper, lower) else {
        return Cell(" ", style: CellStyle(background: background))
      }
      return Cell(
        "█", style: CellStyle(foreground: color(shown, depth: depth, backdrop: background)))
    }
    switch (upper, lower) {
    case (let upper?, let lower):
      let bottom = lower.map { color($0, depth: depth, backdrop: background) } ?? background
      return Cell(
        "▀",
        style: CellStyle(
          foreground: color(upper, depth: depth, backdrop: background), background: bottom))
    case (nil, let lower?):
      return Cell(
        "▄",
        style: CellStyle(
          foreground: color(lower, depth: depth, backdrop: background), background: background))
    case (nil, nil):
      return Cell(" ", style: CellStyle(background: background))
    }
  }

  /// The colour a cell of two pixels shows as one: their average in linear light, or the
  /// one that is not transparent.
  private static func blend(_ upper: RGBA?, _ lower: RGBA?) -> RGBA? {
    guard let upper, let lower else { return upper ?? lower }
    func mean(_ a: UInt8, _ b: UInt8) -> UInt8 {
      let linear = (OKLab.linear(a) + OKLab.linear(b)) / 2
      let encoded = linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
      return UInt8(max(0, min(255, (encoded * 255).rounded())))
    }
    return RGBA(r: mean(upper.r, lower.r), g: mean(upper.g, lower.g), b: mean(upper.b, lower.b))
  }

  /// Brightness 0…255 (ITU-R BT.601 weights).
  private static func luminance(_ pixel: RGBA) -> Int {
    (299 * Int(pixel.r) + 587 * Int(pixel.g) + 114 * Int(pixel.b) + 500) / 1000
  }

  /// The colour a pixel is drawn with: itself in 24-bit colour, else the palette colour
  /// closest to it (``Palette/closest(_:_:_:in:avoiding:)``; in 16 colours the closest of
  /// its hue family, ``HueFamilies``), one colour (its mix is
  /// ``mixedColor(_:x:y:depth:backdrop:)``), and never the `backdrop`'s own palette colour,
  /// so no part of the picture melts into what it is drawn on.
  static func color(_ pixel: RGBA, depth: ColorDepth, backdrop: TerminalColor = .standard)
    -> TerminalColor
  {
    var avoided: UInt8?
    if case .basic(let index) = backdrop, depth.isSixteen { avoided = index }
    if case .palette(let index) = backdrop, !depth.isSixteen { avoided = index }
    switch depth {
    case .trueColor: return .rgb(pixel.r, pixel.g, pixel.b)
    case .palette16, .linuxConsole:
      return .basic(HueFamilies.closest(pixel, in: depth.colorSet, avoiding: avoided))
    default:
      return .palette(Palette.closest(pixel.r, pixel.g, pixel.b, in: .xterm256, avoiding: avoided))
    }
  }
}
