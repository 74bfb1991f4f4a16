import QuizCore
import Testing
import UITestSupport

@testable import QuizUI
@testable import TerminalKit

private func press(_ button: Int, _ column: Int, _ row: Int, isPress: Bool = true) -> Key {
  .mouse(MouseReport(button: button, column: column, row: row, isPress: isPress))
}

@Suite("Command mapping")
struct CommandTests {
  @Test(
    "each key of SPEC §4 maps to its command",
    arguments: [
      (Key.character("?"), Command.action(.reveal)),
      (.character("!"), .action(.removeDecoys)),
      (.character(">"), .action(.skip)),
      (.character("+"), .enlarge),
      (.character("a"), .action(.type("a"))),
      (.character("鸭"), .action(.type("鸭"))),
      (.space, .activate),
      (.tab, .switchArea),
      (.backTab, .switchArea),
      (.backspace, .action(.clearLast)),
      (.delete, .action(.clearLast)),
      (.escape, .quit),
      (.control("c"), .quit),
      (.control("d"), .quit),
      (.control("l"), .redraw),
      (.control("z"), .suspend),
      (.enter, .confirm),
      (.up, .move(.up)),
      (.down, .move(.down)),
      (.left, .move(.left)),
      (.right, .move(.right)),
      (.home, .move(.first)),
      (.end, .move(.last)),
    ])
  func keyMapsToCommand(key: Key, command: Command) {
    #expect(Command(key: key) == command)
  }

  @Test(
    "unknown sequences and other control keys are rejected as unknown keys",
    arguments: [
      Key.unknownSequence([0x1B, 0x5B, 0x31, 0x35, 0x7E]),
      .unknownSequence([0x00]),
      .control("a"),
      .control("x"),
    ])
  func unknownKeysRejected(key: Key) {
    #expect(Command(key: key) == .reject(.unknownKey))
  }

  @Test("bytes that are not UTF-8 are rejected as invalid input")
  func invalidBytesRejected() {
    #expect(Command(key: .invalid([0xFF])) == .reject(.invalidInput))
  }

  @Test("a left mouse press is a click at its 1-based position")
  func leftPressClicks() {
    #expect(Command(key: press(0, 12, 7)) == .click(column: 12, row: 7))
  }

  @Test(
    "mouse releases and other buttons are ignored",
    arguments: [press(0, 12, 7, isPress: false), press(2, 12, 7), press(64, 1, 1)])
  func otherMouseReportsIgnored(key: Key) {
    #expect(Command(key: key) == .ignore)
  }

  @Test(
    "a key's label is a short printable name",
    arguments: [
      (Key.character("a"), "a"),
      (.character("\u{1B}"), "\\u{1B}"),
      (.space, "space"),
      (.backTab, "shift-tab"),
      (.control("c"), "ctrl-c"),
      (.invalid([0xFF, 0x0A]), "\\xFF\\x0A"),
      (.unknownSequence([0x1B, 0x5B, 0x31, 0x35, 0x7E]), "f5"),
    ])
  func labels(key: Key, label: String) {
    #expect(key.label == label)
  }
}
