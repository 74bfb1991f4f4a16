import Foundation
import QuizCore
import TestTools
import Testing

/// `quiz daily` through pipes, with `--date` and `--stats PATH` (SPEC §9).
@Suite("Daily puzzle through pipes", .ownThreads)
struct DailyCommandTests {
  /// The answer of the English daily puzzle of `date`, worked out from the bundled packs.
  static func answer(_ date: String) throws -> String {
    let packs = try BundledPack.all().filter { $0.language == "en" }
    let questions = try packs.flatMap { try $0.load().questions }
    let day = try #require(CalendarDay(date))
    return DailySchedule(pool: questions).question(for: day).answer
  }

  static func daily(
    _ date: String, _ input: String, stats: URL?, json: Bool = true,
    in directory: TemporaryDirectory
  ) throws -> QuizRunner.Result {
    var arguments = ["daily", "--date", date, json ? "--json" : "--plain"]
    if let stats { arguments += ["--stats", stats.path] }
    return try QuizRunner.run(
      arguments, input: input, environment: QuizRunner.environment(home: directory.url))
  }

  @Test("a daily puzzle is one question with a game's events, then the share card")
  func playsOneQuestion() throws {
    let directory = try TemporaryDirectory()
    let answer = try Self.answer("2026-11-30")
    let result = try Self.daily(
      "2026-11-30", answer, stats: directory.file("stats.json"), in: directory)
    let events = JSONEvent.all(result.output)
    #expect(result.exitCode == 0)
    #expect(events.first?.event == "question")
    #expect(events.first?.int("total") == 1)
    #expect(events.map(\.event).suffix(3) == ["solved", "finished", "daily"])
    let share = try #require(events.last?.string("share"))
    let squares = String(repeating: "🟩", count: answer.count)
    #expect(share == "quiz daily #334 · en\n\(squares)\n💡 0  🧹 0  🔥 1")
    #expect(!share.contains(answer))
  }

  @Test("the same date gives the same question and tiles on every run")
  func sameDateSamePuzzle() throws {
    let directory = try TemporaryDirectory()
    let first = try Self.daily("2027-03-14", "", stats: nil, in: directory)
    let second = try Self.daily("2027-03-14", "", stats: nil, in: directory)
    let next = try Self.daily("2027-03-15", "", stats: nil, in: directory)
    #expect(first.lines.first == second.lines.first)
    #expect(first.lines.first != next.lines.first)
    #expect(JSONEvent.all(first.output).first?.tiles.count ?? 0 >= 5)
  }

