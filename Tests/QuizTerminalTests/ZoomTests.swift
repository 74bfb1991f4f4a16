import Foundation
import QuizCore
import Testing

@testable import QuizTerminal

@Suite("Zoom")
struct ZoomTests {
  @Test("a click on the area of a missing picture does nothing, so the next key is not swallowed")
  func clickWithoutPicture() throws {
    let layout = Layout(rows: 24, columns: 80, slotCount: 3, tileCount: 21)
    let area = try #require(layout.picture)
    var controller = UIFixture.controller([UIFixture.cat])
    let click = Key.mouse(
      MouseReport(button: 0, column: area.x + area.width / 2 + 1, row: area.y + 2, isPress: true))
    let outcome = controller.handle(
      click, at: UIFixture.start, hasPicture: false,
      hitTest: { layout.target(column: $0, row: $1) })
    #expect(!controller.enlarged && !outcome.interfaceChanged)
    _ = controller.handle(.character("C"), at: UIFixture.start, hasPicture: false)
    #expect(controller.game.board.slotLetters.first == "C")
  }

  @Test("only a picture that decoded can be enlarged")
  func canEnlarge() {
    let owl = Puzzle(title: "Hoots", answer: Array("OWL"), tiles: Array("OWLXYZ"), icon: "owl")
    let picture = Picture(width: 2, height: 2, pixels: Array(repeating: .transparent, count: 4))
    let shown = Layout(rows: 24, columns: 80, game: UIFixture.game([owl]), picture: picture)
    #expect(shown.canEnlarge)
    let missing = Layout(rows: 24, columns: 80, game: UIFixture.game([owl]), picture: nil)
    #expect(missing.picture != nil && !missing.canEnlarge)
    let small = Layout(rows: 9, columns: 80, game: UIFixture.game([owl]), picture: picture)
    #expect(small.picture == nil && !small.canEnlarge)
  }
}
