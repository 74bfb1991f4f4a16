import Foundation

@testable import QuizSystem

/// Statistics stores in folders of their own under the temporary folder.
enum TemporaryStats {
  /// A store whose file is not there yet.
  static func store() throws -> StatsStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-stats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return StatsStore(url: folder.appendingPathComponent("stats.json"))
  }
}
