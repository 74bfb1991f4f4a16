import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// Which symbols a terminal gets, and how a cell's sub-pixels and error are measured.
extension SymbolRendererTests {
  @Test("sextants where the terminal draws them, half blocks on the console, else blocks")
  func terminalChoice() {
    #expect(SymbolSet.forTerminal(environment: ["TERM": "xterm-kitty"]) == .sextants)
    #expect(SymbolSet.forTerminal(environment: ["TERM": "foot"]) == .sextants)
    #expect(
      SymbolSet.forTerminal(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"])
        == .sextants)
    #expect(SymbolSet.forTerminal(environment: ["TERM": "xterm-256color"]) == .blocks)
    #expect(SymbolSet.forTerminal(environment: ["TERM": "tmux-256color"]) == .blocks)
    #expect(SymbolSet.forTerminal(environment: [:]) == .blocks)
    #expect(SymbolSet.forTerminal(environment: ["TERM": "linux"]) == .halfBlocks)
    #expect(
      SymbolSet.forTerminal(environment: ["TERM": "xterm", "QUIZ_SYMBOLS": "sextants"])
        == .sextants)
    #expect(
      SymbolSet.forTerminal(environment: ["TERM": "xterm-kitty", "QUIZ_SYMBOLS": "halfblocks"])
        == .halfBlocks)
  }

  @Test("sub-pixels across an edge between two source pixels take each by its area")
  func subPixelsWeighAreas() throws {
    let (red, green, blue) = (
      RGBA(r: 240, g: 0, b: 0), RGBA(r: 0, g: 240, b: 0), RGBA(r: 0, g: 0, b: 240)
    )
    let picture = try #require(Picture(width: 3, height: 1, pixels: [red, green, blue]))
    // Four sub-pixels over three pixels: each covers 3/4 of a pixel, so the second is one
    // part red and two parts green, the third two parts green and one part blue.
    let weighed = PictureRenderer.resample(picture, width: 4, height: 1, weighingAreas: true)
    #expect(
      weighed == [red, RGBA(r: 80, g: 160, b: 0), RGBA(r: 0, g: 160, b: 80), blue])
    // Without weighing, growing takes the pixel under each centre (crisp pixel art).
    let nearest = PictureRenderer.resample(picture, width: 4, height: 1)
    #expect(nearest.allSatisfy { [red, green, blue].contains($0) })
  }

  /// Runs of the property test (`QUIZ_SYMBOL_RUNS` for more).
  static let runs = ProcessInfo.processInfo.environment["QUIZ_SYMBOL_RUNS"].flatMap(Int.init) ?? 6

  @Test("no cell's error is more than its half block's")
  func neverWorseThanHalfBlocks() throws {
    for run in 0..<Self.runs {
      var random = SeededGenerator(seed: UInt64(run) + 100)
      let width = Int.random(in: 33...90, using: &random)
      let height = Int.random(in: 33...90, using: &random)
      let picture = try photo(width, height, seed: UInt64(run))
      let (columns, rows) = (
        Int.random(in: 4...20, using: &random), Int.random(in: 2...10, using: &random)
      )
      let set: SymbolSet = run % 2 == 0 ? .blocks : .sextants
      let grid = SymbolRenderer.render(
        picture, columns: columns, rows: rows, depth: .trueColor, set: set)
      let size = PictureRenderer.fittedSize(of: picture, columns: columns, pixelRows: rows * 2)
      let fine = PictureRenderer.resample(
        picture, width: size.width * 8, height: size.height * 12, weighingAreas: true)
      let (left, top) = ((columns - size.width) / 2, (rows - (size.height + 1) / 2) / 2)
      for cellRow in 0..<size.height / 2 {
        for x in 0..<size.width {
          let pixels = (0..<192).compactMap { index in
            fine[(cellRow * 24 + index / 8) * size.width * 8 + x * 8 + index % 8]
          }
          try #require(pixels.count == 192)
          let drawn = try #require(symbolColors(grid[top + cellRow][left + x]))
          func error(_ colors: [RGBA]) -> Int {
            zip(pixels, colors).reduce(0) { total, pair in
              let (a, b) = pair
              let (dr, dg, db) = (Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b))
              return total + dr * dr + dg * dg + db * db
            }
          }
          func mean(_ part: ArraySlice<RGBA>) -> RGBA {
            func average(_ value: (RGBA) -> UInt8) -> UInt8 {
              let sum: Int = part.reduce(0) { (total: Int, pixel: RGBA) -> Int in
                total + Int(value(pixel))
              }
              let mean: Double = Double(sum) / Double(part.count)
              return UInt8(mean.rounded())
            }
            return RGBA(r: average(\.r), g: average(\.g), b: average(\.b))
          }
          let half =
            Array(repeating: mean(pixels[0..<96]), count: 96)
            + Array(repeating: mean(pixels[96...]), count: 96)
          // Rounding the two colours to 8 bits costs at most 0.75 a sub-pixel.
          #expect(error(drawn) <= error(half) + 144, "run \(run), cell \(x), \(cellRow)")
        }
      }
    }
  }
}

