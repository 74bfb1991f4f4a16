import Foundation
import TestTools
import Testing

/// Options, exit codes and error messages of `quiz`.
@Suite("Command line", .ownThreads)
struct CommandLineTests {
  /// Checks what every failing run must look like: exactly one line on stderr, nothing that
  /// looks like a crash, nothing on stdout.
  private func expectOneLine(_ result: QuizRunner.Result, naming text: String? = nil) {
    #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
    #expect(result.errorOutput.hasSuffix("\n"))
    #expect(!result.errorOutput.contains("Fatal error"))
    #expect(!result.errorOutput.contains("Stack dump"))
    #expect(result.signal == nil)
    #expect(result.stdout.isEmpty)
    if let text { #expect(result.errorOutput.contains(text), "stderr: \(result.errorOutput)") }
  }

  @Test("--help exits 0 with text that fits 80 columns and 23 lines (the prompt takes the 24th)")
  func help() throws {
    let result = try QuizRunner.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.output.contains("Usage"))
    #expect(result.output.contains("--json"))
    #expect(result.lines.count <= 23)
    for line in result.lines { #expect(line.count <= 80, "too wide: \(line)") }
    #expect(result.stderr.isEmpty)
  }

  @Test(
    "COMMAND --help prints that command's usage line and options and exits 0",
    arguments: [
      (["picture", "--help"], "C", "Usage: quiz picture [options] FILE", "--width N"),
      (
        ["import", "-h", "--bogus"], "C", "Usage: quiz import [options] FILE|FOLDER",
        "--install NAME"
      ),
      (
        ["check", "--help"], "es_ES.UTF-8", "Uso: quiz check [opciones] BANCO.plist…", "-h, --help"
      ),
      (["daily", "-h"], "zh_CN.UTF-8", "用法：quiz daily [选项]", "--date YYYY-MM-DD"),
    ])
  func commandHelp(arguments: [String], locale: String, usage: String, option: String) throws {
    let directory = try TemporaryDirectory()
    let result = try QuizRunner.run(
      arguments, environment: QuizRunner.environment(home: directory.url, ["LANG": locale]))
    #expect(result.exitCode == 0)
    #expect(result.lines.first?.hasPrefix(usage) == true, "\(result.output)")
    #expect(result.output.contains("  " + option), "\(result.output)")
    #expect(result.stderr.isEmpty)
  }

  @Test("--version prints one line with the version and exits 0")
  func version() throws {
    let result = try QuizRunner.run(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.lines.count == 1)
    let pattern = #"^quiz \d+\.\d+\.\d+( \(commit [0-9a-f]{12}\))?\n$"#
    #expect(
      result.output.range(of: pattern, options: .regularExpression) != nil, "\(result.output)")
  }

