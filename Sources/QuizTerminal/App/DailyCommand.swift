import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// `quiz daily`: the day's puzzle, one result per day, the streak and the share card;
/// `quiz daily --share` prints the day's card once it is played.
struct DailyCommand: ParsableCommand {
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

  /// The day's puzzle, the bank its pictures are in, and what the statistics say of the day.
  struct Today {
    /// The day.
    var day: CalendarDay
    /// Its puzzle.
    var puzzle: Puzzle
    /// The bank of the pool's first pack, for the pictures.
    var bank: QuestionBank
    /// The pack, question and answer of the day, to be kept with its result.
    var question: DailyResult.Played
    /// The language of the daily sequence the puzzle is from.
    var language: String
    /// The statistics as read, when there is a file to read them from.
    var statistics: Statistics?
    /// Where a damaged statistics file was moved.
    var setAside: String?

    /// The day's recorded result, when it was played.
    var played: DailyResult? { statistics?.dailyResult(on: day) }

    /// The result screen's card of the day's recorded result.
    var card: DailyCard? {
      played.map {
        // The answer recorded with the result (a result kept before answers were has none
        // to show: the puzzle of this language may not be the one played).
        DailyCard(
          result: $0, day: day, answer: [], statistics: statistics, language: language,
          letters: puzzle.answer.count)
      }
    }
  }

  /// The questions of the bundled packs of `language` (English when it has none), in
  /// manifest order, the folder their pictures are in, each question's pack name, and the
  /// language they are in.
  static func pool(language: String) throws -> (
    questions: [QuizQuestion], bank: QuestionBank, packs: [String], language: String
  ) {
    let packs = try BundledPack.all()
    var chosen = packs.filter { $0.language == language }
    var language = language
    if chosen.isEmpty {
      chosen = packs.filter { $0.language == "en" }
      language = "en"
    }
    var questions: [QuizQuestion] = []
    var names: [String] = []
    var first: QuestionBank?
    for pack in chosen {
      let bank = try pack.load()
      questions += bank.questions
      names += Array(repeating: pack.name, count: bank.questions.count)
      if first == nil { first = bank }
    }
    guard let first, !questions.isEmpty else {
      throw BundledPackError.manifestInvalid(path: "packs.plist", problem: .noPackForDaily)
    }
    return (questions, first, names, language)
  }

  /// The puzzle of `day` from the packs of the interface language, and the statistics of
  /// `store` (read, so a damaged file is set aside).
  static func today(
    _ day: CalendarDay, strings: Strings, store: StatsStore?
  ) throws(QuizApp.PlayFailure) -> Today {
    let source: (questions: [QuizQuestion], bank: QuestionBank, packs: [String], language: String)
    do {
      source = try pool(language: strings.code)
    } catch let error as BankError {
      throw QuizApp.PlayFailure(line: strings.bankErrors.bankError(error), code: error.exitCode)
    } catch let error as BundledPackError {
      throw QuizApp.PlayFailure(line: strings.bankErrors.packError(error), code: error.exitCode)
    } catch {
      throw QuizApp.PlayFailure(line: "\(error)", code: QuizApp.ExitCode.dataError)
    }
    let schedule = DailySchedule(pool: source.questions)
    let question = schedule.question(for: day)
    var today = Today(
      day: day, puzzle: schedule.puzzle(for: day), bank: source.bank,
      question: DailyResult.Played(
        pack: source.packs[schedule.index(for: day)], question: question.title,
        answer: question.answer, language: source.language),
      language: source.language)
    if let store {
      store.removeStaleTemporaryFiles(now: Date())
      do {
        let loaded = try store.read()
        today.statistics = loaded.statistics
        today.setAside = loaded.setAside
      } catch {
        throw QuizApp.PlayFailure(
          line: strings.commandErrors.statsError(error), code: QuizApp.ExitCode.ioError)
      }
    }
    return today
  }

  /// Plays (or, once played that day, shows) the daily puzzle; returns the exit code.
  func run(environment: [String: String]) -> Int32 {
    let strings = Strings.forEnvironment(environment)
    if share { return printShare(environment: environment, strings: strings) }
    let interactive =
      output.format.drawsScreen && Terminal.isTerminal(0) && Terminal.isTerminal(1)
    let store = QuizApp.statsRecording(
      storage, interactive: interactive, environment: environment)
    let today: Today
    do {
      today = try Self.today(QuizApp.today(date), strings: strings, store: store)
    } catch {
      QuizApp.complain(error.line)
      return error.code
    }
    if let aside = today.setAside {
      QuizApp.complain(strings.statsSetAsideWarning(TextSafety.forMessage(aside)))
    }
    if let played = today.played, let statistics = today.statistics {
      if interactive, let card = today.card {
        // A terminal shows the day's result screen, then leaves the share line behind.
        let code = QuizApp.showDailyCard(
          card, puzzle: today.puzzle, output: output, record: record, environment: environment,
          pictures: PictureSource(bank: today.bank))
        try? OutputWriter(fd: 1).write(card.share.text + "\n")
        return code == QuizApp.ExitCode.ioError ? code : QuizApp.ExitCode.success
      }
      return Self.showPlayed(
        played, today: today, streak: statistics.currentStreak(today: today.day),
        format: output.format, strings: strings)
    }
    let recorder = StatsRecorder(
      store: store, pack: nil, daily: today.day, played: today.question)
    let game = Game(puzzles: [today.puzzle], startedAt: Date())
    let code = QuizApp.runGame(
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
      try? OutputWriter(fd: 1).write(text)
    } else if let standing = recorder.playedElsewhere {
      QuizApp.complain(strings.warning(strings.dailyPlayedElsewhere(today.day.description)))
      let streak = recorder.latest?.currentStreak(today: today.day) ?? 0
      _ = Self.showPlayed(
        standing, today: today, streak: streak, format: output.format, strings: strings)
    } else if recorder.unsavedDaily != nil {
      QuizApp.complain(strings.warning(strings.dailyNotRecorded(today.day.description)))
    }
    return code
  }

  /// The day's recorded result instead of a second game: exit 0.
  static func showPlayed(
    _ result: DailyResult, today: Today, streak: Int, format: OutputFormat,
    strings: Strings
  ) -> Int32 {
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
    do {
      try OutputWriter(fd: 1).write(text)
      return QuizApp.ExitCode.success
    } catch {
      return QuizApp.ExitCode.ioError
    }
  }
}
