import QuizCore

/// Every command of the program, in one list — as swift-argument-parser's `subcommands:` —
/// and the reading of a command line into one of them. A new command is one type
/// conforming to ``QuizCommand`` and one entry here: its help, its completions, the man
/// page's synopsis check and its dispatch follow.
enum CommandList {
  /// Every command, the one that plays first.
  static let all: [any QuizCommand.Type] = [
    PlayCommand.self, CheckCommand.self, BanksCommand.self, StatsCommand.self,
    DailyCommand.self, PictureCommand.self, ImportCommand.self, ExportCommand.self,
    ReplayCommand.self, CompletionsCommand.self,
  ]

  /// Parses the arguments after the program name.
  ///
  /// A command that reads its words alone (`picture`, `import`, `export`, `replay`,
  /// `completions`) is one only as the first argument. Playing, `check`, `banks`, `stats`
  /// and `daily` share one way of reading (``PlayCommand/declaration``'s options, before or
  /// after the command word): mistakes in the words come first, in the order typed; then
  /// `--help` or `--version` (the last given) win; then the paths of `--state` and
  /// `--stats`; then what the command itself refuses.
  static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
    if let first = arguments.first,
      let command = all.first(where: { !$0.sharesGameOptions && $0.declaration.name == first })
    {
      return try command.parsedAlone(Array(arguments.dropFirst()))
    }
    let gameCommands = all.filter { $0.sharesGameOptions && !$0.declaration.name.isEmpty }
    let parsed = try ArgumentScanner.scan(
      arguments, as: CommandDeclarations.gameOptions,
      commandWords: Set(gameCommands.map { $0.declaration.name }))
    let command: any QuizCommand.Type =
      parsed.commandWord.flatMap { word in
        gameCommands.first { $0.declaration.name == word }
      } ?? PlayCommand.self
    if let last = parsed.options.last(where: { $0.option == .help || $0.option == .version }) {
      return last.option == .help ? .help(command.declaration.id) : .version
    }
    _ = try StorageOptions(parsing: parsed)
    return try command.parsedWithGameOptions(parsed)
  }
}