  @Test("--version built from a git checkout names a commit of that repository")
  func versionCommit() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent(".git").path),
      Self.git(["-C", package.path, "rev-parse", "HEAD"], at: package) == 0
    else { return }  // built from an unpacked archive: the plain version is right there
    let result = try QuizRunner.run(["--version"])
    let commit = try #require(
      result.output.firstMatch(of: /\(commit ([0-9a-f]{12})\)/)?.1, "\(result.output)")
    #expect(Self.git(["cat-file", "-e", "\(commit)^{commit}"], at: package) == 0)
  }

  /// Runs `git ARGUMENTS` in `folder`; its exit code, or -1 when git cannot be run.
  private static func git(_ arguments: [String], at folder: URL) -> Int32 {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git"] + arguments
    git.currentDirectoryURL = folder
    git.standardOutput = FileHandle.nullDevice
    git.standardError = FileHandle.nullDevice
    guard (try? git.run()) != nil else { return -1 }
    git.waitUntilExit()
    return git.terminationStatus
  }

  @Test(
    "a bad command line exits 64 with one line on stderr",
    arguments: [
      ["--frobnicate"], ["--seed", "abc"], ["--seed"], ["--color=sometimes"],
      ["--bank", "nope"], ["check"],
    ])
  func usageErrors(_ arguments: [String]) throws {
    let result = try QuizRunner.run(arguments)
    #expect(result.exitCode == 64)
    expectOneLine(result)
  }

  @Test("an unknown --bank is a usage error that lists the bundled pack names")
  func unknownPack() throws {
    let result = try QuizRunner.run(["--bank", "klingon"])
    #expect(result.exitCode == 64)
    expectOneLine(result)
    let line = result.errorOutput
    #expect(line.contains("\"klingon\""))
    #expect(line.contains("en, ") && line.contains("zh"), "\(line)")
  }

  @Test("a missing bank file exits 66 naming the path")
  func missingBank() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("absent.plist").path
    let result = try QuizRunner.run([path], input: "SUN")
    #expect(result.exitCode == 66)
    expectOneLine(result, naming: path)
  }

  @Test("a directory given as a bank exits 66 naming the path")
  func directoryAsBank() throws {
    let directory = try TemporaryDirectory()
    let result = try QuizRunner.run([directory.url.path], input: "SUN")
    #expect(result.exitCode == 66)
    expectOneLine(result, naming: directory.url.path)
  }

  /// Broken banks: a name and how to write it.
  static let brokenBanks: [(String, [UInt8])] = [
    ("not a plist", [0x00, 0xFF, 0xFE, 0x01] + Array("garbage".utf8)),
    ("truncated XML", Array("<?xml version=\"1.0\"?><plist><array><dict>".utf8)),
    ("empty file", []),
    ("dictionary root", Array("<plist version=\"1.0\"><dict/></plist>".utf8)),
    ("string root", Array("<plist version=\"1.0\"><string>x</string></plist>".utf8)),
    ("empty array", Array("<plist version=\"1.0\"><array/></plist>".utf8)),
    (
      "invalid question",
      Array(
        "<plist version=\"1.0\"><array><dict><key>answer</key><integer>3</integer></dict></array></plist>"
          .utf8)
    ),
  ]

  @Test("a broken bank exits 65 with one clear line naming the path", arguments: brokenBanks)
  func brokenBank(_ name: String, _ bytes: [UInt8]) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.raw(bytes, named: "broken.plist")
    let result = try QuizRunner.run(["--json", path], input: "SUN")
    #expect(result.exitCode == 65, "\(name)")
    expectOneLine(result, naming: path)
  }

  @Test("--bank zh plays the bundled Chinese bank")
  func chineseBundledBank() throws {
    let result = try QuizRunner.run(["--json", "--bank", "zh"], input: "")
    let first = try #require(JSONEvent.all(result.output).first)
    #expect(first.event == "question")
    let title = try #require(first.title)
    #expect(title.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    #expect(first.tiles.contains { $0.unicodeScalars.first.map { $0.value >= 0x4E00 } == true })
    #expect(result.exitCode == 1)
  }

  @Test("with stdout closed after the first line, the run ends quietly")
  func outputClosedEarly() throws {
    let command = "'\(QuizRunner.executable.path)' --json --bank en | head -1"
    let result = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command],
      input: Array(String(repeating: "?!>", count: 200).utf8))
    #expect(result.lines.count == 1)
    #expect(result.lines.first.flatMap(JSONEvent.init)?.event == "question")
    #expect(result.stderr.isEmpty, "stderr: \(result.errorOutput)")
    #expect(result.signal == nil)
    #expect(!result.timedOut)
  }

  @Test("with stdin closed the run sees an empty input and quits at once")
  func inputClosed() throws {
    let command = "exec '\(QuizRunner.executable.path)' --json --bank en <&-"
    let result = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command], timeout: 10)
    #expect(!result.timedOut)
    #expect(result.exitCode == 1)
    #expect(result.lines.last.flatMap(JSONEvent.init)?.event == "quit")
  }

  @Test("with stdout closed the run ends with the I/O error exit code")
  func outputClosed() throws {
    let command = "echo SUN | '\(QuizRunner.executable.path)' --json --bank en >&-"
    let result = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command], timeout: 10)
    #expect(result.exitCode == 74)
    #expect(!result.timedOut)
  }

  @Test("the quiz itself is not killed by SIGPIPE when its reader goes away")
  func noSignalOnClosedOutput() throws {
    let script =
      "'\(QuizRunner.executable.path)' --json --bank en | head -1 >/dev/null;"
      + " echo \"${PIPESTATUS[0]}\""
    let result = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"), ["-c", script],
      input: Array(String(repeating: "?!>", count: 200).utf8))
    let status = try #require(Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(status < 128, "128 + N means death by signal N")
    #expect(result.stderr.isEmpty, "stderr: \(result.errorOutput)")
  }
}
