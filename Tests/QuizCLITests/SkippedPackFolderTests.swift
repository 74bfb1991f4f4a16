import Foundation
import TestTools
import Testing

/// `quiz banks` tells of a folder among the player's packs that no pack name fits.
@Suite("Pack folders the catalog skips", .ownThreads)
struct SkippedPackFolderTests {
  @Test(
    "a folder whose name is no pack name is told on stderr, in the language; the list is as before")
  func toldOnStderr() throws {
    let directory = try BanksCommandTests.home()
    let banks = directory.file(".local/share/quiz/banks")
    for name in ["my pack", ".hidden", "ñandú"] {
      let folder = banks.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try directory.bank(Banks.three, named: ".local/share/quiz/banks/\(name)/questions.plist")
    }
    let environment = QuizRunner.environment(home: directory.url)
    let result = try QuizRunner.run(["banks"], environment: environment)
    #expect(result.exitCode == 0)
    #expect(result.lines.last?.hasPrefix("mine ") == true)
    let warnings = result.errorOutput.split(separator: "\n").map(String.init)
    #expect(
      warnings == [
        "quiz: warning: \(banks.path)/my pack is skipped: a pack's folder name is letters,"
          + " digits, -, _ and . (at most 64)",
        "quiz: warning: \(banks.path)/ñandú is skipped: a pack's folder name is letters,"
          + " digits, -, _ and . (at most 64)",
      ])
    let json = try QuizRunner.run(["banks", "--json"], environment: environment)
    #expect(json.errorOutput.split(separator: "\n").count == 2)
    let spanish = try QuizRunner.run(
      ["banks"], environment: QuizRunner.environment(home: directory.url, ["LANG": "es_ES.UTF-8"]))
    #expect(spanish.errorOutput.contains("se omite \(banks.path)/my pack:"))
    let chinese = try QuizRunner.run(
      ["banks"], environment: QuizRunner.environment(home: directory.url, ["LANG": "zh_CN.UTF-8"]))
    #expect(chinese.errorOutput.contains("已跳过 \(banks.path)/my pack："))
  }
}
