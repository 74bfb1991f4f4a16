import QuizCore

/// `quiz stats`: the statistics as a table, or JSON.
struct StatsCommand: ParsableCommand {
  /// JSON for scripts instead of the table.
  var json = false
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
    json = parsed.given(.json)
    storage = try StorageOptions(parsing: parsed)
    date = parsed.value(.date).flatMap(CalendarDay.init)
  }
}
