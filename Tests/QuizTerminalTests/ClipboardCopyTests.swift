import Foundation
import QuizCore
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// `c` on the daily result screen: OSC 52 with exactly the share card where the terminal
/// is known to take it, an honest "select it with the mouse" everywhere else.
@Suite("Copying the daily share card")
struct ClipboardCopyTests {
  private static let day = CalendarDay(year: 2026, month: 12, day: 4)!
  private static let card = DailyCard(
    day: day, solved: true, answer: "COMET",
    share: ShareCard(
      number: 338, day: day, language: "en", letters: 5, wrongTries: 2, solved: true,
      reveals: 1, removals: 1, streak: 3),
    streak: 3, bestStreak: 5)

  /// The OSC 52 sequences in `bytes`: their payloads.
  private static func osc52Payloads(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: "\u{1B}]52;").dropFirst().map { part in
      String(part.prefix { $0 != "\u{1B}" && $0 != "\u{07}" })
    }
  }

  /// The result screen of `card` played in `environment` with the keys `c` then `x`.
  private static func play(
    environment: [String: String], tmux: String? = nil, card: DailyCard = card
  ) -> TestTerminal {
    let terminal = TestTerminal(
      rows: 24, columns: 120, at: Date(timeIntervalSince1970: 1_800_000_000),
      script: [.type("c"), .type("x")])
    let session = TerminalSession(
      game: Game(puzzles: [UIFixture.cat], startedAt: terminal.now), terminal: terminal,
      depth: .none, pictures: PictureSource(bank: QuestionBank(path: "b.plist", questions: [])),
      progress: nil, opening: nil, finale: .dailyResult, card: card,
      graphics: GraphicsSetup(choice: .mode(.blocks), environment: environment),
      clock: terminal.clock)
    session.askTmux = { tmux }
    _ = session.run()
    return terminal
  }

  @Test(
    "terminals known to take OSC 52, and tmux only with set-clipboard on",
    arguments: [
      (["TERM": "xterm-kitty"], nil, nil, SessionMachine.CopyOutcome.clipboard),
      (["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"], nil, nil, .clipboard),
      (["TERM_PROGRAM": "WezTerm"], nil, nil, .clipboard),
      (["TERM": "foot"], nil, nil, .clipboard),
      (["TERM": "xterm-256color"], "WezTerm 20240203", nil, .clipboard),
      (["TERM": "xterm-256color"], "XTerm(379)", nil, .byHand),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], nil, nil, .byHand),
      (["TERM": "screen", "STY": "1.pts-0", "KITTY_WINDOW_ID": "1"], nil, nil, .byHand),
      (["TMUX": "/tmp/tmux-0/default,1,0"], nil, "on\n", .tmuxBuffer),
      (["TMUX": "/tmp/tmux-0/default,1,0"], nil, "external\n", .byHand),
      (["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "WezTerm"], nil, nil, .byHand),
      ([:], nil, nil, .byHand),
    ] as [([String: String], String?, String?, SessionMachine.CopyOutcome)])
  func detection(
    environment: [String: String], name: String?, tmux: String?,
    expected: SessionMachine.CopyOutcome
  ) {
    #expect(
      ClipboardDetection.target(
        environment: environment, terminalName: name, tmuxSetClipboard: { tmux }) == expected)
  }

  @Test("the sequence is OSC 52 with the base64 of the text's UTF-8 bytes and nothing else")
  func sequence() {
    let text = Self.card.share.text
    let bytes = ClipboardDetection.sequence(for: text)
    #expect(
      bytes == Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [
        0x1B, 0x5C,
      ])
  }

  @Test("a terminal that takes OSC 52 receives exactly the card, and the screen says so")
  func copies() throws {
    let terminal = Self.play(environment: ["TERM": "xterm-kitty"])
    let payloads = Self.osc52Payloads(terminal.writes.flatMap { $0 })
    #expect(payloads.count == 1)
    let payload = try #require(payloads.first)
    #expect(payload.hasPrefix("c;"))
    let decoded = try #require(Data(base64Encoded: String(payload.dropFirst(2))))
    #expect(String(decoding: decoded, as: UTF8.self) == Self.card.share.text)
    #expect(terminal.frames.contains { $0.contains(Strings.english.dailyCopied) })
    #expect(!terminal.frames.contains { $0.contains(Strings.english.dailyCopyByHand) })
  }

  @Test("tmux with set-clipboard on gets the card for its paste buffer")
  func tmuxBuffer() throws {
    let terminal = Self.play(environment: ["TMUX": "/tmp/tmux-0/default,1,0"], tmux: "on\n")
    let payloads = Self.osc52Payloads(terminal.writes.flatMap { $0 })
    let decoded = try #require(Data(base64Encoded: String(payloads.first?.dropFirst(2) ?? "")))
    #expect(String(decoding: decoded, as: UTF8.self) == Self.card.share.text)
    #expect(terminal.frames.contains { $0.contains(Strings.english.dailyCopiedTmux) })
  }

  @Test("a terminal not known to take it gets no OSC 52, only how to copy by hand")
  func byHand() {
    for environment in [["TERM": "xterm-256color"], ["TMUX": "/tmp/t,1,0"]] {
      let terminal = Self.play(environment: environment, tmux: "external")
      let bytes = terminal.writes.flatMap { $0 }
      #expect(Self.osc52Payloads(bytes).isEmpty)
      #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}]52"))
      #expect(terminal.frames.contains { $0.contains(Strings.english.dailyCopyByHand) })
      #expect(!terminal.frames.contains { $0.contains(Strings.english.dailyCopied) })
    }
  }

  @Test("c copies only a recorded result; on one not saved it is any key")
  func onlyRecorded() {
    var machine = SessionMachine(
      game: UIFixture.game([UIFixture.cat]), style: .terminal, finale: .dailyResult)
    _ = machine.showDaily(Self.card)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(machine.handle(.key(.character("c")), at: now) == [.copy(Self.card.share.text)])
    #expect(machine.handle(.key(.character("C")), at: now) == [.copy(Self.card.share.text)])
    machine.copied(.byHand)
    #expect(machine.message?.text == Strings.english.dailyCopyByHand)
    var unsaved = Self.card
    unsaved.recorded = false
    var other = SessionMachine(
      game: UIFixture.game([UIFixture.cat]), style: .terminal, finale: .dailyResult)
    _ = other.showDaily(unsaved)
    #expect(other.handle(.key(.character("c")), at: now) == [.end(.finished)])
  }
}
