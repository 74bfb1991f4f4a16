import Foundation
import Testing

/// The real `quiz` executable, started as a process with pipes, against the same run
/// in-process: the bytes on stdout and stderr and the exit code must be the same, so the
/// in-process runs the other suites make stand for the program.
@Suite("The real program through pipes", .ownThreads)
struct EndToEndTests {
  /// Runs `arguments` both ways and checks they agree; returns the process's result.
  @discardableResult
  private func bothWays(
    _ arguments: [String], input: String = "", environment: [String: String]
  ) throws -> QuizRunner.Result {
    let process = try QuizRunner.runProcess(
      arguments, input: Array(input.utf8), environment: environment)
    let inProcess = try QuizRunner.run(
      arguments, input: Array(input.utf8), environment: environment)
    #expect(!process.timedOut && !inProcess.timedOut)
    #expect(process.output == inProcess.output, "\(arguments)")
    #expect(process.errorOutput == inProcess.errorOutput, "\(arguments)")
    #expect(process.exitCode == inProcess.exitCode, "\(arguments)")
    return process
  }

  @Test("--version: one line, exit 0")
  func version() throws {
    let directory = try TemporaryDirectory()
    let result = try bothWays(
      ["--version"], environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 0)
    #expect(result.output.hasPrefix("quiz "))
  }

  @Test("a plain game and a JSON game of a bank, answered over a pipe")
  func games() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let environment = QuizRunner.environment(home: directory.url)
    let plain = try bothWays(["--plain", bank], input: "SUNXCATDOG", environment: environment)
    #expect(plain.exitCode == 0)
    #expect(plain.output.contains("Congratulations"), "\(plain.output)")
    let json = try bothWays(["--json", bank], input: "SU", environment: environment)
    #expect(json.exitCode == 1)
    #expect(json.output.contains("\"event\":\"question\""), "\(json.output)")
  }

  @Test("a usage error, a damaged bank and a missing one: the message and the exit code")
  func failures() throws {
    let directory = try TemporaryDirectory()
    let environment = QuizRunner.environment(home: directory.url)
    #expect(try bothWays(["--seed", "x"], environment: environment).exitCode == 64)
    let broken = try directory.raw(Array("not a plist".utf8), named: "broken.plist")
    #expect(try bothWays(["check", broken], environment: environment).exitCode == 65)
    #expect(
      try bothWays(["--plain", directory.file("none.plist").path], environment: environment)
        .exitCode == 66)
  }

  @Test("banks, stats and daily: the same tables and JSON")
  func listings() throws {
    let directory = try TemporaryDirectory()
    let environment = QuizRunner.environment(home: directory.url)
    let stats = directory.file("stats.json").path
    try bothWays(["banks"], environment: environment)
    try bothWays(["banks", "--json"], environment: environment)
    try bothWays(
      ["daily", "--plain", "--date", "2026-11-30", "--stats", stats], input: "q\n",
      environment: environment)
    try bothWays(["stats", "--date", "2026-11-30", "--stats", stats], environment: environment)
  }
}
