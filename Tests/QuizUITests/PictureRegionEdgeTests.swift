import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// In 16 colours, two neighbouring regions of clearly different colours that the palette
/// would draw alike are kept apart, so the edge between them survives: a chocolate bar's
/// squares and the grooves between them (two browns, both dark yellow, one flat box), a
/// snail's shell and its spiral.
@Suite("Pictures in 16 colours keep the edges between their regions")
struct PictureRegionEdgeTests {
  /// The picture's box at 80×24: 24 columns and 12 rows, a pixel a half cell.
  static let box = (columns: 24, rows: 12)
  /// Two source colours this far apart (OKLab ΔE) are clearly different.
  static let clear = 0.05

  /// The colour half-block cells show at pixel (`x`, `y`), a pixel a half cell.
  static func halfBlockColour(_ cells: [[Cell]], x: Int, y: Int) -> TerminalColor {
    let cell = cells[y / 2][x]
    let upper = y % 2 == 0
    switch cell.text {
    case "▀": return upper ? cell.style.foreground : cell.style.background
    case "▄": return upper ? cell.style.background : cell.style.foreground
    case "█": return cell.style.foreground
    default: return cell.style.background
    }
  }

  /// Of the places where two neighbouring pixels of clearly different colours meet, the
  /// share drawn in different colours, and the boundaries between two colours, with how
  /// many places each has, drawn as one colour.
  static func edgesKept(_ picture: Picture, background: Theme.Background) -> (
    share: Double, lost: [String: Int]
  ) {
    let depth = ColorDepth.palette16
    let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: background)
    let cells = PictureRenderer.render(
      picture, columns: box.columns, rows: box.rows, depth: depth, background: backdrop)
    let size = PictureRenderer.fittedSize(
      of: picture, columns: box.columns, pixelRows: box.rows * 2)
    let pixels = PictureRenderer.resample(picture, width: size.width, height: size.height)
    let (left, top) = ((box.columns - size.width) / 2, (box.rows - (size.height + 1) / 2) / 2)
    func drawn(_ x: Int, _ y: Int) -> TerminalColor {
      halfBlockColour(cells, x: left + x, y: top * 2 + y)
    }
    var (places, kept) = (0, 0)
    var lost: [String: Int] = [:]
    for y in 0..<size.height {
      for x in 0..<size.width {
        guard let here = pixels[y * size.width + x] else { continue }
        for (nx, ny) in [(x + 1, y), (x, y + 1)] where nx < size.width && ny < size.height {
          guard let there = pixels[ny * size.width + nx],
            OKLab(here.r, here.g, here.b).distance(to: OKLab(there.r, there.g, there.b))
              >= clear
          else { continue }
          places += 1
          if drawn(x, y) != drawn(nx, ny) {
            kept += 1
          } else {
            lost[[here, there].map(\.hex).sorted().joined(separator: "/"), default: 0] += 1
          }
        }
      }
    }
    return (places == 0 ? 1 : Double(kept) / Double(places), lost)
  }

  @Test(
    "neighbouring regions whose colours differ clearly are drawn apart at 80×24 in 16 colours, on dark and light",
    arguments: ["chocolate", "snail"])
  func regionsStayApart(name: String) throws {
    let pictures = try PaletteFixture.bundledPictures()
    let picture = try #require(
      pictures.first { ($0.0 as NSString).deletingPathExtension == name }?.1)
    for background in [Theme.Background.dark, .light] {
      let (share, lost) = Self.edgesKept(picture, background: background)
      // The largest boundary drawn as one colour is at most a few places (a highlight's
      // row, shading inside one region), never a region's whole outline.
      let largest = lost.values.max() ?? 0
      #expect(share >= 0.85, "\(name) on \(background): \(share) kept, lost \(lost)")
      #expect(largest <= 24, "\(name) on \(background): lost \(lost)")
    }
  }
}

extension PictureRegionEdgeTests {
  @Test(
    "a region kept apart keeps its hue and its darkness: no tan drawn white or grey, no dark region drawn pale",
    arguments: ["camel", "cookie", "sandcastle", "train", "trampoline", "camera", "chocolate"])
  func separationKeepsLooks(name: String) throws {
    let pictures = try PaletteFixture.bundledPictures()
    let picture = try #require(
      pictures.first { ($0.0 as NSString).deletingPathExtension == name }?.1)
    let depth = ColorDepth.palette16
    for background in [Theme.Background.dark, .light] {
      let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: background)
      func drawing(separating: Bool) -> [[Cell]] {
        PictureRenderer.render(
          picture, columns: Self.box.columns, rows: Self.box.rows, depth: depth,
          background: backdrop, symbols: .blocks, separating: separating)
      }
      let (kept, together) = (drawing(separating: true), drawing(separating: false))
      let size = PictureRenderer.fittedSize(
        of: picture, columns: Self.box.columns, pixelRows: Self.box.rows * 2)
      let pixels = PictureRenderer.resample(picture, width: size.width, height: size.height)
      let (left, top) = (
        (Self.box.columns - size.width) / 2, (Self.box.rows - (size.height + 1) / 2) / 2
      )
      func colour(_ cells: [[Cell]], _ x: Int, _ y: Int) -> TerminalColor {
        Self.halfBlockColour(cells, x: left + x, y: top * 2 + y)
      }
      for y in 0..<size.height {
        for x in 0..<size.width {
          guard let pixel = pixels[y * size.width + x] else { continue }
          let drawn = colour(kept, x, y)
          guard drawn != colour(together, x, y), case .basic(let index) = drawn,
            let rgb = depth.colorSet.rgb(of: index)
          else { continue }
          let (source, palette) = (OKLab(pixel.r, pixel.g, pixel.b), OKLab(rgb.0, rgb.1, rgb.2))
          let place = "\(name) on \(background) at \(x), \(y): \(pixel.hex) drawn \(index)"
          if source.chroma >= HueFamilies.greyChroma && palette.l > source.l {
            #expect(palette.chroma >= HueFamilies.greyChroma, "\(place)")
          }
          #expect(palette.l - source.l <= PictureRenderer.maximumLightening + 1e-9, "\(place)")
        }
      }
    }
  }
}

extension RGBA {
  /// `#RRGGBB`, for messages.
  fileprivate var hex: String {
    "#"
      + [r, g, b].map { String($0, radix: 16, uppercase: true) }.map {
        $0.count < 2 ? "0" + $0 : $0
      }.joined()
  }
}
