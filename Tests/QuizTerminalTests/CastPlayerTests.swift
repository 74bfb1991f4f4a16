import Foundation
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// `quiz replay`'s player over a test terminal: when each frame is written, pausing,
/// quitting and suspending.
@Suite("Replaying a recording")
struct CastPlayerTests {
  private static let frames: [[UInt8]] = [
    Array("\u{1B}[H\u{1B}[2Jfirst".utf8), Array("\u{1B}[1;1Hsecond".utf8),
    Array("\u{1B}[H\u{1B}[2Jthird".utf8), Array("\u{1B}[2;1Hfourth".utf8),
  ]

  /// A recording of `frames` at these seconds, with a key and a resize between.
  private static func recording(_ times: [Double]) -> Asciicast.Recording {
    var events: [Asciicast.Event] = []
    for (time, frame) in zip(times, frames) {
      let micros = Int(time * 1_000_000)
      events.append(Asciicast.Event(microseconds: micros, kind: .output, data: frame))
      events.append(Asciicast.Event(microseconds: micros, kind: .input, data: Array("x".utf8)))
    }
    events.insert(
      Asciicast.Event(microseconds: 0, kind: .resize, data: Array("40x10".utf8)), at: 1)
    return Asciicast.Recording(
      header: Asciicast.Header(width: 80, height: 24, timestamp: nil, term: nil, title: nil),
      events: events)
  }

  private static func play(
    _ times: [Double], speed: Double = 1, _ script: [TestTerminal.Step]
  ) -> (CastPlayer.Ending, TestTerminal) {
    let terminal = TestTerminal(at: UIFixture.start, script: script)
    terminal.logsWaits = true
    let player = CastPlayer(
      recording(times), terminal: terminal, speed: speed, clock: terminal.clock)
    return (player.run(), terminal)
  }

  @Test("each frame is written when its time comes, at the speed asked; a key ends it after")
  func timing() {
    let (ending, terminal) = Self.play(
      [0, 1, 2.5], speed: 2, [.wait(0.5), .wait(0.75), .type("x")])
    #expect(ending == .finished)
    #expect(
      terminal.calls == [
        .enterRawMode, .write(Self.frames[0].count), .waited(500), .write(Self.frames[1].count),
        .waited(750), .write(Self.frames[2].count), .waited(nil), .restore,
      ])
    #expect(terminal.writes == Array(Self.frames.prefix(3)))
  }

  @Test("Space pauses and goes on; the time paused is not played")
  func pause() {
    let (ending, terminal) = Self.play(
      [0, 1], [.type(" "), .wait(10), .type(" "), .wait(0.4), .wait(0.6), .type("q")])
    #expect(ending == .finished)
    #expect(
      terminal.calls == [
        .enterRawMode, .write(Self.frames[0].count), .waited(1000), .waited(nil), .waited(nil),
        .waited(1000), .waited(600), .write(Self.frames[1].count), .waited(nil), .restore,
      ])
  }

  @Test(
    "q, Esc and Ctrl-C quit at once, the terminal restored", arguments: ["q", "\u{1B}", "\u{03}"])
  func quit(key: String) {
    let (ending, terminal) = Self.play([0, 5], [.type(key)])
    #expect(ending == .quit)
    #expect(terminal.writes == [Self.frames[0]])
    #expect(terminal.calls.last == .restore && !terminal.isRaw)
  }

  @Test("Ctrl-Z suspends; on resuming the screen is drawn again from the last whole frame")
  func suspend() {
    let (_, terminal) = Self.play(
      [0, 1, 2, 3], [.wait(3), .type("\u{1A}"), .continued, .type("q")])
    #expect(
      terminal.writes
        == Self.frames + [Self.frames[2], Self.frames[3]] + [Self.frames[2], Self.frames[3]])
    #expect(terminal.calls.contains(.suspend))
  }

  @Test("escape sequences such as mouse reports are not keys of the player")
  func sequencesIgnored() {
    let (ending, terminal) = Self.play([0, 1], [.type("\u{1B}[<0;3;4M"), .wait(1), .type("q")])
    #expect(ending == .finished)
    #expect(terminal.writes == Array(Self.frames.prefix(2)))
  }
}
