import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// `quiz COMMAND --help` is written from the declaration its parser reads, in each language.
@Suite("Help of each command")
struct CommandHelpTests {
  private static let commands = CommandDeclarations.commands.filter {
    $0.id != .play && $0.id != .completions
  }

  @Test("each command's --help or -h asks for its own help", arguments: commands.map(\.name))
  func helpParses(name: String) throws {
    let id = try #require(CommandDeclarations.command(name)?.id)
    for help in ["--help", "-h"] {
      #expect(try CommandList.parse([name, help]) == .help(id))
    }
    #expect(try CommandList.parse(["--help"]) == .help(.play))
  }

  @Test("the help names the command, its operands and every option it declares, in every language")
  func helpFromDeclaration() {
    for strings in Strings.all {
      helpFromDeclaration(strings: strings)
    }
  }

  private func helpFromDeclaration(strings: Strings) {
    for command in Self.commands {
      let text = HelpText.help(command.id, strings: strings)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.first?.contains("quiz \(command.name) ") == true, "\(text)")
      let synopsis = strings.commandHelp.localized(command.synopsis)
      #expect(lines.first?.hasSuffix(synopsis) == true, "\(text)")
      #expect(lines.count == 4 + command.options.count, "\(text)")
      for (line, option) in zip(lines.suffix(command.options.count), command.options) {
        #expect(line.hasPrefix("  " + option.names.joined(separator: ", ")), "\(line)")
        #expect(line.hasSuffix(strings.commandHelp.option(option)), "\(line)")
      }
      for line in lines {
        #expect(TextWidth.of(String(line)) <= 80, "\(strings.language): \(line)")
      }
    }
  }

  @Test("Spanish and Chinese say what every command and option does in their own words")
  func translated() {
    let options = CommandDeclarations.commands.flatMap(\.options)
    for text in [CommandHelpText.spanish, .chinese, .french] {
      for command in CommandDeclarations.commands {
        #expect(text.command(command) != command.summary, "\(command.name)")
      }
      for option in options {
        #expect(text.option(option) != option.summary, "\(option.names)")
      }
    }
  }

  @Test(
    "a mistake in the words is found where it is typed, before what the command refuses",
    arguments: [
      (["--seed", "abc", "--bogus"], .badSeed("abc")),
      (["--bogus", "--seed", "abc"], .unknownOption("--bogus")),
      (["check", "--json", "--colour", "x"], .badColor("x")),
      (
        ["check", "a", "--colour=never"], .optionNotWithCommand(option: "--color", command: "check")
      ),
      (["picture", "a", "b", "--bogus"], .pictureOneFile),
      (["picture", "--bogus", "a", "b"], .unknownPictureOption("--bogus")),
      (["import", "--bogus=1", "f.csv"], .unknownImportOption("--bogus=1")),
      (["import", "--force=1", "f.csv"], .takesNoValue(option: "--force")),
      (["banks", "x", "--plain", "--json"], .commandTakesNoFile(command: "banks", file: "x")),
      (["stats", "--state", "", "--shuffle"], .emptyStatePath),
    ] as [([String], UsageError.Reason)])
  func order(arguments: [String], reason: UsageError.Reason) {
    #expect(throws: UsageError(reason)) { try CommandList.parse(arguments) }
  }

  @Test("an empty spreadsheet name is a missing file, not one file too many")
  func emptyImportFile() {
    #expect(throws: UsageError(.importNeedsFile)) {
      try CommandList.parse(["import", "", "-o", "out"])
    }
  }

  @Test("-h before -- asks for import's or picture's help whatever else is there")
  func helpFirst() throws {
    #expect(try CommandList.parse(["import", "--bogus", "-h"]) == .help(.import))
    #expect(try CommandList.parse(["picture", "a", "b", "--help"]) == .help(.picture))
    #expect(try CommandList.parse(["picture", "--", "-h"]).picture?.options.path == "-h")
  }
}
