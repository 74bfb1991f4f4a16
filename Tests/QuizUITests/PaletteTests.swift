import Foundation
import QuizCore
import Testing

@testable import QuizUI
@testable import TerminalKit

@Suite("Palette choice")
struct PaletteTests {
  @Test(
    "OKLab matches Björn Ottosson's published values",
    arguments: [
      (UInt8(255), UInt8(255), UInt8(255), 1.0, 0.0, 0.0),
      (255, 0, 0, 0.627_955, 0.224_863, 0.125_846),
      (0, 255, 0, 0.866_440, -0.233_888, 0.179_498),
      (0, 0, 255, 0.452_014, -0.032_457, -0.311_528),
    ])
  func oklabReference(r: UInt8, g: UInt8, b: UInt8, l: Double, a: Double, bb: Double) {
    let lab = OKLab(r, g, b)
    #expect(abs(lab.l - l) < 0.001 && abs(lab.a - a) < 0.001 && abs(lab.b - bb) < 0.001)
  }

  @Test("the apple's red stays red in 256 colours, not orange")
  func appleStaysRed() throws {
    let index = Palette.nearest(0xE8, 0x32, 0x2D)
    let rgb = try #require(ColorSet.xterm256.rgb(of: index))
    let chosen = OKLab(rgb.0, rgb.1, rgb.2)
    #expect(index != 166 && index != 202)
    #expect(OKLab.hueDifference(chosen.hue, OKLab(0xE8, 0x32, 0x2D).hue) <= 15)
  }

  @Test("the bear's brown stays brown in 256 colours, not olive or grey")
  func bearStaysBrown() {
    let brown = OKLab(99, 61, 23)
    let mixed = PaletteFixture.mixed(Palette.mix(99, 61, 23, in: .xterm256), in: .xterm256)
    #expect(OKLab.hueDifference(mixed.hue, brown.hue) <= 15)
    #expect(mixed.chroma >= 0.6 * brown.chroma)
  }

  @Test(
    "the apple is red and the bear brown in 16 colours, on xterm and on the Linux console",
    arguments: [ColorSet.xterm16, .linuxConsole])
  func sixteenColours(set: ColorSet) {
    for (r, g, b) in [(UInt8(0xE8), UInt8(0x32), UInt8(0x2D)), (99, 61, 23)] {
      let source = OKLab(r, g, b)
      let mixed = PaletteFixture.mixed(Palette.mix(r, g, b, in: set), in: set)
      #expect(OKLab.hueDifference(mixed.hue, source.hue) <= 15)
      #expect(mixed.chroma >= 0.6 * source.chroma)
    }
  }

  @Test(
    "every colour that covers 5 % of a bundled picture, mixed from 16 colours, keeps its hue within 20° and its chroma",
    arguments: [ColorSet.xterm16, .linuxConsole])
  func bundledColoursInSixteen(set: ColorSet) throws {
    var worstHue = 0.0
    var worstChroma = Double.infinity
    for (name, picture) in try PaletteFixture.bundledPictures() {
      for source in PaletteFixture.mainColours(of: picture) {
        let lab = OKLab(source.r, source.g, source.b)
        let drawn = PaletteFixture.mixed(
          Palette.mix(source.r, source.g, source.b, in: set), in: set)
        let hue = OKLab.hueDifference(drawn.hue, lab.hue)
        let chroma = drawn.chroma / lab.chroma
        worstHue = max(worstHue, hue)
        worstChroma = min(worstChroma, chroma)
        #expect(
          hue <= 20 && chroma >= 0.6,
          "\(name): \(source) mixed \(Int(hue))° off, at \(Int(chroma * 100)) % chroma")
      }
    }
    if ProcessInfo.processInfo.environment["QUIZ_PALETTE_REPORT"] == "1" {
      print("\(set.name) mixes: worst hue change \(worstHue)°, lowest chroma kept \(worstChroma)")
      for depth in [ColorDepth.palette16, .linuxConsole] where depth.colorSet.name == set.name {
        var hueDrawn = 0.0
        var chromaDrawn = Double.infinity
        for (_, picture) in try PaletteFixture.bundledPictures() {
          for colour in PaletteFixture.measure(picture, depth: depth) {
            hueDrawn = max(hueDrawn, OKLab.hueDifference(colour.drawn.hue, colour.source.hue))
            chromaDrawn = min(chromaDrawn, colour.drawn.chroma / colour.source.chroma)
          }
        }
        print("\(depth) drawn: worst hue change \(hueDrawn)°, lowest chroma kept \(chromaDrawn)")
      }
    }
  }

  @Test("a mix of two colours is an even 2×2 pattern")
  func mixPattern() {
    let half = PaletteMix(1, 2, quarters: 2)
    #expect(half.index(x: 0, y: 0) != half.index(x: 1, y: 0))
    #expect(half.index(x: 0, y: 0) == half.index(x: 1, y: 1))
    #expect(half.index(x: 1, y: 0) == half.index(x: 0, y: 1))
    let quarter = PaletteMix(1, 2, quarters: 1)
    let block = [(0, 0), (1, 0), (0, 1), (1, 1)].map { quarter.index(x: $0.0, y: $0.1) }
    #expect(block.filter { $0 == 2 }.count == 1)
  }

  // Pixels are drawn flat (one palette colour each, see PictureColourTests), so in 16
  // colours orange becomes yellow or red and brown grey: their shapes, not their hues, are
  // kept. The 256 colours have enough of them to keep a clear colour a colour.
  @Test(
    "in 256 colours every clearly colourful colour that covers 5 % of a bundled picture keeps its hue within 40° and half its chroma, as drawn"
  )
  func bundledPicturesKeepTheirColours() throws {
    let depth = ColorDepth.palette256
    let pictures = try PaletteFixture.bundledPictures()
    #expect(pictures.count >= 100)
    var worstHue = 0.0
    var worstChroma = Double.infinity
    for (name, picture) in pictures {
      for colour in PaletteFixture.measure(picture, depth: depth)
      where colour.source.chroma >= 0.1 {
        let hue = OKLab.hueDifference(colour.drawn.hue, colour.source.hue)
        let chroma = colour.drawn.chroma / colour.source.chroma
        worstHue = max(worstHue, hue)
        worstChroma = min(worstChroma, chroma)
        #expect(
          hue <= 40 && chroma >= 0.5,
          "\(name): \(colour.hex) drawn \(Int(hue))° off, at \(Int(chroma * 100)) % chroma")
      }
    }
    if ProcessInfo.processInfo.environment["QUIZ_PALETTE_REPORT"] == "1" {
      print("\(depth): worst hue change \(worstHue)°, lowest chroma kept \(worstChroma)")
    }
  }
}

