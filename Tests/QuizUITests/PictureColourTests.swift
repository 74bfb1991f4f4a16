import Foundation
import PictureMeasure
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// The bundled pictures these tests draw: eight by default (some a player found hard to name
/// in 16 colours, the darkest and the palest, and two whose flat colours score well below
/// their mixes: a tractor's and an eclipse's), every one with `QUIZ_ALL_PICTURES=1` (about
/// a minute).
private func samplePictures() throws -> [(String, Picture)] {
  let all = try PaletteFixture.bundledPictures()
  if ProcessInfo.processInfo.environment["QUIZ_ALL_PICTURES"] == "1" { return all }
  let sample: Set = [
    "sun", "pig", "coffee", "fox", "moon", "constellation", "tractor", "eclipse",
  ]
  return all.filter { sample.contains(($0.0 as NSString).deletingPathExtension) }
}

/// A depth and terminal background the pictures are drawn for.
struct PictureSetting: CustomTestStringConvertible, Sendable {
  let depth: ColorDepth
  let background: Theme.Background
  var terminal: (UInt8, UInt8, UInt8) { background == .dark ? (0, 0, 0) : (255, 255, 255) }
  var testDescription: String { "\(depth == .palette16 ? 16 : 256) colours, \(background)" }

  static let all = [
    PictureSetting(depth: .palette16, background: .dark),
    PictureSetting(depth: .palette16, background: .light),
    PictureSetting(depth: .palette256, background: .dark),
    PictureSetting(depth: .palette256, background: .light),
  ]
}

@Suite("Pictures in 16 and 256 colours")
struct PictureColourTests {
  /// The picture's own size at 80×24: 24 columns and 12 rows for the 24×24 pictures.
  static let box = (columns: 24, rows: 12)

  /// The mixes' choice, before neighbouring regions are kept apart in 16 colours (which
  /// ``separationCostsLittle(setting:)`` measures).
  @Test(
    "each bundled picture as drawn scores (SSIM, read back to pixels) at least what the same cells drawn in flat colours and with 2×2 mixes score",
    arguments: PictureSetting.all)
  func flatBeatsMixes(setting: PictureSetting) throws {
    let pictures = try samplePictures()
    #expect(pictures.count >= 8)
    for (name, picture) in pictures {
      let backdrop = PictureBackdrop.choose(
        for: picture, depth: setting.depth, background: setting.background)
      let ground = try #require(ReadBack.rgb(backdrop, depth: setting.depth))
      let reference = ReadBack.reference(
        picture, columns: Self.box.columns, rows: Self.box.rows, backdrop: ground)
      let drawn = PictureRenderer.render(
        picture, columns: Self.box.columns, rows: Self.box.rows, depth: setting.depth,
        background: backdrop, symbols: .blocks, separating: false)
      let mixed = Self.cells(picture, depth: setting.depth, backdrop: backdrop, mixes: true)
      let flat = Self.cells(picture, depth: setting.depth, backdrop: backdrop, mixes: false)
      func score(_ cells: [[Cell]]) throws -> Double {
        try #require(ReadBack.cells(cells, depth: setting.depth, terminal: setting.terminal))
          .ssim(reference)
      }
      let (score, mixedScore, flatScore) = (try score(drawn), try score(mixed), try score(flat))
      #expect(score >= mixedScore, "\(name): \(score) drawn, \(mixedScore) with mixes")
      #expect(score >= flatScore, "\(name): \(score) drawn, \(flatScore) in flat colours")
    }
  }

