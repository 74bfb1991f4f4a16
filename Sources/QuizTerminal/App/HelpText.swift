import QuizCore
import QuizUI
import TerminalKit

/// The `--help` texts and the version.
public enum HelpText {
  /// The version `--version` prints, with the commit it was built from when there is one
  /// (``BuildStamp/line``).
  public static var version: String { BuildStamp.line }

  /// The overview `quiz --help` prints, in English (``overview(strings:)`` in any language).
  public static var usage: String { overview(strings: .english) }

  /// The help of `command` in the language of `strings`: for playing, the overview that
  /// fits an 80×24 terminal (``overview(strings:)``); for any other command, its usage line,
  /// what it does and its options, written from its declaration.
  static func help(_ command: CommandDeclarations.CommandID, strings: Strings) -> String {
    guard command != .play,
      let declaration = CommandDeclarations.commands.first(where: { $0.id == command })
    else {
      return overview(strings: strings) + "\n"
    }
    return help(declaration, text: strings.commandHelp)
  }

  /// The help of `command` worded by `text`.
  static func help(_ command: CommandDeclarations.Command, text: CommandHelpText) -> String {
    let usage = ["quiz", command.name, text.optionsPlaceholder, text.localized(command.synopsis)]
      .filter { !$0.isEmpty }.joined(separator: " ")
    let names = command.options.map { option in
      option.names.joined(separator: ", ")
        + (option.value == nil ? "" : " " + text.localized(option.placeholder))
    }
    let column = (names.map { TextWidth.of($0) }.max() ?? 0) + 2
    var lines = [text.usage + usage, text.command(command), "", text.options]
    for (option, name) in zip(command.options, names) {
      lines.append(
        "  " + name + String(repeating: " ", count: column - TextWidth.of(name))
          + text.option(option))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
