import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

@Suite("Picture memo")
struct PictureMemoTests {
  static let red = RGBA(r: 255, g: 0, b: 0)
  static let blue = RGBA(r: 0, g: 0, b: 255)
  static let picture = Picture(
    width: 2, height: 2, pixels: [red, blue, blue, red])!
  static let other = Picture(width: 2, height: 2, pixels: [blue, blue, blue, blue])!

  @Test("a remembered rendering is the same as rendering afresh")
  func sameAsRenderer() {
    let memo = PictureMemo()
    let direct = PictureRenderer.render(
      Self.picture, columns: 4, rows: 2, depth: .trueColor, background: .standard)
    let first = memo.render(
      Self.picture, columns: 4, rows: 2, depth: .trueColor, background: .standard)
    let again = memo.render(
      Self.picture, columns: 4, rows: 2, depth: .trueColor, background: .standard)
    #expect(first == direct)
    #expect(again == direct)
  }

  @Test("a different picture, size or depth is rendered anew, not served from the memo")
  func keyedOnEverything() {
    let memo = PictureMemo()
    _ = memo.render(Self.picture, columns: 4, rows: 2, depth: .trueColor, background: .standard)
    let cases: [(Picture, Int, Int, ColorDepth)] = [
      (Self.other, 4, 2, .trueColor), (Self.picture, 6, 3, .trueColor),
      (Self.picture, 4, 2, .none), (Self.picture, 4, 2, .palette256),
    ]
    for (picture, columns, rows, depth) in cases {
      let remembered = memo.render(
        picture, columns: columns, rows: rows, depth: depth, background: .standard)
      let direct = PictureRenderer.render(
        picture, columns: columns, rows: rows, depth: depth, background: .standard)
      #expect(remembered == direct)
    }
  }
}

/// A photo of `width` × `height`: a gradient, drawn with symbols.
private func gradient(width: Int, height: Int) -> Picture? {
  var pixels: [RGBA] = []
  for y in 0..<height {
    for x in 0..<width {
      pixels.append(RGBA(r: UInt8(x * 255 / width), g: UInt8(y * 255 / height), b: 90))
    }
  }
  return Picture(width: width, height: height, pixels: pixels)
}

@Suite("One picture memo for a session's frames")
struct PictureMemoFrameTests {
  /// Sizes where the slots come right under the picture and its last row is drawn again
  /// in half blocks (40×14), and where they do not (80×24), with the enlarged view.
  static let settings: [(rows: Int, columns: Int, keys: [Key])] = [
    (14, 40, []), (24, 80, []), (24, 80, [.character("+")]),
  ]

  @Test(
    "the same frame drawn again resamples and renders nothing, and is the frame a fresh memo draws",
    arguments: [ColorDepth.palette16, .palette256, .trueColor])
  func sameFrameTwice(depth: ColorDepth) throws {
    let photos = [
      try #require(gradient(width: 96, height: 96)), try #require(gradient(width: 160, height: 90)),
    ]
    var redrawnLastRow = false
    for photo in photos {
      for setting in Self.settings {
        let model = goldenModel(
          [UIFixture.cat], keys: setting.keys, rows: setting.rows, columns: setting.columns,
          picture: photo)
        let memo = PictureMemo()
        let first = FrameBuilder.build(model, depth: depth, pictures: memo)
        let (renders, resamples) = (memo.renders, memo.resamples)
        let place = "\(photo.width)×\(photo.height) \(depth) \(setting)"
        #expect(renders >= 1 && resamples >= 1, "\(place)")
        // The question's picture and its last row share one resampling.
        if renders > resamples { redrawnLastRow = true }
        let second = FrameBuilder.build(model, depth: depth, pictures: memo)
        #expect(memo.renders == renders && memo.resamples == resamples, "\(place)")
        #expect(second == first, "\(place)")
        #expect(first == FrameBuilder.build(model, depth: depth), "\(place)")
      }
    }
    #expect(redrawnLastRow)
  }

  @Test("a resize or another colour depth draws the picture anew, as a fresh memo would")
  func resizeAndDepth() throws {
    let photo = try #require(gradient(width: 96, height: 96))
    let memo = PictureMemo()
    for (rows, columns, depth) in [
      (24, 80, ColorDepth.palette256), (30, 100, .palette256), (40, 120, .palette256),
      (40, 120, .palette16),
    ] {
      let model = goldenModel([UIFixture.cat], rows: rows, columns: columns, picture: photo)
      let before = memo.renders
      let frame = FrameBuilder.build(model, depth: depth, pictures: memo)
      #expect(memo.renders > before, "\(columns)×\(rows) \(depth)")
      #expect(frame == FrameBuilder.build(model, depth: depth), "\(columns)×\(rows) \(depth)")
    }
    // Another colour depth at the same size renders again from the same resampling.
    let model = goldenModel([UIFixture.cat], rows: 40, columns: 120, picture: photo)
    let resamples = memo.resamples
    _ = FrameBuilder.build(model, depth: .trueColor, pictures: memo)
    #expect(memo.resamples == resamples)
  }

  @Test(
    "in ASCII shades in a colour terminal, no cell of the picture has a colour, its last row over the slots neither"
  )
  func asciiShadesHaveNoColour() throws {
    var lastRowsRedrawn = 0
    // Every eighth bundled picture, at sizes where the slots come right under it.
    let pictures = try PaletteFixture.bundledPictures().enumerated().filter { $0.offset % 8 == 0 }
    for (name, picture) in pictures.map(\.element) {
      for (rows, columns) in [(14, 40), (15, 40)] {
        let model = goldenModel([UIFixture.cat], rows: rows, columns: columns, picture: picture)
        guard let area = model.layout.picture else { continue }
        let screen = FrameBuilder.build(model, depth: .palette256, pictureDepth: ColorDepth.none)
        // In colour, the last row over the slots is drawn again in half blocks.
        let memo = PictureMemo()
        _ = FrameBuilder.build(model, depth: .trueColor, pictures: memo)
        if memo.renders > memo.resamples { lastRowsRedrawn += 1 }
        for y in area.y..<(area.y + area.height) {
          for x in area.x..<(area.x + area.width) {
            let style = screen[y, x].style
            #expect(
              style.foreground == TerminalColor.standard
                && style.background == TerminalColor.standard,
              "\(name) \(columns)×\(rows) at \(x),\(y): \(screen[y, x])")
          }
        }
      }
    }
    #expect(lastRowsRedrawn > 0)
  }
}
