import Foundation
import QuizCore
import TestTools
import Testing

/// What a game says when its statistics cannot be saved: a full disk, a lock another program
/// holds.
@Suite("Statistics that cannot be saved", .ownThreads)
struct DailyRecordingTests {
  @Test("a daily whose result cannot be saved says so and prints no share line or streak")
  func fullDisk() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    let answer = try DailyCommandTests.answer("2026-11-30")
    let quiz = QuizRunner.executable.path
    // No file may grow past 0 blocks: every write of the statistics fails as on a full disk.
    let script =
      "trap '' XFSZ; ulimit -f 0; exec '\(quiz)' daily --date 2026-11-30 --plain --stats '\(stats.path)'"
    let result = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], input: Array(answer.utf8),
      environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 0)
    #expect(!result.output.contains("quiz daily 2026-11-30"))
    #expect(!result.output.contains("streak"))
    #expect(result.errorOutput.contains("statistics cannot be saved"))
    #expect(result.errorOutput.contains("the daily result of 2026-11-30 is not recorded"))
  }

  @Test("a statistics lock another program holds is waited for briefly, then the game plays on")
  func lockHeld() throws {
    let directory = try TemporaryDirectory()
    let stats = directory.file("stats.json")
    let fd = open(stats.path + ".lock", O_RDWR | O_CREAT, 0o600)
    #expect(fd >= 0)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    let bank = try directory.bank(Banks.three)
    let result = try QuizRunner.run(
      ["--plain", "--stats", stats.path, bank], input: "SUNCATDOG",
      environment: QuizRunner.environment(home: directory.url))
    #expect(result.exitCode == 0)
    #expect(result.output.contains("All 3 questions solved"))
    #expect(
      result.errorLines == [
        "quiz: warning: statistics cannot be saved (another program holds its lock): \(stats.path)"
      ])
    #expect(!FileManager.default.fileExists(atPath: stats.path))
  }
}
