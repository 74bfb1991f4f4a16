import Foundation
import TestTools
import Testing

/// What a recorded game's status line says of a file: from `~`, never the home folder's
/// path (which names the user), on screen as in the recording.
@Suite("Paths in a recorded game", .ownThreads)
struct RecordingPathTests {
  @Test("a damaged progress file under HOME is named from ~ on screen and in the recording")
  func damagedProgress() throws {
    let directory = try TemporaryDirectory()
    let home = directory.file("home-MARKERUSER")
    let state = home.appendingPathComponent(".state/quiz")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: state.appendingPathComponent("en.json"))
    let cast = directory.file("game.cast").path
    let pty = try PseudoTerminal(rows: 24, columns: 100)
    try pty.launch(
      QuizRunner.executable.path, ["--bank", "en", "--theme", "dark", "--record", cast],
      environment: QuizRunner.environment(home: home, ["TERM": "xterm-256color"]))
    try #require(pty.waitForOutput(containing: "en.json.damaged", timeout: 10), "\(pty.text)")
    try pty.type([0x1B])
    #expect(pty.waitForExit(timeout: 10) != nil)
    #expect(pty.text.contains("~/.state/quiz/en.json.damaged"))
    #expect(!pty.text.contains("MARKERUSER"))
    let recording = try String(contentsOfFile: cast, encoding: .utf8)
    #expect(recording.contains("~/.state/quiz/en.json.damaged"))
    #expect(!recording.contains("MARKERUSER"))
    #expect(!recording.contains(directory.url.path))
    // The file was set aside all the same.
    #expect(
      FileManager.default.fileExists(atPath: state.appendingPathComponent("en.json.damaged").path))
  }

}
