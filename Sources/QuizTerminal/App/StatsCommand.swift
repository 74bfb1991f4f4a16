import QuizCore
import QuizSystem
import QuizUI

/// `quiz stats`: the statistics as a table, or JSON.
struct StatsCommand: QuizCommand {
  static let sharesGameOptions = true

  /// The table (`.terminal`; `--plain` is refused), or JSON for scripts (`--json`).
  var format = OutputFormat.terminal
  /// Where the statistics are read.
  var storage = StorageOptions()
  /// The day to act as if it were today (the streak, today's result).
  var date: CalendarDay?

  static let declaration = CommandDeclarations.Command(
    id: .stats, name: "stats", summary: "show the statistics",
    options: [
      CommandDeclarations.json, CommandDeclarations.state, CommandDeclarations.stats,
      CommandDeclarations.date, CommandDeclarations.help,
    ],
    operand: nil, synopsis: "")

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    try parsed.refuseForGameCommand(Self.declaration)
    format = try OutputFormat(parsing: parsed)
    storage = try StorageOptions(parsing: parsed)
    date = parsed.value(.date).flatMap(CalendarDay.init)
  }

  /// Shows the statistics; returns the exit code.
  func run(in environment: AppEnvironment) -> Int32 {
    let strings = environment.strings
    guard let store = storage.statsLocation(environment: environment) else {
      environment.complain(strings.commandErrors.noStatsHome)
      return ExitCode.usage
    }
    let loaded: StatsStore.Loaded
    do {
      loaded = try store.read()
    } catch {
      environment.complain(strings.commandErrors.statsError(error))
      return ExitCode.ioError
    }
    if let aside = loaded.setAside {
      environment.complain(strings.statsSetAsideWarning(TextSafety.forMessage(aside)))
    }
    let today = environment.day(date)
    switch format {
    case .json: return environment.say(StatsText.json(loaded.statistics, today: today))
    case .terminal, .plain: break
    }
    let width = environment.outputIsTerminal ? (environment.outputColumns ?? 80) : 80
    return environment.say(
      StatsText.render(loaded.statistics, today: today, width: width, strings: strings))
  }
}
