import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// The day, where statistics live, and the commands that read them (`banks`, `stats`).
extension QuizApp {
  /// The day to act on: `--date`, or the local calendar day now.
  static func today(_ date: CalendarDay?) -> CalendarDay {
    date ?? Platform.localDay(of: Date())
  }

  /// Where statistics are read: `--stats PATH`, else `stats.json` next to `--state PATH`,
  /// else the default file.
  static func statsLocation(_ storage: StorageOptions, environment: [String: String])
    -> StatsStore?
  {
    if let path = storage.statsPath { return StatsStore(url: URL(fileURLWithPath: path)) }
    if let state = storage.statePath {
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
    _ storage: StorageOptions, interactive: Bool, environment: [String: String]
  ) -> StatsStore? {
    guard interactive || storage.statsPath != nil || storage.statePath != nil else {
      return nil
    }
    return statsLocation(storage, environment: environment)
  }

  static func listBanks(
    _ command: BanksCommand, environment: [String: String], output: OutputWriter
  ) -> Int32 {
    // What killed imports left among the player's packs goes, as stale progress files do.
    if let folder = PackCatalog.userFolder(environment: environment) {
      ImportStaging.removeLeftovers(in: folder)
    }
    let rows: [BanksCommand.Row]
    do {
      rows = try BanksCommand.rows(
        environment: environment, stats: statsLocation(command.storage, environment: environment))
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
      command.json
        ? BanksCommand.json(rows)
        : BanksCommand.table(rows, strings: Strings.forEnvironment(environment)), to: output)
  }

  static func showStats(
    _ command: StatsCommand, environment: [String: String], output: OutputWriter
  ) -> Int32 {
    guard let store = statsLocation(command.storage, environment: environment) else {
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
    let today = today(command.date)
    if command.json { return say(StatsText.json(loaded.statistics, today: today), to: output) }
    let width = Terminal.isTerminal(1) ? (Terminal().size()?.columns ?? 80) : 80
    return say(
      StatsText.render(
        loaded.statistics, today: today, width: width,
        strings: Strings.forEnvironment(environment)),
      to: output)
  }
}
