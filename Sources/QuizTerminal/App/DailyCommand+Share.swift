import QuizCore
import QuizSystem
import QuizUI

extension DailyCommand.Today {
  /// The share card of the day's `result`: in the language and with the answer's length it
  /// was played with (recorded with it), else those of the day's puzzle now.
  func shareCard(_ result: DailyResult, streak: Int) -> ShareCard {
    ShareCard(
      result: result, day: day, language: result.played?.language ?? language,
      letters: result.played?.answer.count ?? puzzle.answer.count, streak: streak)
  }
}

extension DailyCommand {
  /// `quiz daily --share`: the day's share card from the statistics (the default file, or
  /// the one `--stats`/`--state` names), as text, or with `--json` as the `played` event;
  /// exit 0. Before the day is played: one message and ``ExitCode/notPlayedYet``.
  func printShare(environment: [String: String], strings: Strings) -> Int32 {
    guard let store = QuizApp.statsLocation(storage, environment: environment) else {
      QuizApp.complain(strings.commandErrors.noStatsHome)
      return QuizApp.ExitCode.usage
    }
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
    guard let played = today.played, let statistics = today.statistics else {
      QuizApp.complain(strings.dailyNotPlayedYet(today.day.description))
      return QuizApp.ExitCode.notPlayedYet
    }
    let streak = statistics.currentStreak(today: today.day)
    switch output.format {
    case .json:
      return Self.showPlayed(
        played, today: today, streak: streak, format: .json, strings: strings)
    case .terminal, .plain:
      do {
        try OutputWriter(fd: 1).write(today.shareCard(played, streak: streak).text + "\n")
        return QuizApp.ExitCode.success
      } catch {
        return QuizApp.ExitCode.ioError
      }
    }
  }
}
