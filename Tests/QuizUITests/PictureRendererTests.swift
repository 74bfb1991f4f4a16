import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// A 24×24 apple with a transparent background, the picture behind the golden files.
private let apple = """
  /* XPM */
  static char *apple[] = {
  "24 24 7 1",
  ". c None", "r c #D01C1C", "d c #8B1010", "w c #FFE0E0",
  "b c #6B3E1E", "g c #3CA03C", "G c #206020",
  "........................", "...........bb...gggg....", "...........bb..gggG.....",
  "...........bbggGG.......", "...........bb...........", "..........rbbr..........",
  ".......rrrrrrrrrr.......", "......rrrrrrrrrrrr......", ".....rrrrrrrrrrrrrr.....",
  "....rrrwwrrrrrrrrrrr....", "...rrrwwwwrrrrrrrrrrr...", "...rrrrwwrrrrrrrrrrrr...",
  "...rrrrrrrrrrrrrrrrrr...", "..rrrrrrrrrrrrrrrrrrdd..", "..rrrrrrrrrrrrrrrrrddd..",
  "..rrrrrrrrrrrrrrrrdddd..", "...rrrrrrrrrrrrrrdddd...", "...rrrrrrrrrrrrrddddd...",
  "...rrrrrrrrrrrrdddddd...", "....rrrrrrrrrrdddddd....", ".....rrrrrrrrdddddd.....",
  "......rrrrrrdddddd......", ".......rrrrdddddd.......", "..........dddd.........."
  };
  """

private let red = RGBA(r: 255, g: 0, b: 0)
private let blue = RGBA(r: 0, g: 0, b: 255)
private let clear = RGBA.transparent

private func picture(_ width: Int, _ height: Int, _ pixels: [RGBA]) throws -> Picture {
  try #require(Picture(width: width, height: height, pixels: pixels))
}

private func solid(_ width: Int, _ height: Int) throws -> Picture {
  try picture(width, height, Array(repeating: red, count: width * height))
}

/// The columns and rows of the cells that are not blank, as half-open ranges.
private func drawnArea(_ grid: [[Cell]]) -> (columns: Range<Int>, rows: Range<Int>)? {
  let spots = grid.enumerated().flatMap { y, row in
    row.enumerated().filter { $0.element.text != " " }.map { (x: $0.offset, y: y) }
  }
  guard let left = spots.map(\.x).min(), let right = spots.map(\.x).max(),
    let top = spots.map(\.y).min(), let bottom = spots.map(\.y).max()
  else { return nil }
  return (left..<right + 1, top..<bottom + 1)
}

@Suite("Picture renderer")
struct PictureRendererTests {
  @Test(
    "the output is exactly rows × columns cells",
    arguments: [(0, 0), (1, 1), (3, 2), (24, 12), (80, 40), (7, 30), (-2, 3)])
  func outputSize(columns: Int, rows: Int) throws {
    let grid = PictureRenderer.render(
      try solid(24, 24), columns: columns, rows: rows, depth: .trueColor)
    #expect(grid.count == max(rows, 0))
    #expect(grid.allSatisfy { $0.count == max(columns, 0) })
  }

  @Test("a 24×24 picture at full size takes 24 columns and 12 rows, centred")
  func fullSizeCentred() throws {
    let grid = PictureRenderer.render(try solid(24, 24), columns: 30, rows: 16, depth: .trueColor)
    let area = try #require(drawnArea(grid))
    #expect(area.columns == 3..<27)
    #expect(area.rows == 2..<14)
  }

  @Test("a small picture is enlarged by the largest whole factor that fits")
  func wholeFactorEnlargement() throws {
    let grid = PictureRenderer.render(try solid(2, 2), columns: 9, rows: 10, depth: .trueColor)
    let area = try #require(drawnArea(grid))
    #expect(area.columns == 0..<8)
    #expect(area.rows == 3..<7)
  }

  @Test("a wide picture shrinks to the width and keeps its aspect ratio")
  func shrinksToWidth() throws {
    let grid = PictureRenderer.render(try solid(40, 10), columns: 20, rows: 10, depth: .trueColor)
    let area = try #require(drawnArea(grid))
    #expect(area.columns == 0..<20)
    #expect(area.rows == 3..<6)
  }

