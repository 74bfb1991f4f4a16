import Foundation
import TestTools
import Testing

/// The play time on the congratulations screen, in a real terminal.
@Suite("Play time in a terminal", .ownThreads)
struct PlayTimeTests {
  /// Seconds the game stays stopped; the test takes at least this long.
  static let stopped: Double = 4

  /// The state letter of a process in `/proc/PID/stat` (`T` when stopped).
  static func state(of pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[close...].dropFirst(2).first
  }

  @Test(
    "time spent suspended with Ctrl-Z is left out of the game's time",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func suspensionLeftOut() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank([Banks.question("SUN", "Hot star")])
    let pty = try PseudoTerminal()
    let environment = QuizRunner.environment(home: directory.url, ["TERM": "xterm-256color"])
    try pty.launch(QuizRunner.executable.path, [bank], environment: environment)
    try #require(pty.waitForOutput(containing: "Hot star", timeout: 10))
    try pty.type([0x1A])
    let deadline = Date().addingTimeInterval(5)
    while Self.state(of: pty.pid) != "T", Date() < deadline { usleep(10_000) }
    try #require(Self.state(of: pty.pid) == "T", "Ctrl-Z did not stop the game")
    Thread.sleep(forTimeInterval: Self.stopped)
    pty.send(SIGCONT)
    try pty.type("SUN")
    try #require(pty.waitForOutput(containing: "Play again", timeout: 10))
    let text = pty.text
    let after = try #require(text.range(of: "Time", options: .backwards))
    let clock = try #require(text[after.upperBound...].firstMatch(of: #/(\d+):(\d\d)/#))
    let seconds = (Int(clock.output.1) ?? 0) * 60 + (Int(clock.output.2) ?? 0)
    #expect(seconds < Int(Self.stopped), "shown \(clock.output.0)")
    try pty.type("n")
    #expect(pty.waitForExit(timeout: 5) == .exited(0))
  }
}
