import Foundation
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--record FILE.cast` on a game in a pseudo-terminal: the file holds exactly the frames the
/// terminal got, other tools read it, and a game killed at any moment leaves it readable.
@Suite("Recording in a terminal", .serialized, .ownThreads)
struct RecordingTerminalTests {
  /// The modes the game sets and unsets around its frames, which the recording leaves out.
  private static func onlyModes(_ text: Substring) -> Bool {
    text.replacingOccurrences(
      of: "\u{1B}\\[\\??[0-9]*[hlm]", with: "", options: .regularExpression
    )
    // The start-up question (kitty's graphics query, the cell size, XTVERSION, device
    // attributes) is no frame either.
    .replacingOccurrences(of: "\u{1B}_G[^\u{1B}]*\u{1B}\\\\", with: "", options: .regularExpression)
    .replacingOccurrences(of: "\u{1B}[16t", with: "")
    .replacingOccurrences(of: "\u{1B}[>0q", with: "")
    .replacingOccurrences(of: "\u{1B}[c", with: "")
    .isEmpty
  }

  @Test("the recording's frames are the bytes the terminal got, between the screen's modes")
  func framesExactly() throws {
    let directory = try TemporaryDirectory()
    let cast = directory.file("game.cast").path
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(
      QuizRunner.executable.path, ["--bank", "en", "--theme", "dark", "--record", cast],
      environment: environment)
    // Skips saved in the runs before: the game opens on a later question.
    try #require(pty.waitForOutput(containing: " / 40", timeout: 10), "\(pty.text)")
    for key in ["S", "U", "N", "?", "\u{7F}"] {
      try pty.type(key)
      _ = pty.waitForOutput(timeout: 0.2)
    }
    try pty.resize(rows: 20, columns: 60)
    _ = pty.waitForOutput(timeout: 0.5)
    try pty.type([0x1B])
    #expect(pty.waitForExit(timeout: 10) != nil)
    pty.waitForOutput(containing: "\u{1B}[?1049l", timeout: 3)
    let recorded = try #require(try CastFile.outputByPython(cast))
    // The recording starts with the cursor hidden and ends with it shown, as the game's
    // screen does; between them the frames.
    let hide = Array("\u{1B}[?25l".utf8)
    let show = Array("\u{1B}[?25h".utf8)
    #expect(recorded.starts(with: hide) && recorded.suffix(show.count).elementsEqual(show))
    let frames = Array(recorded.dropFirst(hide.count).dropLast(show.count))
    let text = String(decoding: frames, as: UTF8.self)
    let screen = pty.text
    let range = try #require(screen.range(of: text), "the frames are not what the terminal got")
    #expect(frames.count > 1000)
    #expect(Self.onlyModes(screen[..<range.lowerBound]))
    #expect(Self.onlyModes(screen[range.upperBound...]))
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix(", \"r\", \"60x20\"]") })
    if CastFile.hasAsciinema {
      let (code, bytes) = try CastFile.asciinemaCat(cast, into: directory.url)
      #expect(code == 0)
      #expect(bytes == recorded)
    }
    // quiz replay with no terminal writes the frames at once, as asciinema cat does, every
    // byte as recorded, then only resets of what they left on.
    let replayed = try QuizRunner.run(["replay", cast], environment: environment)
    #expect(replayed.exitCode == 0)
    #expect(replayed.errorOutput.isEmpty)
    #expect(replayed.stdout.starts(with: recorded))
    let tail = String(decoding: replayed.stdout.dropFirst(recorded.count), as: UTF8.self)
    #expect(["", "\u{1B}[0m"].contains(tail), "\(tail.debugDescription)")
  }

  /// Runs per kill in the kill test (`QUIZ_KILL_RUNS` changes it).
  static let killRuns = ProcessInfo.processInfo.environment["QUIZ_KILL_RUNS"].flatMap(Int.init) ?? 6

  @Test("a game killed with SIGKILL at any moment leaves a recording every tool reads")
  func killed() throws {
    let directory = try TemporaryDirectory()
    var generator = SystemRandomNumberGenerator()
    for run in 0..<Self.killRuns {
      let cast = directory.file("killed-\(run).cast").path
      let pty = try PseudoTerminal(rows: 24, columns: 80)
      let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
      try pty.launch(
        QuizRunner.executable.path, ["--bank", "en", "--theme", "dark", "--record", cast],
        environment: environment)
      if run > 0 {
        // Skips saved in the runs before: the game opens on a later question.
        try #require(pty.waitForOutput(containing: " / 40", timeout: 10), "\(pty.text)")
      }
      // Keys in a burst, then the kill a moment later: mid-frame, between frames, or (run 0)
      // before the first frame.
      let keys = ["S", "U", "N", "\u{7F}", "?", ">"]
      for _ in 0..<(run * 3) {
        try pty.type(keys[Int.random(in: 0..<keys.count, using: &generator)])
      }
      usleep(UInt32.random(in: 0...20_000, using: &generator))
      pty.send(SIGKILL)
      #expect(pty.waitForExit(timeout: 10) == .signaled(SIGKILL))
      // A kill between the file's creation and its header's one write leaves it empty, as
      // if the game had not started: only a file with something in it must read whole.
      let size = (try? FileManager.default.attributesOfItem(atPath: cast)[.size] as? Int) ?? 0
      guard size > 0 else { continue }
      let frames = try #require(try CastFile.outputByPython(cast), "run \(run): a line cut short")
      if CastFile.hasAsciinema {
        let (code, bytes) = try CastFile.asciinemaCat(cast, into: directory.url)
        #expect(code == 0, "run \(run)")
        #expect(bytes == frames, "run \(run)")
      }
    }
  }

  @Test("quiz replay plays a recording in a terminal and leaves it as it was; q quits")
  func replayInTerminal() throws {
    let directory = try TemporaryDirectory()
    let cast = directory.file("two.cast").path
    try Data(
      ("{\"version\": 2, \"width\": 80, \"height\": 24}\n"
        + "[0.1, \"o\", \"\\u001b[H\\u001b[2Jfirst frame\"]\n"
        + "[0.3, \"o\", \"\\u001b[2;1Hsecond frame\"]\n"
        + "[60, \"o\", \"\\u001b[3;1Hmuch later\"]\n").utf8
    ).write(to: URL(fileURLWithPath: cast))
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let before = try pty.modes()
    try pty.launch(
      QuizRunner.executable.path, ["replay", cast],
      environment: QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"]))
    #expect(pty.waitForOutput(containing: "second frame", timeout: 10))
    #expect(!pty.text.contains("much later"))
    try pty.type("q")
    #expect(pty.waitForExit(timeout: 10) == .exited(0))
    pty.waitForOutput(containing: "\u{1B}[?1049l", timeout: 3)
    #expect(pty.text.hasSuffix("\u{1B}[?1049l"))
    #expect(try pty.modes() == before)
    // At 100 times the speed, the minute passes in under a second; then a key ends it.
    let fast = try PseudoTerminal(rows: 24, columns: 80)
    try fast.launch(
      QuizRunner.executable.path, ["replay", "--speed", "100", cast],
      environment: QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"]))
    #expect(fast.waitForOutput(containing: "much later", timeout: 5))
    try fast.type(" ")
    #expect(fast.waitForExit(timeout: 10) == .exited(0))
  }

  @Test("asciinema play plays a recording to its end", .enabled(if: CastFile.hasAsciinema))
  func asciinemaPlays() throws {
    let directory = try TemporaryDirectory()
    let cast = directory.file("game.cast").path
    let result = try QuizRunner.run(
      ["--plain", "--record", cast], input: "SUN?>",
      environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 1)
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    try pty.launch(
      "/usr/bin/asciinema", ["play", "-s", "50", cast],
      environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "HOME": directory.url.path])
    #expect(pty.waitForOutput(containing: "quit at question", timeout: 20), "\(pty.text)")
    #expect(pty.waitForExit(timeout: 20) == .exited(0))
  }
}