  @Test(
    "the enlarged view is a whole multiple from 2× up, else as large as fits if that gains a quarter",
    arguments: [
      (24, 24, 76, 42, 42, 42),  // 80×24: 1.75×, filling the height
      (24, 24, 36, 34, 34, 34),  // 40×20
      (12, 12, 76, 42, 36, 36),  // 3× fits
      (8, 16, 76, 42, 16, 32),  // tall, 2× fits
      (16, 32, 76, 42, 21, 42),  // tall, 1.3×: the height decides
      (24, 24, 20, 10, 10, 10),  // smaller than the picture: shrunk to fit
      (24, 24, 30, 26, 24, 24),  // 26 would double two stray rows: kept at 1×
      (24, 24, 40, 30, 30, 30),  // 1.25×: worth it
    ])
  func enlargedSize(
    width: Int, height: Int, columns: Int, pixelRows: Int, expectedWidth: Int,
    expectedHeight: Int
  ) throws {
    let size = PictureRenderer.enlargedSize(
      of: try solid(width, height), columns: columns, pixelRows: pixelRows)
    #expect(size.width == expectedWidth && size.height == expectedHeight)
  }

  @Test("growing by a fraction keeps pixels crisp and a symmetric picture symmetric")
  func fractionalGrowth() throws {
    let stripes = try picture(5, 1, [red, blue, red, blue, red])
    let grown = PictureRenderer.scaled(stripes, width: 8, height: 2)
    #expect(grown.width == 8 && grown.height == 2)
    let row = Array(grown.pixels.prefix(8))
    #expect(row.allSatisfy { $0 == red || $0 == blue })
    #expect(row == row.reversed())
    #expect(row.filter { $0 == blue }.count >= 2)
    #expect(Array(grown.pixels.suffix(8)) == row)
  }

  @Test("growing by a whole factor repeats every pixel exactly that many times")
  func wholeGrowth() throws {
    let pair = try picture(2, 1, [red, blue])
    #expect(
      PictureRenderer.scaled(pair, width: 6, height: 1).pixels == [red, red, red, blue, blue, blue])
  }

  @Test("shrinking averages the colours of the covered area")
  func areaAveraging() throws {
    let white = RGBA(r: 255, g: 255, b: 255)
    let black = RGBA(r: 0, g: 0, b: 0)
    let grid = PictureRenderer.render(
      try picture(2, 2, [white, black, black, white]), columns: 1, rows: 1, depth: .trueColor,
      symbols: .halfBlocks)
    #expect(grid == [[Cell("▀", style: CellStyle(foreground: .rgb(128, 128, 128)))]])
  }

  @Test("transparent pixels neither darken nor tint the average of the opaque ones")
  func alphaWeighted() throws {
    let clearBlue = RGBA(r: 0, g: 0, b: 255, a: 0)
    // Shrunk to one pixel, more than half opaque.
    let grid = PictureRenderer.render(
      try picture(3, 3, [red, clear, red, clearBlue, red, red, red, clearBlue, red]), columns: 1,
      rows: 1, depth: .trueColor, symbols: .halfBlocks)
    #expect(grid == [[Cell("▀", style: CellStyle(foreground: .rgb(255, 0, 0)))]])
  }

  @Test(
    "a pixel whose source area is half transparent or more is transparent (an outline half over the transparent area beside it is not drawn across it)"
  )
  func mostlyTransparent() throws {
    for pixels in [[red, clear, clear, clear], [clear, red, clear, red]] {
      let grid = PictureRenderer.render(
        try picture(2, 2, pixels), columns: 1, rows: 1, depth: .trueColor,
        background: .basic(4), symbols: .halfBlocks)
      #expect(grid == [[Cell(" ", style: CellStyle(background: .basic(4)))]])
    }
  }

  @Test(
    "a cell is ▀ with the top pixel over the bottom one, or ▄ when the top is transparent",
    arguments: zip(
      [[red, blue], [clear, blue], [red, clear], [clear, clear]],
      [
        Cell("▀", style: CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))),
        Cell("▄", style: CellStyle(foreground: .rgb(0, 0, 255), background: .basic(4))),
        Cell("▀", style: CellStyle(foreground: .rgb(255, 0, 0), background: .basic(4))),
        Cell(" ", style: CellStyle(background: .basic(4))),
      ]))
  func halfBlocks(pixels: [RGBA], expected: Cell) throws {
    let grid = PictureRenderer.render(
      try picture(1, 2, pixels), columns: 1, rows: 1, depth: .trueColor, background: .basic(4))
    #expect(grid == [[expected]])
  }

  @Test(
    "256 colours pick the perceptually nearer of the colour cube and the grey ramp",
    arguments: zip(
      [
        RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 0, b: 0), RGBA(r: 255, g: 255, b: 255),
        RGBA(r: 128, g: 128, b: 128), RGBA(r: 95, g: 135, b: 0), RGBA(r: 8, g: 8, b: 8),
        RGBA(r: 238, g: 238, b: 238), RGBA(r: 100, g: 100, b: 110), RGBA(r: 0, g: 0, b: 10),
      ],
      [196, 16, 231, 244, 64, 232, 255, 241, 16] as [UInt8]))
  func palette256(color: RGBA, index: UInt8) throws {
    let grid = PictureRenderer.render(
      try picture(1, 1, [color]), columns: 1, rows: 1, depth: .palette256)
    #expect(grid == [[Cell("▀", style: CellStyle(foreground: .palette(index)))]])
  }

  @Test(
    "without colour a cell is one plain ramp character for its brightness",
    arguments: zip([0, 60, 128, 200, 255] as [UInt8], [" ", ":", "+", "#", "@"]))
  func asciiRamp(level: UInt8, expected: String) throws {
    let grey = RGBA(r: level, g: level, b: level)
    let grid = PictureRenderer.render(
      try picture(1, 2, [grey, grey]), columns: 1, rows: 1, depth: .none, background: .basic(4))
    #expect(grid == [[Cell(expected)]])
  }

  @Test("without colour a transparent half counts as no ink")
  func asciiTransparentHalf() throws {
    let white = RGBA(r: 255, g: 255, b: 255)
    let grid = PictureRenderer.render(
      try picture(2, 2, [white, clear, clear, clear]), columns: 2, rows: 1, depth: .none)
    #expect(grid == [[Cell("="), Cell(" ")]])
  }

  @Test("the placeholder is a framed ? centred in the space")
  func placeholderBox() {
    let grid = PictureRenderer.placeholder(columns: 9, rows: 5)
    #expect(
      grid.map { $0.map(\.text).joined() }
        == ["         ", "  ┌───┐  ", "  │ ? │  ", "  └───┘  ", "         "])
  }

  @Test(
    "a placeholder too small for its frame is a lone ?",
    arguments: [(1, 1, 0, 0), (4, 3, 2, 1), (9, 2, 4, 1)])
  func placeholderTiny(columns: Int, rows: Int, x: Int, y: Int) {
    let grid = PictureRenderer.placeholder(columns: columns, rows: rows)
    #expect(grid.count == rows && grid.allSatisfy { $0.count == columns })
    let marks: [String] = grid.flatMap { $0 }.map(\.text).filter { $0 != " " }
    #expect(marks == ["?"])
    #expect(grid[y][x].text == "?")
  }

  @Test(
    "the apple renders as recorded",
    arguments: [
      ("picture-truecolor", 28, 14, ColorDepth.trueColor),
      ("picture-256", 16, 8, .palette256),
      ("picture-ascii-24x12", 24, 12, .none),
      ("picture-ascii-12x6", 12, 6, .none),
    ])
  func golden(name: String, columns: Int, rows: Int, depth: ColorDepth) throws {
    let decoded = try Picture.decode(Array(apple.utf8), format: .xpm)
    let grid = PictureRenderer.render(decoded, columns: columns, rows: rows, depth: depth)
    let text =
      "\(name): \(columns) columns × \(rows) rows, depth \(depth)\n" + PictureSnapshot.text(grid)
    try Golden.assertMatches(text, named: name)
  }
}

