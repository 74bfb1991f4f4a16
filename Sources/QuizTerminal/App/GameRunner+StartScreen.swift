import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// The start screen: its lines and the packs played from it.
extension GameRunner {
  /// The start screen, then the packs chosen on it; returns the exit code.
  static func runMenu(
    behind standing: Prepared, arguments: PlayCommand, environment: AppEnvironment
  ) -> Int32 {
    let stats = arguments.storage.statsRecording(interactive: true, environment: environment)
    let firstStart = HowToPlayMark.firstStart(beside: stats)
    stats?.removeStaleTemporaryFiles(now: environment.now())
    let read = { menuContents(arguments, environment: environment) }
    let start = StartScreen(
      menu: read(), read: read,
      open: { name in
        do throws(PlayFailure) {
          let prepared = try prepare(
            arguments, bankName: name, interactive: true, readsProgress: true,
            environment: environment, fromMenu: true)
          let recorder = stats.map { StatsRecorder(store: $0, pack: prepared.packName) }
          recorder?.start(
            prepared.game.questionEvent, resumed: prepared.resumed,
            counted: prepared.keeper?.countedAttempt(at: prepared.game.index),
            at: environment.now())
          return .success(
            StartScreen.Opened(
              game: prepared.game, progress: prepared.keeper, stats: recorder,
              pictures: PictureSource(bank: prepared.bank), message: prepared.opening))
        } catch {
          return .failure(StartScreen.Failure(reason: error.menuReason ?? error.line))
        }
      },
      daily: { menuDaily(on: arguments.date, store: stats, environment: environment) },
      stats: { menuStats(arguments.storage, on: arguments.date, environment: environment) })
    let depth = arguments.output.color.depth(environment: environment.variables, terminal: true)
    return withRecording(arguments.record, environment: environment) { recorder in
      let session = TerminalSession(
        game: standing.game, terminal: environment.terminal(), depth: depth,
        background: BackgroundQuery.known(
          arguments.output.theme, environment: environment.variables),
        pictures: PictureSource(bank: standing.bank),
        progress: nil, opening: nil, start: start, strings: environment.strings,
        recording: recorder,
        graphics: graphicsSetup(arguments.output, environment: environment),
        howToPlay: firstStart, variables: environment.variables, clock: environment.now)
      return exitCode(after: session.run(), environment: environment)
    }
  }

  /// The start screen's lines read now: the packs, then the daily puzzle (today's result
  /// and the streak) and the statistics when there is a statistics file to keep them in.
  static func menuContents(_ arguments: PlayCommand, environment: AppEnvironment) -> Menu {
    let store = arguments.storage.statsLocation(environment: environment)
    let statistics = store?.peek()
    let strings = environment.strings
    let entries = Menu.languageFirst(
      strings.code, menuEntries(environment: environment, statistics: statistics))
    let text = strings.menu
    // The menu opens on the first pack in the interface language.
    let selected = Menu.firstEntry(in: strings.code, of: entries) ?? 0
    guard store != nil else { return Menu(entries: entries, selected: selected, text: text) }
    let today = environment.day(arguments.date)
    let result = statistics?.dailyResult(on: today)
    let daily = Menu.Daily(
      solvedToday: result.map { $0.outcome == .solved },
      streak: statistics?.currentStreak(today: today) ?? 0)
    return Menu(
      entries: entries, daily: daily, offersStats: true, selected: selected, text: text)
  }

  /// Every pack (bundled, then the player's own) with the questions solved in its saved
  /// progress; ✓ once it was played to the end (`statistics` says, read once by the caller).
  static func menuEntries(environment: AppEnvironment, statistics: Statistics?)
    -> [Menu.Entry]
  {
    let rows =
      (try? PackList.rows(environment: environment.variables, statistics: statistics)) ?? []
    return rows.filter { !$0.hidden }.map(menuEntry)
  }

  /// The start menu's line for a pack, counting as `quiz banks` does.
  static func menuEntry(_ row: PackList.Row) -> Menu.Entry {
    Menu.Entry(
      name: row.pack.name, title: row.pack.title ?? row.pack.name, solved: row.shownSolved,
      total: row.questions, finished: row.finished, language: row.pack.language)
  }
}
