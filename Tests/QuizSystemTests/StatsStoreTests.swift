import Foundation
import QuizCore
import Testing

@testable import QuizSystem

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

  @Test("a file of a newer version is neither moved aside nor written over")
  func newerVersion() throws {
    let store = try Self.store()
    let text = "{\"version\":\(Statistics.currentVersion + 1),\"games\":7,\"future\":true}"
    try Data(text.utf8).write(to: store.url)
    #expect(
      throws: StatsError(
        .read, path: store.url.path, reason: .newerVersion(Statistics.currentVersion + 1))
    ) {
      try store.update { $0.recordGameStarted() }
    }
    #expect(
      throws: StatsError(
        .read, path: store.url.path, reason: .newerVersion(Statistics.currentVersion + 1))
    ) {
      try store.read()
    }
    #expect(try String(contentsOfFile: store.url.path, encoding: .utf8) == text)
    #expect(!FileManager.default.fileExists(atPath: store.url.path + ".damaged"))
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

  @Test("a file near the read limit stays readable after an update: it is written compact")
  func nearLimitStaysReadable() throws {
    let store = try Self.store()
    var stats = Statistics()
    var number = 0
    // About 4.1 MB of best scores, as compact JSON: indented, the file would pass 4 MiB.
    let long = String(repeating: "p", count: 190)
    while stats.bestScores.count * 210 < 4_100_000 {
      stats.bestScores[long + String(format: "%010d", number)] = number
      number += 1
    }
    let bytes = try stats.encoded()
    #expect(bytes.count > 4_000_000 && bytes.count < StatsStore.largestFile)
    try bytes.write(to: store.url)
    #expect(try store.read().setAside == nil)
    let (_, loaded) = try store.update { $0.recordGameStarted() }
    #expect(loaded.setAside == nil)
    let again = try store.read()
    #expect(again.setAside == nil)
    #expect(again.statistics.games == 1)
    #expect(again.statistics.bestScores.count == stats.bestScores.count)
  }

  @Test("statistics too large to read back are not written: the file on disk stays as it was")
  func tooLargeNotWritten() throws {
    let store = try Self.store()
    try store.update { $0.recordGameStarted() }
    let before = try Data(contentsOf: store.url)
    let long = String(repeating: "x", count: 1024)
    do {
      try store.update { stats in
        for number in 0..<(StatsStore.largestFile / 1024 + 1) {
          stats.bestScores["\(long)\(number)"] = number
        }
      }
      Issue.record("statistics larger than the read limit were written")
    } catch {
      #expect(error.operation == .save)
    }
    #expect(try Data(contentsOf: store.url) == before)
    #expect(try store.read().statistics.games == 1)
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