/// A cell grid as golden text: its characters, a grid of style keys and a legend.
private enum PictureSnapshot {
  private static let keys = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789αβγδεζηθικλμνξοπρστυφχψω")

  /// The grid framed by `|`, then each cell's style as a one-letter key, then the keys.
  static func text(_ grid: [[Cell]]) -> String {
    var styles: [CellStyle] = []
    var keyRows: [String] = []
    for row in grid {
      var line = ""
      for cell in row {
        let index = styles.firstIndex(of: cell.style) ?? styles.count
        if index == styles.count { styles.append(cell.style) }
        line.append(index < keys.count ? keys[index] : "?")
      }
      keyRows.append(line)
    }
    let textRows = grid.map { "|" + $0.map(\.text).joined() + "|" }
    let legend = styles.enumerated().map { index, style in
      "\(index < keys.count ? keys[index] : "?") = \(describe(style))"
    }
    return (["text:"] + textRows + ["styles:"] + keyRows.map { "|\($0)|" } + ["legend:"] + legend)
      .joined(separator: "\n") + "\n"
  }

  private static func describe(_ style: CellStyle) -> String {
    var parts = ["fg \(describe(style.foreground))", "bg \(describe(style.background))"]
    if style.bold { parts.append("bold") }
    if style.dim { parts.append("dim") }
    if style.reverse { parts.append("reverse") }
    if style.underline { parts.append("underline") }
    return parts.joined(separator: ", ")
  }

  private static func describe(_ color: TerminalColor) -> String {
    switch color {
    case .standard: "standard"
    case .basic(let index): "basic \(index)"
    case .palette(let index): "palette \(index)"
    case .rgb(let r, let g, let b): "#" + [r, g, b].map(hex).joined()
    }
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
  }
}
