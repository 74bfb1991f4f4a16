import Foundation
import TestTools
import Testing

/// The PNG fixtures of the QuizCore tests.
private let pngFixtures = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("QuizCoreTests/Fixtures/png")

/// `quiz export`: a bank folder made into one property list that plays, checks and imports
/// as the folder does, from a home with nothing in it.
@Suite("quiz export", .ownThreads)
struct ExportCommandTests {
  /// A bank folder `pack/` with PNG, XPM and netpbm pictures; returns the folder's path.
  static func folder(in directory: TemporaryDirectory) throws -> String {
    let pack = directory.file("pack")
    let pictures = pack.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    for (name, fixture) in [("sun.png", "rgb-8.png"), ("cat.png", "interlaced-rgba-8.png")] {
      try FileManager.default.copyItem(
        at: pngFixtures.appendingPathComponent(fixture),
        to: pictures.appendingPathComponent(name))
    }
    try Data("P3\n2 2\n255\n255 0 0 0 255 0 0 0 255 255 255 0\n".utf8)
      .write(to: pictures.appendingPathComponent("dog.ppm"))
    var questions = Banks.three
    questions[0]["icon"] = "sun"
    questions[1]["icon"] = "cat.png"
    questions[2]["picture"] = "dog"
    try directory.bank(questions, named: "pack/questions.plist")
    return pack.path
  }

  /// A file's size as the summary line says it: KiB, rounded.
  static func kibibytes(_ url: URL) throws -> Int {
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
    return max(1, (size + 512) >> 10)
  }

