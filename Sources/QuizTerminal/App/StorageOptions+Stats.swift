import Foundation
import QuizSystem

/// Where statistics live: what playing, `daily`, `stats`, `banks` and the start screen share.
extension StorageOptions {
  /// Where statistics are read: `--stats PATH`, else `stats.json` next to `--state PATH`,
  /// else the default file.
  func statsLocation(environment: AppEnvironment) -> StatsStore? {
    if let path = statsPath { return StatsStore(url: URL(fileURLWithPath: path)) }
    if let state = statePath {
      return StatsStore(
        url: URL(fileURLWithPath: state).deletingLastPathComponent()
          .appendingPathComponent("stats.json"))
    }
    return StatsStore.defaultStore(environment: environment.variables)
  }

  /// Where a game records statistics: a terminal game always (the default file unless
  /// `--stats` or `--state` says where); a scripted run only when `--stats` or `--state`
  /// is given.
  func statsRecording(interactive: Bool, environment: AppEnvironment) -> StatsStore? {
    guard interactive || statsPath != nil || statePath != nil else { return nil }
    return statsLocation(environment: environment)
  }
}
