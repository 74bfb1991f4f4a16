import Foundation
import TestTools
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP during a scripted run: the last line is still written.
@Suite("Scripted runs and terminating signals", .ownThreads)
struct ScriptSignalTests {
  /// Starts `quiz arguments` with its stdin left open, types `S` and a newline, waits for
  /// `ready` in the output, sends `signal` and returns the exit code and every line.
  private func interrupt(
    _ arguments: [String], signal: Int32, ready: String
  ) throws -> (status: Int32?, lines: [String]) {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let process = Process()
    process.executableURL = QuizRunner.executable
    process.arguments = arguments + [bank]
    process.environment = QuizRunner.environment(home: directory.url)
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    // NB: a spawned child inherits the spawning thread's signal mask, and test threads
    // block these signals; unblock them around the spawn, as a shell would have them.
    var terminating = sigset_t()
    sigemptyset(&terminating)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&terminating, number) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &terminating, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      try? stdin.fileHandleForWriting.close()
    }
    try stdin.fileHandleForWriting.write(contentsOf: Data("S\n".utf8))
    var output = Data()
    let reader = stdout.fileHandleForReading
    let deadline = Date().addingTimeInterval(10)
    while !String(decoding: output, as: UTF8.self).contains(ready), Date() < deadline {
      output += reader.availableData
    }
    kill(process.processIdentifier, signal)
    while process.isRunning, Date() < deadline { usleep(2000) }
    guard !process.isRunning else { return (nil, []) }
    output += Data(reader.readAllBytes())
    let status = process.terminationReason == .exit ? process.terminationStatus : nil
    return (status, String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init))
  }

  @Test(
    "in --json a terminating signal writes the quit event, then exits 128 + the signal",
    arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func jsonQuitLine(signal: Int32, code: Int32) throws {
    let (status, lines) = try interrupt(["--json"], signal: signal, ready: #""event":"pick""#)
    #expect(status == code)
    let last = try #require(JSONEvent(lines.last ?? ""))
    #expect(last.event == "quit")
    #expect(last.slots == ["S", "", ""])
  }

  @Test(
    "in --plain a terminating signal writes the quit line, then exits 128 + the signal",
    arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func plainQuitLine(signal: Int32, code: Int32) throws {
    let (status, lines) = try interrupt(["--plain"], signal: signal, ready: "> picked S")
    #expect(status == code)
    #expect(lines.last == "> quit at question 1 of 3, score 1000")
  }
}
