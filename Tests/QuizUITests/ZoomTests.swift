import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

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
    let small = Layout(rows: 7, columns: 80, game: UIFixture.game([owl]), picture: picture)
    #expect(small.picture == nil && !small.canEnlarge)
  }

  @Test("a terminal grown too small closes the enlarged picture: Esc there quits, not unzooms")
  func tooSmallClosesZoom() {
    var machine = SessionMachine(game: UIFixture.game(UIFixture.bank), style: .terminal)
    let roomy = SessionMachine.Surface(columns: 7, hasPicture: true, isTooSmall: false)
    let small = SessionMachine.Surface(columns: 7, hasPicture: false, isTooSmall: true)
    _ = machine.handle(.key(.character("+")), at: UIFixture.start) { _ in roomy }
    #expect(machine.controller.enlarged)
    // The driver sends a tick after every resize.
    _ = machine.handle(.tick, at: UIFixture.start) { _ in small }
    #expect(!machine.controller.enlarged)
    let effects = machine.handle(.key(.escape), at: UIFixture.start) { _ in small }
    #expect(effects.last == .end(.quit))
  }

  @Test("grown back, the game shows as it was before the zoom, and keys act on it")
  func zoomStaysClosedAfterResize() {
    var machine = SessionMachine(game: UIFixture.game(UIFixture.bank), style: .terminal)
    let roomy = SessionMachine.Surface(columns: 7, hasPicture: true, isTooSmall: false)
    let small = SessionMachine.Surface(columns: 7, hasPicture: false, isTooSmall: true)
    _ = machine.handle(.key(.character("+")), at: UIFixture.start) { _ in roomy }
    _ = machine.handle(.tick, at: UIFixture.start) { _ in small }
    _ = machine.handle(.tick, at: UIFixture.start) { _ in roomy }
    #expect(!machine.controller.view.enlarged)
    _ = machine.handle(.key(.character("C")), at: UIFixture.start) { _ in roomy }
    #expect(machine.game.board.slotLetters.first == "C")
  }
}

@Suite("Zoom on a small screen")
struct SmallZoomTests {
  @Test("at 40×14 `+` shows a 24-pixel picture whole, not shrunk and blurred under the clue")
  func smallScreenZoomIsNotShrunk() {
    let picture = Picture(
      width: 24, height: 24, pixels: Array(repeating: RGBA(r: 200, g: 120, b: 40), count: 576))!
    let owl = Puzzle(title: "Hoots", answer: Array("OWL"), tiles: Array("OWLXYZ"), icon: "owl")
    for (rows, columns) in [(14, 40), (16, 40), (14, 60)] {
      let layout = Layout(
        rows: rows, columns: columns, game: UIFixture.game([owl]), picture: picture)
      let zoom = layout.zoom(of: picture)
      #expect(zoom.width >= 24 && zoom.height >= 24, "\(columns)×\(rows): \(zoom)")
      #expect(zoom.top >= 0 && zoom.top + zoom.rows <= rows - 1, "\(columns)×\(rows): \(zoom)")
      #expect(zoom.left >= 0 && zoom.left + zoom.width <= columns)
    }
  }
}
