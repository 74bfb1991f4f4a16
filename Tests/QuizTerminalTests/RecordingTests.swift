import Foundation
import QuizCore
import TestTools
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// A terminal game recorded as asciicast v2: every frame written, as written, and every size.
@Suite("Recording a terminal game", .ownThreads)
struct RecordingTests {
  /// A temporary file's path, removed when the test is done with it.
  static func temporaryPath(_ name: String = "game.cast") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-cast-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  /// Plays `script` on a test terminal with a recording; returns the terminal and the file.
  static func record(
    _ script: [TestTerminal.Step], rows: Int = 24, columns: Int = 80
  ) throws -> (TestTerminal, Asciicast.Recording, [UInt8]) {
    let path = try temporaryPath()
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let terminal = TestTerminal(rows: rows, columns: columns, at: UIFixture.start, script: script)
    let recorder = try CastRecorder(
      path: path, start: UIFixture.start, term: "xterm-256color", clock: terminal.clock)
    let session = TerminalSession(
      game: Game(puzzles: [UIFixture.cat], startedAt: UIFixture.start), terminal: terminal,
      depth: .palette256,
      pictures: PictureSource(bank: QuestionBank(path: "bank.plist", questions: [])),
      progress: nil, opening: nil, recording: recorder, clock: terminal.clock)
    _ = session.run()
    recorder.finish()
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    return (terminal, try Asciicast.read(bytes), bytes)
  }

  private static let hide = Array("\u{1B}[?25l".utf8)
  private static let show = Array("\u{1B}[?25h".utf8)

  @Test(
    "one output event per frame with the frame's bytes, at the time it was written, between the cursor hidden and shown"
  )
  func framesRecorded() throws {
    let (terminal, recording, _) = try Self.record([
      .wait(1.5), .type("C"), .wait(0.05), .type("A"), .wait(2), .type("\u{1B}"),
    ])
    #expect(
      recording.header
        == Asciicast.Header(
          width: 80, height: 24, timestamp: 1_700_000_000, term: "xterm-256color", title: "quiz"))
    let outputs = recording.events.filter { $0.kind == .output }
    #expect(outputs.map(\.data) == [Self.hide] + terminal.writes + [Self.show])
    #expect(outputs.map(\.microseconds) == [0, 0, 1_550_000, 3_550_000, 3_550_000])
  }

  @Test("every key read is an input event, the last one that ended the game too, before its frame")
  func keysRecorded() throws {
    let (_, recording, _) = try Self.record([
      .wait(1.5), .type("C"), .wait(0.05), .type("A"), .wait(2), .type("\u{1B}"),
    ])
    let inputs = recording.events.filter { $0.kind == .input }
    #expect(inputs.map(\.data) == [Array("C".utf8), Array("A".utf8), [0x1B]])
    #expect(inputs.map(\.microseconds) == [1_500_000, 1_550_000, 3_550_000])
    let kinds = recording.events.map(\.kind)
    #expect(kinds == [.output, .output, .input, .output, .input, .output, .input, .output])
  }

  @Test("a resize is recorded as COLUMNSxROWS before the frame drawn at the new size, once")
  func resizeRecorded() throws {
    let (terminal, recording, _) = try Self.record(
      [.resize(rows: 20, columns: 60), .wait(1), .resize(rows: 20, columns: 60), .type("\u{1B}")])
    // The second resize to the same size redraws everything but records no new size.
    #expect(
      recording.events.map(\.kind)
        == [.output, .output, .resize, .output, .output, .input, .output])
    #expect(String(decoding: recording.events[2].data, as: UTF8.self) == "60x20")
    #expect(
      recording.events.filter { $0.kind == .output }.map(\.data)
        == [Self.hide] + terminal.writes + [Self.show])
  }

  @Test("every line is a whole JSON value that Python's json module reads as written")
  func pythonReadsIt() throws {
    let (terminal, _, bytes) = try Self.record([.type("CAT"), .wait(0.05), .type("\u{1B}")])
    let path = try Self.temporaryPath("python.cast")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let script = """
      import json, sys
      lines = open(sys.argv[1], encoding="utf-8").read().split("\\n")
      assert lines[-1] == ""
      header = json.loads(lines[0])
      assert header["version"] == 2 and header["env"] == {"TERM": "xterm-256color"}, header
      out = sys.stdout.buffer
      for line in lines[1:-1]:
          time, code, data = json.loads(line)
          if code == "o":
              out.write(data.encode("utf-8"))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = Data(pipe.fileHandleForReading.readAllBytes())
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(Array(output) == Self.hide + terminal.writes.flatMap { $0 } + Self.show)
  }
}
