import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

/// The backdrop under a wide picture (the bundled ones 24×22), in the question and enlarged,
/// at sizes from 40×14 to 120×31 where the picture is drawn at whole and fractional zooms.
@Suite("Picture backdrop covers the picture's box")
struct PictureBackdropCoverTests {
  @Test(
    "a wide picture's backdrop has no gap, and as many columns beside the picture on the right as on the left"
  )
  func backdropCoversWidePictures() throws {
    let all = try PaletteFixture.bundledPictures()
    let wide = all.filter { $0.1.width > $0.1.height }
    #expect(wide.count >= 2)
    var failures: [String] = []
    for (name, picture) in wide {
      for depth in [ColorDepth.palette256] {
        let backdrop = PictureBackdrop.choose(for: picture, depth: depth, background: .dark)
        for columns in stride(from: 40, through: 120, by: 5) {
          for rows in [14, 17, 24, 31] {
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
              var (x0, x1) = (Int.max, -1)
              for y in top...bottom {
                for x in 0..<columns where screen[y, x].style.background == backdrop {
                  (x0, x1) = (min(x0, x), max(x1, x))
                }
              }
              var holes: [(Int, Int)] = []
              for y in top...bottom {
                for x in 0..<columns where screen[y, x].style.background != backdrop {
                  let inside = x > x0 && x < x1
                  if inside, screen[y, x].style.background == .standard, screen[y, x].text == " " {
                    holes.append((x, y))
                  }
                }
              }
              var (p0, p1) = (Int.max, -1)
              for y in top...bottom {
                for x in 0..<columns where x >= x0 && x <= x1 {
                  let cell = screen[y, x]
                  if cell.style.background != backdrop || cell.text != " " {
                    (p0, p1) = (min(p0, x), max(p1, x))
                  }
                }
              }
              if p0 - x0 != x1 - p1 {
                failures.append(
                  "\(name) \(depth) \(columns)x\(rows) \(keys): backdrop \(x0)...\(x1) picture \(p0)...\(p1)"
                )
              }
              if !holes.isEmpty {
                failures.append(
                  "\(name) \(depth) \(columns)x\(rows) \(keys): \(x0)...\(x1) holes \(holes.prefix(4))"
                )
              }
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(30))")
  }
}
