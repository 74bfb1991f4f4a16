import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

/// The sub-pixels (8 × 24 a cell) a block glyph draws in its foreground colour, read from
/// the character's Unicode name, so the tests do not share the renderer's table.
private func coverage(_ text: String) -> Set<Int>? {
  guard let scalar = text.unicodeScalars.first, let name = scalar.properties.name else {
    return nil
  }
  var cells = Set<Int>()
  func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    for y in y0..<y1 { for x in x0..<x1 { cells.insert(y * 8 + x) } }
  }
  let numbers = ["ONE": 1, "THREE": 3, "FIVE": 5, "SEVEN": 7]
  let words = name.split(separator: " ").map(String.init)
  if name == "SPACE" { return cells }
  if name.hasPrefix("BLOCK SEXTANT-") {
    for digit in name.dropFirst("BLOCK SEXTANT-".count) {
      guard let cell = digit.wholeNumberValue else { return nil }
      let (column, row) = ((cell - 1) % 2, (cell - 1) / 2)
      fill(column * 4, row * 8, column * 4 + 4, row * 8 + 8)
    }
    return cells
  }
  if words.first == "QUADRANT" {
    for part in name.dropFirst("QUADRANT ".count).components(separatedBy: " AND ") {
      let x = part.hasSuffix("LEFT") ? 0 : 4
      let y = part.hasPrefix("UPPER") ? 0 : 12
      fill(x, y, x + 4, y + 12)
    }
    return cells
  }
  switch name {
  case "FULL BLOCK": fill(0, 0, 8, 24)
  case "UPPER HALF BLOCK": fill(0, 0, 8, 12)
  case "LOWER HALF BLOCK": fill(0, 12, 8, 24)
  case "LEFT HALF BLOCK": fill(0, 0, 4, 24)
  case "RIGHT HALF BLOCK": fill(4, 0, 8, 24)
  default:
    // LOWER THREE EIGHTHS BLOCK, LEFT ONE QUARTER BLOCK…
    guard words.count == 4, words[3] == "BLOCK", let count = numbers[words[1]] else {
      return nil
    }
    let k = words[2].hasPrefix("QUARTER") ? count * 2 : count
    switch words[0] {
    case "LOWER": fill(0, 24 - 3 * k, 8, 24)
    case "LEFT": fill(0, 0, k, 24)
    default: return nil
    }
  }
  return cells
}

private func rgb(_ color: TerminalColor) -> RGBA? {
  guard case .rgb(let r, let g, let b) = color else { return nil }
  return RGBA(r: r, g: g, b: b)
}

/// The 8 × 24 sub-pixels a truecolour cell shows; `nil` for a glyph not known here.
func symbolColors(_ cell: Cell) -> [RGBA]? {
  guard let covered = coverage(cell.text), let fg = rgb(cell.style.foreground),
    let bg = rgb(cell.style.background)
  else { return nil }
  return (0..<192).map { covered.contains($0) ? fg : bg }
}

/// A picture from rows of pattern characters: each character one pixel, `X` in `ink`,
/// anything else in `paper`.
private func pattern(_ rows: [String], ink: RGBA, paper: RGBA) throws -> Picture {
  let pixels = rows.flatMap { $0.map { $0 == "X" ? ink : paper } }
  return try #require(Picture(width: rows[0].count, height: rows.count, pixels: pixels))
}

/// The 8 × 24 sub-pixels of a cell showing pattern `rows` (two pixels wide, each pixel
/// `rowsPerPixel` sub-pixel rows tall) in red on teal.
private func expectedSubPixels(_ rows: [String], rowsPerPixel: Int) -> [RGBA] {
  let pixels: [[Character]] = rows.map { Array($0) }
  return (0..<192).map { (index: Int) -> RGBA in
    let pixel: Character = pixels[index / 8 / rowsPerPixel][index % 8 / 4]
    return pixel == "X" ? red : teal
  }
}

/// The bundled apple (24 × 24), read from the resources folder.
private func bundledApple() throws -> Picture {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Resources/packs/pictures/apple.xpm")
  return try Picture.decode(try Data(contentsOf: url), format: .xpm)
}

private let red = RGBA(r: 220, g: 30, b: 40)
private let teal = RGBA(r: 10, g: 140, b: 150)

/// A seeded photo-like picture: smooth gradients, an edge and noise.
func photo(_ width: Int, _ height: Int, seed: UInt64) throws -> Picture {
  var random = SeededGenerator(seed: seed)
  let pixels = (0..<width * height).map { index -> RGBA in
    let (x, y) = (index % width, index / width)
    let edge = x * 3 + y * 2 > width * 2 ? 90 : 0
    func channel(_ base: Int) -> UInt8 {
      UInt8(clamping: base + Int.random(in: -40...40, using: &random))
    }
    return RGBA(r: channel(x * 255 / width), g: channel(edge + y * 120 / height), b: channel(160))
  }
  return try #require(Picture(width: width, height: height, pixels: pixels))
}

