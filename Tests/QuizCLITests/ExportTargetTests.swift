import Foundation
import TestTools
import Testing

/// What `quiz export` reads and where it may write: a pack's name is a pack whatever is in
/// the current folder, a path is a path; a FIFO is no file to write; a terminal gets no
/// binary property list and no control character.
@Suite("quiz export: names, paths and where it writes", .ownThreads)
struct ExportTargetTests {
  /// A folder to run in holding `en/` (a one-question bank) and an empty file `mine`, and a
  /// home holding the player's pack `mine` (two questions).
  static func setUp() throws -> (here: TemporaryDirectory, home: TemporaryDirectory) {
    let here = try TemporaryDirectory()
    try FileManager.default.createDirectory(at: here.file("en"), withIntermediateDirectories: true)
    try here.bank([Banks.question("OWL", "Hoots", options: "OWLX")], named: "en/questions.plist")
    try here.raw([], named: "mine")
    let home = try TemporaryDirectory()
    let pack = home.file(".local/share/quiz/banks/mine")
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    try home.bank(
      Array(Banks.three.prefix(2)), named: ".local/share/quiz/banks/mine/questions.plist")
    return (here, home)
  }

  @Test("a pack's name exports the pack even when a folder or file of that name is here")
  func namesArePacks() throws {
    let (here, home) = try Self.setUp()
    let environment = QuizRunner.environment(home: home.url)
    for (name, questions) in [("en", 40), ("mine", 2)] {
      let run = try QuizRunner.run(
        ["export", name, "-o", "out-\(name).plist"], environment: environment, in: here.url)
      #expect(run.exitCode == 0, "\(name): \(run.errorOutput)")
      #expect(run.output.hasPrefix("exported \(questions) questions"), "\(name): \(run.output)")
    }
    // Written as a path, the folder here is exported.
    let folder = try QuizRunner.run(
      ["export", "./en", "-o", "folder.plist"], environment: environment, in: here.url)
    #expect(folder.exitCode == 0 && folder.output.hasPrefix("exported 1 question and"))
    let file = try QuizRunner.run(
      ["export", "./mine", "-o", "file.plist"], environment: environment, in: here.url)
    #expect(file.exitCode == 65)
  }

