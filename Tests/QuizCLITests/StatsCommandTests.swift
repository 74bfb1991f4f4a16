import Foundation
import TestTools
import Testing

/// `quiz stats` and statistics kept by scripted games with `--stats PATH` (SPEC §9).
@Suite("Statistics through pipes", .ownThreads)
struct StatsCommandTests {
  static func stats(_ path: URL, _ extra: [String] = [], in directory: TemporaryDirectory)
    throws -> QuizRunner.Result
  {
    try QuizRunner.run(
      ["stats", "--stats", path.path] + extra,
      environment: QuizRunner.environment(home: directory.url))
  }

  @Test("games played with --stats add up: solved, skipped, hints, wrong tries, best score")
  func accumulates() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let path = directory.file("stats.json")
    // Game 1: solve SUN after a wrong try, skip CAT, reveal DOG's letters: finished.
    // Game 2: solve SUN, then the input ends.
    for input in ["SNU\u{7F}\u{7F}UN>???", "SUN"] {
      _ = try QuizRunner.run(
        ["--json", "--stats", path.path, bank], input: input,
        environment: QuizRunner.environment(home: directory.url))
    }
    let result = try Self.stats(path, ["--json"], in: directory)
    let object = try #require(JSONEvent(result.output.trimmingCharacters(in: .newlines)))
    #expect(object.int("games") == 2)
    #expect(object.int("gamesFinished") == 1)
    #expect(object.int("solved") == 3)
    #expect(object.int("skipped") == 1)
    #expect(object.int("puzzlesPlayed") == 4)
    #expect(object.int("hints") == 3)
    #expect(object.int("wrongTries") == 1)
    let hintsPerSolved: [Int] = [2, 0, 0, 1, 0, 0]
    #expect(object.fields["hintsPerSolved"] as? [Int] == hintsPerSolved)
    let best = try #require(object.fields["bestScores"] as? [String: Int])
    let bestScore: Int = 1000 + 200 - 180
    #expect(best.values.first == bestScore)
  }

  @Test("a question left with a hint and finished after a resume is one puzzle, its hint charted")
  func resumedQuestionCountsOnce() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let state = directory.file("state").path
    // SUN solved; CAT's first letter revealed; the input ends. Then CAT finished on resuming.
    for input in ["SUN?", "AT"] {
      _ = try QuizRunner.run(
        ["--json", "--state", state, bank], input: input,
        environment: QuizRunner.environment(home: directory.url))
    }
    let result = try QuizRunner.run(
      ["stats", "--state", state, "--json"],
      environment: QuizRunner.environment(home: directory.url))
    let object = try #require(JSONEvent(result.output.trimmingCharacters(in: .newlines)))
    #expect(object.int("puzzlesPlayed") == 2)
    #expect(object.int("solved") == 2)
    #expect(object.int("hints") == 1)
    let hintsPerSolved: [Int] = [1, 1, 0, 0, 0, 0]
    #expect(object.fields["hintsPerSolved"] as? [Int] == hintsPerSolved)
  }

  @Test("a scripted game without --stats or --state records nothing")
  func nothingWithoutOption() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    _ = try QuizRunner.run(
      ["--json", bank], input: "SUN", environment: QuizRunner.environment(home: directory.url))
    #expect(directory.contents() == ["bank.plist"])
  }

  @Test("the text report draws one bar per hint count, none wider than 80 columns")
  func bars() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let path = directory.file("stats.json")
    _ = try QuizRunner.run(
      ["--json", "--stats", path.path, bank], input: "SUN?CAT",
      environment: QuizRunner.environment(home: directory.url))
    let result = try Self.stats(path, in: directory)
    #expect(result.exitCode == 0)
    let bars = result.lines.filter { $0.contains("█") }
    #expect(bars.count == 2)
    #expect(result.lines.allSatisfy { $0.count <= 80 })
    #expect(result.output.contains("Solved          2 (100%)"))
  }

  @Test("a damaged statistics file is moved aside with a warning, not reset in place")
  func damaged() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("stats.json")
    try Data("not json".utf8).write(to: path)
    let result = try Self.stats(path, in: directory)
    #expect(result.exitCode == 0)
    #expect(result.errorOutput.contains("statistics file was damaged; moved to"))
    #expect(
      try String(contentsOf: directory.file("stats.json.damaged"), encoding: .utf8) == "not json")
  }
}

@Suite("Statistics files a scripted game cannot use as they are", .ownThreads)
struct ScriptedStatsFileTests {
  @Test("a damaged statistics file is moved aside with one warning")
  func damaged() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("stats.json")
    try Data("not json".utf8).write(to: path)
    let result = try QuizRunner.run(
      ["--json", "--stats", path.path], input: "SUN",
      environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 1)
    #expect(
      result.errorLines == [
        "quiz: warning: statistics file was damaged; moved to \(path.path).damaged"
      ])
  }

  @Test("a statistics file that cannot be read is one line and exit 74, as documented")
  func unreadableExits74() throws {
    let directory = try TemporaryDirectory()
    let folder = directory.file(".state/quiz/stats.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = try QuizRunner.run(
      ["stats"], environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 74)
    #expect(
      result.errorLines == [
        "quiz: statistics cannot be read (is a directory): \(folder.path)"
      ])
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let row = readme.split(separator: "\n").first { $0.hasPrefix("| 74 |") }
    #expect(row?.contains("statistics file cannot be read") == true)
  }

  /// docs/scripting.md, whose exit-code table the README links to.
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/scripting.md")

  @Test("a statistics file that cannot be locked is said once, and the game plays on")
  func unusable() throws {
    let directory = try TemporaryDirectory()
    try Data("x".utf8).write(to: directory.file("file"))
    let path = directory.file("file/stats.json")
    let result = try QuizRunner.run(
      ["--json", "--stats", path.path], input: "SUN",
      environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 1)
    #expect(
      result.errorLines == [
        "quiz: warning: statistics cannot be locked (not a directory): \(path.path).lock"
      ])
  }
}

/// Two `quiz` processes recording into one statistics file at once.
@Suite("Statistics of games played at once", .ownThreads)
struct ConcurrentGamesTests {
  /// Games per process loop (`QUIZ_CONCURRENT_GAMES` changes it).
  static let games =
    ProcessInfo.processInfo.environment["QUIZ_CONCURRENT_GAMES"].flatMap(Int.init) ?? 10

  @Test("games run side by side by two loops of processes are all counted")
  func sideBySide() throws {
    let directory = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let path = directory.file("stats.json").path
    let environment = QuizRunner.environment(home: directory.url)
    let games = Self.games
    let failures = Counter()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for _ in 0..<games {
        let result = try? QuizRunner.run(
          ["--json", "--stats", path, bank], input: "SUN", environment: environment)
        if result?.exitCode != 1 || result?.errorOutput.isEmpty != true { failures.add() }
      }
    }
    #expect(failures.value == 0)
    let stats = try #require(
      JSONEvent(
        try QuizRunner.run(["stats", "--json", "--stats", path], environment: environment)
          .output.trimmingCharacters(in: .newlines)))
    #expect(stats.int("games") == 2 * games)
    #expect(stats.int("solved") == 2 * games)
  }
}

/// A count shared by threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
