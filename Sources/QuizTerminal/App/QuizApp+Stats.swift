import Foundation
import QuizCore

/// The day, where statistics live, and the commands that read them (`banks`, `stats`).
extension QuizApp {
  /// The day to act on: `--date`, or the local calendar day now.
  static func today(_ arguments: Arguments) -> CalendarDay {
    arguments.date ?? Platform.localDay(of: Date())
  }

  /// Where statistics are read: `--stats PATH`, else `stats.json` next to `--state PATH`,
  /// else the default file.
  static func statsLocation(_ arguments: Arguments, environment: [String: String])
    -> StatsStore?
  {
    if let path = arguments.statsPath { return StatsStore(url: URL(fileURLWithPath: path)) }
    if let state = arguments.statePath {
      return StatsStore(
        url: URL(fileURLWithPath: state).deletingLastPathComponent()
          .appendingPathComponent("stats.json"))
    }
    return StatsStore.defaultStore(environment: environment)
  }

  /// Where a game records statistics: a terminal game always (the default file unless
  /// `--stats` or `--state` says where); a scripted run only when `--stats` or `--state`
  /// is given.
  static func statsRecording(
    _ arguments: Arguments, interactive: Bool, environment: [String: String]
  ) -> StatsStore? {
    guard interactive || arguments.statsPath != nil || arguments.statePath != nil else {
      return nil
    }
    return statsLocation(arguments, environment: environment)
  }

  static func listBanks(
    _ arguments: Arguments, environment: [String: String], output: OutputWriter
  ) -> Int32 {
    let rows: [BanksCommand.Row]
    do {
      rows = try BanksCommand.rows(
        environment: environment, stats: statsLocation(arguments, environment: environment))
    } catch {
      complain(Strings.forEnvironment(environment).bankErrors.packError(error))
      return error.exitCode
    }
    // A folder whose name no pack can have is told on stderr, so the list stays a table
    // (or JSON) a script can read.
    let strings = Strings.forEnvironment(environment)
    for folder in PackCatalog.skippedFolders(environment: environment) {
      complain(strings.warning(strings.banksSkipped(TextSafety.escaped(folder.path))))
    }
    return say(
      arguments.json
        ? BanksCommand.json(rows)
        : BanksCommand.table(rows, strings: Strings.forEnvironment(environment)), to: output)
  }

  static func showStats(
    _ arguments: Arguments, environment: [String: String], output: OutputWriter
  ) -> Int32 {
    guard let store = statsLocation(arguments, environment: environment) else {
      complain(Strings.forEnvironment(environment).commandErrors.noStatsHome)
      return ExitCode.usage
    }
    let loaded: StatsStore.Loaded
    do {
      loaded = try store.read()
    } catch {
      complain(Strings.forEnvironment(environment).commandErrors.statsError(error))
      return ExitCode.ioError
    }
    if let aside = loaded.setAside {
      complain(
        Strings.forEnvironment(environment).statsSetAsideWarning(TextSafety.forMessage(aside)))
    }
    let today = today(arguments)
    if arguments.json { return say(StatsText.json(loaded.statistics, today: today), to: output) }
    let width = Terminal.isTerminal(1) ? (Terminal().size()?.columns ?? 80) : 80
    return say(
      StatsText.render(
        loaded.statistics, today: today, width: width,
        strings: Strings.forEnvironment(environment)),
      to: output)
  }
}