  @Test("the one file plays the same game as the folder, in JSON and plain text")
  func playsLikeTheFolder() throws {
    let directory = try TemporaryDirectory()
    let folder = try Self.folder(in: directory)
    let export = try QuizRunner.run(["export", folder, "-o", directory.file("one.plist").path])
    #expect(export.exitCode == 0, "\(export.errorOutput)")
    #expect(
      export.lines == [
        "exported 3 questions and 3 pictures into \(directory.file("one.plist").path) "
          + "(\(try Self.kibibytes(directory.file("one.plist"))) KiB)"
      ])
    // Played from elsewhere, with an empty home: no pictures/ folder anywhere near.
    let elsewhere = try TemporaryDirectory()
    try FileManager.default.moveItem(
      at: directory.file("one.plist"), to: elsewhere.file("one.plist"))
    for format in ["--json", "--plain"] {
      let keys = "SU?N>CAT!DOG"
      let home = try TemporaryDirectory()
      let fromFolder = try QuizRunner.run(
        [folder + "/questions.plist", format, "--seed", "3"], input: keys,
        environment: QuizRunner.environment(home: home.url))
      let emptyHome = try TemporaryDirectory()
      let fromFile = try QuizRunner.run(
        [elsewhere.file("one.plist").path, format, "--seed", "3"], input: keys,
        environment: QuizRunner.environment(home: emptyHome.url))
      #expect(fromFolder.exitCode == 0 && fromFile.exitCode == 0)
      #expect(fromFile.output == fromFolder.output)
      #expect(fromFile.output.contains("DOG"))
      #expect(fromFile.errorOutput == fromFolder.errorOutput)
    }
  }

  @Test("binary by default, XML with --xml, standard output with -o -")
  func formats() throws {
    let directory = try TemporaryDirectory()
    let folder = try Self.folder(in: directory)
    let binary = directory.file("b.plist").path
    let xml = directory.file("x.plist").path
    #expect(try QuizRunner.run(["export", folder, "-o", binary]).exitCode == 0)
    #expect(try QuizRunner.run(["export", "--xml", folder, "--output=" + xml]).exitCode == 0)
    let piped = try QuizRunner.run(["export", folder, "-o", "-"])
    #expect(piped.exitCode == 0 && piped.errorOutput.isEmpty)
    #expect(piped.stdout.starts(with: Array("bplist00".utf8)))
    #expect(try Data(contentsOf: URL(fileURLWithPath: binary)).starts(with: Array("bplist00".utf8)))
    let text = try String(contentsOfFile: xml, encoding: .utf8)
    #expect(text.hasPrefix("<?xml") && text.contains("<data>"))
    for file in [binary, xml] {
      let check = try QuizRunner.run(["check", file])
      #expect(check.exitCode == 0)
      #expect(check.lines == ["\(file): ok, 3 questions"])
    }
    // Shared, not private: the umask's permissions.
    let mode = try FileManager.default.attributesOfItem(atPath: binary)[.posixPermissions] as? Int
    #expect(mode == 0o644 || mode == 0o664 || mode == 0o666)
  }

  @Test("a bundled pack exports by name and plays the same questions from the file")
  func bundledPack() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("animals.plist").path
    let export = try QuizRunner.run(["export", "en-animals", "-o", file])
    #expect(export.exitCode == 0, "\(export.errorOutput)")
    let keys = String(repeating: ">", count: 40)
    let byName = try QuizRunner.run(["--bank", "en-animals", "--json"], input: keys)
    let byFile = try QuizRunner.run([file, "--json"], input: keys)
    // Every question is skipped to (the last cannot be), then input ends: exit 1.
    #expect(byName.exitCode == 1 && byFile.exitCode == 1)
    #expect(byFile.output.contains("the last question cannot be skipped"))
    #expect(byFile.output == byName.output)
  }

  @Test("something already there is kept without --force (73), replaced with it")
  func overwrite() throws {
    let directory = try TemporaryDirectory()
    let folder = try Self.folder(in: directory)
    let file = try directory.raw(Array("old".utf8), named: "one.plist")
    let refused = try QuizRunner.run(["export", folder, "-o", file])
    #expect(refused.exitCode == 73)
    #expect(refused.errorLines == ["quiz: \(file) is already there (--force replaces it)"])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
    let forced = try QuizRunner.run(["export", folder, "-o", file, "--force"])
    #expect(forced.exitCode == 0)
    #expect(try QuizRunner.run(["check", file]).exitCode == 0)
    // A folder is no file to write, with or without --force, and --force is not suggested.
    for force in [["--force"], []] {
      let onFolder = try QuizRunner.run(["export", folder, "-o", folder] + force)
      #expect(onFolder.exitCode == 73)
      #expect(
        onFolder.errorLines == [
          "quiz: cannot write \(folder): it is a directory, not a regular file"
        ])
    }
    // Nothing but the one file was left beside it.
    #expect(directory.contents().filter { $0.hasPrefix(".") }.isEmpty)
  }

  @Test("a bank with errors is refused with quiz check's lines (65); nothing is written")
  func refusesErrors() throws {
    let directory = try TemporaryDirectory()
    var questions = Banks.three
    questions[1]["answer"] = ""
    questions[2]["picture"] = 7
    let bank = try directory.bank(questions)
    let check = try QuizRunner.run(["check", bank])
    let export = try QuizRunner.run(["export", bank, "-o", directory.file("one.plist").path])
    #expect(export.exitCode == 65 && check.exitCode == 65)
    #expect(export.errorOutput == check.errorOutput)
    #expect(export.errorLines.count == 2)
    #expect(!FileManager.default.fileExists(atPath: directory.file("one.plist").path))
  }

  @Test("a missing picture stops the export, named as quiz check names it")
  func refusesMissingPicture() throws {
    let directory = try TemporaryDirectory()
    var questions = Banks.three
    questions[0]["icon"] = "owl"
    let bank = try directory.bank(questions)
    let export = try QuizRunner.run(["export", bank, "-o", directory.file("one.plist").path])
    #expect(export.exitCode == 65)
    #expect(
      export.errorLines == [
        "\(bank): error: question 1: icon: picture \"owl\" not found in pictures/",
        "quiz: \(bank): every picture must be there and decode to export; nothing written",
      ])
  }

  @Test("no such bank is 66, a usage mistake 64")
  func exitCodes() throws {
    let missing = try QuizRunner.run(["export", "/nonexistent/x.plist", "-o", "/tmp/x.plist"])
    #expect(missing.exitCode == 66)
    #expect(missing.errorLines == ["/nonexistent/x.plist: no such file"])
    let noPack = try QuizRunner.run(["export", "nope", "-o", "/tmp/x.plist"])
    #expect(noPack.exitCode == 66)
    #expect(
      noPack.errorLines == [
        "quiz: no pack called nope (quiz banks lists the packs)"
      ])
    for arguments in [
      ["export"], ["export", "en"], ["export", "en", "fr", "-o", "x"], ["export", "en", "-o"],
      ["export", "en", "-o", "x", "--bogus"], ["export", "en", "-o", "x", "--xml=1"],
    ] {
      let run = try QuizRunner.run(arguments)
      #expect(run.exitCode == 64, "\(arguments)")
      #expect(run.errorLines.count == 1, "\(arguments): \(run.errorOutput)")
    }
  }

  @Test("quiz import FILE.plist --install recreates a pack that plays and is listed")
  func importInstalls() throws {
    let directory = try TemporaryDirectory()
    let folder = try Self.folder(in: directory)
    let one = directory.file("one.plist").path
    #expect(try QuizRunner.run(["export", folder, "-o", one]).exitCode == 0)
    let home = try TemporaryDirectory()
    let environment = QuizRunner.environment(home: home.url)
    let installed = try QuizRunner.run(
      ["import", one, "--install", "friends"], environment: environment)
    #expect(installed.exitCode == 0, "\(installed.errorOutput)")
    let packFile = home.file(".local/share/quiz/banks/friends/questions.plist")
    #expect(try Data(contentsOf: packFile) == Data(contentsOf: URL(fileURLWithPath: one)))
    #expect(home.contents().filter { $0.contains("pictures") }.isEmpty)
    let keys = "SUNCATDOG"
    let byName = try QuizRunner.run(
      ["--bank", "friends", "--json"], input: keys, environment: environment)
    let byFolder = try QuizRunner.run(
      [folder + "/questions.plist", "--json"], input: keys,
      environment: QuizRunner.environment(home: try TemporaryDirectory().url))
    #expect(byName.exitCode == 0)
    #expect(byName.output == byFolder.output)
    let banks = try QuizRunner.run(["banks"], environment: environment)
    #expect(banks.output.contains("friends"))
    // Imported again, the same file is refused without --force, as a spreadsheet is.
    let again = try QuizRunner.run(
      ["import", one, "--install", "friends"], environment: environment)
    #expect(again.exitCode == 73)
  }

  @Test("quiz import BANK.plist -o DIR copies the picture files a folder bank names")
  func importFolderBank() throws {
    let directory = try TemporaryDirectory()
    let folder = try Self.folder(in: directory)
    let out = directory.file("copy").path
    let run = try QuizRunner.run(["import", folder + "/questions.plist", "-o", out])
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(
      run.lines.first == "imported 3 questions and 3 pictures into \(out)/questions.plist")
    #expect(try QuizRunner.run(["check", out + "/questions.plist"]).exitCode == 0)
    let copied = try FileManager.default.contentsOfDirectory(atPath: out + "/pictures").sorted()
    #expect(copied == ["cat.png", "dog.ppm", "sun.png"])
  }
}
