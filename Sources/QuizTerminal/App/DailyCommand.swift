import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// `quiz daily`: the day's puzzle, one result per day, the streak and the share card;
/// `quiz daily --share` prints the day's card once it is played.
struct DailyCommand: QuizCommand {
  static let sharesGameOptions = true

  /// How the game is shown.
  var output = OutputOptions()
  /// Where the statistics (the day's result, the streak) are kept.
  var storage = StorageOptions()
  /// The day to act as if it were today.
  var date: CalendarDay?
  /// Where to record the game (`--record FILE.cast`).
  var record: RecordTarget?
  /// `--share`: print the day's share card instead of playing.
  var share = false

  static let declaration = CommandDeclarations.Command(
    id: .daily, name: "daily", summary: "play the daily puzzle",
    options: [
      CommandDeclarations.plain, CommandDeclarations.json, CommandDeclarations.color,
      CommandDeclarations.theme, CommandDeclarations.graphics, CommandDeclarations.state,
      CommandDeclarations.stats, CommandDeclarations.date, CommandDeclarations.record,
      CommandDeclarations.recordForce, CommandDeclarations.share,
      CommandDeclarations.help,
    ],
    operand: nil, synopsis: "[--share]")

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    try parsed.refuseForGameCommand(Self.declaration)
    output = try OutputOptions(parsing: parsed)
    storage = try StorageOptions(parsing: parsed)
    date = parsed.value(.date).flatMap(CalendarDay.init)
    record = parsed.value(.record).map { RecordTarget(path: $0, replacing: parsed.given(.force)) }
    share = parsed.given(.share)
  }

  /// The daily puzzle as the start screen opens it: with the game's output, storage and day.
  init(output: OutputOptions, storage: StorageOptions, date: CalendarDay?) {
    self.output = output
    self.storage = storage
    self.date = date
  }

  /// Plays (or, once played that day, shows) the daily puzzle; returns the exit code.
  func run(in environment: AppEnvironment) -> Int32 {
    let strings = environment.strings
    if share { return printShare(in: environment) }
    let interactive = output.format.drawsScreen && environment.isInteractive
    let store = storage.statsRecording(interactive: interactive, environment: environment)
    let today: DailyPuzzle
    do {
      today = try DailyPuzzle.today(
        environment.day(date), strings: strings, store: store, now: environment.now())
    } catch {
      environment.complain(error.line)
      return error.code
    }
    if let aside = today.setAside {
      environment.complain(strings.statsSetAsideWarning(TextSafety.forMessage(aside)))
    }
    if let played = today.played, let statistics = today.statistics {
      if interactive, let card = today.card {
        // A terminal shows the day's result screen, then leaves the share line behind.
        let code = GameRunner.showDailyCard(
          card, puzzle: today.puzzle, output: output, record: record, environment: environment,
          pictures: PictureSource(bank: today.bank))
        try? environment.output.write(card.share.text + "\n")
        return code == ExitCode.ioError ? code : ExitCode.success
      }
      return Self.showPlayed(
        played, today: today, streak: statistics.currentStreak(today: today.day),
        format: output.format, environment: environment)
    }
    let recorder = StatsRecorder(
      store: store, pack: nil, daily: today.day, played: today.question)
    let game = Game(puzzles: [today.puzzle], startedAt: environment.now())
    let code = GameRunner.runGame(
      game, output: output, interactive: interactive, environment: environment,
      pictures: PictureSource(bank: today.bank), keeper: nil, stats: recorder,
      opening: StatusMessage(strings.dailyOpening(today.day.description)),
      finale: .dailyResult, record: record)
    if let result = recorder.dailyResult {
      let streak = recorder.latest?.currentStreak(today: today.day) ?? 0
      let line = today.shareCard(result, streak: streak).text
      let text: String
      switch output.format {
      case .json:
        text = JSONText.event(
          "daily",
          [
            "date": today.day.description, "outcome": result.outcome.rawValue,
            "streak": streak, "share": line,
          ])
      case .terminal, .plain: text = line + "\n"
      }
      try? environment.output.write(text)
    } else if let standing = recorder.playedElsewhere {
      environment.complain(
        strings.warning(strings.dailyPlayedElsewhere(today.day.description)))
      let streak = recorder.latest?.currentStreak(today: today.day) ?? 0
      _ = Self.showPlayed(
        standing, today: today, streak: streak, format: output.format,
        environment: environment)
    } else if recorder.unsavedDaily != nil {
      environment.complain(strings.warning(strings.dailyNotRecorded(today.day.description)))
    }
    return code
  }

  /// The day's recorded result instead of a second game: exit 0.
  static func showPlayed(
    _ result: DailyResult, today: DailyPuzzle, streak: Int, format: OutputFormat,
    environment: AppEnvironment
  ) -> Int32 {
    let strings = environment.strings
    let day = today.day
    let line = today.shareCard(result, streak: streak).text
    let text: String
    switch format {
    case .json:
      text = JSONText.event(
        "played",
        [
          "date": day.description, "outcome": result.outcome.rawValue,
          "streak": streak, "share": line,
        ])
    case .terminal, .plain:
      text =
        strings.dailyPlayed(
          Strings.DailyPlayed(date: day.description, solved: result.outcome == .solved))
        + "\n\(line)\n"
    }
    return environment.say(text)
  }
}
