import TestTools
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages
@testable import TerminalKit

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
    // A wait long enough for tmux's own answer to come on a loaded machine (the game's
    // 100 ms is not: the answering thread may not run in time), still ended by the timeout.
    let timeout = 2000
    let asked = try Self.ask(
      answeringParts: [TmuxAnswers.own, nil], timeout: timeout, tmux: true)
    // The timeout ends the wait; the outer terminal's DA1 never came.
    #expect(asked.reading.tmuxAttributes == [1, 2] && asked.reading.attributes.isEmpty)
    #expect(asked.reading.other.isEmpty && !asked.left)
    #expect(asked.milliseconds >= timeout)
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
