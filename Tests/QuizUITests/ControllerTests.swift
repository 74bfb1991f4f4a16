import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

private let now = UIFixture.start

/// A left press in the middle of `rect`, in the 1-based coordinates mouse reports use.
private func click(on rect: Rect) -> Key {
  .mouse(
    MouseReport(button: 0, column: rect.x + rect.width / 2 + 1, row: rect.y + 1, isPress: true))
}

@Suite("Controller")
struct ControllerTests {
  @Test("a tile whose letter is a command key can be picked with the cursor")
  func commandLetterPickedWithCursor() {
    var controller = UIFixture.controller([UIFixture.punctuation])
    _ = controller.handle(.right, at: now)
    _ = controller.handle(.right, at: now)
    let outcome = controller.handle(.space, at: now)
    #expect(outcome.events == [.pick(slot: 0, tile: 1)])
    #expect(controller.game.board.slotLetters == ["?", nil])
  }

  @Test("typing a command key runs the command even when a tile shows it")
  func commandLetterTypedIsCommand() {
    var controller = UIFixture.controller([UIFixture.punctuation])
    let outcome = controller.handle(.character("?"), at: now)
    #expect(outcome.events.first == .hint(.reveal, cost: Game.revealCost))
  }

  @Test("Tab then Space clears the slot under the cursor")
  func tabSpaceClearsSlot() {
    var controller = UIFixture.play("C", on: [UIFixture.cat])
    _ = controller.handle(.tab, at: now)
    _ = controller.handle(.tab, at: now)
    let outcome = controller.handle(.space, at: now)
    #expect(outcome.events == [.clear(slot: 0, tile: 1)])
    #expect(controller.game.board.slotLetters == [nil, nil, nil])
  }

  @Test("any key while the picture is enlarged only closes the enlarged view")
  func enlargedSwallowsKey() {
    var controller = UIFixture.controller([UIFixture.cat])
    _ = controller.handle(.character("+"), at: now)
    #expect(controller.enlarged)
    let outcome = controller.handle(.character("C"), at: now)
    #expect(outcome.steps.isEmpty)
    #expect(outcome.interfaceChanged)
    #expect(!controller.enlarged)
    #expect(controller.game.board.slotLetters == [nil, nil, nil])
  }

  @Test("Esc while the picture is enlarged closes it instead of quitting; Ctrl-C still quits")
  func escapeClosesEnlarged() {
    var controller = UIFixture.controller([UIFixture.cat])
    _ = controller.handle(.character("+"), at: now)
    let escape = controller.handle(.escape, at: now)
    #expect(!escape.quit)
    #expect(!controller.enlarged)
    _ = controller.handle(.character("+"), at: now)
    #expect(controller.handle(.control("c"), at: now).quit)
  }

  @Test("a click on a tile picks it and moves the cursor there")
  func clickPicksTile() {
    let layout = Layout(rows: 24, columns: 80, slotCount: 3, tileCount: 21)
    var controller = UIFixture.controller([UIFixture.cat])
    let outcome = controller.handle(
      click(on: layout.tiles[5]), at: now, hitTest: { layout.target(column: $0, row: $1) })
    #expect(outcome.events == [.pick(slot: 0, tile: 5)])
    #expect(controller.cursor.area == .tiles && controller.cursor.tile == 5)
  }

  @Test("a click on a filled slot sends its letter back")
  func clickClearsSlot() {
    let layout = Layout(rows: 24, columns: 80, slotCount: 3, tileCount: 21)
    var controller = UIFixture.play("CA", on: [UIFixture.cat])
    let outcome = controller.handle(
      click(on: layout.slots[1]), at: now, hitTest: { layout.target(column: $0, row: $1) })
    #expect(outcome.events == [.clear(slot: 1, tile: 3)])
    #expect(controller.cursor.area == .slots && controller.cursor.slot == 1)
  }

