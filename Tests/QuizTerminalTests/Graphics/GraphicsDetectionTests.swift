import Foundation
import QuizCore
import TestTools
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private func reading(_ text: String) -> BackgroundQuery.Reading {
  var reading = BackgroundQuery.Reading()
  reading.feed(Array(text.utf8))
  return reading
}

/// What terminals answer to the start-up question with images asked about.
enum Answers {
  /// kitty 0.26: OSC 11, the query OK, the cell size, XTVERSION, DA1.
  static let kitty =
    "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t"
    + "\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c"
  /// xterm -ti vt340: OSC 11, no kitty answer, the cell size, no XTVERSION, DA1 with 4
  /// (sixel).
  static let xterm =
    "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[6;17;9t\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
  /// A terminal with neither: DA1 alone.
  static let plain = "\u{1B}[?1;2c"
}

@Suite("Finding out which images a terminal shows", .ownThreads)
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

  @Test("kitty's answers: the query OK, the cell size, DA1 ends the wait")
  func kittyAnswers() {
    let read = reading(Answers.kitty)
    #expect(read.kitty == true && read.done && read.other.isEmpty)
    #expect(read.cellPixels == PixelSize(width: 10, height: 20))
    #expect(read.attributes == [62, 0])
  }

  @Test("xterm's answers: no kitty answer, DA1 lists 4")
  func xtermAnswers() {
    let read = reading(Answers.xterm)
    #expect(read.kitty == nil && read.attributes.contains(4) && read.other.isEmpty)
    #expect(read.cellPixels == PixelSize(width: 9, height: 17))
  }

  @Test("a kitty error answer says no; keys and other CSI sequences around answers are kept")
  func errorsAndKeys() {
    let read = reading(
      "x\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[A\u{1B}[15~\u{1B}[1;5C\u{1B}[?1;2cy")
    #expect(read.kitty == false)
    #expect(read.other == Array("x\u{1B}[A\u{1B}[15~\u{1B}[1;5Cy".utf8))
  }

  @Test("an answer split over reads is put together")
  func split() {
    var read = BackgroundQuery.Reading()
    for piece in ["\u{1B}_Gi=3", "1;OK\u{1B}", "\\\u{1B}[6;2", "0;10", "t\u{1B}[?6", "2c"] {
      read.feed(Array(piece.utf8))
    }
    #expect(read.kitty == true && read.cellPixels?.height == 20 && read.done)
  }

  @Test(
    "auto picks kitty, then iTerm2 by environment, then sixel, else blocks",
    arguments: [
      (Answers.kitty, [String: String](), GraphicsMode.kitty),
      (Answers.xterm, [:], .sixel),
      (Answers.plain, [:], .blocks),
      (Answers.plain, ["TERM_PROGRAM": "iTerm.app"], .iterm),
      (Answers.xterm, ["TERM_PROGRAM": "WezTerm"], .iterm),
      (Answers.plain, ["LC_TERMINAL": "iTerm2"], .iterm),
      (Answers.kitty, ["TERM_PROGRAM": "WezTerm"], .kitty),
    ])
  func auto(answers: String, environment: [String: String], mode: GraphicsMode) {
    var environment = environment
    environment["TERM"] = "xterm-256color"
    #expect(
      GraphicsDetection.mode(
        .auto, depth: .palette256, environment: environment, reading: reading(answers)) == mode)
  }

  @Test("--graphics takes auto or a mode, for playing and the daily puzzle, not for banks")
  func graphicsOption() throws {
    #expect(try QuizCommand.parse(["--graphics=sixel"]).play?.output.graphics == .mode(.sixel))
    #expect(
      try QuizCommand.parse(["daily", "--graphics", "ascii"]).daily?.output.graphics
        == .mode(.ascii))
    #expect(try QuizCommand.parse([]).play?.output.graphics == .auto)
    #expect(throws: UsageError(.badGraphics("png"))) {
      try QuizCommand.parse(["--graphics=png"])
    }
    #expect(
      throws: UsageError(.optionNotWithCommand(option: "--graphics", command: "banks"))
    ) {
      try QuizCommand.parse(["banks", "--graphics=kitty"])
    }
  }

  @Test("nothing is asked under TERM=dumb, on the console, without colour, or for blocks")
  func notAsked() {
    let xterm = ["TERM": "xterm"]
    #expect(GraphicsDetection.asks(.auto, depth: .palette256, environment: xterm))
    #expect(!GraphicsDetection.asks(.auto, depth: .palette256, environment: ["TERM": "dumb"]))
    #expect(!GraphicsDetection.asks(.auto, depth: .linuxConsole, environment: ["TERM": "linux"]))
    #expect(!GraphicsDetection.asks(.auto, depth: .none, environment: xterm))
    #expect(
      GraphicsDetection.asks(
        .auto, depth: .palette256, environment: ["TERM": "screen", "TMUX": "x"]))
    #expect(!GraphicsDetection.asks(.mode(.blocks), depth: .palette256, environment: xterm))
    #expect(GraphicsDetection.asks(.mode(.sixel), depth: .palette256, environment: xterm))
    #expect(
      GraphicsDetection.mode(.auto, depth: .palette256, environment: xterm, reading: nil) == .blocks
    )
    #expect(
      GraphicsDetection.mode(.mode(.kitty), depth: .none, environment: xterm, reading: nil)
        == .ascii)
  }
}

// Raw mode points the process's signal handlers at its terminal, so a test that enters it
// runs in the serialized "Terminal" suite.
extension TerminalTests {
  /// Asks a pseudo-terminal whose other side answers `answer` (nil: never answers) once the
  /// whole question came; returns the reading, how long it took and whether bytes were left.
  static func ask(answering answer: String?, timeout: Int) throws -> (
    reading: BackgroundQuery.Reading, milliseconds: Int, left: Bool
  ) {
    try ask(answeringParts: [answer], timeout: timeout)
  }

  /// Asks a pseudo-terminal whose other side answers each part of the question (see
  /// `BackgroundQuery.questions`) with the answer of the same place once that part came
  /// (nil: no answer); returns the reading, how long it took and whether bytes were left.
  static func ask(answeringParts answers: [String?], timeout: Int, tmux: Bool = false) throws
    -> (reading: BackgroundQuery.Reading, milliseconds: Int, left: Bool)
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
