import Foundation
import QuizCore
import Testing

/// `quiz daily --share`: the day's card once played, a message and exit 1 before.
@Suite("quiz daily --share")
struct DailyShareTests {
  private static func share(
    _ date: String, stats: URL, language: String = "C.UTF-8", json: Bool = false,
    in directory: TemporaryDirectory
  ) throws -> QuizRunner.Result {
    var arguments = ["daily", "--share", "--date", date, "--stats", stats.path]
    if json { arguments.append("--json") }
    return try QuizRunner.run(
      arguments, environment: QuizRunner.environment(home: directory.url, ["LANG": language]))
  }

  @Test("before the day is played: one message in the player's language and exit 1")
  func notPlayed() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    let english = try Self.share("2026-11-30", stats: stats, in: directory)
    #expect(english.exitCode == 1)
    #expect(english.output.isEmpty)
    #expect(
      english.errorOutput
        == "quiz: the daily puzzle of 2026-11-30 is not played yet: play it with quiz daily\n")
    let spanish = try Self.share("2026-11-30", stats: stats, language: "es_ES.UTF-8", in: directory)
    #expect(spanish.exitCode == 1)
    #expect(spanish.errorOutput.contains("aún no está jugado"))
  }

  @Test("once played it prints the card of the day played, in the language it was played in")
  func printsCard() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    let played = try QuizRunner.run(
      ["daily", "--date", "2026-11-30", "--json", "--stats", stats.path],
      input: Array("????????????????????".utf8),
      environment: QuizRunner.environment(home: directory.url, ["LANG": "es_ES.UTF-8"]))
    #expect(played.exitCode == 0)
    let shared = try #require(JSONEvent.all(played.output).last?.string("share"))
    #expect(shared.hasPrefix("quiz daily #334 · es\n"))
    // Asked in English, the card is still the Spanish puzzle's, the same as after the game.
    let printed = try Self.share("2026-11-30", stats: stats, in: directory)
    #expect(printed.exitCode == 0)
    #expect(printed.output == shared + "\n")
    let json = try Self.share("2026-11-30", stats: stats, json: true, in: directory)
    let event = try #require(JSONEvent.all(json.output).last)
    #expect(event.event == "played" && event.string("share") == shared)
    // Another day is not played.
    #expect(try Self.share("2026-12-01", stats: stats, in: directory).exitCode == 1)
  }

  @Test("--share goes with daily alone")
  func onlyDaily() throws {
    let directory = try TemporaryDirectory()
    let result = try QuizRunner.run(
      ["--share"], environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 64)
    #expect(result.errorOutput.contains("--share goes with quiz daily"))
    let stats = try QuizRunner.run(
      ["stats", "--share"], environment: QuizRunner.environment(home: directory.url))
    #expect(stats.exitCode == 64)
  }
}
