import Foundation
import TestTools
import Testing

/// `--record` on scripted runs (the keys with their times), `--replay-keys`, what a recording
/// holds (only the screen, the sizes and TERM), and the errors of `quiz replay`.
@Suite("Recording scripted runs and replaying them", .ownThreads)
struct RecordingScriptTests {
  private static let chunks: [[UInt8]] = [
    Array("SU".utf8), Array("N?".utf8), [0xFF, 0x41], Array("\u{7F}>".utf8), Array("!x".utf8),
  ]

  @Test(
    "a recorded run's keys played again give the same output and the same recording",
    arguments: ["--json", "--plain"])
  func sameGame(format: String) throws {
    let directory = try TemporaryDirectory()
    let environment = QuizRunner.environment(home: directory.url)
    let first = directory.file("first.cast").path
    let recorded = try QuizRunner.run(
      [format, "--shuffle", "--seed", "7", "--record", first], chunks: Self.chunks, pause: 0.15,
      environment: environment)
    #expect(recorded.exitCode == 1)
    let text = try String(contentsOfFile: first, encoding: .utf8)
    // The byte that is not UTF-8 is kept as a lone surrogate in an input event, whether or
    // not the game read its chunk apart from the others (a slow start joins them).
    let inputs = text.split(separator: "\n").filter { $0.contains(", \"i\", \"") }
    #expect(inputs.contains { $0.contains("\\udcffA") }, "\(text)")
    let second = directory.file("second.cast").path
    let replayed = try QuizRunner.run(
      [format, "--shuffle", "--seed", "7", "--replay-keys", first, "--record", second],
      environment: environment)
    #expect(replayed.exitCode == recorded.exitCode)
    #expect(replayed.stdout == recorded.stdout)
    #expect(try String(contentsOfFile: second, encoding: .utf8) == text)
    // The output events hold what the run wrote, exactly.
    #expect(try CastFile.outputByPython(first) == recorded.stdout)
  }

  @Test("a recording holds no path, user name or environment beyond TERM")
  func privacy() throws {
    let directory = try TemporaryDirectory()
    let home = directory.file("home-MARKERHOME")
    let folder = directory.file("folder-MARKERPATH")
    for url in [home, folder] {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    let bank = try directory.bank(
      [["answer": "SUN", "title": "Hot star"], ["answer": "MOON", "title": "Night light"]],
      named: "folder-MARKERPATH/bank-MARKERBANK.plist")
    var environment = QuizRunner.environment(
      home: home,
      [
        "USER": "MARKERUSER", "LOGNAME": "MARKERUSER", "SHELL": "/bin/MARKERSHELL",
        "PWD": folder.path, "EDITOR": "MARKEREDITOR", "TERM": "xterm-256color",
        "XDG_DATA_HOME": home.appendingPathComponent("MARKERDATA").path,
      ])
    environment["HOSTNAME"] = "MARKERHOST"
    let scripted = folder.appendingPathComponent("scripted-MARKERFILE.cast").path
    let result = try QuizRunner.run(
      ["--json", "--record", scripted, bank], input: "SUN?>", environment: environment,
      in: folder)
    #expect(result.exitCode == 1)
    let pty = try PseudoTerminal(rows: 24, columns: 80)
    let terminal = folder.appendingPathComponent("terminal-MARKERFILE.cast").path
    try pty.launch(
      QuizRunner.executable.path, ["--theme", "dark", "--record", terminal, bank],
      environment: environment)
    try #require(pty.waitForOutput(containing: "Hot star", timeout: 10))
    try pty.type("SU")
    _ = pty.waitForOutput(timeout: 0.3)
    try pty.type([0x1B])
    #expect(pty.waitForExit(timeout: 10) != nil)
    for path in [scripted, terminal] {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("Hot star"))
      #expect(!text.contains("MARKER"), "\(path): \(text.prefix(400))")
      #expect(!text.contains(directory.url.path))
      let header = try #require(
        try JSONSerialization.jsonObject(with: Data(text.prefix { $0 != "\n" }.utf8))
          as? [String: Any])
      #expect((header["env"] as? [String: String]) == ["TERM": "xterm-256color"])
      #expect(Set(header.keys) == ["version", "width", "height", "timestamp", "env", "title"])
    }
  }

  @Test(
    "quiz replay: a file that is missing, not a recording or damaged, and a bad --speed",
    arguments: [
      ("", ["replay", "missing.cast"], Int32(66), "cannot replay missing.cast: no such file"),
      ("hello\n", ["replay", "bad.cast"], 65, "not an asciicast recording"),
      (
        "{\"version\": 1, \"width\": 80, \"height\": 24}\n", ["replay", "bad.cast"], 65,
        "asciicast version 1; only version 2 is played"
      ),
      (
        "{\"version\": 2, \"width\": true, \"height\": 24}\n[1, \"o\", \"x\"]\n",
        ["replay", "bad.cast"], 65, "line 1, the header, has no width and height"
      ),
      (
        "{\"version\": 2, \"width\": 80, \"height\": 24}\n[1, \"o\"]\n[2, \"o\", \"x\"]\n",
        ["replay", "bad.cast"], 65, "line 2 is not an event"
      ),
      ("", ["replay", "--speed", "0", "x.cast"], 64, "--speed takes a number from 0.1 to 100"),
      ("", ["replay"], 64, "replay plays one recording"),
      ("", ["replay", "--loop", "x.cast"], 64, "unknown option for replay: --loop"),
      ("", ["--replay-keys", "missing.cast"], 66, "cannot replay missing.cast: no such file"),
      (
        "", ["--record", "no/such/folder/x.cast", "--plain"], 74,
        "cannot record to no/such/folder/x.cast: "
      ),
    ])
  func errors(file: String, arguments: [String], code: Int32, message: String) throws {
    let directory = try TemporaryDirectory()
    if !file.isEmpty { try Data(file.utf8).write(to: directory.file("bad.cast")) }
    let result = try QuizRunner.run(
      arguments, environment: QuizRunner.environment(home: directory.url), in: directory.url)
    #expect(result.exitCode == code)
    #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    #expect(result.stdout.isEmpty)
  }

  @Test("the replay's errors in Spanish and Chinese")
  func errorLanguages() throws {
    let directory = try TemporaryDirectory()
    try Data("hello\n".utf8).write(to: directory.file("bad.cast"))
    for (language, message) in [
      ("es_ES.UTF-8", "no se puede reproducir bad.cast: no es una grabación asciicast"),
      ("zh_CN.UTF-8", "无法回放 bad.cast：不是 asciicast 录制文件"),
    ] {
      let result = try QuizRunner.run(
        ["replay", "bad.cast"],
        environment: QuizRunner.environment(home: directory.url, ["LANG": language]),
        in: directory.url)
      #expect(result.exitCode == 65)
      #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }
  }
}
