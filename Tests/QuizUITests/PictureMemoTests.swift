import QuizCore
import Testing

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
