import Foundation
import QuizCore
import Testing

@testable import QuizTerminal

@Suite("Statistics store")
struct StatsStoreTests {
  static func store() throws -> StatsStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-stats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return StatsStore(url: folder.appendingPathComponent("stats.json"))
  }

  /// Updates per writer in the concurrency test (`QUIZ_STATS_UPDATES` changes it).
  static let updatesPerWriter =
    ProcessInfo.processInfo.environment["QUIZ_STATS_UPDATES"].flatMap(Int.init) ?? 200

  @Test("two writers updating at once each with its own descriptor lose no update")
  func concurrentWriters() throws {
    let store = try Self.store()
    let updates = Self.updatesPerWriter
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 2) { writer in
      for _ in 0..<updates {
        do {
          try store.update { stats in
            stats.recordGameStarted()
            stats.record(PuzzleRecord(outcome: writer == 0 ? .solved : .skipped, seconds: 1))
          }
        } catch {
          failures.add("\(error)")
        }
      }
    }
    #expect(failures.all.isEmpty)
    let stats = try store.read().statistics
    #expect(stats.games == 2 * updates)
    #expect(stats.solved == updates)
    #expect(stats.skipped == updates)
    #expect(stats.puzzlesPlayed == 2 * updates)
  }

  @Test("a missing file reads as empty statistics and writes nothing")
  func missing() throws {
    let store = try Self.store()
    #expect(try store.read() == StatsStore.Loaded(statistics: Statistics()))
    #expect(!FileManager.default.fileExists(atPath: store.url.path))
    #expect(!FileManager.default.fileExists(atPath: store.lockURL.path))
  }

  @Test("a damaged file is moved aside, not overwritten, and counting starts afresh")
  func damagedSetAside() throws {
    let store = try Self.store()
    try Data("{\"version\":1,\"games\":".utf8).write(to: store.url)
    let (_, loaded) = try store.update { $0.recordGameStarted() }
    let aside = try #require(loaded.setAside)
    #expect(aside == store.url.path + ".damaged")
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{\"version\":1,\"games\":")
    #expect(try store.read().statistics.games == 1)
  }

  @Test("a second damaged file does not replace the first one set aside")
  func secondDamaged() throws {
    let store = try Self.store()
    try Data("one".utf8).write(to: store.url)
    _ = try store.read()
    try Data("two".utf8).write(to: store.url)
    let loaded = try store.read()
    #expect(loaded.setAside == store.url.path + ".damaged-2")
    #expect(try String(contentsOfFile: store.url.path + ".damaged", encoding: .utf8) == "one")
  }

  @Test("an update that cannot be saved names the file and the reason")
  func saveFailure() throws {
    let store = try Self.store()
    let folder = store.url.deletingLastPathComponent()
    let blocked = StatsStore(url: folder.appendingPathComponent("file/stats.json"))
    try Data().write(to: folder.appendingPathComponent("file"))
    #expect(throws: StatsError.self) { try blocked.update { $0.recordGameStarted() } }
  }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func add(_ item: String) { lock.withLock { items.append(item) } }
  var all: [String] { lock.withLock { items } }
}
