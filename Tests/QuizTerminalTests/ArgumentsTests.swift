import Testing

@testable import QuizTerminal

@Suite("Command line")
struct ArgumentsTests {
  @Test("a bank, modes and values parse into their fields")
  func fullCommandLine() throws {
    let parsed = try Arguments.parse([
      "--json", "--shuffle", "--seed", "42", "--color=never", "--state", "s.json", "b.plist",
    ])
    #expect(parsed.command == .play)
    #expect(parsed.json && parsed.shuffle && parsed.seed == 42)
    #expect(parsed.color == .never && parsed.statePath == "s.json" && parsed.bankPath == "b.plist")
  }

  @Test("check takes every bank after it")
  func check() throws {
    #expect(
      try Arguments.parse(["check", "a.plist", "b.plist"]).command
        == .check(["a.plist", "b.plist"]))
  }

  @Test("after --, check is a bank file name, not the command")
  func dashDashCheck() throws {
    let parsed = try Arguments.parse(["--", "check"])
    #expect(parsed.command == .play)
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
    #expect(throws: Arguments.UsageError.self) { try Arguments.parse(arguments) }
  }

  @Test("--help and --version win over everything else")
  func helpAndVersion() throws {
    #expect(try Arguments.parse(["--json", "--help"]).command == .help)
    #expect(try Arguments.parse(["x.plist", "--version"]).command == .version)
  }
}
