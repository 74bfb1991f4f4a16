import Foundation
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quiz` in a pseudo-terminal that answers the start-up question as a hostile or hurried
/// terminal would. Timeouts here are hang detectors, not speed checks.
@Suite("What the terminal answers at start, end to end", .ownThreads)
struct TerminalAnswerTests {
  /// The most pixels an image may have, as docs/playing.md says.
  static let pixelBudget = 1_048_576

  /// The end of the start-up question: XTVERSION, then DA1.
  static let questionEnd = "\u{1B}[>0q\u{1B}[c"

  /// Starts `quiz --bank en` (whose first question has a picture) on an 80×24 pty and waits
  /// for the start-up question to be asked whole.
  static func start(_ directory: TemporaryDirectory) throws -> PseudoTerminal {
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(
      home: directory.url, ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
    try pty.launch(
      QuizRunner.executable.path, ["--bank", "en", "--restart"], environment: environment)
    let asked = pty.waitForOutput(containing: questionEnd, timeout: 30)
    try #require(asked, "no start-up question; got \(pty.text.debugDescription)")
    return pty
  }

  /// The pixel size `s` × `v` of the first kitty image in `text`.
  static func kittyPixels(_ text: String) -> Int? {
    guard let keys = text.range(of: "\u{1B}_Ga=T,") else { return nil }
    var values: [String: Int] = [:]
    for field in text[keys.upperBound...].prefix(while: { $0 != ";" }).split(separator: ",") {
      let pair = field.split(separator: "=", maxSplits: 1)
      if pair.count == 2, let value = Int(pair[1]) { values[String(pair[0])] = value }
    }
    guard let width = values["s"], let height = values["v"] else { return nil }
    return width * height
  }

  /// Reads what `pty` writes (so a large image never blocks it) until its child exits or
  /// `timeout` seconds pass; how it ended, nil if it did not.
  static func exitReading(_ pty: PseudoTerminal, timeout: Double) -> PseudoTerminal.ExitStatus? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      _ = pty.waitForOutput(timeout: 0.1)
      if let status = pty.waitForExit(timeout: 0.05) { return status }
    }
    return nil
  }

  @Test(
    "a game answered like kitty with an absurd cell size draws its first frame, its image within the pixel budget, and Ctrl-C quits",
    arguments: ["2000;2000", "9999999999999;9999999999999", "400;200", "100;50"])
  func absurdCellSize(cell: String) throws {
    // The game waits 100 ms for the answers; on a loaded machine they can come after it,
    // and then it rightly plays without images. Such a run proves nothing either way, so
    // the game is started again (at most three times) until the answers came in time.
    for _ in 1...3 {
      let directory = try TemporaryDirectory()
      let pty = try Self.start(directory)
      try pty.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;\(cell)t\u{1B}[?62;22c")
      // The counter is looked for in what came since the last look (an image is megabytes:
      // decoding all the output at every read made the wait itself the slow part).
      let counter = Array("1 / 40".utf8)
      var looked = 0
      let drawn = pty.waitForOutput(timeout: Patience.limit(60)) { output in
        defer { looked = output.count }
        return output[max(0, looked - counter.count)...].firstRange(of: counter) != nil
      }
      try #require(drawn, "no first frame")
      _ = pty.waitForOutput(timeout: 0.5)
      guard let pixels = Self.kittyPixels(pty.text) else { continue }
      #expect(pixels <= Self.pixelBudget)
      try pty.type([0x03])
      #expect(Self.exitReading(pty, timeout: 30) == .exited(1))
      return
    }
    Issue.record("three games never showed their first picture as a kitty image")
  }

  @Test("an Esc typed while a silent terminal is asked quits the game")
  func escapeWhileSilent() throws {
    let directory = try TemporaryDirectory()
    let pty = try Self.start(directory)
    try pty.type([0x1B])
    #expect(Self.exitReading(pty, timeout: 30) == .exited(1))
  }

  @Test("an Esc that comes in the same read as the terminal's answers quits the game")
  func escapeAfterAnswers() throws {
    let directory = try TemporaryDirectory()
    let pty = try Self.start(directory)
    try pty.type("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c\u{1B}")
    #expect(Self.exitReading(pty, timeout: 30) == .exited(1))
  }
}
