import Foundation
import QuizCore

/// Keeps the statistics file, `stats.json`, safe from two games at once and from damage.
///
/// Every change is a read–merge–write under an exclusive `flock(2)` on a lock file next to
/// it (`stats.json.lock`): the change is applied to what is on disk at that moment, never
/// to a copy read earlier, so two games in two terminals both count. The lock is on its own
/// file because the statistics file is replaced by rename on every write (through
/// ``AtomicFile``), and a lock on a replaced file would guard nothing. A damaged file is
/// moved aside (`stats.json.damaged`), never reset in place.
public struct StatsStore: Sendable {
  /// The statistics file.
  public let url: URL

  /// The largest statistics file read, and written: an update that would make a larger file
  /// is not saved. Ten years of daily results (``Statistics/dailyDaysKept``) are far smaller.
  public static let largestFile = 4 * 1024 * 1024

  /// A store at an explicit path (`--stats PATH`).
  public init(url: URL) {
    self.url = url
  }

  /// The default file, `$XDG_STATE_HOME/quiz/stats.json` (`~/.local/state/quiz/`); `nil`
  /// when no home folder is known.
  public static func defaultStore(environment: [String: String]) -> StatsStore? {
    ProgressStore.stateFolder(environment: environment).map {
      StatsStore(url: $0.appendingPathComponent("stats.json"))
    }
  }

  /// The lock file.
  public var lockURL: URL { url.appendingPathExtension("lock") }

  /// What was read, and where a damaged file went.
  public struct Loaded: Equatable, Sendable {
    /// The statistics (empty when there were none, or the file was damaged).
    public var statistics: Statistics
    /// Where a damaged file was moved, when it was.
    public var setAside: String?
  }

  /// The statistics as they are, read without the lock and without changing anything (a
  /// write replaces the file by rename, so a reader sees a whole file); `nil` when the file
  /// is missing, damaged or unreadable: for listing packs.
  public func peek() -> Statistics? {
    guard case .success(.bytes(let bytes)) = Platform.readFile(url.path, limit: Self.largestFile)
    else { return nil }
    return Statistics.decode(Data(bytes))
  }

  /// Reads the statistics (a missing file is empty statistics, and nothing is written).
  /// A sound file is read without the lock (a write replaces it by rename, so a reader sees
  /// a whole file); only a damaged one takes the lock, to be moved aside.
  public func read() throws(StatsError) -> Loaded {
    switch Platform.readFile(url.path, limit: Self.largestFile) {
    case .failure(let error) where error.code == Platform.noSuchFile:
      return Loaded(statistics: Statistics())
    case .success(.bytes(let bytes)):
      if let statistics = Statistics.decode(Data(bytes)) { return Loaded(statistics: statistics) }
    default:
      break
    }
    return try locked { () throws(StatsError) in try load() }
  }

  /// Applies `change` to the statistics on disk and writes the result, all under the lock;
  /// returns what `change` returned and what was loaded before it.
  @discardableResult
  public func update<Value>(
    _ change: (inout Statistics) -> Value
  ) throws(StatsError) -> (value: Value, loaded: Loaded) {
    try locked { () throws(StatsError) in
      var loaded = try load()
      if loaded.statistics.generation == nil {
        loaded.statistics.generation = UUID().uuidString
      }
      let value = change(&loaded.statistics)
      loaded.statistics.keepLatestDays()
      let bytes: [UInt8]
      do {
        bytes = Array(try loaded.statistics.encoded())
      } catch {
        throw StatsError(.save, path: url.path, reason: .notEncodable(nil))
      }
      // Never write what the next read would refuse: the file on disk stays as it was.
      guard bytes.count <= Self.largestFile else {
        throw StatsError(.save, path: url.path, reason: .tooLarge(Self.largestFile))
      }
      do throws(SystemErrno) {
        try AtomicFile(url: url).write(bytes)
      } catch {
        throw StatsError(.save, path: url.path, reason: FileFault(error))
      }
      return (value, loaded)
    }
  }

  /// Removes temporary files killed writers left behind.
  public func removeStaleTemporaryFiles(now: Date) {
    _ = AtomicFile(url: url).removeStaleTemporaryFiles(
      now: now, isAlive: Platform.processIsAlive)
  }

  private func locked<Value>(
    _ body: () throws(StatsError) -> Value
  ) throws(StatsError) -> Value {
    if let error = Platform.makeFolders(url.deletingLastPathComponent().path) {
      throw StatsError(.lock, path: lockURL.path, reason: FileFault(error))
    }
    let fd: Int32
    switch Platform.lockExclusive(lockURL.path, waitingAtMost: Platform.lockWait) {
    case .success(let descriptor): fd = descriptor
    case .failure(let error) where error.code == EWOULDBLOCK:
      throw StatsError(.save, path: url.path, reason: .lockHeld)
    case .failure(let error):
      throw StatsError(.lock, path: lockURL.path, reason: FileFault(error))
    }
    defer { Platform.unlock(fd) }
    return try body()
  }

  private func load() throws(StatsError) -> Loaded {
    switch Platform.readFile(url.path, limit: Self.largestFile) {
    case .failure(let error) where error.code == Platform.noSuchFile:
      return Loaded(statistics: Statistics())
    case .failure(let error):
      throw StatsError(.read, path: url.path, reason: FileFault(error))
    case .success(.notRegular):
      throw StatsError(.read, path: url.path, reason: .notRegularFile)
    case .success(.tooLarge):
      return try setAside()
    case .success(.bytes(let bytes)):
      guard let statistics = Statistics.decode(Data(bytes)) else {
        // A newer quiz's file is no damage: left as it is, and nothing is counted into it.
        if let version = FormatVersion.newer(in: Data(bytes), than: Statistics.currentVersion) {
          throw StatsError(.read, path: url.path, reason: .newerVersion(version))
        }
        return try setAside()
      }
      return Loaded(statistics: statistics)
    }
  }

  private func setAside() throws(StatsError) -> Loaded {
    switch AtomicFile(url: url).setAside() {
    case .success(let path): return Loaded(statistics: Statistics(), setAside: path)
    case .failure(let error):
      throw StatsError(.setAside, path: url.path, reason: FileFault(error))
    }
  }
}
