import Foundation
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quiz` on a real pseudo-terminal: full screen, raw mode, and the terminal restored on
/// every way out.
@Suite("Full screen in a pseudo-terminal", .ownThreads)
struct FullScreenTests {
  private static let enter = "\u{1B}[?1049h"
  private static let leave = "\u{1B}[?1049l"

  /// A running game: the pty, the modes it had before, and the files it uses.
  private struct Session {
    let pty: PseudoTerminal
    let before: PseudoTerminal.Modes
    let directory: TemporaryDirectory
  }

  /// Starts `quiz BANK` on an 80×24 pty and waits for the first question's clue.
  private func start(
    _ questions: [[String: Any]] = Banks.three, clue: String = "Hot star",
    environment extra: [String: String] = [:], rows: Int = 24, columns: Int = 80
  ) throws -> Session {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(questions)
    let pty = try PseudoTerminal(rows: rows, columns: columns)
    let before = try pty.modes()
    let environment = QuizRunner.environment(
      home: directory.url, ["TERM": "xterm-256color"].merging(extra) { _, new in new })
    try pty.launch(QuizRunner.executable.path, [bank], environment: environment)
    let appeared = pty.waitForOutput(containing: clue, timeout: 10)
    try #require(appeared, "no first frame; got \(pty.text.debugDescription)")
    return Session(pty: pty, before: before, directory: directory)
  }

  /// Expects the terminal to be back as it was: same modes, autowrap back on after the game
  /// turned it off, alternate screen left.
  private func expectRestored(_ session: Session) throws {
    // Left: the leave sequence has come since autowrap was last turned off.
    _ = session.pty.waitForOutput(timeout: Patience.limit(3)) { output in
      let text = String(decoding: output, as: UTF8.self)
      guard let wrapOff = text.range(of: "\u{1B}[?7l", options: .backwards) else { return false }
      return text[wrapOff.upperBound...].contains(Self.leave)
    }
    let text = session.pty.text
    let wrapOff = try #require(text.range(of: "\u{1B}[?7l", options: .backwards), "autowrap on")
    #expect(text[wrapOff.upperBound...].contains(Self.leave), "the alternate screen was not left")
    #expect(text[wrapOff.upperBound...].contains("\u{1B}[?7h"), "autowrap not restored")
    #expect(try session.pty.modes() == session.before)
  }

  @Test("the first frame shows the clue on the alternate screen, in raw mode")
  func firstFrame() throws {
    let session = try start()
    #expect(session.pty.text.contains(Self.enter))
    #expect(try session.pty.modes().isRaw)
    #expect(session.pty.text.contains("1 / 3") || session.pty.text.contains("1/3"))
  }

  @Test("typing the answer's letters solves the question and shows the next clue")
  func typingSolves() throws {
    let session = try start()
    try session.pty.type("SUN")
    #expect(session.pty.waitForOutput(containing: "Meows", timeout: 10))
  }

  @Test("skipped questions are offered again at the end; solving them counts them solved")
  func retrySkipped() throws {
    let session = try start()
    // A skip has no pause: the keys after it go to the next question at once.
    try session.pty.type(">>DOG")
    #expect(
      session.pty.waitForOutput(containing: "Retry the 2 skipped questions? (y/n)", timeout: 10))
    try session.pty.type("y")
    #expect(session.pty.waitForOutput(containing: "Retrying the 2 skipped", timeout: 10))
    try session.pty.type("SUN")
    #expect(session.pty.waitForOutput(containing: "Meows", timeout: 10))
    try session.pty.type("CAT")
    #expect(session.pty.waitForOutput(containing: "All 3 questions solved", timeout: 10))
    try session.pty.type("n")
    #expect(session.pty.waitForExit(timeout: 10) == .exited(0))
    try expectRestored(session)
  }

  @Test("Esc alone quits with exit 1 and restores the terminal")
  func escapeQuits() throws {
    let session = try start()
    try session.pty.type([0x1B])
    #expect(session.pty.waitForExit(timeout: 10) == .exited(1))
    try expectRestored(session)
  }

  @Test("in a terminal, an Esc that nothing follows within 50 ms quits, though keys come later")
  func loneEscapeTimesOut() throws {
    let session = try start()
    try session.pty.type([0x1B])
    // Without the timeout, Esc and the U after it would be Alt-U: rejected, the game going on.
    usleep(500_000)
    try session.pty.type("UN")
    #expect(session.pty.waitForExit(timeout: 10) == .exited(1))
    try expectRestored(session)
  }

  @Test("the Ctrl-C byte quits with exit 1 and restores the terminal")
  func controlCQuits() throws {
    let session = try start()
    try session.pty.type([0x03])
    #expect(session.pty.waitForExit(timeout: 10) == .exited(1))
    try expectRestored(session)
  }

  @Test(
    "a terminating signal ends the game and restores the terminal",
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalRestores(_ signal: Int32) throws {
    let session = try start()
    session.pty.send(signal)
    let status = session.pty.waitForExit(timeout: 10)
    #expect(status == .signaled(signal) || status == .exited(1), "\(String(describing: status))")
    try expectRestored(session)
  }

  @Test(
    "Ctrl-Z gives the shell autowrap back while stopped, and the game takes it off again",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func suspendRestoresAutowrap() throws {
    let session = try start()
    try session.pty.type([0x1A])
    let deadline = Date().addingTimeInterval(5)
    while PlayTimeTests.state(of: session.pty.pid) != "T", Date() < deadline { usleep(10_000) }
    try #require(PlayTimeTests.state(of: session.pty.pid) == "T", "Ctrl-Z did not stop the game")
    try expectRestored(session)
    let stopped = session.pty.text.utf8.count
    session.pty.send(SIGCONT)
    let wrapOff = Array("\u{1B}[?7l".utf8)
    let resumed = session.pty.waitForOutput(timeout: Patience.limit(5)) { output in
      output.count > stopped
        && output[stopped...].indices.contains {
          output[$0...].starts(with: wrapOff)
        }
    }
    #expect(resumed, "autowrap left on after resuming")
    try session.pty.type([0x1B])
    #expect(session.pty.waitForExit(timeout: 10) == .exited(1))
    try expectRestored(session)
  }

  @Test("NO_COLOR=1 turns every colour code off")
  func noColor() throws {
    let session = try start(environment: ["NO_COLOR": "1"])
    try session.pty.type("NUS")
    _ = session.pty.waitForOutput(timeout: 1)
    #expect(Self.colorParameters(in: session.pty.text).isEmpty)
  }

  @Test("without NO_COLOR the same game does use colour codes")
  func colorByDefault() throws {
    let session = try start()
    try session.pty.type("NUS")
    _ = session.pty.waitForOutput(timeout: 1)
    #expect(!Self.colorParameters(in: session.pty.text).isEmpty)
  }

  @Test("a bank with a CJK answer renders and is solved by typing UTF-8")
  func chinese() throws {
    let session = try start(Banks.chinese, clue: "一种水果")
    #expect(session.pty.text.contains("鸭"))
    try session.pty.type("鸭梨")
    #expect(session.pty.waitForOutput(containing: "黑白的动物", timeout: 10))
  }

  @Test("an accent written separately from its letter joins it, as in a pipe")
  func accentAfterAPause() throws {
    let bank = [Banks.question("\u{E9}", "Accent", options: "\u{E9}e")] + Banks.three
    let session = try start(bank, clue: "Accent")
    // Two writes, so the game usually reads them apart; the 50 ms wait joins them. (No
    // sleep between them: on a busy machine a sleep can outlast the wait.)
    try session.pty.type("e")
    try session.pty.type("\u{301}")
    #expect(session.pty.waitForOutput(containing: "Hot star", timeout: 10))
  }

  @Test("keys typed while a right answer is on show apply to the next question")
  func typeAheadDuringPause() throws {
    let session = try start()
    try session.pty.type("SUN")
    try #require(session.pty.waitForOutput(containing: "Right!", timeout: 10))
    try session.pty.type("CAT")
    // Only the cells that change are sent: "Meows" to "Barks" keeps the final s.
    #expect(session.pty.waitForOutput(containing: "Bark", timeout: 10))
  }

  @Test("shrinking the terminal to 15×6 asks to enlarge it")
  func tooSmall() throws {
    let session = try start()
    try session.pty.resize(rows: 6, columns: 15)
    let asked = session.pty.waitForOutput(timeout: Patience.limit(10)) { output in
      let text = String(decoding: output, as: UTF8.self)
      return text.contains("Enlarge") && text.contains("terminal")
    }
    #expect(asked, "got \(session.pty.text.suffix(400).debugDescription)")
  }

  /// The SGR colour parameters (30–37, 38, 40–47, 48, 90–97, 100–107) in `text`.
  static func colorParameters(in text: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "\u{1B}\\[([0-9;:]*)m")
    let range = NSRange(text.startIndex..., in: text)
    var found: [String] = []
    for match in pattern.matches(in: text, range: range) {
      let parameters = (text as NSString).substring(with: match.range(at: 1))
      for parameter in parameters.split(whereSeparator: { $0 == ";" || $0 == ":" }) {
        guard let value = Int(parameter) else { continue }
        if (30...48).contains(value) && value != 39 || (90...107).contains(value) {
          found.append(parameters)
          break
        }
      }
    }
    return found
  }
}
