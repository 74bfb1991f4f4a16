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
  /// Transparent pixels show `background`. With `.none` depth every cell is `.plain` and
  /// holds one ramp character for the average brightness of its two pixels (transparent
  /// counts as no ink, which suits a dark terminal).
  ///
  /// A photo (a picture larger than ``SymbolRenderer/pixelArtLimit`` with more pixels than
  /// the box shows this way) is drawn with ``SymbolSet/blocks`` instead (see
  /// ``SymbolRenderer``).
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
    let placement = depth.isSixteen ? mixPlacement(scaled, size: size, depth: depth) : nil
    for cellRow in 0..<cellRows {
      for x in 0..<size.width {
        let upper = scaled[cellRow * 2 * size.width + x]
        let lower = cellRow * 2 + 1 < size.height ? scaled[(cellRow * 2 + 1) * size.width + x] : nil
        grid[top + cellRow][left + x] = cell(
          upper: upper, lower: lower, depth: depth, background: background, x: x, y: cellRow * 2,
          placement: placement)
      }
    }
    return grid
  }

  /// Where the 16-colour mixes of the resampled pixels fall: at each pixel, or on the Linux
  /// console at each cell, which shows its two pixels as one.
  private static func mixPlacement(
    _ scaled: [RGBA?], size: (width: Int, height: Int), depth: ColorDepth
  ) -> MixPlacement {
    var pixels: [(color: MixPlacement.RGB, x: Int, y: Int)] = []
    for y in 0..<size.height {
      for x in 0..<size.width {
        if depth == .linuxConsole {
          guard y % 2 == 0,
            let shown = blend(
              scaled[y * size.width + x],
              y + 1 < size.height ? scaled[(y + 1) * size.width + x] : nil)
          else { continue }
          pixels.append(((shown.r, shown.g, shown.b), x, y / 2))
        } else if let pixel = scaled[y * size.width + x] {
          pixels.append(((pixel.r, pixel.g, pixel.b), x, y))
        }
      }
    }
    return MixPlacement(pixels, set: depth.colorSet)
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

  /// The largest size that fits in `columns` × `pixelRows` keeping the aspect ratio: a
  /// whole multiple of the picture when it fits, else a shrunk size of at least 1×1.
  package static func fittedSize(
    of picture: Picture, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    fittedSize(width: picture.width, height: picture.height, columns: columns, pixelRows: pixelRows)
  }

  /// ``fittedSize(of:columns:pixelRows:)`` for a picture `width` × `height` pixels.
  package static func fittedSize(
    width: Int, height: Int, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    let (width, height) = (max(1, width), max(1, height))
    if width <= columns, height <= pixelRows {
      let factor = min(columns / width, pixelRows / height)
      return (width * factor, height * factor)
    }
    return filling(width: width, height: height, columns: columns, pixelRows: pixelRows)
  }

  /// The size that fills `columns` or `pixelRows` keeping the aspect ratio of a picture
  /// `width` × `height` pixels, at least 1×1.
  static func filling(
    width: Int, height: Int, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    let (width, height) = (max(1, width), max(1, height))
    if columns * height <= pixelRows * width {
      return (columns, min(pixelRows, max(1, height * columns / width)))
    }
    return (min(columns, max(1, width * pixelRows / height)), pixelRows)
  }

  /// The size of the enlarged view in `columns` × `pixelRows`: a whole multiple of the
  /// picture when at least 2× fits (every pixel the same size), else as large as fits
  /// keeping the aspect ratio when that is at least a quarter larger than `fittedSize`
  /// (a smaller gain would only double a few stray rows of pixels), else `fittedSize`.
  static func enlargedSize(
    of picture: Picture, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    enlargedSize(
      width: picture.width, height: picture.height, columns: columns, pixelRows: pixelRows)
  }

  /// ``enlargedSize(of:columns:pixelRows:)`` for a picture `width` × `height` pixels.
  static func enlargedSize(
    width: Int, height: Int, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    let fitted = fittedSize(width: width, height: height, columns: columns, pixelRows: pixelRows)
    guard fitted.width < width * 2 else { return fitted }
    let filled = filling(width: width, height: height, columns: columns, pixelRows: pixelRows)
    return filled.width * 4 >= fitted.width * 5 ? filled : fitted
  }

  /// `picture` resampled to exactly `width` × `height` pixels (see `resample`), or the
  /// picture itself when that size is not a valid picture size.
  static func scaled(_ picture: Picture, width: Int, height: Int) -> Picture {
    guard width != picture.width || height != picture.height else { return picture }
    let pixels = resample(picture, width: width, height: height).map { $0 ?? .transparent }
    return Picture(width: width, height: height, pixels: pixels) ?? picture
  }

  /// The picture resampled to `width` × `height`, row-major; `nil` for a pixel most of
  /// whose source area is transparent.
  ///
  /// Shrinking averages areas, with colours weighted by alpha so transparent pixels do not
  /// darken the edges. Growing takes, in each direction, the source pixel under the target
  /// pixel's centre, so pixel art stays crisp at any scale instead of blurring; with
  /// `weighingAreas`, growing weighs areas too, so a target pixel across an edge between two
  /// source pixels takes each by how much of it covers.
  static func resample(
    _ picture: Picture, width: Int, height: Int, weighingAreas: Bool = false
  ) -> [RGBA?] {
    let columnSpans =
      width >= picture.width && !weighingAreas
      ? nearest(source: picture.width, target: width)
      : spans(source: picture.width, target: width)
    let rowSpans =
      height >= picture.height && !weighingAreas
      ? nearest(source: picture.height, target: height)
      : spans(source: picture.height, target: height)
    var result: [RGBA?] = []
    result.reserveCapacity(width * height)
    for rowSpan in rowSpans {
      for columnSpan in columnSpans {
        var (area, alpha, red, green, blue) = (0, 0, 0, 0, 0)
        for (y, rowWeight) in rowSpan {
          for (x, columnWeight) in columnSpan {
            let pixel = picture[x: x, y: y]
            let weight = rowWeight * columnWeight
            let opacity = weight * Int(pixel.a)
            area += weight
            alpha += opacity
            red += opacity * Int(pixel.r)
            green += opacity * Int(pixel.g)
            blue += opacity * Int(pixel.b)
          }
        }
        guard alpha * 2 >= area * 255, alpha > 0 else {
          result.append(nil)
          continue
        }
        result.append(
          RGBA(
            r: UInt8((red + alpha / 2) / alpha), g: UInt8((green + alpha / 2) / alpha),
            b: UInt8((blue + alpha / 2) / alpha)))
      }
    }
    return result
  }

  /// For each target index, the source indices it covers and by how much: target `t`
  /// spans `[t * source, (t + 1) * source)` and source `s` spans `[s * target, …)` in
  /// units of 1 / (source × target) of the whole length.
  private static func spans(source: Int, target: Int) -> [[(index: Int, weight: Int)]] {
    (0..<target).map { t in
      let start = t * source
      let end = start + source
      return (start / target...(end - 1) / target).map { s in
        (s, min(end, (s + 1) * target) - max(start, s * target))
      }
    }
  }

  /// For growing: each target index takes the one source pixel under its centre, counted
  /// from the nearer edge, so the pixels that end up doubled are placed symmetrically and a
  /// symmetric picture stays symmetric at any scale.
  private static func nearest(source: Int, target: Int) -> [[(index: Int, weight: Int)]] {
    (0..<target).map { t in
      if 2 * t + 1 <= target { return [((2 * t + 1) * source / (2 * target), 1)] }
      let mirrored = target - 1 - t
      return [(source - 1 - (2 * mirrored + 1) * source / (2 * target), 1)]
    }
  }

  /// The cell showing pixel (`x`, `y`) above pixel (`x`, `y + 1`).
  static func cell(
    upper: RGBA?, lower: RGBA?, depth: ColorDepth, background: TerminalColor, x: Int, y: Int,
    placement: MixPlacement?
  ) -> Cell {
    func color(_ pixel: RGBA, depth: ColorDepth, x: Int, y: Int) -> TerminalColor {
      if let placement { return .basic(placement.index((pixel.r, pixel.g, pixel.b), x: x, y: y)) }
      return Self.color(pixel, depth: depth, x: x, y: y)
    }
    if depth == .none {
      let ink = (upper.map(luminance) ?? 0) + (lower.map(luminance) ?? 0)
      return Cell(String(shadeRamp[ink * shadeRamp.count / 512]))
    }
    if depth == .linuxConsole {
      // Its font has no half blocks: one full block per cell, of the two pixels' colour.
      guard let shown = blend(upper, lower) else {
        return Cell(" ", style: CellStyle(background: background))
      }
      return Cell("█", style: CellStyle(foreground: color(shown, depth: depth, x: x, y: y / 2)))
    }
    switch (upper, lower) {
    case (let upper?, let lower):
      let bottom = lower.map { color($0, depth: depth, x: x, y: y + 1) } ?? background
      return Cell(
        "▀",
        style: CellStyle(foreground: color(upper, depth: depth, x: x, y: y), background: bottom))
    case (nil, let lower?):
      return Cell(
        "▄",
        style: CellStyle(
          foreground: color(lower, depth: depth, x: x, y: y + 1), background: background))
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

  /// The colour of the pixel at (`x`, `y`): itself in 24-bit colour, else its palette
  /// ``PaletteMix`` at that place, so a colour the palette lacks is two colours in a pattern.
  static func color(_ pixel: RGBA, depth: ColorDepth, x: Int, y: Int) -> TerminalColor {
    switch depth {
    case .trueColor: return .rgb(pixel.r, pixel.g, pixel.b)
    case .palette16, .linuxConsole:
      return .basic(Palette.mix(pixel.r, pixel.g, pixel.b, in: depth.colorSet).index(x: x, y: y))
    default:
      return .palette(Palette.mix(pixel.r, pixel.g, pixel.b, in: .xterm256).index(x: x, y: y))
    }
  }
}
