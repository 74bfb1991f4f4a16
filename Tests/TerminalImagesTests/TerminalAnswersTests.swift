import TestTools
import Testing

@testable import TerminalImages
@testable import TerminalKit

private func reading(_ text: String, tmux: Bool = false) -> TerminalAnswers {
  var reading = TerminalAnswers(throughTmux: tmux)
  reading.feed(Array(text.utf8))
  return reading
}

private let inTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]

/// The terminal's answers to the start-up question read apart from keys, and the image
/// protocol chosen from them.
@Suite("A terminal's answers about images, and the protocol they choose")
struct TerminalAnswersTests {
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
    var read = TerminalAnswers()
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

  @Test(
    "an OSC 11 answer gives the colour, ended by ST or BEL, with 1 to 4 hex digits",
    arguments: [
      ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", [1.0, 1.0, 1.0]),
      ("\u{1B}]11;rgb:0000/0000/0000\u{07}", [0.0, 0.0, 0.0]),
      ("\u{1B}]11;rgb:ff/80/00\u{1B}\\", [1.0, 128.0 / 255, 0.0]),
      ("\u{1B}]11;rgb:f/0/f\u{07}", [1.0, 0.0, 1.0]),
    ])
  func answerParsed(text: String, color: [Double]) {
    let read = reading(text)
    #expect(read.color == color)
    #expect(read.other.isEmpty && read.partial.isEmpty && !read.done)
  }

  @Test("the device attributes answer ends the wait, and keys around the answers are kept")
  func keysKept() {
    let read = reading("a\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\b\u{1B}[?62;22cc\u{1B}[A")
    #expect(read.done)
    #expect(read.color == [1, 1, 1])
    #expect(read.other == Array("abc\u{1B}[A".utf8))
  }

  @Test("an answer split over reads is put together")
  func splitAnswer() {
    var read = TerminalAnswers()
    read.feed(Array("\u{1B}]11;rgb:00".utf8))
    #expect(read.color == nil && !read.partial.isEmpty)
    read.feed(Array("00/0000/0000\u{1B}".utf8))
    read.feed(Array("\\\u{1B}[?6".utf8))
    read.feed(Array("c".utf8))
    #expect(read.color == [0, 0, 0] && read.done && read.other.isEmpty)
  }

  @Test("an answer that is no colour gives none")
  func notAColour() {
    #expect(reading("\u{1B}]11;?\u{1B}\\").color == nil)
    #expect(reading("\u{1B}]11;rgb:12345/0/0\u{07}").color == nil)
  }

  @Test(
    "a cell size no screen can have counts as no answer, and is not taken for keys",
    arguments: Answers.cellSizes)
  func parsed(answer: String, cell: PixelSize?) {
    var reading = TerminalAnswers()
    reading.feed(Array((answer + "\u{1B}[?62;c").utf8))
    #expect(reading.cellPixels == cell)
    #expect(reading.done && reading.other.isEmpty && reading.partial.isEmpty)
  }

  @Test("the bounds are 1 to 256 pixels a side")
  func bounds() {
    #expect(PixelSize.cellSides == 1...256)
    #expect(PixelSize.cell(width: 1, height: 256) == PixelSize(width: 1, height: 256))
    #expect(PixelSize.cell(width: 0, height: 20) == nil)
    #expect(PixelSize.cell(width: 10, height: -20) == nil)
    #expect(PixelSize.cell(width: Int.max, height: Int.max) == nil)
  }

  @Test("tmux's own DA1 does not end the wait through tmux; the outer terminal's does")
  func twoAnswers() {
    var read = reading(TmuxAnswers.own, tmux: true)
    #expect(!read.done && read.tmuxAttributes == [1, 2] && read.attributes.isEmpty)
    #expect(read.versions == ["tmux 3.3a"] && read.terminalName == nil && read.other.isEmpty)
    read.feed(Array(TmuxAnswers.xterm.utf8))
    #expect(read.done && read.attributes.contains(4) && read.terminalName == "XTerm(379)")
    #expect(read.other.isEmpty)
    // Outside tmux the first DA1 ends it.
    #expect(reading(TmuxAnswers.own, tmux: false).done)
  }

  @Test(
    "inside tmux: blocks without passthrough, sixel when tmux says it, the outer terminal's choice through it",
    arguments: [
      (TmuxAnswers.own, GraphicsMode.blocks, false),
      (TmuxAnswers.ownSixel, .sixel, false),
      (TmuxAnswers.own + TmuxAnswers.xterm, .sixel, true),
      (TmuxAnswers.own + TmuxAnswers.kitty, .kitty, true),
    ])
  func modes(answers: String, mode: GraphicsMode, passthrough: Bool) {
    let read = reading(answers, tmux: true)
    let chosen = GraphicsDetection.mode(
      .auto, depth: .palette256, environment: inTmux, reading: read)
    #expect(chosen == mode)
    #expect(read.other.isEmpty)
    if mode.isImage {
      #expect(
        GraphicsDetection.throughTmux(chosen, environment: inTmux, reading: read) == passthrough)
    }
  }

  @Test(
    "XTVERSION: present or absent, never a key; WezTerm and iTerm2 named by it get iTerm2 images")
  func xtversion() {
    let wezterm = reading(
      "\u{1B}P>|WezTerm 20240203-110809-5046fc22\u{1B}\\\u{1B}[?65;4;6;18;22c", tmux: false)
    #expect(wezterm.terminalName?.hasPrefix("WezTerm") == true && wezterm.other.isEmpty)
    #expect(
      GraphicsDetection.mode(
        .auto, depth: .palette256, environment: ["TERM": "xterm-256color"], reading: wezterm)
        == .iterm)
    let iterm = reading("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c", tmux: false)
    #expect(
      GraphicsDetection.mode(
        .auto, depth: .palette256, environment: ["TERM": "xterm-256color"], reading: iterm)
        == .iterm)
    let none = reading(Answers.plain, tmux: false)
    #expect(none.versions.isEmpty && none.terminalName == nil && none.done)
    // A DCS that is not XTVERSION's is not taken for one.
    #expect(reading("\u{1B}P1$r0m\u{1B}\\\u{1B}[?1;2c", tmux: false).versions.isEmpty)
  }
}
