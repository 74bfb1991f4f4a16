import Foundation
import TestTools
import Testing

/// "Today" is the local calendar day as `date` tells it, whatever the locale and time zone
/// in the environment (SPEC §9): an unknown locale is English, a POSIX `TZ` string is honoured.
@Suite("The local day", .ownThreads)
struct LocalDayTests {
  /// What `date +%F` prints with `TZ` set to `zone`.
  static func dateToday(_ zone: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/date")
    process.arguments = ["+%F"]
    process.environment = ["TZ": zone, "PATH": "/usr/bin:/bin"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = Data(pipe.fileHandleForReading.readAllBytes())
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The day `quiz stats --json` calls today with `extra` in its environment.
  static func quizToday(_ extra: [String: String]) throws -> String? {
    let directory = try TemporaryDirectory()
    let result = try QuizRunner.run(
      ["stats", "--json", "--stats", directory.file("stats.json").path],
      environment: QuizRunner.environment(home: directory.url, extra))
    #expect(result.exitCode == 0, "\(extra): \(result.errorOutput)")
    let object = JSONEvent(result.output.trimmingCharacters(in: .newlines))
    return (object?.fields["streak"] as? [String: Any])?["today"] as? String
  }

  @Test(
    "POSIX TZ strings give the day date gives",
    arguments: [
      "UTC", "UTC-4", "UTC+11", "EST5", "<+0330>-3:30", "<-1130>11:30", "UTC-14", "UTC+12",
      "EST5EDT,M3.2.0,M11.1.0", "NZST-12NZDT,M9.5.0,M4.1.0/3", "Europe/Madrid",
      "Pacific/Kiritimati", ":Asia/Tokyo", "", "nonsense",
    ])
  func posixZones(zone: String) throws {
    // NB: compared twice around the run, so a run across midnight cannot make it flaky.
    let before = try Self.dateToday(zone)
    let quiz = try Self.quizToday(["TZ": zone])
    let after = try Self.dateToday(zone)
    #expect(quiz == before || quiz == after, "TZ=\(zone): quiz \(quiz ?? "nil"), date \(before)")
  }

  @Test(
    "an unknown or overlong locale is English, never a crash",
    arguments: ["LANG", "LC_ALL", "LC_MESSAGES"])
  func overlongLocale(variable: String) throws {
    for value in ["zzzzzzzzzzzz", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz_ZZ.UTF-8", "a@b=c;d", "é"] {
      let directory = try TemporaryDirectory()
      for arguments in [
        ["stats"], ["stats", "--json"], ["banks", "--json"], ["daily", "--json"],
      ] {
        let result = try QuizRunner.run(
          arguments + ["--stats", directory.file("stats.json").path],
          environment: QuizRunner.environment(home: directory.url, [variable: value]))
        #expect(
          result.signal == nil, "\(variable)=\(value) quiz \(arguments): \(result.errorOutput)")
        // A daily whose input ends quits (exit 1); the others succeed.
        #expect(
          result.exitCode == (arguments[0] == "daily" ? 1 : 0),
          "\(variable)=\(value) quiz \(arguments)")
      }
    }
  }
}
