import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages
@testable import TerminalKit

/// An Esc typed while the start-up question waits for its answers is the Esc key, as it is
/// to the key decoder: held briefly in case a sequence follows, then a key.
@Suite("An Esc during the start-up question")
struct QuestionEscapeTests {
  /// What the question reads from a test terminal playing `script`, timed by the test
  /// terminal's clock (only its waits let time pass), so a slow machine changes nothing.
  static func ask(_ script: [TestTerminal.Step]) -> TerminalAnswers {
    let terminal = TestTerminal(at: UIFixture.start, script: script)
    return BackgroundQuery.ask(terminal, background: true, graphics: true) {
      Int((terminal.now.timeIntervalSince1970 * 1000).rounded())
    }
  }

  @Test("with a silent terminal, an Esc that is the last byte read is a key")
  func silentThenEscape() {
    let reading = Self.ask([.type("\u{1B}"), .wait(0.2), .wait(0.2)])
    #expect(reading.other == [0x1B])
    #expect(reading.partial.isEmpty)
  }

  @Test("an Esc after the answers, in the same read, is a key, and the answers count")
  func answersThenEscape() {
    let reading = Self.ask([
      .type("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c\u{1B}"), .wait(0.2),
    ])
    #expect(reading.other == [0x1B])
    #expect(reading.background == .light && reading.cellPixels == PixelSize(width: 10, height: 20))
  }

  @Test("an Esc the input ends after is a key")
  func escapeThenEnd() {
    #expect(Self.ask([.type("\u{1B}")]).other == [0x1B])
  }

  @Test("an answer split across reads right after its Esc still parses")
  func splitAfterEscape() {
    let reading = Self.ask([
      .type("\u{1B}"), .type("]11;rgb:ffff/ffff/ffff\u{1B}"), .type("\\\u{1B}"),
      .type("[?62;c"),
    ])
    #expect(reading.background == .light && reading.done)
    #expect(reading.other.isEmpty && reading.partial.isEmpty)
  }

  @Test("a key sequence whose Esc ends the read after the answers comes whole")
  func arrowAfterAnswers() {
    let reading = Self.ask([.type("\u{1B}[?62;c\u{1B}"), .type("[A"), .wait(0.2)])
    #expect(reading.other == Array("\u{1B}[A".utf8))
  }

  @Test("an answer cut off by the wait is still no key")
  func cutOffAnswer() {
    let reading = Self.ask([.type("\u{1B}]11;rgb:ff"), .wait(0.2), .wait(0.2)])
    #expect(reading.other.isEmpty && reading.color == nil)
  }

  /// A session asking the terminal its background, over one question whose answer is CAT.
  static func session(_ terminal: TestTerminal) -> TerminalSession {
    TerminalSession(
      game: Game(puzzles: [UIFixture.cat], startedAt: terminal.now), terminal: terminal,
      depth: .palette256, background: nil,
      pictures: PictureSource(bank: QuestionBank(path: "bank.plist", questions: [])),
      progress: nil, opening: nil, clock: terminal.clock)
  }

  @Test(
    "the game quits on that Esc, before reading the keys after it",
    arguments: ["\u{1B}", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c\u{1B}"])
  func sessionQuits(typed: String) {
    let terminal = TestTerminal(
      at: UIFixture.start,
      script: [.type(typed), .wait(0.2), .wait(0.2), .wait(0.2), .type("CAT"), .wait(1)])
    let session = Self.session(terminal)
    #expect(session.run() == .quit)
    #expect(session.machine.game.tally.solved == 0)
    #expect(terminal.waitsAtEnd == 0, "the game read on past the Esc")
  }
}
