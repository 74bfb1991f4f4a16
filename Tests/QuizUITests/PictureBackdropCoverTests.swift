import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The backdrop under a wide picture (the bundled ones of 24×22, and photos), in the question
/// and enlarged, at sizes from 40×14 to 100×31 where the picture is drawn at whole and
/// fractional zooms. A photo was fitted anew by the renderer, whose rounding made it a
/// column narrower than the layout's view: enlarged at 40×14 a 16:9 photo had two columns of
/// backdrop on its right and one on its left.
@Suite("Picture backdrop covers the picture's box")
struct PictureBackdropCoverTests {
  @Test(
    "a wide picture's backdrop has no gap, and as many columns beside the picture on the right as on the left"
  )
  func backdropCoversWidePictures() throws {
    let all = try PaletteFixture.bundledPictures()
    var wide = all.filter { $0.1.width > $0.1.height }
    #expect(wide.count >= 2)
    // Photos: a 16:9 one and a wider one, drawn with symbols.
    for (width, height) in [(64, 36), (100, 40)] {
      var pixels: [RGBA] = []
      for y in 0..<height {
        for x in 0..<width {
          pixels.append(RGBA(r: UInt8(x * 255 / width), g: UInt8(y * 255 / height), b: 90))
        }
      }
      wide.append(
        ("\(width)x\(height)", try #require(Picture(width: width, height: height, pixels: pixels))))
    }
    var failures: [String] = []
    for (name, picture) in wide {
      for depth in [ColorDepth.trueColor] {
        let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: .dark)
        for columns in stride(from: 40, through: 100, by: 3) {
          for rows in [14, 15, 17, 19, 24, 31] {
            for keys in [[], [Key.character("+")]] {
              let model = goldenModel(
                [UIFixture.cat], keys: keys, rows: rows, columns: columns, picture: picture)
              guard !model.layout.isTooSmall, let area = model.layout.picture else { continue }
              let screen = FrameBuilder.build(model, depth: depth)
              let zoom = model.layout.zoom(of: picture)
              let (top, bottom) =
                keys.isEmpty
                ? (area.y, area.y + area.height - 1)
                : (max(0, zoom.top - 1), min(rows - 1, zoom.top + zoom.rows))
              // The rows of the backdrop's block (the message line may cover the frame's
              // last row), its columns, and the picture's columns in it.
              let band = (top...bottom).filter { y in
                (0..<columns).contains { screen[y, $0].style.background == backdrop }
              }
              var (x0, x1, p0, p1) = (Int.max, -1, Int.max, -1)
              for y in band {
                for x in 0..<columns where screen[y, x].style.background == backdrop {
                  (x0, x1) = (min(x0, x), max(x1, x))
                }
              }
              var holes: [(Int, Int)] = []
              for y in band {
                for x in 0..<columns where x >= x0 && x <= x1 {
                  let cell = screen[y, x]
                  if cell.style.background == .standard, cell.text == " " { holes.append((x, y)) }
                  if cell.style.background != backdrop || cell.text != " " {
                    (p0, p1) = (min(p0, x), max(p1, x))
                  }
                }
              }
              let setting = "\(name) \(depth) \(columns)×\(rows)\(keys.isEmpty ? "" : " enlarged")"
              if !holes.isEmpty { failures.append("\(setting): holes \(holes.prefix(4))") }
              if p1 >= 0, p0 - x0 != x1 - p1 {
                failures.append("\(setting): backdrop \(x0)...\(x1), picture \(p0)...\(p1)")
              }
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(30))")
  }
}
