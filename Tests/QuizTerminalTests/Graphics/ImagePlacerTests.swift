import Foundation
import QuizCore
import TestTools
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages
@testable import TerminalKit

@Suite("Placing pictures as terminal images")
struct ImagePlacerTests {
  static let cat = GraphicsSamples.pack("cat")
  static let dog = GraphicsSamples.pack("dog")

  /// The question view of `picture` at 80×24, as a session draws it.
  static func model(_ picture: Picture, enlarged: Bool = false) -> ScreenModel {
    let controller = UIFixture.controller([UIFixture.cat])
    let board = controller.game.board
    let layout = Layout(
      rows: 24, columns: 80, slotCount: board.answer.count, tileCount: board.tiles.count,
      letterWidth: board.letterWidth, pictureRows: Layout.cellRows(pixelRows: picture.height),
      clue: controller.game.puzzle.title)
    var view = controller.view
    view.enlarged = enlarged
    return ScreenModel(view: view, layout: layout, picture: picture)
  }

  static let theme = Theme(depth: .trueColor, background: .dark)

  static func count(_ needle: String, in bytes: [UInt8]) -> Int {
    String(decoding: bytes, as: UTF8.self).components(separatedBy: needle).count - 1
  }

  @Test("the image sits on the backdrop its cells are drawn on, chosen for the picture")
  func sameBackdrop() throws {
    // A black outline: on a dark terminal it takes a lighter grey than the usual one.
    var pixels = Array(repeating: RGBA.transparent, count: 144)
    for y in 2..<10 {
      for x in 2..<10 {
        pixels[y * 12 + x] =
          (x == 2 || x == 9 || y == 2 || y == 9)
          ? RGBA(r: 0x10, g: 0x10, b: 0x10) : RGBA(r: 0xE8, g: 0x32, b: 0x2D)
      }
    }
    let picture = try #require(Picture(width: 12, height: 12, pixels: pixels))
    let model = Self.model(picture)
    let placement = try #require(
      ImagePlacement.of(model, theme: Self.theme, depth: .palette256, background: .dark))
    let frame = FrameBuilder.build(model, depth: .palette256, background: .dark)
    let rect = placement.rect
    // The column left of the picture is the backdrop's.
    let side = frame[rect.y, rect.x - 1].style.background
    #expect(side != Self.theme.pictureBackdrop)
    #expect(placement.backdrop.style.background == side)
  }

  @Test("the image covers exactly the cells the block renderer paints the picture in")
  func sameCells() throws {
    for enlarged in [false, true] {
      // Opaque, so every cell of the picture shows a half block.
      let opaque = try #require(
        Picture(
          width: 24, height: 24,
          pixels: Self.cat.pixels.map { $0.a == 255 ? $0 : RGBA(r: 9, g: 9, b: 9) }))
      let model = Self.model(opaque, enlarged: enlarged)
      let placement = try #require(ImagePlacement.of(model, theme: Self.theme))
      let frame = FrameBuilder.build(model, depth: .trueColor)
      var painted: [(Int, Int)] = []
      for row in 0..<frame.rows {
        for column in 0..<frame.columns where ["▀", "▄"].contains(frame[row, column].text) {
          painted.append((row, column))
        }
      }
      #expect(!painted.isEmpty)
      #expect(painted.allSatisfy { placement.rect.contains(column: $0.1, row: $0.0) })
      let rows = painted.map(\.0)
      let columns = painted.map(\.1)
      #expect(placement.rect.x == columns.min() && placement.rect.y == rows.min())
      #expect(placement.rect.width == columns.max()! - columns.min()! + 1)
      #expect(placement.rect.height == rows.max()! - rows.min()! + 1)
    }
  }

  @Test(
    "kitty: sent once per placement, the frame diff leaves its cells alone, deleted by id when it changes and on leaving"
  )
  func kittyLifecycle() throws {
    let placer = try #require(ImagePlacer(mode: .kitty, cell: PixelSize(width: 10, height: 20)))
    let first = try #require(ImagePlacement.of(Self.model(Self.cat), theme: Self.theme))
    var previous: ScreenBuffer? = nil
    var frame = FrameBuilder.build(Self.model(Self.cat), depth: .trueColor)
    var bytes = placer.update(first, frame: &frame, previous: &previous)
    #expect(bytes.before.isEmpty)
    #expect(Self.count("\u{1B}_Ga=T,", in: bytes.after) == 1)
    #expect(
      String(decoding: bytes.after.prefix(12), as: UTF8.self).hasPrefix(
        "\u{1B}[\(first.rect.y + 1);\(first.rect.x + 1)H"))
    #expect(frame[first.rect.y, first.rect.x] == first.backdrop)
    // The next frame of the same question: nothing sent, and the diff does not touch it.
    previous = frame
    var next = FrameBuilder.build(Self.model(Self.cat), depth: .trueColor)
    bytes = placer.update(first, frame: &next, previous: &previous)
    #expect(bytes.before.isEmpty && bytes.after.isEmpty)
    #expect(next == frame)
    // Another picture: the old image deleted by its id, the new one sent.
    let second = try #require(ImagePlacement.of(Self.model(Self.dog), theme: Self.theme))
    var third = FrameBuilder.build(Self.model(Self.dog), depth: .trueColor)
    bytes = placer.update(second, frame: &third, previous: &previous)
    #expect(String(decoding: bytes.before, as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=7301,q=2\u{1B}\\")
    #expect(Self.count("i=7302,", in: bytes.after) == 1)
    #expect(String(decoding: placer.leave(), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=7302,q=2\u{1B}\\")
    #expect(placer.leave().isEmpty)
  }

  @Test("sixel: when the image goes, the cells it covered are drawn again")
  func sixelRedraw() throws {
    let placer = try #require(ImagePlacer(mode: .sixel, cell: PixelSize(width: 9, height: 17)))
    let model = Self.model(Self.cat)
    let placement = try #require(ImagePlacement.of(model, theme: Self.theme))
    var previous: ScreenBuffer? = nil
    var frame = FrameBuilder.build(model, depth: .trueColor)
    let bytes = placer.update(placement, frame: &frame, previous: &previous)
    #expect(
      String(decoding: bytes.after, as: UTF8.self).contains(
        "\u{1B}P0;1;0q\"1;1;\(placement.rect.width * 9);\(placement.rect.height * 17)"))
    // A frame without the picture (say, the enlarged view's backdrop, here a blank screen).
    previous = frame
    var blank = ScreenBuffer(rows: 24, columns: 80)
    _ = placer.update(nil, frame: &blank, previous: &previous)
    let old = try #require(previous)
    let rect = placement.rect
    for row in rect.y..<(rect.y + rect.height) {
      for column in rect.x..<(rect.x + rect.width) {
        #expect(old[row, column] != blank[row, column])
      }
    }
    #expect(placer.leave().isEmpty)
  }

  @Test("no sixel without the cell size; no placer for blocks or ASCII")
  func noPlacer() {
    #expect(ImagePlacer(mode: .sixel, cell: nil) == nil)
    #expect(ImagePlacer(mode: .blocks, cell: PixelSize(width: 10, height: 20)) == nil)
    #expect(ImagePlacer(mode: .ascii, cell: nil) == nil)
    #expect(ImagePlacer(mode: .kitty, cell: nil) != nil)
  }
}

