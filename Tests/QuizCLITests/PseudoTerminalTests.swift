import Foundation
import Synchronization
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("PseudoTerminal harness", .ownThreads)
struct PseudoTerminalTests {
  @Test("a child's output and exit status come through the pseudo-terminal")
  func outputAndStatus() throws {
    let pty = try PseudoTerminal()
    try pty.launch("/bin/sh", ["-c", "echo hello-from-child; exit 3"])
    #expect(pty.waitForOutput(containing: "hello-from-child"))
    #expect(pty.waitForExit() == .exited(3))
  }

  @Test("the child's stdin is a terminal and the pty is its controlling terminal")
  func controllingTerminal() throws {
    let pty = try PseudoTerminal()
    // Opening /dev/tty fails (ENXIO) for a process without a controlling terminal.
    try pty.launch("/bin/sh", ["-c", "test -t 0 && exec 3</dev/tty && echo ctty-ok"])
    #expect(pty.waitForOutput(containing: "ctty-ok"))
    #expect(pty.waitForExit() == .exited(0))
  }

  @Test("stty -g runs inside the pty and its output is seen")
  func sttyOutput() throws {
    let pty = try PseudoTerminal()
    try pty.launch("/bin/stty", ["-g"])
    #expect(pty.waitForExit() == .exited(0))
    _ = pty.waitForOutput(timeout: 0.2)
    let fields = pty.text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":")
    #expect(fields.count > 10, "got \(pty.text.debugDescription)")
  }

  @Test("the window size set on the pair is what the child sees")
  func windowSize() throws {
    let pty = try PseudoTerminal(rows: 33, columns: 91)
    try pty.launch("/bin/stty", ["size"])
    #expect(pty.waitForOutput(containing: "33 91"), "got \(pty.text.debugDescription)")
    #expect(pty.waitForExit() == .exited(0))
  }

  @Test("pairs opened at the same moment on many threads each get their own terminal side")
  func concurrentPairs() {
    let mixedUp = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 48) { index in
      guard let pty = try? PseudoTerminal() else {
        mixedUp.withLock { $0 += 1 }
        return
      }
      // What is written on the terminal side must come out of this pair's controller.
      let mark = Array("pair-\(index);".utf8)
      let written = mark.withUnsafeBytes { write(pty.terminal, $0.baseAddress, $0.count) }
      if written != mark.count || !pty.waitForOutput(containing: "pair-\(index);", timeout: 5) {
        mixedUp.withLock { $0 += 1 }
      }
    }
    #expect(mixedUp.withLock { $0 } == 0)
  }

  @Test("modes read before and after compare equal when the child leaves them alone")
  func modesUnchanged() throws {
    let pty = try PseudoTerminal()
    let before = try pty.modes()
    try pty.launch("/bin/stty", ["-g"])
    #expect(pty.waitForExit() == .exited(0))
    #expect(try pty.modes() == before)
  }

  @Test("modes compare unequal after the child runs stty raw")
  func modesChanged() throws {
    let pty = try PseudoTerminal()
    let before = try pty.modes()
    #expect(!before.isRaw)
    try pty.launch("/bin/stty", ["raw", "-echo"])
    #expect(pty.waitForExit() == .exited(0))
    let after = try pty.modes()
    #expect(after != before)
    #expect(after.isRaw)
  }

  @Test("keys typed on the controller reach the child")
  func typedKeys() throws {
    let pty = try PseudoTerminal()
    try pty.launch("/bin/sh", ["-c", "read line; echo \"got:$line\""])
    try pty.type("hello\r")
    #expect(pty.waitForOutput(containing: "got:hello"))
    #expect(pty.waitForExit() == .exited(0))
  }

  @Test("a signal sent to the child shows in its exit status")
  func signalToChild() throws {
    let pty = try PseudoTerminal()
    try pty.launch("/bin/sh", ["-c", "echo ready; exec sleep 30"])
    #expect(pty.waitForOutput(containing: "ready"))
    pty.send(SIGTERM)
    #expect(pty.waitForExit() == .signaled(SIGTERM))
  }

  @Test("the environment given is the child's whole environment")
  func environment() throws {
    let pty = try PseudoTerminal()
    try pty.launch("/usr/bin/env", [], environment: ["QUIZ_TEST": "42"])
    #expect(pty.waitForExit() == .exited(0))
    _ = pty.waitForOutput(timeout: 0.2)
    #expect(pty.text.trimmingCharacters(in: .whitespacesAndNewlines) == "QUIZ_TEST=42")
  }
}
