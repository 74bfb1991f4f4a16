import QuizCore

/// The command line, parsed: which command, with its own typed options.
///
/// `picture`, `import` and `completions` are words only as the first argument and parse
/// the rest alone. Playing, `check`, `banks`, `stats` and `daily` share one way of reading
/// (``PlayCommand/declaration``'s options, before or after the command word), then each
/// command takes what is its own and refuses, by name, what means nothing to it.
enum QuizCommand: Equatable, Sendable {
  /// Play a bank (`quiz [options] [BANK]`).
  case play(PlayCommand)
  /// Validate banks (`quiz check BANK…`).
  case check(CheckCommand)
  /// List every pack (`quiz banks`).
  case banks(BanksCommand)
  /// Show the statistics (`quiz stats`).
  case stats(StatsCommand)
  /// Play the daily puzzle (`quiz daily`).
  case daily(DailyCommand)
  /// Preview a picture, or write it as PAM (`quiz picture FILE …`).
  case picture(PictureCommand)
  /// Turn a spreadsheet into a bank (`quiz import FILE.csv -o DIR`).
  case importBank(ImportCommand)
  /// Write a pack as one file (`quiz export NAME -o FILE.plist`).
  case export(ExportCommand)
  /// Print the completion script for a shell (`quiz completions bash`).
  case completions(CompletionsCommand)
  /// Play a recording back (`quiz replay FILE.cast`): the words after `replay`, which
  /// ``ReplayCommand`` reads with its own messages.
  case replay([String])
  /// Print the help of a command (`quiz --help` for playing is the overview).
  case help(CommandDeclarations.CommandID)
  /// Print the version.
  case version

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> QuizCommand {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case PictureCommand.declaration.name:
      return try PictureCommand.parse(rest).map(QuizCommand.picture) ?? .help(.picture)
    case ImportCommand.declaration.name:
      return try ImportCommand.parse(rest).map(QuizCommand.importBank) ?? .help(.import)
    case ExportCommand.declaration.name:
      return try ExportCommand.parse(rest).map(QuizCommand.export) ?? .help(.export)
    case ReplayCommand.declaration.name:
      if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
        return .help(.replay)
      }
      return .replay(rest)
    case CompletionsCommand.declaration.name:
      return try CompletionsCommand.parse(rest).map(QuizCommand.completions)
        ?? .help(.completions)
    default:
      return try parseGame(arguments)
    }
  }

  /// The commands that share the options of playing, by their word.
  private static let gameCommands: [String: CommandDeclarations.CommandID] = [
    CheckCommand.declaration.name: .check, BanksCommand.declaration.name: .banks,
    StatsCommand.declaration.name: .stats, DailyCommand.declaration.name: .daily,
  ]

  /// Playing, `check`, `banks`, `stats` or `daily`. Mistakes in the words come first, in
  /// the order typed; then `--help` or `--version` (the last given) win; then the paths
  /// of `--state` and `--stats`; then what the command itself refuses.
  private static func parseGame(_ arguments: [String]) throws(UsageError) -> QuizCommand {
    let parsed = try ArgumentScanner.scan(
      arguments, as: CommandDeclarations.gameOptions, commandWords: Set(gameCommands.keys))
    let command = parsed.commandWord.flatMap { gameCommands[$0] } ?? .play
    if let last = parsed.options.last(where: { $0.option == .help || $0.option == .version }) {
      return last.option == .help ? .help(command) : .version
    }
    _ = try StorageOptions(parsing: parsed)
    switch command {
    case .check: return .check(try CheckCommand(parsing: parsed))
    case .banks: return .banks(try BanksCommand(parsing: parsed))
    case .stats: return .stats(try StatsCommand(parsing: parsed))
    case .daily: return .daily(try DailyCommand(parsing: parsed))
    default: return .play(try PlayCommand(parsing: parsed))
    }
  }
}
