import QuizCore
import Testing

@testable import QuizTerminal

@Suite("Command line")
struct ArgumentsTests {
  @Test("a bank, modes and values parse into their fields")
  func fullCommandLine() throws {
    let parsed = try #require(
      try CommandList.parse([
        "--json", "--shuffle", "--seed", "42", "--color=never", "--state", "s.json", "b.plist",
      ]).play)
    #expect(parsed.output.format == .json && parsed.shuffle && parsed.seed == 42)
    #expect(
      parsed.output.color == .never && parsed.storage.statePath == "s.json"
        && parsed.bankPath == "b.plist")
  }

  @Test("--plain, --json or neither choose one output format, for quiz and quiz daily")
  func outputFormat() throws {
    let cases: [([String], OutputFormat)] = [
      ([], .terminal), (["--plain"], .plain), (["--json"], .json), (["x.plist"], .terminal),
    ]
    for (arguments, format) in cases {
      #expect(try CommandList.parse(arguments).play?.output.format == format, "\(arguments)")
      #expect(
        try CommandList.parse(["daily"] + arguments.filter { $0.hasPrefix("--") }).daily?
          .output.format == format, "\(arguments)")
    }
  }

  @Test("check takes every bank after it")
  func check() throws {
    #expect(
      try CommandList.parse(["check", "a.plist", "b.plist"])
        == ParsedCommand(CheckCommand(banks: ["a.plist", "b.plist"])))
  }

  @Test("after --, check is a bank file name, not the command")
  func dashDashCheck() throws {
    let parsed = try #require(try CommandList.parse(["--", "check"]).play)
    #expect(parsed.bankPath == "check")
  }

  @Test(
    "bad command lines are usage errors",
    arguments: [
      ["--bogus"], ["--seed"], ["--seed", "abc"], ["--seed", "-1"], ["--color=sometimes"],
      ["check"], ["a.plist", "b.plist"], [""], ["--plain", "--json"], ["--bank", "zh", "a.plist"],
      ["--json=yes"],
    ])
  func usageErrors(arguments: [String]) {
    #expect(throws: UsageError.self) { try CommandList.parse(arguments) }
  }

  @Test("--help and --version win over everything else")
  func helpAndVersion() throws {
    #expect(try CommandList.parse(["--json", "--help"]) == .help(.play))
    #expect(try CommandList.parse(["x.plist", "--version"]) == .version)
    #expect(try CommandList.parse(["check", "--json", "--help"]) == .help(.check))
    #expect(try CommandList.parse(["--help", "--version"]) == .version)
  }

  @Test("daily, stats and banks are commands, with --date and --stats")
  func lastingCommands() throws {
    let daily = try #require(
      try CommandList.parse(["daily", "--date", "2026-11-30", "--json", "--stats", "s"]).daily)
    #expect(daily.date == CalendarDay("2026-11-30"))
    #expect(daily.output.format == .json && daily.storage.statsPath == "s")
    #expect(try CommandList.parse(["--json", "stats"]).stats?.format == .json)
    #expect(try CommandList.parse(["banks", "--json"]).banks?.format == .json)
    #expect(try CommandList.parse(["stats"]).stats?.format == .terminal)
    #expect(try CommandList.parse(["banks"]).banks != nil)
    #expect(try CommandList.parse(["--", "stats"]).play?.bankPath == "stats")
    // The start screen takes --date for its daily puzzle; a pipe refuses it when it runs.
    #expect(
      try CommandList.parse(["--date", "2026-11-30"]).play?.date == CalendarDay("2026-11-30"))
  }

  @Test(
    "options that mean nothing to daily, stats or banks are usage errors",
    arguments: [
      ["daily", "x.plist"], ["daily", "--bank", "zh"], ["stats", "--shuffle"],
      ["banks", "--date", "2026-11-30"], ["--date", "2026-11-30", "--bank", "en"],
      ["--date", "2026-11-30", "--json"], ["--date", "2026-11-30", "x.plist"],
      ["daily", "--date", "30/11"],
      ["stats", "--stats", ""], ["daily", "--plain", "--json"],
    ])
  func lastingUsageErrors(arguments: [String]) {
    #expect(throws: UsageError.self) { try CommandList.parse(arguments) }
  }

  @Test(
    "banks and stats print a text table or --json: --plain and --color are refused by name",
    arguments: [
      (["banks", "--plain"], .optionNotWithCommand(option: "--plain", command: "banks")),
      (["stats", "--plain"], .optionNotWithCommand(option: "--plain", command: "stats")),
      (["--plain", "banks", "--json"], .plainAndJSON),
      (["banks", "--color=never"], .optionNotWithCommand(option: "--color", command: "banks")),
      (["stats", "--color", "always"], .optionNotWithCommand(option: "--color", command: "stats")),
    ] as [([String], UsageError.Reason)])
  func tableOnlyOptions(arguments: [String], reason: UsageError.Reason) {
    #expect(throws: UsageError(reason)) {
      try CommandList.parse(arguments)
    }
  }

  @Test(
    "check only validates: an option that would change a game or its output is refused by name",
    arguments: [
      (["check", "a.plist", "--json"], "--json"), (["check", "--plain", "a.plist"], "--plain"),
      (["check", "a.plist", "--shuffle"], "--shuffle"),
      (["check", "a.plist", "--seed", "3"], "--seed"),
      (["check", "a.plist", "--bank", "zh"], "--bank"),
      (["check", "a.plist", "--restart"], "--restart"),
      (["check", "a.plist", "--color=never"], "--color"),
      (["check", "a.plist", "--state", "s"], "--state"),
      (["check", "a.plist", "--stats", "s"], "--stats"),
    ])
  func checkTakesNoOptions(arguments: [String], option: String) {
    #expect(throws: UsageError(.optionNotWithCommand(option: option, command: "check"))) {
      try CommandList.parse(arguments)
    }
  }

  @Test("daily plays a game: --plain and --color go with it")
  func dailyTakesOutputOptions() throws {
    let daily = try #require(try CommandList.parse(["daily", "--plain", "--color=never"]).daily)
    #expect(daily.output.format == .plain && daily.output.color == .never)
  }

  @Test("quiz completions -h or --help is its help, wherever it stands")
  func completionsHelp() throws {
    for arguments in [["--help"], ["-h"], ["bash", "--help"], ["--help", "tcsh"]] {
      let parsed = try CommandList.parse(["completions"] + arguments)
      #expect((parsed.command as? HelpCommand)?.id == .completions, "\(arguments)")
    }
    let help = HelpText.help(.completions, strings: .english)
    #expect(help.hasSuffix("Options:\n  -h, --help  show the help\n"))
  }

  @Test("quiz completions names the word it cannot take, not the shell it was given")
  func completionsStrayWord() {
    let cases: [([String], UsageError.Reason)] = [
      (["bash", "extra"], .oneShell(extra: "extra")),
      (["zsh", "--json"], .unknownOption("--json")),
      (["--json", "zsh"], .unknownOption("--json")),
      (["tcsh"], .badShell("tcsh")),
      ([], .badShell(nil)),
    ]
    for (arguments, kind) in cases {
      #expect(throws: UsageError(kind), "\(arguments)") {
        try CommandList.parse(["completions"] + arguments)
      }
    }
  }

  @Test("import --install with a bundled pack's name is refused: the bundled pack would hide it")
  func installUnderBundledName() {
    for name in ["en", "es-2", "zh"] {
      #expect(throws: UsageError(.bundledPackName(name)), "\(name)") {
        try CommandList.parse(["import", "photos", "--install", name])
      }
    }
    #expect(throws: Never.self) {
      try CommandList.parse(["import", "photos", "--install", "mine"])
    }
  }
}
