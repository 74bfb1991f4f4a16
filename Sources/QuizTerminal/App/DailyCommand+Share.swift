import QuizCore
import QuizSystem
import QuizUI

extension DailyCommand {
  /// `quiz daily --share`: the day's share card from the statistics (the default file, or
  /// the one `--stats`/`--state` names), as text, or with `--json` as the `played` event;
  /// exit 0. Before the day is played: one message and ``ExitCode/notPlayedYet``.
  func printShare(in environment: AppEnvironment) -> Int32 {
    let strings = environment.strings
    guard let store = storage.statsLocation(environment: environment) else {
      environment.complain(strings.commandErrors.noStatsHome)
      return ExitCode.usage
    }
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
    guard let played = today.played, let statistics = today.statistics else {
      environment.complain(strings.dailyNotPlayedYet(today.day.description))
      return ExitCode.notPlayedYet
    }
    let streak = statistics.currentStreak(today: today.day)
    switch output.format {
    case .json:
      return Self.showPlayed(
        played, today: today, streak: streak, format: .json, environment: environment)
    case .terminal, .plain:
      return environment.say(today.shareCard(played, streak: streak).text + "\n")
    }
  }
}
