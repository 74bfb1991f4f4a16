import Foundation
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

@Suite("Asking the terminal for its background", .serialized, .ownThreads, .rawModeGate)
struct BackgroundQueryTests {

  @Test(
    "light or dark from the colour: black text stands out more on a light one",
    arguments: [
      ((1.0, 1.0, 1.0), Theme.Background.light), ((0.0, 0.0, 0.0), .dark),
      ((0.99, 0.96, 0.89), .light), ((0.16, 0.17, 0.2), .dark), ((0.5, 0.5, 0.5), .light),
      ((0.0, 0.17, 0.21), .dark),
    ])
  func lightOrDark(rgb: (Double, Double, Double), background: Theme.Background) {
    #expect(BackgroundQuery.background(of: rgb) == background)
  }

  @Test(
    "COLORFGBG names the background by its last number",
    arguments: [
      ("15;0", Theme.Background?.some(.dark)), ("0;15", .light), ("0;default;15", .light),
      ("12;7", .light), ("7;8", .dark), ("default;default", nil), ("", nil), ("0;99", nil),
    ])
  func colorFGBG(value: String, background: Theme.Background?) {
    #expect(BackgroundQuery.fromColorFGBG(value) == background)
  }

  @Test(
    "--theme, COLORFGBG, the Linux console and TERM=dumb decide without asking",
    arguments: [
      (ThemeChoice.light, [String: String](), Theme.Background?.some(.light)),
      (.dark, ["COLORFGBG": "0;15"], .dark),
      (.auto, ["COLORFGBG": "0;15"], .light),
      (.auto, ["TERM": "linux"], .dark),
      (.auto, ["TERM": "dumb"], .dark),
      (.auto, ["TERM": "xterm-256color"], nil),
    ])
  func known(
    choice: ThemeChoice, environment: [String: String], result: Theme.Background?
  ) {
    #expect(BackgroundQuery.known(choice, environment: environment) == result)
  }

  @Test("--theme takes dark, light or auto, for playing and the daily puzzle")
  func themeOption() throws {
    #expect(try CommandList.parse(["--theme=light"]).play?.output.theme == .light)
    #expect(try CommandList.parse(["daily", "--theme", "dark"]).daily?.output.theme == .dark)
    #expect(try CommandList.parse([]).play?.output.theme == .auto)
    #expect(throws: UsageError(.badTheme("pink"))) {
      try CommandList.parse(["--theme=pink"])
    }
    #expect(
      throws: UsageError(.optionNotWithCommand(option: "--theme", command: "banks"))
    ) {
      try CommandList.parse(["banks", "--theme=dark"])
    }
  }
}

// Raw mode points the process's signal handlers at its terminal, so a test that enters it
// runs in the serialized "Terminal" suite, never beside the one that sends SIGCONT.
extension TerminalTests {
  @Test("in a pseudo-terminal that answers, a white background is light")
  func answeringTerminal() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    let setup = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
    _ = pty.readOutput(count: setup.utf8.count)
    let controller = pty.controller
    let question = BackgroundQuery.question.utf8.count
    let answerer = Thread {
      // The terminal's side: read the question, then answer it.
      var seen = 0
      var buffer = [UInt8](repeating: 0, count: 256)
      while seen < question {
        let got = read(controller, &buffer, buffer.count)
        guard got > 0 else { return }
        seen += got
      }
      let reply = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;22c".utf8)
      _ = reply.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }
    answerer.start()
    let answer = BackgroundQuery.ask(terminal, timeout: 5000)
    #expect(answer.background == .light)
    #expect(answer.other.isEmpty)
  }

  @Test("in a pseudo-terminal that never answers, the wait ends and no byte is left to read")
  func silentTerminal() throws {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    let setup = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
    _ = pty.readOutput(count: setup.utf8.count)
    let answer = BackgroundQuery.ask(terminal, timeout: BackgroundQuery.timeoutMilliseconds)
    #expect(answer.background == nil && answer.other.isEmpty)
    #expect(pty.readOutput(count: BackgroundQuery.question.utf8.count) == BackgroundQuery.question)
    var entry = pollfd(fd: pty.terminal, events: Int16(POLLIN), revents: 0)
    #expect(poll(&entry, 1, 0) == 0, "bytes left in the input")
  }
}
