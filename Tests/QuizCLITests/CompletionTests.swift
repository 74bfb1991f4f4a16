import Foundation
import TestTools
import Testing

/// `quiz completions bash|zsh|fish`, loaded into each real shell and asked to complete a few
/// prefixes. A shell that is not installed skips its test (`.ci/run` installs zsh and fish).
@Suite("Shell completions", .ownThreads)
struct CompletionTests {
  /// A scratch home with the script for `shell` in it, and the environment that puts the
  /// built `quiz` first on `PATH` (the completions call `quiz banks`).
  struct Setup {
    var home: URL
    var script: URL
    var environment: [String: String]
  }

  private static func setup(_ shell: String, file: String) throws -> Setup {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-completions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let result = try QuizRunner.run(["completions", shell])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    let script = home.appendingPathComponent(file)
    try Data(result.stdout).write(to: script)
    let bin = QuizRunner.executable.deletingLastPathComponent().path
    var environment = QuizRunner.environment(
      home: home, ["PATH": "\(bin):/usr/bin:/bin", "XDG_DATA_HOME": home.path + "/data"])
    environment["TERM"] = "dumb"
    // Files to complete: a bank, a spreadsheet and a picture in the working folder.
    for name in ["zoo.plist", "notes.txt", "words.csv", "pic.png"] {
      try Data().write(to: home.appendingPathComponent(name))
    }
    return Setup(home: home, script: script, environment: environment)
  }

  /// Runs `program arguments` in `folder`; its standard output.
  private static func run(
    _ program: String, _ arguments: [String], in folder: URL, environment: [String: String]
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = Data(output.fileHandleForReading.readAllBytes())
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  private static func installed(_ path: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: path)
  }

  @Test("quiz completions without a known shell is a usage error")
  func badShell() throws {
    for arguments in [["completions"], ["completions", "tcsh"], ["completions", "bash", "x"]] {
      let result = try QuizRunner.run(arguments)
      #expect(result.exitCode == 64)
      #expect(result.errorLines.count == 1)
      #expect(result.stdout.isEmpty)
    }
  }

  @Test("bash: complete -p names the function, and compgen answers options, packs and files")
  func bash() throws {
    guard Self.installed("/bin/bash") else { return }
    let setup = try Self.setup("bash", file: "quiz.bash")
    defer { try? FileManager.default.removeItem(at: setup.home) }
    let driver = """
      source \(setup.script.path)
      complete -p quiz
      comp() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _quiz
        printf '%s|' "$*"; printf '%s\\n' "$(printf '%s\\n' "${COMPREPLY[@]}" | sort | xargs)"; }
      comp quiz --ba
      comp quiz --bank en-
      comp quiz --bank f
      comp quiz --color = a
      comp quiz --colour al
      comp quiz ch
      comp quiz z
      comp quiz daily --p
      comp quiz import --f
      comp quiz import w
      comp quiz picture p
      comp quiz completions ''
      comp quiz --json banks --
      """
    let output = try Self.run(
      "/bin/bash", ["--norc", "-c", driver], in: setup.home, environment: setup.environment)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first == "complete -F _quiz quiz")
    let expected = [
      "quiz --ba|--bank",
      "quiz --bank en-|en-animals en-food en-jobs en-nature en-sports en-things en-world",
      "quiz --bank f|fr fr-2",
      "quiz --color = a|always auto",
      "quiz --colour al|always",
      "quiz ch|check",
      "quiz z|zoo.plist",
      "quiz daily --p|--plain",
      "quiz import --f|--force",
      "quiz import w|words.csv",
      "quiz picture p|pic.png",
      "quiz completions |bash fish zsh",
      "quiz --json banks --|--help --json --stats",
    ]
    #expect(Array(lines.dropFirst()) == expected)
  }

  @Test("zsh: Tab completes options, pack names, colour values, commands and shells")
  func zsh() throws {
    guard Self.installed("/usr/bin/zsh") || Self.installed("/bin/zsh") else { return }
    let setup = try Self.setup("zsh", file: "_quiz")
    defer { try? FileManager.default.removeItem(at: setup.home) }
    let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Shells/zsh-complete.zsh")
    let cases = [
      ("quiz --ba", "quiz --bank"),
      ("quiz --bank en-a", "quiz --bank en-animals"),
      ("quiz --color=al", "quiz --color=always"),
      ("quiz chec", "quiz check"),
      ("quiz z", "quiz zoo.plist"),
      ("quiz daily --pl", "quiz daily --plain"),
      ("quiz import --fo", "quiz import --force"),
      ("quiz import w", "quiz import words.csv"),
      ("quiz completions z", "quiz completions zsh"),
    ]
    let output = try Self.run(
      Self.installed("/usr/bin/zsh") ? "/usr/bin/zsh" : "/bin/zsh",
      ["-f", harness.path, setup.home.path] + cases.map(\.0), in: setup.home,
      environment: setup.environment)
    let results = output.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(results == cases.map { "RESULT:" + $0.1 })
  }

  @Test("fish: complete -C lists options, pack names, colour values, commands and files")
  func fish() throws {
    guard Self.installed("/usr/bin/fish") else { return }
    let setup = try Self.setup("fish", file: "quiz.fish")
    defer { try? FileManager.default.removeItem(at: setup.home) }
    let prompts = [
      "quiz --ba", "quiz --bank en-", "quiz --color=", "quiz ch", "quiz z", "quiz daily --p",
      "quiz import w", "quiz completions ",
    ]
    let driver =
      "source \(setup.script.path); "
      + prompts.map { "echo '>'; complete -C'\($0)' | cut -f1 | sort" }.joined(separator: "; ")
    let output = try Self.run(
      "/usr/bin/fish", ["--no-config", "-c", driver], in: setup.home,
      environment: setup.environment)
    let answers = output.components(separatedBy: ">\n").dropFirst().map {
      $0.split(separator: "\n").joined(separator: " ")
    }
    #expect(
      answers == [
        "--bank", "en-animals en-food en-jobs en-nature en-sports en-things en-world",
        "--color=always --color=auto --color=never", "check", "zoo.plist", "--plain",
        "words.csv", "bash fish zsh",
      ])
  }
}
