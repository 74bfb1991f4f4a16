import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages

/// The wait for the terminal's answers is measured by the terminal's own clock: a test
/// terminal's answers are read however slowly a loaded machine runs the test, while a real
/// terminal's wait is the monotonic clock's 100 ms.
@Suite("The wait for the terminal's answers, on the terminal's clock")
struct AnswerClockTests {
  /// The answers of a terminal with 10×20-pixel cells whose DA1 says sixel.
  private static let answers: [TestTerminal.Step] = [.type("\u{1B}[6;20;10t\u{1B}[?62;4c")]

  @Test("a question that takes longer than the wait to write still gets its answers")
  func slowQuestion() {
    let terminal = TestTerminal(at: UIFixture.start, script: Self.answers)
    let seconds = Double(BackgroundQuery.timeoutMilliseconds) / 1000 * 2
    terminal.slowWrites = (1, seconds)
    let reading = BackgroundQuery.ask(terminal, background: false, graphics: true)
    #expect(reading.attributes.contains(4))
    #expect(reading.cellPixels == PixelSize.cell(width: 10, height: 20))
  }

  @Test("a session whose question is slow to write still shows its pictures as sixel")
  func slowSession() {
    let terminal = TestTerminal(at: UIFixture.start, script: Self.answers + [.type("\u{1B}")])
    terminal.slowWrites = (1, Double(BackgroundQuery.timeoutMilliseconds) / 1000 * 2)
    let cat = Puzzle(
      title: "A pet that purrs", answer: Array("CAT"), tiles: Array("XCQAZTBMKLOPWERYUSDFG"),
      icon: "cat")
    var bank = QuestionBank(path: "bank.plist", questions: [])
    bank.bundledPictureFolder = "\(BundledPack.folder)/pictures"
    let session = TerminalSession(
      game: Game(puzzles: [cat], startedAt: terminal.now), terminal: terminal,
      depth: .trueColor, pictures: PictureSource(bank: bank), progress: nil, opening: nil,
      graphics: GraphicsSetup(choice: .mode(.sixel), environment: ["TERM": "xterm-256color"]),
      clock: terminal.clock)
    #expect(session.run() == .quit)
    let sent = terminal.writes.map { String(decoding: $0, as: UTF8.self) }.joined()
    #expect(sent.contains("\u{1B}P"))
  }
}
