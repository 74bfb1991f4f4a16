import Foundation
import TestTools
import Testing

/// Saved progress with `--state PATH` in scripted runs (SPEC §8).
@Suite("Progress with --state", .ownThreads)
struct ProgressTests {
  private func run(
    _ arguments: [String], _ input: String, in directory: TemporaryDirectory
  ) throws -> (QuizRunner.Result, [JSONEvent]) {
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run(
      ["--json"] + arguments + [bank], input: input,
      environment: QuizRunner.environment(home: directory.url))
    return (result, JSONEvent.all(result.output))
  }

  @Test("solving question 1 and ending input saves progress to the state file")
  func saves() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json")
    let (result, _) = try run(["--state", state.path], "SUN", in: directory)
    #expect(result.exitCode == 1)
    #expect(FileManager.default.fileExists(atPath: state.path))
  }

  @Test("the next run resumes at question 2 with the saved score")
  func resumes() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json").path
    _ = try run(["--state", state], "SUN", in: directory)
    let (_, events) = try run(["--state", state], "", in: directory)
    let first = try #require(events.first)
    #expect(first.event == "question")
    #expect(first.question == 2)
    #expect(first.score == 1100)
    #expect(first.title == "Meows")
  }

  @Test("hints and skips are part of the saved score and place")
  func resumesAfterSkip() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json").path
    _ = try run(["--state", state], "?>", in: directory)
    let (_, events) = try run(["--state", state], "", in: directory)
    #expect(events.first?.question == 2)
    #expect(events.first?.score == 940)
  }

  @Test("? then ! then leaving: the next run has the revealed letter and the removed decoy back")
  func resumesHints() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json").path
    let (_, played) = try run(["--state", state], "?!", in: directory)
    let left = try #require(played.last { $0.event == "hint" })
    #expect(left.score == 850 && left.slots == ["S", "", ""])
    let (_, events) = try run(["--state", state], "UN", in: directory)
    let first = try #require(events.first)
    #expect(first.event == "question" && first.question == 1 && first.score == 850)
    #expect(first.slots == left.slots && first.tiles == left.tiles)
    #expect(first.fields["removed"] as? [Int] == [3])
    #expect(events.contains { $0.event == "solved" })
  }

  @Test("a shuffled game resumes in its own order, and asking for another seed starts afresh")
  func resumesShuffled() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json").path
    let (_, played) = try run(["--state", state, "--shuffle", "--seed", "5"], ">", in: directory)
    let second = try #require(played.last { $0.event == "question" })
    #expect(second.question == 2)
    let (_, resumed) = try run(["--state", state], "", in: directory)
    #expect(resumed.first?.question == 2)
    #expect(resumed.first?.title == second.title)
    let (_, other) = try run(["--state", state, "--shuffle", "--seed", "6"], "", in: directory)
    #expect(other.first?.question == 1)
  }

  @Test("--restart starts at question 1 with 1000 points")
  func restart() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json").path
    _ = try run(["--state", state], "SUN", in: directory)
    let (_, events) = try run(["--state", state, "--restart"], "", in: directory)
    #expect(events.first?.question == 1)
    #expect(events.first?.score == 1000)
  }

  @Test("a damaged state file is set aside as .damaged and the game starts fresh, warning")
  func damaged() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json")
    try Data("{ not json at all".utf8).write(to: state)
    let (result, events) = try run(["--state", state.path], "", in: directory)
    let aside = state.path + ".damaged"
    #expect(FileManager.default.fileExists(atPath: aside))
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{ not json at all")
    #expect(events.first?.question == 1)
    #expect(events.first?.score == 1000)
    #expect(result.errorLines.count == 1)
    #expect(result.errorOutput.contains("warning"))
    #expect(result.errorOutput.contains(aside))
  }

  @Test("a score near Int.max is set aside as damaged, and solving then does not trap")
  func scoreNearIntMax() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json")
    let tally = "{\"solved\":0,\"skipped\":0,\"hints\":0,\"wrongTries\":0}"
    try Data(
      "{\"version\":1,\"total\":3,\"question\":0,\"score\":\(Int.max),\"tally\":\(tally)}"
        .utf8
    ).write(to: state)
    let (result, events) = try run(["--state", state.path], "SUN", in: directory)
    #expect(result.exitCode == 1)
    #expect(events.first?.score == 1000)
    #expect(events.contains { $0.event == "solved" && $0.score == 1100 })
    #expect(FileManager.default.fileExists(atPath: state.path + ".damaged"))
    #expect(result.errorOutput.contains("damaged"))
  }

  @Test("negative counts in a state file are set aside as damaged")
  func negativeCounts() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json")
    let tally = "{\"solved\":0,\"skipped\":-7,\"hints\":0,\"wrongTries\":0}"
    try Data(
      "{\"version\":1,\"total\":3,\"question\":1,\"score\":1000,\"tally\":\(tally)}".utf8
    ).write(to: state)
    let original = try Data(contentsOf: state)
    let (result, events) = try run(["--state", state.path], "", in: directory)
    let first = try #require(events.first)
    #expect(first.event == "question")
    #expect(first.question == 1)
    #expect(first.score == 1000)
    let setAside = state.path + ".damaged"
    #expect(try Data(contentsOf: URL(fileURLWithPath: setAside)) == original)
    #expect(result.errorLines == ["quiz: warning: progress file was damaged; moved to \(setAside)"])
  }

  @Test("the damaged warning escapes control characters in the --state path")
  func damagedPathEscaped() throws {
    let directory = try TemporaryDirectory()
    let folder = directory.file("a\u{1B}[31mb\u{07}")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let state = folder.appendingPathComponent("state.json")
    try Data("{ not json".utf8).write(to: state)
    let (result, _) = try run(["--state", state.path], "", in: directory)
    #expect(FileManager.default.fileExists(atPath: state.path + ".damaged"))
    #expect(!result.stderr.contains(0x1B) && !result.stderr.contains(0x07))
    #expect(result.errorOutput.contains("a\\u{1B}[31mb\\u{7}/state.json.damaged"))
  }

  @Test("a --state path past 80 characters is shortened in the warning, keeping its end")
  func longPathShortened() throws {
    let directory = try TemporaryDirectory()
    let folder = directory.file(String(repeating: "d", count: 120))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let state = folder.appendingPathComponent("state.json")
    try Data("{ not json".utf8).write(to: state)
    let (result, _) = try run(["--state", state.path], "", in: directory)
    let line = try #require(result.errorLines.first)
    #expect(line.hasSuffix("…" + String(repeating: "d", count: 21) + "/state.json.damaged"))
    #expect(!line.contains(state.path))
  }

  @Test("a temporary file left by a save killed before its rename is removed at the next start")
  func leftoverRemoved() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json")
    // Process ids stop below 2^22 on Linux: this one cannot be running.
    let leftover = directory.file(".state.json.2147483647.tmp")
    try Data("{\"version\":1".utf8).write(to: leftover)
    let (result, _) = try run(["--state", state.path], "SUN", in: directory)
    #expect(result.exitCode == 1)
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
    #expect(directory.contents().filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test(
    "a save refused by the system is reported once, with the reason and the full path",
    .enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")))
  func saveFailureOnce() throws {
    let directory = try TemporaryDirectory()
    let state = "/sys/quiz-progress-\(UUID().uuidString).json"
    let (result, events) = try run(["--state", state], "SUN>", in: directory)
    #expect(events.contains { $0.event == "skip" })
    // The statistics kept beside it in /sys cannot be locked either: said once too.
    #expect(
      result.errorLines == [
        "quiz: warning: statistics cannot be locked (permission denied): /sys/stats.json.lock",
        "quiz: warning: progress cannot be saved (permission denied): \(state)",
      ])
  }

  @Test("a --state path that cannot be read is said so once, and left as it was")
  func unreadableState() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let (result, events) = try run(["--state", state.path], "SUN>", in: directory)
    #expect(events.first?.question == 1)
    #expect(
      result.errorLines == [
        "quiz: warning: progress file cannot be read (is a directory): \(state.path);"
          + " this game's progress is not saved"
      ])
    // Statistics go next to the state file (stats.json and its lock); nothing else is made.
    #expect(
      directory.contents().sorted()
        == ["bank.plist", "state.json", "stats.json", "stats.json.lock"])
  }

  @Test("finishing the bank does not leave a resume point at the end")
  func finishedStartsOver() throws {
    let directory = try TemporaryDirectory()
    let state = directory.file("state.json").path
    _ = try run(["--state", state], "SUNCATDOG", in: directory)
    let (_, events) = try run(["--state", state], "", in: directory)
    #expect(events.first?.question == 1)
  }

  @Test(
    "without --state a scripted run writes no file anywhere under HOME or XDG_STATE_HOME",
    arguments: [["--json"], ["--plain"], []])
  func noStateNoFiles(_ mode: [String]) throws {
    let directory = try TemporaryDirectory()
    let home = try TemporaryDirectory()
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run(
      mode + [bank], input: "SUNCA", environment: QuizRunner.environment(home: home.url))
    #expect(result.exitCode == 1)
    #expect(home.contents().isEmpty, "wrote \(home.contents())")
    #expect(directory.contents() == ["bank.plist"])
  }
}
