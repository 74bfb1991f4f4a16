import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

@Suite("The picture's backdrop")
struct PictureBackdropTests {
  /// A 12×12 picture: a transparent surround, a ring of `edge` and a `middle` inside.
  static func ringed(edge: RGBA, middle: RGBA) -> Picture {
    var pixels = Array(repeating: RGBA.transparent, count: 144)
    for y in 2..<10 {
      for x in 2..<10 {
        pixels[y * 12 + x] = (x == 2 || x == 9 || y == 2 || y == 9) ? edge : middle
      }
    }
    return Picture(width: 12, height: 12, pixels: pixels)!
  }

  static let black = RGBA(r: 0x10, g: 0x10, b: 0x10)
  static let pale = RGBA(r: 0xF4, g: 0xF2, b: 0xE6)
  static let red = RGBA(r: 0xE8, g: 0x32, b: 0x2D)

  @Test(
    "every depth with colour draws a backdrop, on a dark terminal too",
    arguments: [ColorDepth.trueColor, .palette256, .palette16, .linuxConsole])
  func drawnAtEveryDepth(depth: ColorDepth) {
    for background in [Theme.Background.dark, .light] {
      let choices = PictureBackdrop.candidates(depth: depth, background: background)
      #expect(!choices.isEmpty && !choices.contains(.standard), "\(background)")
    }
  }

  @Test("in 16 colours on a dark terminal the picture's surround is drawn in its backdrop")
  func sixteenColourDarkFrame() throws {
    let picture = Self.ringed(edge: Self.black, middle: Self.red)
    let model = goldenModel([UIFixture.cat], rows: 24, columns: 80, picture: picture)
    let screen = FrameBuilder.build(model, depth: .palette16, background: .dark)
    let area = try #require(model.layout.picture)
    let backdrop = PictureBackdrop.choose(for: picture, depth: .palette16, background: .dark)
    #expect(backdrop == .basic(8))
    let backgrounds = (area.y..<area.y + area.height).flatMap { row in
      (area.x..<area.x + area.width).map { screen[row, $0].style.background }
    }
    // The black ring's cells and the surround: the grey backdrop, not the black screen.
    #expect(backgrounds.filter { $0 == .basic(8) }.count >= 12 * 2)
  }

  @Test(
    "the enlarged picture sits on the same backdrop as the picture in the game",
    arguments: [ColorDepth.trueColor, .palette256, .palette16])
  func enlargedUsesTheBackdrop(depth: ColorDepth) throws {
    let picture = Self.ringed(edge: Self.black, middle: Self.red)
    for background in [Theme.Background.dark, .light] {
      let model = goldenModel(
        [UIFixture.cat], keys: [.character("+")], rows: 24, columns: 80, picture: picture)
      #expect(model.view.enlarged)
      let screen = FrameBuilder.build(model, depth: depth, background: background)
      let zoom = model.layout.zoom(of: picture)
      let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: background)
      // The frame's corners and the picture's transparent corner.
      let corners = [
        screen[zoom.top - 1, zoom.left - 1], screen[zoom.top + zoom.rows, zoom.left + zoom.width],
        screen[zoom.top, zoom.left],
      ]
      #expect(
        corners.allSatisfy { $0.style.background == backdrop },
        "\(depth) \(background): \(corners.map(\.style.background)) not \(backdrop)")
      // Drawn as a terminal image, it sits on that backdrop too.
      let placement = try #require(
        ImagePlacement.of(
          model, theme: Theme(depth: depth, background: background), depth: depth,
          background: background))
      #expect(placement.backdrop.style.background == backdrop, "\(depth) \(background)")
    }
  }

  @Test(
    "a black outline takes a lighter backdrop than the usual dark grey, pale details a darker one than the usual light grey",
    arguments: [ColorDepth.trueColor, .palette256])
  func edgeContrastChoosesTheBackdrop(depth: ColorDepth) throws {
    let dark = PictureBackdrop.candidates(depth: depth, background: .dark)
    let light = PictureBackdrop.candidates(depth: depth, background: .light)
    let outlined = Self.ringed(edge: Self.black, middle: Self.red)
    let pale = Self.ringed(edge: Self.pale, middle: Self.red)
    #expect(PictureBackdrop.choose(for: outlined, depth: depth, background: .dark) != dark[0])
    #expect(PictureBackdrop.choose(for: pale, depth: depth, background: .light) != light[0])
    // An outline of mid red stands apart from the usual greys: they stay.
    let plain = Self.ringed(edge: Self.red, middle: Self.red)
    #expect(PictureBackdrop.choose(for: plain, depth: depth, background: .dark) == dark[0])
    #expect(PictureBackdrop.choose(for: plain, depth: depth, background: .light) == light[0])
  }

  @Test(
    "for each bundled picture the chosen backdrop stands apart from its edge, less what it costs the picture's colours, as well as any other of its choices",
    arguments: PictureSetting.all)
  func bundledEdgesStandApart(setting: PictureSetting) throws {
    let pictures = try PaletteFixture.bundledPictures()
    let choices = PictureBackdrop.candidates(depth: setting.depth, background: setting.background)
    var moved = 0
    for (name, picture) in pictures {
      let edge = PictureBackdrop.edgeColors(of: picture)
      let colors = PictureBackdrop.sampledColors(of: picture).colors
      func score(_ color: TerminalColor) throws -> Double {
        let rgb = try #require(PictureBackdrop.rgb(of: color, depth: setting.depth))
        let index = PictureBackdrop.index(of: color)
        return PictureBackdrop.contrast(edge, against: rgb, index: index, depth: setting.depth)
          - PictureBackdrop.avoidanceCost(colors, index: index, depth: setting.depth)
      }
      let chosen = PictureBackdrop.choose(
        for: picture, depth: setting.depth, background: setting.background)
      if chosen != choices[0] { moved += 1 }
      for other in choices {
        #expect(try score(chosen) >= score(other), "\(name): \(chosen) against \(other)")
      }
    }
    // The usual backdrop suits most pictures; some take another.
    #expect(moved > 0 && moved < pictures.count)
  }

  @Test(
    "the fox's black ears get a lighter grey on dark, the moon's pale stars a darker one on light")
  func foxAndMoon() throws {
    let pictures = Dictionary(uniqueKeysWithValues: try PaletteFixture.bundledPictures())
    let fox = try #require(pictures["fox.xpm"])
    let moon = try #require(pictures["moon.xpm"])
    #expect(
      PictureBackdrop.choose(for: fox, depth: .palette256, background: .dark) != .palette(236))
    #expect(
      PictureBackdrop.choose(for: moon, depth: .palette256, background: .light) != .palette(254))
  }
}
