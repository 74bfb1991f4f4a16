import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// What tmux 3.3a sends back to the start-up question asked through it, as seen in a pane
/// on this machine: its own XTVERSION and DA1 at once, then, only with `allow-passthrough`
/// on, the outer terminal's answers (xterm -ti vt340 does not answer `CSI 16 t`).
enum TmuxAnswers {
  /// tmux's own answers: XTVERSION, then DA1 without 4 (tmux built without sixel).
  static let own = "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c"
  /// tmux built with sixel: its DA1 lists 4.
  static let ownSixel = "\u{1B}P>|tmux 3.4\u{1B}\\\u{1B}[?1;2;4c"
  /// xterm -ti vt340 through the passthrough.
  static let xterm = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
  /// kitty through the passthrough.
  static let kitty =
    "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c"
}

private func reading(_ text: String, tmux: Bool) -> BackgroundQuery.Reading {
  var reading = BackgroundQuery.Reading(throughTmux: tmux)
  reading.feed(Array(text.utf8))
  return reading
}

private let inTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]

@Suite("Finding out which images a terminal shows inside tmux")
struct TmuxDetectionTests {
  @Test(
    "inside tmux, tmux is asked XTVERSION and DA1, then the outer terminal OSC 11 and the rest, wrapped"
  )
  func question() {
    let images =
      "\u{1B}]11;?\u{1B}\\\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[>0q\u{1B}[c"
    let wrapped = String(decoding: TmuxPassthrough.wrap(Array(images.utf8)), as: UTF8.self)
    #expect(
      BackgroundQuery.questions(background: true, graphics: true, tmux: true)
        == ["\u{1B}]11;?\u{1B}\\\u{1B}[>0q\u{1B}[c", wrapped])
    #expect(
      wrapped.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}]11;?\u{1B}\u{1B}\\\u{1B}\u{1B}_G")
        && wrapped.hasSuffix("\u{1B}\u{1B}[c\u{1B}\\"))
    #expect(
      BackgroundQuery.questions(background: false, graphics: true, tmux: true).first
        == "\u{1B}[>0q\u{1B}[c")
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

  @Test("answers arriving after the wait are swallowed by the key decoder, not typed")
  func lateAnswers() {
    var decoder = KeyDecoder()
    let keys =
      decoder.feed(Array((TmuxAnswers.xterm + TmuxAnswers.kitty + "a").utf8)) + decoder.flush()
    #expect(keys == [.character("a")])
  }
}

extension TerminalTests {
  @Test(
    "in a pseudo-terminal answering as tmux without passthrough, the wait is the timeout and nothing is left"
  )
  func tmuxWithoutPassthrough() throws {
    let asked = try Self.ask(
      answeringParts: [TmuxAnswers.own, nil], timeout: BackgroundQuery.timeoutMilliseconds,
      tmux: true)
    // The timeout ends the wait; the outer terminal's DA1 never came.
    #expect(asked.reading.tmuxAttributes == [1, 2] && asked.reading.attributes.isEmpty)
    #expect(asked.reading.other.isEmpty && !asked.left)
    #expect(asked.milliseconds >= BackgroundQuery.timeoutMilliseconds)
    #expect(
      GraphicsDetection.mode(.auto, depth: .palette256, environment: inTmux, reading: asked.reading)
        == .blocks)
  }

  @Test("in a pseudo-terminal answering as tmux passing xterm's answers on, sixel through it")
  func tmuxWithPassthrough() throws {
    let asked = try Self.ask(
      answeringParts: [TmuxAnswers.own, TmuxAnswers.xterm], timeout: 5000, tmux: true)
    #expect(asked.reading.done && asked.reading.other.isEmpty && !asked.left)
    #expect(asked.milliseconds < 2500)
    let mode = GraphicsDetection.mode(
      .auto, depth: .palette256, environment: inTmux, reading: asked.reading)
    #expect(mode == .sixel)
    #expect(GraphicsDetection.throughTmux(mode, environment: inTmux, reading: asked.reading))
  }
}