/// Pixel art shown small, as on a 40×14 screen under a two-line clue.
extension SymbolRendererTests {
  static func bundledPicture(_ name: String) throws -> Picture {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/packs/pictures/\(name).xpm")
    return try Picture.decode(try Data(contentsOf: url), format: .xpm)
  }

  @Test(
    "pixel art shown at half its size or less is drawn with symbols, its details finer than half blocks",
    arguments: [ColorDepth.trueColor, .palette256])
  func smallPixelArtTakesSymbols(depth: ColorDepth) throws {
    let sun = try Self.bundledPicture("sun")
    #expect(sun.width == 24 && sun.height == 24)
    // 8 × 8 pixels (a third) and 12 × 12 (a half): symbols; 16 × 16 (two thirds): half blocks.
    let boxes = [(8, 4), (12, 6), (16, 8)].map { box in
      SymbolRenderer.draws(sun, columns: box.0, rows: box.1, depth: depth, set: .blocks)
    }
    #expect(boxes == [true, true, false], "\(depth)")
    let halfBlocksOnly = SymbolRenderer.draws(
      sun, columns: 8, rows: 4, depth: depth, set: .halfBlocks)
    let console = SymbolRenderer.draws(
      sun, columns: 8, rows: 4, depth: .linuxConsole, set: .blocks)
    #expect(!halfBlocksOnly && !console)
    let drawn = PictureRenderer.render(sun, columns: 8, rows: 4, depth: depth)
    let halves = PictureRenderer.render(
      sun, columns: 8, rows: 4, depth: depth, symbols: .halfBlocks)
    let finer = Set(drawn.flatMap { $0.map(\.text) }).subtracting(["▀", "▄", " ", "█"])
    #expect(finer.count >= 3, "\(depth): \(finer)")
    #expect(drawn != halves)
  }

  @Test(
    "in 16 colours small pixel art stays half blocks, every opaque half apart from the backdrop")
  func smallPixelArtIn16Colours() throws {
    for name in ["cat", "basketball", "snowflake", "scissors", "pineapple"] {
      let picture = try Self.bundledPicture(name)
      for background in [Theme.Background.dark, .light] {
        let backdrop = PictureBackdrop.choose(
          for: picture, depth: .palette16, background: background)
        // 12 × 6 cells: a 24-pixel picture at 40×14 under a one-line clue.
        #expect(
          !SymbolRenderer.draws(picture, columns: 12, rows: 6, depth: .palette16, set: .blocks))
        let drawn = PictureRenderer.render(
          picture, columns: 12, rows: 6, depth: .palette16, background: backdrop)
        let scaled = PictureRenderer.resample(picture, width: 12, height: 12)
        var melted = 0
        for row in 0..<6 {
          for column in 0..<12 {
            let cell = drawn[row][column]
            let (upper, lower) = (scaled[row * 24 + column], scaled[row * 24 + 12 + column])
            let shown: [TerminalColor?] =
              switch cell.text {
              case "▀":
                [
                  upper.map { _ in cell.style.foreground },
                  lower.map { _ in cell.style.background },
                ]
              case "▄": [lower.map { _ in cell.style.foreground }]
              default: [upper == nil && lower == nil ? nil : .standard]
              }
            melted += shown.filter { $0 == backdrop || $0 == .standard }.count
          }
        }
        #expect(melted == 0, "\(name) \(background): \(melted) halves in the backdrop's colour")
      }
    }
  }
}
