import Foundation
import QuizCore
import TestTools
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages
@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Finding out which images a terminal shows", .ownThreads, .rawModeGate)
struct GraphicsDetectionTests {
  @Test(
    "the question asks the kitty query, the cell size, XTVERSION, then DA1, after OSC 11 when asked"
  )
  func question() {
    #expect(
      BackgroundQuery.question(background: true, graphics: true)
        == "\u{1B}]11;?\u{1B}\\\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[>0q\u{1B}[c"
    )
    #expect(BackgroundQuery.question(background: false, graphics: false) == "\u{1B}[c")
    #expect(BackgroundQuery.question == "\u{1B}]11;?\u{1B}\\\u{1B}[c")
  }

  @Test("--graphics takes auto or a mode, for playing and the daily puzzle, not for banks")
  func graphicsOption() throws {
    #expect(try CommandList.parse(["--graphics=sixel"]).play?.output.graphics == .mode(.sixel))
    #expect(
      try CommandList.parse(["daily", "--graphics", "ascii"]).daily?.output.graphics
        == .mode(.ascii))
    #expect(try CommandList.parse([]).play?.output.graphics == .auto)
    #expect(throws: UsageError(.badGraphics("png"))) {
      try CommandList.parse(["--graphics=png"])
    }
    #expect(
      throws: UsageError(.optionNotWithCommand(option: "--graphics", command: "banks"))
    ) {
      try CommandList.parse(["banks", "--graphics=kitty"])
    }
  }

}

// Raw mode points the process's signal handlers at its terminal, so a test that enters it
// runs in the serialized "Terminal" suite.
extension TerminalTests {
  /// Asks a pseudo-terminal whose other side answers `answer` (nil: never answers) once the
  /// whole question came; returns the reading, how long it took and whether bytes were left.
  static func ask(answering answer: String?, timeout: Int) throws -> (
    reading: TerminalAnswers, milliseconds: Int, left: Bool
  ) {
    try ask(answeringParts: [answer], timeout: timeout)
  }

  /// Asks a pseudo-terminal whose other side answers each part of the question (see
  /// `BackgroundQuery.questions`) with the answer of the same place once that part came
  /// (nil: no answer); returns the reading, how long it took and whether bytes were left.
  static func ask(answeringParts answers: [String?], timeout: Int, tmux: Bool = false) throws
    -> (reading: TerminalAnswers, milliseconds: Int, left: Bool)
  {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    let setup = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
    _ = pty.readOutput(count: setup.utf8.count)
    let parts = BackgroundQuery.questions(background: true, graphics: true, tmux: tmux)
    let controller = pty.controller
    let answerer = Thread {
      var seen: [UInt8] = []
      var expected = ""
      var buffer = [UInt8](repeating: 0, count: 256)
      for (part, answer) in zip(parts, answers) {
        expected += part
        while seen.count < expected.utf8.count {
          let got = read(controller, &buffer, buffer.count)
          guard got > 0 else { return }
          seen += buffer.prefix(got)
        }
        guard String(decoding: seen, as: UTF8.self) == expected else { return }
        guard let answer else { continue }
        let reply = Array(answer.utf8)
        _ = reply.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
      }
    }
    answerer.start()
    let started = Platform.monotonicMilliseconds()
    let reading = BackgroundQuery.ask(
      terminal, background: true, graphics: true, tmux: tmux, timeout: timeout)
    let took = Platform.monotonicMilliseconds() - started
    var entry = pollfd(fd: pty.terminal, events: Int16(POLLIN), revents: 0)
    return (reading, took, poll(&entry, 1, 0) != 0)
  }

  @Test(
    "in a pseudo-terminal answering as kitty, as xterm with sixel or as neither, the right choice and nothing left",
    arguments: [
      (Answers.kitty, GraphicsMode.kitty), (Answers.xterm, .sixel), (Answers.plain, .blocks),
    ])
  func answeringPseudoTerminal(answer: String, mode: GraphicsMode) throws {
    let asked = try Self.ask(answering: answer, timeout: 5000)
    #expect(asked.reading.done && asked.reading.other.isEmpty)
    #expect(!asked.left, "bytes left in the input")
    // DA1's answer ends the wait at once, long before the timeout.
    #expect(asked.milliseconds < 2500)
    #expect(
      GraphicsDetection.mode(
        .auto, depth: .palette256, environment: ["TERM": "xterm-256color"],
        reading: asked.reading) == mode)
  }

  @Test("in a pseudo-terminal that answers nothing, the wait is the timeout and nothing is left")
  func silentPseudoTerminal() throws {
    let asked = try Self.ask(answering: nil, timeout: BackgroundQuery.timeoutMilliseconds)
    #expect(asked.reading.attributes.isEmpty && asked.reading.other.isEmpty && !asked.left)
    #expect(asked.milliseconds >= BackgroundQuery.timeoutMilliseconds)
    #expect(asked.milliseconds < BackgroundQuery.timeoutMilliseconds + 1000)
    #expect(
      GraphicsDetection.mode(
        .auto, depth: .palette256, environment: ["TERM": "xterm"], reading: asked.reading)
        == .blocks)
  }
}
