import Foundation
import TestTools
import Testing

/// `quiz check BANK…`: every problem, one line each, and the right exit code.
@Suite("quiz check", .ownThreads)
struct CheckCommandTests {
  /// The package root, found from this file (`Tests/QuizCLITests/…`).
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every pack file in `Resources/packs/` (the manifest `packs.plist` is not a bank).
  static var bundledPackFiles: [String] {
    let folder = packageRoot.appendingPathComponent("Resources/packs").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let packs = files.filter { $0.hasSuffix(".plist") && $0 != "packs.plist" }.sorted()
    return packs.isEmpty ? ["(no pack files in \(folder))"] : packs
  }

  @Test(
    "every bundled pack passes with exit 0 and no warnings",
    arguments: bundledPackFiles)
  func bundledBanks(_ file: String) throws {
    let path = Self.packageRoot.appendingPathComponent("Resources/packs/\(file)").path
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty, "stderr: \(result.errorOutput)")
    #expect(result.output.contains("ok"))
  }

  @Test("a bank with several problems exits 65 with one line per problem")
  func severalProblems() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.bank([
      Banks.question("APPLE", "Fruit", options: "APLE"),
      ["title": "", "icon": "../x"],
      ["answer": "OK", "title": 7, "options": ["O", "K", "AB"]],
    ])
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 65)
    let expected: [(question: Int, key: String)] = [
      (1, "answer"), (2, "answer"), (2, "icon"), (2, "title"), (3, "title"), (3, "options"),
    ]
    #expect(result.errorLines.count == expected.count, "stderr: \(result.errorOutput)")
    for (question, key) in expected {
      #expect(
        result.errorLines.contains {
          $0.contains(path) && $0.contains("error") && $0.contains("question \(question)")
            && $0.contains(key)
        }, "no line for question \(question) \(key): \(result.errorOutput)")
    }
    #expect(result.errorLines.contains { $0.contains("2 × P") })
  }

  @Test("warnings alone (unknown key, missing picture) exit 0 with a line each")
  func warningsOnly() throws {
    let directory = try TemporaryDirectory()
    var question = Banks.question("SUN", "Hot star", options: "SUNX")
    question["colour"] = "yellow"
    question["icon"] = "nowhere"
    let path = try directory.bank([question])
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 0)
    #expect(result.errorLines.count == 2, "stderr: \(result.errorOutput)")
    #expect(result.errorLines.allSatisfy { $0.contains("warning") && $0.contains("question 1") })
    #expect(result.errorLines.contains { $0.contains("colour") })
    #expect(result.errorLines.contains { $0.contains("icon") && $0.contains("nowhere") })
  }

  @Test("a missing file exits 66 naming it")
  func missingFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("absent.plist").path
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 66)
    #expect(result.errorLines.count == 1)
    #expect(result.errorOutput.contains(path))
  }

  @Test("several banks are all checked; one bad bank makes the exit 65")
  func severalBanks() throws {
    let directory = try TemporaryDirectory()
    let good = try directory.bank(Banks.three, named: "good.plist")
    let bad = try directory.bank([["answer": "X"]], named: "bad.plist")
    let result = try QuizRunner.run(["check", good, bad])
    #expect(result.exitCode == 65)
    #expect(result.output.contains(good))
    #expect(result.errorLines.allSatisfy { $0.contains(bad) })
  }

  @Test("an ESC in a title is reported escaped, never as a raw ESC byte")
  func escapeInTitle() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.bank([Banks.question("SUN", "Hot\u{1B}[2Jstar", options: "SUN")])
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 65)
    #expect(!result.stderr.contains(0x1B))
    #expect(result.errorLines.contains { $0.contains("question 1") && $0.contains("title") })
    #expect(result.errorOutput.contains("\\u{1B}"), "stderr: \(result.errorOutput)")
  }

  @Test("an ESC in a bank's file name is shown escaped")
  func escapeInPath() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.bank([["answer": "X"]], named: "bad\u{1B}[31m.plist")
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 65)
    #expect(!result.stderr.contains(0x1B))
    #expect(result.errorOutput.contains("bad\\u{1B}[31m.plist"))
  }

  @Test("one question with 46 bad options is one line listing them")
  func groupedOptions() throws {
    let directory = try TemporaryDirectory()
    let options = ["S", "U", "N"] + (0..<46).map { "Q\($0)" }
    let path = try directory.bank([["answer": "SUN", "title": "Hot star", "options": options]])
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 65)
    #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
    #expect(
      result.errorLines.first?.hasPrefix(
        "\(path): error: question 1: options: options 4 (\"Q0\"), 5 (\"Q1\")") == true)
    #expect(result.errorLines.first?.contains("and 38 more") == true)
  }

  @Test("several problems of one question and key share one line")
  func groupedAnswerProblems() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.bank([Banks.question("APPLE", "Fruit", options: "AL")])
    let result = try QuizRunner.run(["check", path])
    #expect(result.exitCode == 65)
    #expect(
      result.errorLines == [
        "\(path): error: question 1: answer: needs 2 × P, options have 0; "
          + "needs 1 × E, options have 0"
      ], "stderr: \(result.errorOutput)")
  }
}