  @Test("a click on nothing does nothing")
  func clickOnNothing() {
    let layout = Layout(rows: 24, columns: 80, slotCount: 3, tileCount: 21)
    var controller = UIFixture.controller([UIFixture.cat])
    let before = controller.game
    let outcome = controller.handle(
      .mouse(MouseReport(button: 0, column: 1, row: 24, isPress: true)), at: now,
      hitTest: { layout.target(column: $0, row: $1) })
    #expect(outcome.steps.isEmpty)
    #expect(controller.game == before)
  }

  @Test("the cursor goes back to the first tile when a new question starts by skipping")
  func cursorResetsOnSkip() {
    var controller = UIFixture.controller([UIFixture.cat, UIFixture.pear])
    for key in [Key.right, .right, .tab] { _ = controller.handle(key, at: now) }
    #expect(controller.cursor != Cursor())
    _ = controller.handle(.character(">"), at: now)
    #expect(controller.game.index == 1)
    #expect(controller.cursor == Cursor())
  }

  @Test("the cursor goes back to the first tile when a solved question moves on")
  func cursorResetsOnAdvance() {
    var controller = UIFixture.controller([UIFixture.cat, UIFixture.pear])
    for key in [Key.right, .right, .right, .down] { _ = controller.handle(key, at: now) }
    for key in UIFixture.keys("CAT") { _ = controller.handle(key, at: now) }
    #expect(controller.cursor.tile == 9)
    _ = controller.apply(.advance, at: now)
    #expect(controller.game.index == 1)
    #expect(controller.cursor == Cursor())
  }

  @Test("arrow keys move the cursor by one tile and by one grid row")
  func arrowsMoveCursor() {
    var controller = UIFixture.controller([UIFixture.cat])
    for key in [Key.right, .right, .right, .down, .left] { _ = controller.handle(key, at: now) }
    #expect(controller.cursor.area == .tiles && controller.cursor.tile == 8)
    #expect(controller.cursorUsed)
  }

  @Test("the first Space only shows the cursor, on the first free tile; the next one picks")
  func firstSpaceShowsCursor() {
    var controller = UIFixture.play("X", on: [UIFixture.cat])
    let before = controller.game
    let first = controller.handle(.space, at: now)
    #expect(first.events == [.cursor(area: .tiles, index: 1)])
    #expect(controller.game == before)
    #expect(controller.cursorUsed && controller.cursor.tile == 1)
    #expect(controller.handle(.space, at: now).events == [.pick(slot: 1, tile: 1)])
  }

  @Test(
    "the first arrow, Home, End or Tab only shows the cursor on the first free tile",
    arguments: [Key.right, .left, .up, .down, .home, .end, .tab, .backTab])
  func firstCursorKeyShowsCursor(key: Key) {
    var controller = UIFixture.play("X", on: [UIFixture.cat])
    #expect(controller.handle(key, at: now).events == [.cursor(area: .tiles, index: 1)])
    #expect(controller.cursor.area == .tiles && controller.cursor.tile == 1)
  }

  @Test("every cursor move gives one cursor event naming the area and the index")
  func cursorEvents() {
    var controller = UIFixture.controller([UIFixture.cat])
    let keys: [Key] = [.right, .right, .down, .tab, .right, .end, .tab, .home]
    let events = keys.flatMap { controller.handle($0, at: now).events }
    #expect(
      events == [
        .cursor(area: .tiles, index: 0), .cursor(area: .tiles, index: 1),
        .cursor(area: .tiles, index: 8), .cursor(area: .slots, index: 0),
        .cursor(area: .slots, index: 1), .cursor(area: .slots, index: 2),
        .cursor(area: .tiles, index: 8), .cursor(area: .tiles, index: 0),
      ])
  }

  @Test("+ with no picture on show does nothing, so the next key is not swallowed")
  func enlargeWithoutPicture() {
    var controller = UIFixture.controller([UIFixture.cat])
    let plus = controller.handle(.character("+"), at: now, hasPicture: false)
    #expect(!controller.enlarged && !plus.interfaceChanged)
    _ = controller.handle(.character("C"), at: now, hasPicture: false)
    #expect(controller.game.board.slotLetters.first == "C")
  }
}