/// SplitMix64: a small seeded generator, so the pictures are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("Symbol renderer")
struct SymbolRendererTests {
  /// Every pattern of 2 × 2 pixels in one cell (the picture 2 × 4 pixels, each quadrant
  /// 1 × 2), two colours.
  static let quadrantPatterns: [[String]] = (0..<16).map { bits in
    let top = (bits & 1 != 0 ? "X" : ".") + (bits & 2 != 0 ? "X" : ".")
    let bottom = (bits & 4 != 0 ? "X" : ".") + (bits & 8 != 0 ? "X" : ".")
    return [top, top, bottom, bottom]
  }

  @Test("a cell that is exactly a quadrant shape is drawn as that shape in its two colours")
  func exactQuadrants() throws {
    for rows in Self.quadrantPatterns {
      let picture = try pattern(rows, ink: red, paper: teal)
      let grid = SymbolRenderer.render(
        picture, columns: 1, rows: 1, depth: .trueColor, set: .blocks)
      let drawn = try #require(symbolColors(grid[0][0]), "\(rows): \(grid[0][0].text)")
      let expected = expectedSubPixels(rows, rowsPerPixel: 6)
      #expect(drawn == expected, "\(rows) drew \(grid[0][0].text)")
    }
  }

  @Test(
    "in 256 and 16 colours a cell that is exactly a quadrant shape of palette colours gets them",
    arguments: [(ColorDepth.palette256, 196, 51), (.palette16, 9, 14)])
  func exactQuadrantsInPalette(depth: ColorDepth, ink: Int, paper: Int) throws {
    let (pure, cyan) = (RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 255, b: 255))
    for rows in Self.quadrantPatterns {
      let picture = try pattern(rows, ink: pure, paper: cyan)
      let cell = SymbolRenderer.render(
        picture, columns: 1, rows: 1, depth: depth, set: .blocks)[0][0]
      let covered = try #require(coverage(cell.text))
      func index(_ color: TerminalColor) -> Int? {
        switch color {
        case .palette(let n) where depth == .palette256: Int(n)
        case .basic(let n) where depth == .palette16: Int(n)
        default: nil
        }
      }
      let (fg, bg) = (index(cell.style.foreground), index(cell.style.background))
      for sub in 0..<192 {
        let pixel: Character = Array(rows[sub / 48])[sub % 8 / 4]
        let wanted = pixel == "X" ? ink : paper
        #expect((covered.contains(sub) ? fg : bg) == wanted, "\(rows) drew \(cell.text)")
      }
    }
  }

  @Test("a cell that is exactly a sextant pattern is drawn as it with sextants, exactly")
  func exactSextants() throws {
    for bits in 0..<64 {
      let rows = (0..<3).map { row in
        (0..<2).map { column in bits & (1 << (row * 2 + column)) != 0 ? "X" : "." }.joined()
      }
      let picture = try pattern(rows.flatMap { [$0, $0] }, ink: red, paper: teal)
      let grid = SymbolRenderer.render(
        picture, columns: 1, rows: 1, depth: .trueColor, set: .sextants)
      let drawn = try #require(symbolColors(grid[0][0]), "\(bits): \(grid[0][0].text)")
      let expected = expectedSubPixels(rows, rowsPerPixel: 8)
      #expect(drawn == expected, "pattern \(bits) drew \(grid[0][0].text)")
    }
  }

  @Test(
    "pixel art drawn exactly by half blocks is drawn the same in 24-bit colour, in place at every depth"
  )
  func pixelArtUnchanged() throws {
    let apple = try bundledApple()
    let boxes = [
      (ColorDepth.trueColor, 50, 25), (.palette256, 28, 14), (.palette16, 24, 12),
      (.linuxConsole, 24, 12), (.none, 24, 12),
    ]
    for (depth, columns, rows) in boxes + [(.trueColor, 24, 12), (.palette256, 9, 4)] {
      let blocks = PictureRenderer.render(
        apple, columns: columns, rows: rows, depth: depth, symbols: .halfBlocks)
      let symbols = SymbolRenderer.render(
        apple, columns: columns, rows: rows, depth: depth, set: .sextants)
      // In 256 and 16 colours a symbol cell takes single palette colours, not mixes.
      if columns >= 24 && depth == .trueColor || depth == .none || depth == .linuxConsole {
        #expect(symbols == blocks, "\(depth) \(columns)×\(rows)")
      } else {
        // Shrunk: every cell half blocks draw is drawn, more detail in them; an edge cell
        // less than half opaque, which half blocks leave blank, may show its opaque part.
        for (symbolRow, blockRow) in zip(symbols, blocks) {
          for (symbol, block) in zip(symbolRow, blockRow) where block.text != " " {
            #expect(symbol.text != " ", "\(depth) \(columns)×\(rows)")
          }
        }
      }
    }
  }

  @Test("the bundled pictures are drawn with half blocks; a photo larger than its box with symbols")
  func whenSymbols() throws {
    let apple = try bundledApple()
    let big = try photo(96, 96, seed: 1)
    #expect(!SymbolRenderer.draws(apple, columns: 16, rows: 8, depth: .trueColor, set: .sextants))
    #expect(SymbolRenderer.draws(big, columns: 24, rows: 12, depth: .trueColor, set: .blocks))
    #expect(SymbolRenderer.draws(big, columns: 24, rows: 12, depth: .palette16, set: .blocks))
    #expect(!SymbolRenderer.draws(big, columns: 96, rows: 48, depth: .trueColor, set: .blocks))
    #expect(!SymbolRenderer.draws(big, columns: 24, rows: 12, depth: .trueColor, set: .halfBlocks))
    #expect(!SymbolRenderer.draws(big, columns: 24, rows: 12, depth: .linuxConsole, set: .blocks))
    #expect(!SymbolRenderer.draws(big, columns: 24, rows: 12, depth: .none, set: .blocks))
    let grid = PictureRenderer.render(big, columns: 24, rows: 12, depth: .trueColor)
    let glyphs = Set(grid.flatMap { $0.map(\.text) })
    #expect(glyphs.count > 3, "\(glyphs)")
  }

  @Test(
    "pictures of odd sizes fill the box the half block renderer gives them",
    arguments: [(1, 1), (37, 23), (33, 97), (100, 3), (41, 40)])
  func oddSizes(width: Int, height: Int) throws {
    let picture = try photo(width, height, seed: UInt64(width * 1000 + height))
    for (columns, rows) in [(1, 1), (5, 3), (24, 12), (17, 9), (0, 4)] {
      for set in [SymbolSet.blocks, .sextants] {
        let grid = SymbolRenderer.render(
          picture, columns: columns, rows: rows, depth: .trueColor, set: set)
        let blocks = PictureRenderer.render(
          picture, columns: columns, rows: rows, depth: .trueColor, symbols: .halfBlocks)
        #expect(grid.count == rows && grid.allSatisfy { $0.count == columns })
        let blank = Cell(" ", style: CellStyle(background: .standard))
        #expect(grid.map { $0.map { $0 == blank } } == blocks.map { $0.map { $0 == blank } })
      }
    }
  }

  @Test("every colour depth gets only its own colours, two a cell")
  func depths() throws {
    let picture = try photo(64, 64, seed: 3)
    let expectations: [(ColorDepth, (TerminalColor) -> Bool)] = [
      (.trueColor, { if case .rgb = $0 { true } else { false } }),
      (.palette256, { if case .palette = $0 { true } else { false } }),
      (.palette16, { if case .basic(let n) = $0 { n < 16 } else { false } }),
    ]
    for (depth, allowed) in expectations {
      let grid = SymbolRenderer.render(picture, columns: 16, rows: 8, depth: depth, set: .sextants)
      for cell in grid.flatMap({ $0 }) {
        #expect(allowed(cell.style.foreground) && allowed(cell.style.background), "\(depth)")
        #expect(coverage(cell.text) != nil, "\(cell.text) is a block glyph")
        #expect(!cell.style.bold && !cell.style.reverse && !cell.style.dim)
      }
    }
    // No colour: the shade ramp, as the half block renderer draws it.
    #expect(
      SymbolRenderer.render(picture, columns: 16, rows: 8, depth: .none, set: .sextants)
        == PictureRenderer.render(
          picture, columns: 16, rows: 8, depth: .none, symbols: .halfBlocks))
    #expect(
      SymbolRenderer.render(picture, columns: 16, rows: 8, depth: .linuxConsole, set: .sextants)
        == PictureRenderer.render(
          picture, columns: 16, rows: 8, depth: .linuxConsole, symbols: .halfBlocks))
  }

  @Test("every symbol is one column wide and drawn as one glyph")
  func glyphWidths() {
    for shape in SymbolShape.withSextants {
      #expect(TextWidth.of(shape.cell.text) == 1, "\(shape.cell.text)")
      #expect(!Glyph(shape.cell.text).isComplex, "\(shape.cell.text)")
      #expect(coverage(shape.cell.text)?.count == shape.area, "\(shape.cell.text)")
    }
  }
}
