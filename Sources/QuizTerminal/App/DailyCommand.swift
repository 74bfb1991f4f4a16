import Foundation
import QuizCore

/// `quiz daily`: the day's puzzle, one result per day, the streak and the share line.
enum DailyCommand {
  /// The interface language from `LC_ALL`, `LC_MESSAGES` or `LANG` (the first one set):
  /// `zh` or `es` when it starts so, else `en`.
  static func language(environment: [String: String]) -> String {
    let locale =
      ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? ""
    for language in ["zh", "es"] where locale.lowercased().hasPrefix(language) {
      return language
    }
    return "en"
  }

  /// The questions of the bundled packs of `language` (English when it has none), in
  /// manifest order, and the folder their pictures are in.
  static func pool(language: String) throws -> (questions: [QuizQuestion], bank: QuestionBank) {
    let packs = try BundledPack.all()
    var chosen = packs.filter { $0.language == language }
    if chosen.isEmpty { chosen = packs.filter { $0.language == "en" } }
    var questions: [QuizQuestion] = []
    var first: QuestionBank?
    for pack in chosen {
      let bank = try pack.load()
      questions += bank.questions
      if first == nil { first = bank }
    }
    guard let first, !questions.isEmpty else {
      throw BundledPackError.manifestInvalid(
        path: "packs.plist", problem: "no bundled pack to choose the daily puzzle from")
    }
    return (questions, first)
  }

  /// Plays (or, once played that day, shows) the daily puzzle; returns the exit code.
  static func run(_ arguments: Arguments, environment: [String: String]) -> Int32 {
    let today = QuizApp.today(arguments)
    let strings = Strings.forEnvironment(environment)
    let interactive =
      !arguments.plain && !arguments.json && Terminal.isTerminal(0) && Terminal.isTerminal(1)
    let source: (questions: [QuizQuestion], bank: QuestionBank)
    do {
      source = try pool(language: language(environment: environment))
    } catch let error as BankError {
      QuizApp.complain(strings.bankErrors.bankError(error))
      return error.exitCode
    } catch let error as BundledPackError {
      QuizApp.complain(strings.bankErrors.packError(error))
      return error.exitCode
    } catch {
      QuizApp.complain("\(error)")
      return QuizApp.ExitCode.dataError
    }
    let store = QuizApp.statsRecording(
      arguments, interactive: interactive, environment: environment)
    if let store {
      store.removeStaleTemporaryFiles(now: Date())
      do {
        let loaded = try store.read()
        if let aside = loaded.setAside {
          QuizApp.complain(strings.statsSetAsideWarning(TextSafety.forMessage(aside)))
        }
        if let result = loaded.statistics.dailyResult(on: today) {
          return showPlayed(
            result, day: today, streak: loaded.statistics.currentStreak(today: today),
            json: arguments.json, strings: strings)
        }
      } catch {
        QuizApp.complain("\(error)")
        return QuizApp.ExitCode.ioError
      }
    }
    let puzzle = DailySchedule(pool: source.questions).puzzle(for: today)
    let recorder = StatsRecorder(store: store, pack: nil, daily: today)
    let game = Game(puzzles: [puzzle], startedAt: Date())
    let code = QuizApp.runGame(
      game, arguments: arguments, interactive: interactive, environment: environment,
      pictures: PictureSource(bank: source.bank), keeper: nil, stats: recorder,
      opening: StatusMessage(strings.dailyOpening(today.description)))
    if let result = recorder.dailyResult {
      let streak = recorder.latest?.currentStreak(today: today) ?? 0
      let line = result.shareLine(day: today, streak: streak)
      let text =
        arguments.json
        ? JSONText.event(
          "daily",
          [
            "date": today.description, "outcome": result.outcome.rawValue,
            "streak": streak, "share": line,
          ]) : line + "\n"
      try? OutputWriter(fd: 1).write(text)
    }
    return code
  }

  /// The day's recorded result instead of a second game: exit 0.
  private static func showPlayed(
    _ result: DailyResult, day: CalendarDay, streak: Int, json: Bool, strings: Strings
  ) -> Int32 {
    let line = result.shareLine(day: day, streak: streak)
    let text =
      json
      ? JSONText.event(
        "played",
        [
          "date": day.description, "outcome": result.outcome.rawValue,
          "streak": streak, "share": line,
        ])
      : strings.dailyPlayed(day.description, result.outcome == .solved) + "\n\(line)\n"
    do {
      try OutputWriter(fd: 1).write(text)
      return QuizApp.ExitCode.success
    } catch {
      return QuizApp.ExitCode.ioError
    }
  }
}