  @Test("a day already played shows its result instead of a second game")
  func playedOnce() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    _ = try Self.daily("2026-11-30", try Self.answer("2026-11-30"), stats: stats, in: directory)
    let again = try Self.daily("2026-11-30", "", stats: stats, json: false, in: directory)
    #expect(again.exitCode == 0)
    #expect(again.output.contains("is played: solved"))
    #expect(again.output.contains("quiz daily #334 · en\n"))
    #expect(again.lines.last == "💡 0  🧹 0  🔥 1")
  }

  @Test("a streak built over a month end with --date shows in quiz stats; a missed day ends it")
  func streakAcrossDays() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    for date in ["2026-11-29", "2026-11-30", "2026-12-01"] {
      let result = try Self.daily(date, try Self.answer(date), stats: stats, in: directory)
      #expect(result.exitCode == 0)
    }
    func streak(_ date: String) throws -> [String: Any] {
      let result = try QuizRunner.run(
        ["stats", "--json", "--date", date, "--stats", stats.path],
        environment: QuizRunner.environment(home: directory.url))
      let object = try #require(JSONEvent(result.output.trimmingCharacters(in: .newlines)))
      return try #require(object.fields["streak"] as? [String: Any])
    }
    #expect(try streak("2026-12-01")["current"] as? Int == 3)
    #expect(try streak("2026-12-02")["current"] as? Int == 3)  // today not played yet
    #expect(try streak("2026-12-03")["current"] as? Int == 0)
    #expect(try streak("2026-12-03")["best"] as? Int == 3)
  }

  @Test("a daily left after a pick is recorded as not solved and breaks the streak")
  func abandoned() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    _ = try Self.daily("2026-11-29", try Self.answer("2026-11-29"), stats: stats, in: directory)
    let answer = try Self.answer("2026-11-30")
    let left = try Self.daily("2026-11-30", String(answer.prefix(1)), stats: stats, in: directory)
    #expect(left.exitCode == 1)
    let squares = String(repeating: "⬛", count: answer.count)
    #expect(
      JSONEvent.all(left.output).last?.string("share")
        == "quiz daily #334 · en\n\(squares)\n💡 0  🧹 0  🔥 0")
  }

  @Test("a daily left untouched counts no game; played, it counts one game, finished")
  func untouchedCountsNothing() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    func games() throws -> [Int?] {
      let result = try QuizRunner.run(
        ["stats", "--json", "--date", "2026-11-30", "--stats", stats.path],
        environment: QuizRunner.environment(home: directory.url))
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
      return [object?["games"] as? Int, object?["gamesFinished"] as? Int]
    }
    for input in ["", "\u{1B}"] {
      let left = try Self.daily("2026-11-30", input, stats: stats, in: directory)
      #expect(left.exitCode == 1)
    }
    #expect(try games() == [0, 0])
    _ = try Self.daily("2026-11-30", try Self.answer("2026-11-30"), stats: stats, in: directory)
    #expect(try games() == [1, 1])
  }

  @Test("a scripted daily without --stats or --state writes no file")
  func noFilesWithoutStats() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.daily("2026-11-30", try Self.answer("2026-11-30"), stats: nil, in: directory)
    #expect(directory.contents().isEmpty)
  }

  @Test("a date that is not YYYY-MM-DD is a usage error")
  func badDate() throws {
    let result = try QuizRunner.run(["daily", "--date", "2026-02-30"])
    #expect(result.exitCode == 64)
    #expect(result.errorLines.count == 1)
  }

  @Test(
    "years 0 and 10000 are refused with a line saying years run 1 to 9999, in every language",
    arguments: ["0000-01-01", "10000-01-01"])
  func yearOutOfRange(_ date: String) throws {
    let directory = try TemporaryDirectory()
    for (language, words) in [
      ("C", "with a year from 1 to 9999"), ("es_ES.UTF-8", "un año de 1 a 9999"),
      ("zh_CN.UTF-8", "年份 1 到 9999"),
    ] {
      let result = try QuizRunner.run(
        ["stats", "--date", date],
        environment: QuizRunner.environment(home: directory.url, ["LANG": language]))
      #expect(result.exitCode == 64)
      #expect(result.errorLines.count == 1)
      #expect(result.errorOutput.contains(words), "\(result.errorOutput)")
      #expect(result.errorOutput.contains("\"\(date)\""))
    }
  }

  @Test("years 1 and 9999 are dates --date takes")
  func yearsAtTheEnds() throws {
    let directory = try TemporaryDirectory()
    for date in ["0001-01-01", "9999-12-31"] {
      let result = try QuizRunner.run(
        ["stats", "--date", date, "--stats", directory.url.appendingPathComponent("s.json").path])
      #expect(result.exitCode == 0, "\(result.errorOutput)")
    }
  }

  @Test("--date without daily or stats in a pipe is the usage error it always was")
  func dateInAPipe() throws {
    let result = try QuizRunner.run(["--date", "2026-11-30"], input: "SUN")
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.errorOutput == "quiz: --date goes with quiz daily or quiz stats (try quiz --help)\n")
  }

  @Test(
    "the daily puzzle comes from the packs of the interface language",
    arguments: [
      ("es_ES.UTF-8", "es"), ("zh_CN.UTF-8", "zh"), ("fr_FR.UTF-8", "fr"), ("C.UTF-8", "en"),
    ])
  func poolOfTheLanguage(locale: String, language: String) throws {
    let directory = try TemporaryDirectory()
    let packs = try BundledPack.all().filter { $0.language == language }
    let questions = try packs.flatMap { try $0.load().questions }
    let expected = DailySchedule(pool: questions).question(
      for: try #require(CalendarDay("2026-12-05")))
    let result = try QuizRunner.run(
      ["daily", "--date", "2026-12-05", "--json"], input: "",
      environment: QuizRunner.environment(home: directory.url, ["LANG": locale]))
    #expect(JSONEvent.all(result.output).first?.string("title") == expected.title)
  }
}
