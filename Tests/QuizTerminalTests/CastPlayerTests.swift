import Foundation
import Testing
import UITestSupport

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

  /// The line under the last frame, on the terminal's last row.
  private static let end = Array(
    "\u{1B}[24;1H\u{1B}[0;7m end of the recording · any key leaves \u{1B}[0m\u{1B}[K".utf8)
  private static let reset = ReplayFilter.modeReset

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
    let expected: [TestTerminal.Call] = [
      .enterRawMode, .write(Self.frames[0].count), .waited(500), .write(Self.frames[1].count),
      .waited(750), .write(Self.frames[2].count), .write(Self.end.count), .waited(nil),
      .write(Self.reset.count), .restore,
    ]
    #expect(ending == .finished)
    #expect(terminal.calls == expected)
    #expect(terminal.writes == Array(Self.frames.prefix(3)) + [Self.end, Self.reset])
  }

  @Test("Space pauses and goes on; the time paused is not played")
  func pause() {
    let (ending, terminal) = Self.play(
      [0, 1], [.type(" "), .wait(10), .type(" "), .wait(0.4), .wait(0.6), .type("q")])
    let expected: [TestTerminal.Call] = [
      .enterRawMode, .write(Self.frames[0].count), .waited(1000), .waited(nil), .waited(nil),
      .waited(1000), .waited(600), .write(Self.frames[1].count), .write(Self.end.count),
      .waited(nil), .write(Self.reset.count), .restore,
    ]
    #expect(ending == .finished)
    #expect(terminal.calls == expected)
  }

  @Test(
    "q, Esc and Ctrl-C quit at once, the terminal restored", arguments: ["q", "\u{1B}", "\u{03}"])
  func quit(key: String) {
    let (ending, terminal) = Self.play([0, 5], [.type(key)])
    #expect(ending == .quit)
    #expect(terminal.writes == [Self.frames[0], Self.reset])
    #expect(terminal.calls.last == .restore && !terminal.isRaw)
  }

  @Test("Ctrl-Z suspends; on resuming the screen is drawn again from the last whole frame")
  func suspend() {
    let (_, terminal) = Self.play(
      [0, 1, 2, 3], [.wait(3), .type("\u{1A}"), .continued, .type("q")])
    #expect(
      terminal.writes
        == Self.frames + [Self.end] + [Self.frames[2], Self.frames[3], Self.end]
        + [Self.frames[2], Self.frames[3], Self.end] + [Self.reset])
    #expect(terminal.calls.contains(.suspend))
  }

  @Test("escape sequences such as mouse reports are not keys of the player")
  func sequencesIgnored() {
    let (ending, terminal) = Self.play([0, 1], [.type("\u{1B}[<0;3;4M"), .wait(1), .type("q")])
    #expect(ending == .finished)
    #expect(terminal.writes == Array(Self.frames.prefix(2)) + [Self.end, Self.reset])
  }

  @Test(
    "a hostile recording reaches the terminal as quiz's vocabulary only; every mode is reset after")
  func hostile() {
    let events = HostileRecording.all.flatMap(\.events).enumerated().map { index, data in
      Asciicast.Event(microseconds: index, kind: .output, data: data)
    }
    let terminal = TestTerminal(at: UIFixture.start, script: [.wait(1), .type("x")])
    let player = CastPlayer(
      Asciicast.Recording(
        header: Asciicast.Header(width: 80, height: 24, timestamp: nil, term: nil, title: nil),
        events: events),
      terminal: terminal, clock: terminal.clock)
    #expect(player.run() == .finished)
    #expect(player.dropped >= HostileRecording.count)
    #expect(terminal.writes.last == Self.reset)
    #expect(terminal.calls.last == .restore)
    for write in terminal.writes.dropLast() {
      #expect(QuizVocabulary.problem(write) == nil)
    }
  }

  @Test("the end of a recording is shown on the terminal's last row, in the viewer's language")
  func endLine() {
    let terminal = TestTerminal(
      rows: 10, columns: 40, at: UIFixture.start, script: [.wait(2), .type("x")])
    let player = CastPlayer(
      Self.recording([0]), terminal: terminal, strings: .spanish, clock: terminal.clock)
    #expect(player.run() == .finished)
    let line = String(decoding: terminal.writes[terminal.writes.count - 2], as: UTF8.self)
    #expect(line.hasPrefix("\u{1B}[10;1H"))
    #expect(line.contains("fin de la grabación · cualquier tecla sale"))
  }
}
