import QuizCore
import Testing

@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// `quiz --help` is written from the declarations: every command's usage line, and the
/// options of playing in the groups ``PlayCommand/overviewLines`` declares.
@Suite("The overview quiz --help prints")
struct OverviewTests {
  private static let play = PlayCommand.declaration

  @Test("it fits an 80×24 terminal in every language, with the shell's prompt under it")
  func fits() {
    for strings in Strings.all {
      let lines = HelpText.overview(strings: strings).split(
        separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count <= 23, "\(strings.language): \(lines.count) lines")
      for line in lines {
        #expect(TextWidth.of(line) <= 80, "\(strings.language): \(line)")
      }
    }
  }

  @Test("each option of playing is in exactly one group, and every group names one of them")
  func groups() {
    let grouped = PlayCommand.overviewLines.flatMap { $0 }
    let groupedNames: [String] = grouped.map(\.rawValue).sorted()
    let optionNames: [String] = Self.play.options.map(\.id.rawValue).sorted()
    #expect(groupedNames == optionNames)
    #expect(Set(grouped).count == grouped.count)
  }

  @Test("a line for each command: quiz, its name, its operands and its words in the language")
  func usageLines() throws {
    for strings in Strings.all {
      let lines = HelpText.overview(strings: strings).split(separator: "\n").map(String.init)
      for (line, command) in zip(lines, CommandDeclarations.commands) {
        let usage = [
          "quiz", command.name, command.id == .play ? strings.commandHelp.optionsPlaceholder : "",
          strings.commandHelp.localized(command.synopsis),
        ].filter { !$0.isEmpty }.joined(separator: " ")
        #expect(line.contains(usage + "  "), "\(line)")
        #expect(line.hasSuffix(strings.overview.command(command.id)), "\(line)")
      }
    }
  }

  @Test("every option of playing is there with its placeholder and its words, in every language")
  func everyOption() {
    for strings in Strings.all {
      let text = HelpText.overview(strings: strings)
      for option in Self.play.options {
        let words = strings.overview.option(option.id)
        #expect(words != nil, "\(strings.language) has no words for \(option.preferredName)")
        let item =
          HelpText.overviewNames(option)
          + (option.value == nil ? "" : " " + strings.commandHelp.localized(option.placeholder))
          + "  " + (words ?? "")
        #expect(text.contains(item), "\(strings.language) leaves out \(item)")
      }
    }
  }

  @Test("it names no option that no command declares")
  func noUndeclaredOption() {
    for strings in Strings.all {
      let text = HelpText.overview(strings: strings)
      let named = Set(text.matches(of: /(?:^|[\s(|])(--?[a-z][a-z-]*)/).map { String($0.output.1) })
      let undeclared = named.subtracting(CommandDeclarations.allOptionNames)
      #expect(undeclared.isEmpty, "\(strings.language): \(undeclared.sorted())")
    }
  }

  @Test("an option added to the declaration is in the overview, on a line of its own")
  func followsTheDeclaration() {
    let extra = CommandDeclarations.Option(.xml, ["--extra"], .text, "X", "an extra option")
    let text = { (options: [CommandDeclarations.Option]) in
      HelpText.overview(
        commands: CommandDeclarations.commands, options: options,
        lines: PlayCommand.overviewLines, text: .english, help: .english)
    }
    let before = text(Self.play.options)
    let after = text(Self.play.options + [extra])
    #expect(!before.contains("--extra"))
    #expect(
      after
        == before.replacingOccurrences(
          of: "\nKeys:", with: "\n         --extra X  an extra option\nKeys:"))
  }
}
