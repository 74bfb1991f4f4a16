import Foundation
import TestTools
import Testing

/// `--record FILE` never overwrites a file without `--force`, and never writes through a
/// symbolic link.
@Suite("Where --record writes", .ownThreads)
struct RecordTargetTests {
  private static let notes = "my notes, not a recording\n"

  @Test("an existing file is refused with 73 and left as it was; nothing is played")
  func existingRefused() throws {
    let directory = try TemporaryDirectory()
    try Data(Self.notes.utf8).write(to: directory.file("notes.txt"))
    let result = try QuizRunner.run(
      ["--plain", "--record", "notes.txt"], input: "CAT",
      environment: QuizRunner.environment(home: directory.url), in: directory.url)
    #expect(result.exitCode == 73)
    #expect(result.stdout.isEmpty)
    #expect(result.errorOutput == "quiz: notes.txt is already there (--force replaces it)\n")
    #expect(try String(contentsOf: directory.file("notes.txt"), encoding: .utf8) == Self.notes)
  }

  @Test("a symbolic link is refused, and with --force replaced by the recording, never followed")
  func symbolicLink() throws {
    let directory = try TemporaryDirectory()
    try Data(Self.notes.utf8).write(to: directory.file("victim.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("game.cast").path, withDestinationPath: "victim.txt")
    let environment = QuizRunner.environment(home: directory.url)
    let refused = try QuizRunner.run(
      ["--plain", "--record", "game.cast"], input: "CAT", environment: environment,
      in: directory.url)
    #expect(refused.exitCode == 73)
    #expect(refused.errorOutput.contains("game.cast is already there (--force replaces it)"))
    let forced = try QuizRunner.run(
      ["--plain", "--record", "game.cast", "--force"], input: "CAT", environment: environment,
      in: directory.url)
    #expect(forced.exitCode == 1)
    #expect(try String(contentsOf: directory.file("victim.txt"), encoding: .utf8) == Self.notes)
    let attributes = try FileManager.default.attributesOfItem(
      atPath: directory.file("game.cast").path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    let recording = try String(contentsOf: directory.file("game.cast"), encoding: .utf8)
    #expect(recording.hasPrefix("{\"version\": 2"))
  }

  @Test("--force replaces a file; a folder or a device it does not (73)")
  func force() throws {
    let directory = try TemporaryDirectory()
    try Data(Self.notes.utf8).write(to: directory.file("old.cast"))
    try FileManager.default.createDirectory(
      at: directory.file("folder.cast"), withIntermediateDirectories: true)
    let environment = QuizRunner.environment(home: directory.url)
    let replaced = try QuizRunner.run(
      ["--plain", "--force", "--record", "old.cast"], input: "CAT", environment: environment,
      in: directory.url)
    #expect(replaced.exitCode == 1)
    let text = try String(contentsOf: directory.file("old.cast"), encoding: .utf8)
    #expect(text.hasPrefix("{\"version\": 2") && !text.contains("my notes"))
    // With or without --force: a folder or a device is named as no file straight away,
    // not first as a name --force would replace.
    for path in ["folder.cast", "/dev/null"] {
      for force in [["--force"], []] {
        let refused = try QuizRunner.run(
          ["--plain", "--record", path] + force, input: "CAT", environment: environment,
          in: directory.url)
        #expect(refused.exitCode == 73)
        #expect(
          refused.errorOutput == "quiz: \(path) is not a file; --force replaces only a file\n",
          "\(force)")
      }
    }
  }

  @Test("the refusal in Spanish and Chinese")
  func languages() throws {
    let directory = try TemporaryDirectory()
    try Data(Self.notes.utf8).write(to: directory.file("notes.txt"))
    for (language, message) in [
      ("es_ES.UTF-8", "quiz: notes.txt ya existe (--force lo sustituye)\n"),
      ("zh_CN.UTF-8", "quiz: notes.txt 已经存在（--force 会替换它）\n"),
    ] {
      let result = try QuizRunner.run(
        ["daily", "--plain", "--record", "notes.txt"], input: "",
        environment: QuizRunner.environment(home: directory.url, ["LANG": language]),
        in: directory.url)
      #expect(result.exitCode == 73)
      #expect(result.errorOutput == message)
    }
  }
}
