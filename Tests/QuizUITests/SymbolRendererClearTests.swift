import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// A picture whose pixel rows are `rows`: `X` is `ink`, `o` is `paper`, anything else
/// transparent. The pictures here are 8 × 16 pixels, drawn into one cell of 8 × 24
/// sub-pixels: a pixel is one sub-pixel across and 1.5 down, so 2 pixel rows are an eighth.
private func cellPicture(_ rows: [String], ink: RGBA, paper: RGBA = .transparent) throws
  -> Picture
{
  let pixels = rows.flatMap { row in
    row.map { $0 == "X" ? ink : $0 == "o" ? paper : RGBA.transparent }
  }
  return try #require(Picture(width: rows[0].count, height: rows.count, pixels: pixels))
}

private let ink = RGBA(r: 220, g: 30, b: 40)
private let paper = RGBA(r: 10, g: 140, b: 150)
private let backdrop = TerminalColor.rgb(1, 2, 3)

@Suite("Symbol renderer, transparent pixels")
struct SymbolRendererClearTests {
  @Test("a cell whose opaque part is exactly a shape gets it, the rest left to the background")
  func opaquePartIsAShape() throws {
    // 8 × 16 pixels, one cell: the bottom 6 of 16 pixel rows (3/8) opaque, the rest clear.
    let rows = Array(repeating: "........", count: 10) + Array(repeating: "XXXXXXXX", count: 6)
    let picture = try cellPicture(rows, ink: ink)
    let grid = SymbolRenderer.render(
      picture, columns: 1, rows: 1, depth: .trueColor, background: backdrop, set: .blocks)
    let cell = grid[0][0]
    #expect(cell.text == "▃")
    #expect(cell.style.foreground == .rgb(ink.r, ink.g, ink.b))
    #expect(cell.style.background == backdrop)
    #expect(!cell.style.reverse)
  }

  @Test("a cell whose clear part is a shape without its complement glyph is drawn reversed")
  func clearPartIsAShape() throws {
    // The top 10 of 16 pixel rows (5/8) opaque: upper five eighths is no block element, so
    // the lower three eighths block is drawn in reverse video, its glyph in the background.
    let rows = Array(repeating: "XXXXXXXX", count: 10) + Array(repeating: "........", count: 6)
    let picture = try cellPicture(rows, ink: ink)
    for set in [SymbolSet.blocks, .sextants] {
      let grid = SymbolRenderer.render(
        picture, columns: 1, rows: 1, depth: .trueColor, background: backdrop, set: set)
      let cell = grid[0][0]
      #expect(cell.text == "▃")
      #expect(cell.style.foreground == .rgb(ink.r, ink.g, ink.b))
      #expect(cell.style.background == backdrop)
      #expect(cell.style.reverse)
    }
  }

  @Test("a cell of a colour, another and transparent pixels takes the two colours that cover most")
  func twoColoursAndClear() throws {
    // Left half ink, right half paper, one corner pixel clear: painting it costs less than
    // leaving either half to the background.
    let rows = ["XXXXoooo"] + Array(repeating: "XXXXoooo", count: 14) + ["XXXXooo."]
    let picture = try cellPicture(rows, ink: ink, paper: paper)
    let grid = SymbolRenderer.render(
      picture, columns: 1, rows: 1, depth: .trueColor, background: backdrop, set: .blocks)
    let cell = grid[0][0]
    #expect(cell.text == "▌")
    #expect(cell.style.foreground == .rgb(ink.r, ink.g, ink.b))
    #expect(cell.style.background == .rgb(paper.r, paper.g, paper.b))
    #expect(!cell.style.reverse)
  }

  @Test("in 256 and 16 colours the opaque part of a cell takes a palette colour")
  func palettes() throws {
    // The left half pure red (in both palettes), the right half clear.
    let picture = try cellPicture(
      Array(repeating: "XXXX....", count: 16), ink: RGBA(r: 255, g: 0, b: 0))
    for depth in [ColorDepth.palette256, .palette16] {
      let grid = SymbolRenderer.render(
        picture, columns: 1, rows: 1, depth: depth, background: backdrop, set: .blocks)
      let cell = grid[0][0]
      #expect(cell.text == "▌", "\(depth)")
      #expect(cell.style.background == backdrop, "\(depth)")
      let index: UInt8? =
        switch cell.style.foreground {
        case .palette(let index) where !depth.isSixteen: index
        case .basic(let index) where depth.isSixteen: index
        default: nil
        }
      let rgb = try #require(index.flatMap { depth.colorSet.rgb(of: $0) }, "\(depth)")
      #expect([rgb.0, rgb.1, rgb.2] == [255, 0, 0], "\(depth)")
    }
  }

  @Test("an edge cell less than half opaque shows its opaque part; half blocks leave it blank")
  func thinEdge() throws {
    // The bottom 2 of 16 pixel rows opaque: both halves mostly clear.
    let rows = Array(repeating: "........", count: 14) + Array(repeating: "XXXXXXXX", count: 2)
    let picture = try cellPicture(rows, ink: ink)
    let blocks = PictureRenderer.render(
      picture, columns: 1, rows: 1, depth: .trueColor, background: backdrop,
      symbols: .halfBlocks)
    #expect(blocks[0][0] == Cell(" ", style: CellStyle(background: backdrop)))
    let grid = SymbolRenderer.render(
      picture, columns: 1, rows: 1, depth: .trueColor, background: backdrop, set: .blocks)
    #expect(grid[0][0].text == "▁")
    #expect(grid[0][0].style.foreground == .rgb(ink.r, ink.g, ink.b))
    #expect(grid[0][0].style.background == backdrop)
  }

  @Test("a transparent cell, or one whose best shape is the upper half, is drawn as half blocks")
  func transparency() throws {
    // Left half transparent, right half a photo; a transparent band across the middle.
    let base = try photo(48, 48, seed: 7)
    let pixels = base.pixels.enumerated().map { index, pixel in
      index % 48 < 20 || (20..<24).contains(index / 48) ? RGBA.transparent : pixel
    }
    let picture = try #require(Picture(width: 48, height: 48, pixels: pixels))
    let backdrop = TerminalColor.rgb(1, 2, 3)
    let grid = SymbolRenderer.render(
      picture, columns: 12, rows: 6, depth: .trueColor, background: backdrop, set: .sextants)
    let blocks = PictureRenderer.render(
      picture, columns: 12, rows: 6, depth: .trueColor, background: backdrop,
      symbols: .halfBlocks)
    for row in 0..<6 {
      for column in 0..<5 {
        #expect(grid[row][column] == blocks[row][column], "cell \(column), \(row)")
        #expect(grid[row][column] == Cell(" ", style: CellStyle(background: backdrop)))
      }
    }
    // The band is cell row 2's lower half (pixels 20…23 of 48): half blocks over the backdrop.
    for column in 5..<12 {
      #expect(grid[2][column].text == "▀")
      #expect(grid[2][column].style.background == backdrop)
    }
    #expect(Set(grid[0][5...].map(\.text)).count > 1)
  }
}