/// Renders pictures and measures what each of their main colours became.
enum PaletteFixture {
  /// One main colour of a picture: as drawn in the file, and as drawn on the screen (the
  /// average in linear light over its pixels, so a 2×2 mix counts as what the eye sees).
  struct Measured {
    let hex: String
    let source: OKLab
    let drawn: OKLab
  }

  /// Every picture in `Resources/packs/pictures`, by file name.
  static func bundledPictures() throws -> [(String, Picture)] {
    try decodedPictures.get()
  }

  /// The bundled pictures, decoded once for every test of the run.
  private static let decodedPictures = Result { try decodeBundledPictures() }

  private static func decodeBundledPictures() throws -> [(String, Picture)] {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/packs/pictures")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.compactMap { name in
      guard let format = PictureFormat(fileExtension: (name as NSString).pathExtension) else {
        return nil
      }
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      return (name, try Picture.decode(data, format: format))
    }
  }

  /// The OKLab colour a mix shows, averaged in linear light.
  static func mixed(_ mix: PaletteMix, in set: ColorSet) -> OKLab {
    let pixels = [(0, 0), (1, 0), (0, 1), (1, 1)].compactMap {
      set.rgb(of: mix.index(x: $0.0, y: $0.1))
    }
    return average(pixels)
  }

  static func average(_ pixels: [(UInt8, UInt8, UInt8)]) -> OKLab {
    let count = Double(max(pixels.count, 1))
    return OKLab(
      linearRed: pixels.map { OKLab.linear($0.0) }.reduce(0, +) / count,
      green: pixels.map { OKLab.linear($0.1) }.reduce(0, +) / count,
      blue: pixels.map { OKLab.linear($0.2) }.reduce(0, +) / count)
  }

  /// The sRGB value a cell colour shows in `depth`.
  static func rgb(_ color: TerminalColor, depth: ColorDepth) -> (UInt8, UInt8, UInt8)? {
    switch color {
    case .rgb(let r, let g, let b): return (r, g, b)
    case .palette(let index): return ColorSet.xterm256.rgb(of: index)
    case .basic(let index): return depth.colorSet.rgb(of: index)
    default: return nil
    }
  }

  /// The colours covering at least 5 % of the picture's visible pixels with an OKLCh
  /// chroma of at least 0.06.
  static func mainColours(of picture: Picture) -> [RGBA] {
    let visible = picture.pixels.filter { !$0.isTransparent }
    var counts: [RGBA: Int] = [:]
    for pixel in visible { counts[pixel, default: 0] += 1 }
    return counts.filter {
      $0.value * 20 >= visible.count && OKLab($0.key.r, $0.key.g, $0.key.b).chroma >= 0.06
    }
    .keys.sorted { ($0.r, $0.g, $0.b) < ($1.r, $1.g, $1.b) }
  }

  /// The colours covering at least 5 % of the picture's visible pixels with an OKLCh chroma
  /// of at least 0.06, each with what the picture drawn at its own size in `depth` shows.
  static func measure(_ picture: Picture, depth: ColorDepth) -> [Measured] {
    let rows = (picture.height + 1) / 2
    let grid = PictureRenderer.render(picture, columns: picture.width, rows: rows, depth: depth)
    var drawn: [RGBA: [(UInt8, UInt8, UInt8)]] = [:]
    for y in 0..<picture.height {
      for x in 0..<picture.width {
        let pixel = picture[x: x, y: y]
        guard !pixel.isTransparent else { continue }
        let cell = grid[y / 2][x]
        let color: TerminalColor
        switch cell.text {
        case "▀": color = y % 2 == 0 ? cell.style.foreground : cell.style.background
        case "▄": color = y % 2 == 1 ? cell.style.foreground : cell.style.background
        default: color = cell.style.foreground
        }
        if let rgb = rgb(color, depth: depth) { drawn[pixel, default: []].append(rgb) }
      }
    }
    let visible = picture.pixels.filter { !$0.isTransparent }.count
    return drawn.compactMap { source, pixels in
      let lab = OKLab(source.r, source.g, source.b)
      guard pixels.count * 20 >= visible, lab.chroma >= 0.06 else { return nil }
      let hex = String(format: "#%02X%02X%02X", source.r, source.g, source.b)
      return Measured(hex: hex, source: lab, drawn: average(pixels))
    }
    .sorted { $0.hex < $1.hex }
  }
}
