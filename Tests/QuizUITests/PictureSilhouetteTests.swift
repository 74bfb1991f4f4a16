import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// Pictures drawn smaller than they are (12×6 cells, a 24-pixel picture's box at 40×14) keep
/// their silhouette: where a cell is partly the picture and partly the transparent area
/// around it, its edge is not pushed outward. An outline one pixel wide, half a cell there,
/// was drawn over the transparent half beside it (a half block's pixel half opaque counted
/// as opaque; a symbol painting the transparent side costing no more than leaving the
/// opaque side clear, so a bar across the cell cost what a quadrant did), and an apple
/// stood between black brackets.
@Suite("Picture silhouettes at small sizes")
struct PictureSilhouetteTests {
  static let box = (columns: 12, rows: 6)

  /// The apple, where the brackets were seen, and every fourth bundled picture besides; every
  /// one with `QUIZ_ALL_PICTURES=1`.
  static func pictures() throws -> [(String, Picture)] {
    let all = try PaletteFixture.bundledPictures()
    if ProcessInfo.processInfo.environment["QUIZ_ALL_PICTURES"] == "1" { return all }
    return all.enumerated().filter { index, entry in
      index % 4 == 0 || (entry.0 as NSString).deletingPathExtension == "apple"
    }.map(\.element)
  }

  @Test(
    "drawn at 12×6, a cell that paints some of the transparent area around a picture paints more of the picture",
    arguments: [ColorDepth.palette16, .palette256, .trueColor])
  func silhouetteNotGrown(depth: ColorDepth) throws {
    let (across, down) = (SymbolShape.columns, SymbolShape.rows)
    let width = Self.box.columns * across
    var grown: [String] = []
    let pictures = try Self.pictures()
    #expect(pictures.contains { $0.0.hasPrefix("apple.") })
    for (name, picture) in pictures {
      let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: .dark)
      let cells = PictureRenderer.render(
        picture, columns: Self.box.columns, rows: Self.box.rows, depth: depth,
        background: backdrop)
      let painted = try #require(Self.painted(cells, backdrop: backdrop), "\(name)")
      let source = Self.opaque(picture)
      for row in 0..<Self.box.rows {
        for column in 0..<Self.box.columns {
          var (outside, inside) = (0, 0)
          for y in row * down..<(row + 1) * down {
            for x in column * across..<(column + 1) * across where painted[y * width + x] {
              if source[y * width + x] { inside += 1 } else { outside += 1 }
            }
          }
          if outside > 0, outside >= inside {
            grown.append("\(name) cell (\(column), \(row)): \(outside) ≥ \(inside)")
          }
        }
      }
    }
    #expect(grown.isEmpty, "\(grown.count): \(grown.prefix(20))")
  }

  /// Which sub-pixels (8 × 24 a cell, row by row) of `cells` are painted in a colour other
  /// than the backdrop; `nil` for a glyph that is not a block symbol.
  static func painted(_ cells: [[Cell]], backdrop: TerminalColor) -> [Bool]? {
    let (across, down) = (SymbolShape.columns, SymbolShape.rows)
    let width = box.columns * across
    var shapes: [String: [(x0: Int, y0: Int, x1: Int, y1: Int)]] = [
      " ": [], "▄": [(0, down / 2, across, down)], "█": [(0, 0, across, down)],
    ]
    for shape in SymbolShape.withSextants { shapes[shape.cell.text] = shape.rectangles }
    var result = [Bool](repeating: false, count: width * box.rows * down)
    for (row, line) in cells.enumerated() {
      for (column, cell) in line.enumerated() {
        guard let rectangles = shapes[cell.text] else { return nil }
        var (ink, paper) = (cell.style.foreground, cell.style.background)
        if cell.style.reverse { (ink, paper) = (paper, ink) }
        for y in 0..<down {
          for x in 0..<across {
            let covered = rectangles.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
            let colour = covered ? ink : paper
            result[(row * down + y) * width + column * across + x] =
              colour != backdrop && colour != .standard
          }
        }
      }
    }
    return result
  }

  /// Which sub-pixels the picture covers where the renderer places it in the box: each
  /// sub-pixel opaque when most of the picture under it is.
  static func opaque(_ picture: Picture) -> [Bool] {
    let (across, down) = (SymbolShape.columns, SymbolShape.rows)
    let size = PictureRenderer.fittedSize(
      of: picture, columns: box.columns, pixelRows: box.rows * 2)
    let (left, top) = ((box.columns - size.width) / 2, (box.rows - (size.height + 1) / 2) / 2)
    let (fineWidth, fineHeight) = (size.width * across, size.height * down / 2)
    let fine = PictureRenderer.resample(
      picture, width: fineWidth, height: fineHeight, weighingAreas: true)
    let width = box.columns * across
    var result = [Bool](repeating: false, count: width * box.rows * down)
    for y in 0..<fineHeight {
      for x in 0..<fineWidth where fine[y * fineWidth + x] != nil {
        result[(top * down + y) * width + left * across + x] = true
      }
    }
    return result
  }
}
