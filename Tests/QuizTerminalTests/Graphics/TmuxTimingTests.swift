import Foundation
import TestTools
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// tmux 3.3a right after the game entered the alternate screen, as seen in a pane inside
/// `xterm -ti vt340` with `allow-passthrough on`: tmux answers what is asked of it, does not
/// answer OSC 11 itself, and drops a passthrough that reaches it before it has redrawn the
/// pane, which it does once it has answered.
private enum FreshTmux {
  /// Answers what is read from `controller` until the outer terminal was asked (it answers
  /// `outer`), or a second passes quietly.
  static func answer(_ controller: Int32, outer: String) {
    var redrawn = false
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
      var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 1000) > 0 else { return }
      let got = read(controller, &buffer, buffer.count)
      guard got > 0 else { return }
      var text = String(decoding: buffer.prefix(got), as: UTF8.self)
      var passthrough = false
      if let start = text.range(of: "\u{1B}Ptmux;"),
        let end = text.range(of: "\u{1B}\u{1B}[c\u{1B}\\", range: start.upperBound..<text.endIndex)
      {
        passthrough = true
        text.removeSubrange(start.lowerBound..<end.upperBound)
      }
      if passthrough, redrawn {
        reply(outer, to: controller)
        return
      }
      if text.contains("\u{1B}[c") {
        reply("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c", to: controller)
        redrawn = true
      }
    }
  }

  private static func reply(_ text: String, to controller: Int32) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }
}

extension TerminalTests {
  /// The start-up question asked in `tmux`, answered by xterm with a white background.
  private static func askFreshTmux() throws -> TerminalAnswers {
    let pty = PtyPair()
    let terminal = Terminal(input: pty.terminal, output: pty.terminal)
    try terminal.enterRawMode()
    defer { terminal.restore() }
    _ = pty.readOutput(count: Terminal.enterSequence.utf8.count)
    let controller = pty.controller
    let outer = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\" + TmuxAnswers.xterm
    let answerer = Thread { FreshTmux.answer(controller, outer: outer) }
    answerer.start()
    return BackgroundQuery.ask(
      terminal, background: true, graphics: true, tmux: true, timeout: 2000)
  }

  @Test(
    "inside tmux the passthrough is sent once tmux answered, as tmux drops one that comes before it redrew the pane"
  )
  func passthroughAfterTmuxAnswered() throws {
    let reading = try Self.askFreshTmux()
    #expect(reading.done && reading.other.isEmpty)
    #expect(reading.tmuxAttributes == [1, 2] && reading.attributes.contains(4))
    let environment = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
    #expect(
      GraphicsDetection.mode(.auto, depth: .palette256, environment: environment, reading: reading)
        == .sixel)
  }

  @Test(
    "inside tmux the background is asked of the outer terminal too, which tmux 3.3 does not answer")
  func backgroundThroughTmux() throws {
    #expect(try Self.askFreshTmux().background == .light)
  }
}