  @Test(
    "in 16 colours, keeping neighbouring regions apart costs each bundled picture at most the renderer's margin of SSIM, read back to pixels",
    arguments: PictureSetting.all.filter { $0.depth == .palette16 })
  func separationCostsLittle(setting: PictureSetting) throws {
    let pictures = try samplePictures()
    var changed = 0
    for (name, picture) in pictures + (try Self.separatedPictures()) {
      let backdrop = PictureBackdrop.choose(
        for: picture, depth: setting.depth, background: setting.background)
      let ground = try #require(ReadBack.rgb(backdrop, depth: setting.depth))
      let reference = ReadBack.reference(
        picture, columns: Self.box.columns, rows: Self.box.rows, backdrop: ground)
      func measure(separating: Bool) throws -> ([[Cell]], Double) {
        let cells = PictureRenderer.render(
          picture, columns: Self.box.columns, rows: Self.box.rows, depth: setting.depth,
          background: backdrop, symbols: .blocks, separating: separating)
        let drawn = try #require(
          ReadBack.cells(cells, depth: setting.depth, terminal: setting.terminal))
        return (cells, drawn.ssim(reference))
      }
      let (separated, score) = try measure(separating: true)
      let (together, before) = try measure(separating: false)
      if separated != together { changed += 1 }
      #expect(
        score >= before - PictureRenderer.separationMargin - 1e-6,
        "\(name): \(score) with regions kept apart, \(before) without")
    }
    // The chocolate and the snail at least are drawn otherwise.
    #expect(changed >= 2)
  }

  /// The chocolate and the snail, whose regions the palette drew alike.
  static func separatedPictures() throws -> [(String, Picture)] {
    try PaletteFixture.bundledPictures().filter {
      ["chocolate", "snail"].contains(($0.0 as NSString).deletingPathExtension)
    }
  }

  @Test(
    "a flat area of a colour no palette has is drawn in one colour, not a pattern",
    arguments: [ColorDepth.palette16, .palette256, .linuxConsole])
  func flatAreaIsFlat(depth: ColorDepth) throws {
    // Orange (the sun, the fox), pink (the pig) and brown (coffee): each between two palette
    // colours, so a 2×2 mix of them was a checkerboard.
    for rgb in [(0xF0, 0x76, 0x1E), (0xF4, 0xA6, 0xB8), (0x6F, 0x4E, 0x37)] {
      let pixel = RGBA(r: UInt8(rgb.0), g: UInt8(rgb.1), b: UInt8(rgb.2))
      let picture = try #require(
        Picture(width: 8, height: 8, pixels: Array(repeating: pixel, count: 64)))
      let cells = PictureRenderer.render(picture, columns: 8, rows: 4, depth: depth).joined()
      // A full block (the console's) shows only its foreground.
      let colours = Set(
        cells.flatMap {
          $0.text == "█" ? [$0.style.foreground] : [$0.style.foreground, $0.style.background]
        })
      #expect(colours.count == 1, "\(rgb): \(colours)")
    }
  }

  /// The same cells as the renderer draws, each pixel taking its colour's 2×2 mix at its
  /// place (`mixes`: the drawing before colours were chosen by the error of what a cell
  /// shows, as far as the renderer may draw a mix: ``PictureRenderer/mixedColor(_:x:y:depth:backdrop:)``)
  /// or its one palette colour (``PictureRenderer/color(_:depth:backdrop:)``).
  static func cells(_ picture: Picture, depth: ColorDepth, backdrop: TerminalColor, mixes: Bool)
    -> [[Cell]]
  {
    let (columns, rows) = (box.columns, box.rows)
    let size = PictureRenderer.fittedSize(of: picture, columns: columns, pixelRows: rows * 2)
    let pixels = PictureRenderer.resample(picture, width: size.width, height: size.height)
    var grid = Array(
      repeating: Array(
        repeating: Cell(" ", style: CellStyle(background: backdrop)), count: columns),
      count: rows)
    let (left, top) = ((columns - size.width) / 2, (rows - (size.height + 1) / 2) / 2)
    func color(_ x: Int, _ y: Int) -> TerminalColor {
      guard y < size.height, let pixel = pixels[y * size.width + x] else { return backdrop }
      return mixes
        ? PictureRenderer.mixedColor(pixel, x: x, y: y, depth: depth, backdrop: backdrop)
        : PictureRenderer.color(pixel, depth: depth, backdrop: backdrop)
    }
    for row in 0..<(size.height + 1) / 2 {
      for x in 0..<size.width {
        grid[top + row][left + x] = Cell(
          "▀", style: CellStyle(foreground: color(x, row * 2), background: color(x, row * 2 + 1)))
      }
    }
    return grid
  }
}