extension ImagePlacerTests {
  @Test(
    "sixel: the pixels the picture leaves transparent are painted the backdrop's colour, as mlterm paints unset ones its own background"
  )
  func sixelBackdrop() throws {
    let placer = try #require(ImagePlacer(mode: .sixel, cell: PixelSize(width: 10, height: 20)))
    for enlarged in [false, true] {
      let model = Self.model(Self.cat, enlarged: enlarged)
      let placement = try #require(ImagePlacement.of(model, theme: Self.theme))
      guard case .palette(let index) = placement.backdrop.style.background,
        let grey = ColorSet.xterm256.rgb(of: index)
      else {
        Issue.record("the backdrop is not a palette colour")
        return
      }
      var previous: ScreenBuffer? = nil
      var frame = FrameBuilder.build(model, depth: .trueColor)
      let bytes = placer.update(placement, frame: &frame, previous: &previous).after
      let sixel = try #require(SixelReader.pixels(bytes))
      let scaled = try #require(
        ImageScaler.fit(
          Self.cat, width: placement.rect.width * 10, height: placement.rect.height * 20))
      #expect(sixel.width == scaled.width && sixel.height == scaled.height)
      let backdrop = [grey.0, grey.1, grey.2].map(SixelEncoder.percent)
      let transparent = scaled.pixels.indices.filter { scaled.pixels[$0].a == 0 }
      #expect(!transparent.isEmpty)
      #expect(sixel.pixels.allSatisfy { $0 != nil }, "pixels left unset")
      #expect(transparent.allSatisfy { sixel.pixels[$0] == backdrop })
    }
  }
}
