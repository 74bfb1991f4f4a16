import QuizUI
import TerminalKit

extension HelpText {
  /// The overview `quiz --help` prints, in the language of `strings`, without a final
  /// newline: a usage line for each command (``CommandDeclarations/commands``), the options
  /// of playing grouped as ``PlayCommand/overviewLines`` says, then the keys and exit codes.
  /// Everything named on the command line comes from the declarations; only the words
  /// about them are translated.
  public static func overview(strings: Strings) -> String {
    overview(
      commands: CommandDeclarations.commands, options: PlayCommand.declaration.options,
      lines: PlayCommand.overviewLines, text: strings.overview, help: strings.commandHelp)
  }

  /// The overview of `commands`, listing `options` grouped by `lines` (an option no group
  /// names gets a line of its own at the end), worded by `text` and `help`.
  static func overview(
    commands: [CommandDeclarations.Command], options: [CommandDeclarations.Option],
    lines: [[CommandDeclarations.OptionID]], text: OverviewText, help: CommandHelpText
  ) -> String {
    (usageLines(commands, text: text, help: help)
      + optionLines(options, lines: lines, text: text, help: help) + text.keys + text.exit)
      .joined(separator: "\n")
  }

  /// A line for each command: `quiz`, its name and operands, then what it does, the words
  /// lined up in a column unless the usage is too long for it.
  private static func usageLines(
    _ commands: [CommandDeclarations.Command], text: OverviewText, help: CommandHelpText
  ) -> [String] {
    let usages = commands.map { command in
      [
        "quiz", command.name, command.id == .play ? help.optionsPlaceholder : "",
        help.localized(command.synopsis),
      ]
      .filter { !$0.isEmpty }.joined(separator: " ")
    }
    let widest = 36
    let column = (usages.map { TextWidth.of($0) }.filter { $0 <= widest }.max() ?? 0) + 2
    let indent = String(repeating: " ", count: TextWidth.of(help.usage))
    return zip(commands, usages).enumerated().map { index, pair in
      let (command, usage) = pair
      let gap = max(2, column - TextWidth.of(usage))
      return (index == 0 ? help.usage : indent) + usage + String(repeating: " ", count: gap)
        + text.command(command.id)
    }
  }

  /// The names the overview shows: the short ones and the preferred long one (`--color`,
  /// not its other spelling `--colour`, which `quiz --help`'s 80 columns have no room for).
  static func overviewNames(_ option: CommandDeclarations.Option) -> String {
    (option.names.filter { !$0.hasPrefix("--") } + [option.preferredName])
      .joined(separator: ", ")
  }

  /// The options, a line for each group, each as its names, its placeholder and its words.
  private static func optionLines(
    _ options: [CommandDeclarations.Option], lines: [[CommandDeclarations.OptionID]],
    text: OverviewText, help: CommandHelpText
  ) -> [String] {
    let grouped = Set(lines.joined())
    let groups =
      lines.map { ids in ids.compactMap { id in options.first { $0.id == id } } }
      + options.filter { !grouped.contains($0.id) }.map { [$0] }
    let indent = String(repeating: " ", count: TextWidth.of(text.options))
    return groups.filter { !$0.isEmpty }.enumerated().map { index, group in
      let items = group.map { option in
        overviewNames(option)
          + (option.value == nil ? "" : " " + help.localized(option.placeholder)) + "  "
          + (text.option(option.id) ?? help.option(option))
      }
      return (index == 0 ? text.options : indent) + items.joined(separator: " · ")
    }
  }
}
