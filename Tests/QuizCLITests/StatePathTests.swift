import Foundation
import TestTools
import Testing

/// `--state` and `--stats` name files: a device there is refused before anything is written
/// beside it (a folder stays a file that cannot be read, as before).
@Suite("State and statistics paths that are not files", .ownThreads)
struct StatePathTests {
  @Test("--state /dev/null is refused with exit 64 and writes no stats.json in /dev")
  func deviceRefused() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let before = FileManager.default.fileExists(atPath: "/dev/stats.json")
    let result = try QuizRunner.run(
      ["--json", "--state", "/dev/null", bank], input: "SUN",
      environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.contains("--state /dev/null is not a file"))
    #expect(FileManager.default.fileExists(atPath: "/dev/stats.json") == before)
  }

  @Test("--stats naming a device is refused in the interface language")
  func deviceRefusedInSpanish() throws {
    let directory = try TemporaryDirectory()
    var environment = QuizRunner.environment(home: directory.url)
    environment["LANG"] = "es_ES.UTF-8"
    let result = try QuizRunner.run(["stats", "--stats", "/dev/zero"], environment: environment)
    #expect(result.exitCode == 64)
    #expect(result.errorOutput.contains("--stats /dev/zero no es un archivo"))
  }

  @Test("a --state file that does not exist yet, or a link to a file, is taken")
  func filesTaken() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let state = directory.file("progress.json")
    let fresh = try QuizRunner.run(
      ["--json", "--state", state.path, bank], input: "SUN",
      environment: QuizRunner.environment(home: directory.url))
    #expect(fresh.exitCode == 1)
    #expect(FileManager.default.fileExists(atPath: state.path))
    let link = directory.file("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: state)
    let linked = try QuizRunner.run(
      ["--json", "--state", link.path, bank], input: "CAT",
      environment: QuizRunner.environment(home: directory.url))
    #expect(linked.exitCode != 64)
  }
}