  @Test("no pack of that name is 66, and names what is here by that name as ./NAME")
  func unknownName() throws {
    let (here, home) = try Self.setUp()
    try FileManager.default.createDirectory(
      at: here.file("nope"), withIntermediateDirectories: true)
    let environment = QuizRunner.environment(home: home.url)
    let run = try QuizRunner.run(
      ["export", "nope", "-o", "x.plist"], environment: environment, in: here.url)
    #expect(run.exitCode == 66)
    #expect(
      run.errorLines == [
        "quiz: no pack called nope (quiz banks lists the packs); "
          + "to export the file or folder nope here, write ./nope"
      ])
    let nothing = try QuizRunner.run(
      ["export", "nada", "-o", "x.plist"], environment: environment, in: here.url)
    #expect(nothing.exitCode == 66)
    #expect(nothing.errorLines == ["quiz: no pack called nada (quiz banks lists the packs)"])
    #expect(!FileManager.default.fileExists(atPath: here.file("x.plist").path))
  }

  @Test("a path with a slash or ending in .plist, or no pack name, is a path")
  func pathsArePaths() throws {
    let (here, home) = try Self.setUp()
    try here.bank(Banks.three, named: "en.plist")
    try FileManager.default.createDirectory(
      at: here.file("my pack"), withIntermediateDirectories: true)
    try here.bank(Banks.three, named: "my pack/questions.plist")
    let environment = QuizRunner.environment(home: home.url)
    for (source, questions) in [
      ("en.plist", "3 questions"), ("my pack", "3 questions"), ("en/", "1 question"),
    ] {
      let run = try QuizRunner.run(
        ["export", source, "-o", "out.plist", "--force"], environment: environment, in: here.url)
      #expect(run.exitCode == 0, "\(source): \(run.errorOutput)")
      #expect(run.output.hasPrefix("exported \(questions) and"), "\(source): \(run.output)")
    }
    let missing = try QuizRunner.run(
      ["export", "gone.plist", "-o", "d.plist"], environment: environment, in: here.url)
    #expect(missing.exitCode == 66 && missing.errorLines == ["gone.plist: no such file"])
  }

  @Test("a FIFO at -o is refused once, as no regular file, with or without --force")
  func fifo() throws {
    let directory = try TemporaryDirectory()
    let folder = try ExportCommandTests.folder(in: directory)
    let fifo = directory.file("pipe.plist").path
    try #require(mkfifo(fifo, 0o600) == 0)
    for force in [[], ["--force"]] {
      let run = try QuizRunner.run(["export", folder, "-o", fifo] + force, timeout: 60)
      #expect(run.exitCode == 73)
      #expect(run.errorLines == ["quiz: cannot write \(fifo): it is a FIFO, not a regular file"])
    }
  }

  @Test(
    "a missing folder on the way to -o is 74, no such file or directory, and is not created"
  )
  func missingFolder() throws {
    let directory = try TemporaryDirectory()
    let folder = try ExportCommandTests.folder(in: directory)
    for force in [[], ["--force"]] {
      let run = try QuizRunner.run(
        ["export", folder, "-o", "newdir/a/b/x.plist"] + force, in: directory.url, timeout: 60)
      #expect(run.exitCode == 74)
      #expect(
        run.errorLines == [
          "quiz: cannot write newdir/a/b/x.plist: no such file or directory"
        ])
      #expect(run.output.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: directory.file("newdir").path))
  }

  /// Runs `quiz arguments` with its standard output and error on a terminal; returns the
  /// exit status and everything the terminal got.
  static func onTerminal(
    _ arguments: [String], language: String = "C.UTF-8"
  ) throws -> (PseudoTerminal.ExitStatus?, String) {
    let pty = try PseudoTerminal()
    let home = try TemporaryDirectory()
    try pty.launch(
      QuizRunner.executable.path, arguments,
      environment: QuizRunner.environment(home: home.url, ["LANG": language, "TERM": "xterm"]))
    let status = pty.waitForExit(timeout: 60)
    _ = pty.waitForOutput(timeout: 0.5)
    return (status, pty.text)
  }

  @Test(
    "a binary property list is never written to a terminal: one line, exit 64",
    arguments: [
      ("C.UTF-8", "quiz: not writing a binary property list to a terminal: redirect the output "),
      ("es_ES.UTF-8", "quiz: no se escribe una lista de propiedades binaria en un terminal"),
      ("zh_CN.UTF-8", "quiz: 不会把二进制属性列表写到终端"),
    ])
  func binaryToTerminal(language: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let folder = try ExportCommandTests.folder(in: directory)
    let (status, text) = try Self.onTerminal(["export", folder, "-o", "-"], language: language)
    #expect(status == .exited(64))
    #expect(text.hasPrefix(message), "\(text.debugDescription)")
    #expect(text.contains("--xml"))
    #expect(!text.contains("bplist") && !text.contains("\u{1B}"))
    #expect(text.split(separator: "\n").count == 1)
  }

  @Test("XML goes to a terminal unless the pack's text holds a control character")
  func xmlToTerminal() throws {
    let directory = try TemporaryDirectory()
    let folder = try ExportCommandTests.folder(in: directory)
    let (status, text) = try Self.onTerminal(["export", folder, "-o", "-", "--xml"])
    #expect(status == .exited(0))
    #expect(text.contains("<key>answer</key>"))
    // An unknown key (a warning, not an error) whose text would set the clipboard.
    var questions = Banks.three
    questions[0]["note"] = "a\u{1B}]52;c;ZXZpbA==\u{07}b"
    let hostile = try directory.bank(questions, named: "hostile.plist")
    let (refused, said) = try Self.onTerminal(["export", hostile, "-o", "-", "--xml"])
    #expect(refused == .exited(64))
    #expect(!said.contains("\u{1B}]52") && !said.contains("<plist"))
    #expect(
      said.contains(
        "quiz: not writing this XML to a terminal: the pack's text holds control characters"))
    // Through a pipe it is written as it is.
    let piped = try QuizRunner.run(["export", hostile, "-o", "-", "--xml"])
    #expect(piped.exitCode == 0 && piped.output.contains("\u{1B}]52"))
  }
}
