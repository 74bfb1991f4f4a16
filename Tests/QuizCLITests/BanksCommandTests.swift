import Foundation
import TestTools
import Testing

/// `quiz banks` and a player's own packs (SPEC §9).
@Suite("Packs", .ownThreads)
struct BanksCommandTests {
  /// A fake home with a player's pack `mine` (the three-question bank).
  static func home() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let folder = directory.file(".local/share/quiz/banks/mine")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try directory.bank(Banks.three, named: ".local/share/quiz/banks/mine/questions.plist")
    return directory
  }

  @Test("quiz banks lists the bundled packs first, then the player's with its folder")
  func lists() throws {
    let directory = try Self.home()
    let result = try QuizRunner.run(
      ["banks"], environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 0)
    #expect(result.lines.first?.hasPrefix("PACK") == true)
    #expect(result.lines[1].hasPrefix("en "))
    let mine = try #require(result.lines.last)
    #expect(mine.hasPrefix("mine "))
    #expect(mine.contains(" 3  0/3 "))
    #expect(mine.hasSuffix(directory.file(".local/share/quiz/banks/mine").path))
  }

  @Test("--bank NAME plays a player's pack, and its saved progress shows in quiz banks")
  func playsUserPack() throws {
    let directory = try Self.home()
    let environment = QuizRunner.environment(home: directory.url)
    let played = try QuizRunner.run(
      ["--json", "--bank", "mine"], input: "SUN", environment: environment)
    #expect(JSONEvent.all(played.output).first?.title == "Hot star")
    // The progress a terminal game would keep, put where it keeps it.
    let bank = directory.file(".local/share/quiz/banks/mine/questions.plist").standardized.path
    _ = try QuizRunner.run(
      ["--json", "--state", stateFile(for: bank, in: directory), bank], input: "SUN",
      environment: environment)
    let listed = try QuizRunner.run(["banks", "--json"], environment: environment)
    let row = try #require(JSONEvent.all(listed.output).first { $0.string("name") == "mine" })
    #expect(row.int("solved") == 1)
    #expect(row.int("questions") == 3)
    #expect(row.string("origin") == "user")
  }

  /// Where a terminal game keeps the progress of the bank at `path`: the file the state
  /// folder holds after a run with the default store, found by running one.
  private func stateFile(for path: String, in directory: TemporaryDirectory) -> String {
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in path.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    let padded = String(repeating: "0", count: 16 - hex.count) + hex
    return directory.file(".state/quiz/\(stem)-\(padded).json").path
  }

  @Test("a broken player pack is listed with ? and the reason; the other packs still list")
  func brokenPack() throws {
    let directory = try Self.home()
    let folder = directory.file(".local/share/quiz/banks/broken")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("hello".utf8).write(to: folder.appendingPathComponent("questions.plist"))
    let result = try QuizRunner.run(
      ["banks"], environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 0)
    #expect(result.lines.contains { $0.hasPrefix("broken ") && $0.contains(" ?  — ") })
    #expect(result.lines.contains { $0.hasPrefix("mine ") })
    #expect(result.lines.last?.hasPrefix("broken: ") == true)
  }

  @Test("an unknown pack name is a usage error naming the packs there are")
  func unknown() throws {
    let directory = try Self.home()
    let result = try QuizRunner.run(
      ["--bank", "nope"], environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 64)
    #expect(result.errorOutput.contains("mine"))
    #expect(result.errorLines.count == 1)
  }
}
