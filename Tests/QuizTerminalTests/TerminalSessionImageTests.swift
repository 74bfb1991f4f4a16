import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// The full-screen driver showing pictures as kitty images over a test terminal: what it
/// sends after a resume.
@Suite("Terminal session with images over a test terminal")
struct TerminalSessionImageTests {
  private static let inTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]

  /// A session over the bundled cat's puzzle, its pictures as kitty images.
  private static func session(_ terminal: TestTerminal, environment: [String: String])
    -> TerminalSession
  {
    let cat = Puzzle(
      title: "A pet that purrs", answer: Array("CAT"), tiles: Array("XCQAZTBMKLOPWERYUSDFG"),
      icon: "cat")
    var bank = QuestionBank(path: "bank.plist", questions: [])
    bank.bundledPictureFolder = "\(BundledPack.folder)/pictures"
    return TerminalSession(
      game: Game(puzzles: [cat], startedAt: terminal.now), terminal: terminal,
      depth: .palette256, pictures: PictureSource(bank: bank),
      progress: nil, opening: nil,
      graphics: GraphicsSetup(choice: .mode(.kitty), environment: environment),
      clock: terminal.clock)
  }

  /// The writes after the suspend, as text.
  private static func writesAfterSuspend(_ terminal: TestTerminal) -> [String] {
    guard let suspend = terminal.calls.firstIndex(of: .suspend) else { return [] }
    let before = terminal.calls[..<suspend].filter {
      if case .write = $0 { return true }
      return false
    }.count
    return terminal.writes.dropFirst(before).map { String(decoding: $0, as: UTF8.self) }
  }

  private static func images(in writes: [String]) -> Int {
    writes.map { $0.components(separatedBy: "_Ga=T,").count - 1 }.reduce(0, +)
  }

  @Test("after Ctrl-Z and fg the image is sent once, not again for the SIGCONT that follows")
  func resumeSendsOnce() {
    let terminal = TestTerminal(
      at: UIFixture.start,
      script: [.type("\u{1B}[?62;c"), .type("\u{1A}"), .continued, .type("\u{1B}")])
    #expect(Self.session(terminal, environment: ["TERM": "xterm-kitty"]).run() == .quit)
    let after = Self.writesAfterSuspend(terminal)
    #expect(Self.images(in: after) == 1)
    #expect(after.first?.hasPrefix("\u{1B}[m\u{1B}[H\u{1B}[2J") == true)
  }

  @Test(
    "inside tmux, after a resume the image waits for tmux's answer to DA1, as tmux drops a passthrough that comes before it redrew the pane"
  )
  func resumeInTmux() {
    let terminal = TestTerminal(
      at: UIFixture.start,
      script: [
        .type("\u{1B}[?1;2c"), .type("\u{1B}[?62;c"), .type("\u{1A}"), .type("\u{1B}[?1;2c"),
        .continued, .type("\u{1B}"),
      ])
    #expect(Self.session(terminal, environment: Self.inTmux).run() == .quit)
    let after = Self.writesAfterSuspend(terminal)
    #expect(after.first == "\u{1B}[c")
    #expect(Self.images(in: after) == 1)
    #expect(Self.images(in: Array(after.dropFirst(1).prefix(1))) == 1)
  }
}
