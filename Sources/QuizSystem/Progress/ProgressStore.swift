import Foundation
import QuizCore

/// Saves and loads progress files, one per bank, written atomically.
///
/// Saves go through ``AtomicFile``: a new temporary file next to the progress file,
/// `.NAME.PID.RANDOM.tmp`, created exclusively, then renamed over it. A process killed
/// between the two leaves the temporary file behind; the next start removes such leftovers
/// (``removeStaleTemporaryFiles(now:)``).
public struct ProgressStore: Sendable {
  /// The progress file.
  public let url: URL

  /// The largest progress file read; a real one is a few hundred bytes, so anything past
  /// this is damaged.
  public static let largestFile = 64 * 1024
  /// How old a leftover temporary file must be to go even when its process id is alive
  /// again (ids are reused); a save takes far less than this.
  public static let staleAge: TimeInterval = AtomicFile.staleAge

  /// A store at an explicit path (`--state PATH`).
  public init(url: URL) {
    self.url = url
  }

  /// The default file for a bank: `$XDG_STATE_HOME/quiz/NAME.json`, where the state home
  /// defaults to `~/.local/state`; `nil` when no home folder is known.
  public static func defaultStore(bankKey: String, environment: [String: String]) -> ProgressStore?
  {
    stateFolder(environment: environment).map {
      ProgressStore(url: $0.appendingPathComponent(fileName(for: bankKey)))
    }
  }

  /// The game's state folder, `$XDG_STATE_HOME/quiz/`, where the state home defaults to
  /// `~/.local/state`; `nil` when no home folder is known.
  public static func stateFolder(environment: [String: String]) -> URL? {
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("quiz", isDirectory: true)
  }

  /// A file name for a bank: bundled banks by name, other banks by name plus a hash of
  /// their full path so two `questions.plist` files do not share progress.
  static func fileName(for bankKey: String) -> String {
    if QuestionBank.bundledNames.contains(bankKey) { return bankKey + ".json" }
    let stem = URL(fileURLWithPath: bankKey).deletingPathExtension().lastPathComponent
    let safe = String(
      stem.unicodeScalars.filter {
        $0.isASCII
          && ($0 == "-" || $0 == "_"
            || CharacterSet.alphanumerics.contains($0))
      }.map(Character.init))
    let digits = String(stableHash(bankKey), radix: 16)
    let hex = String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    return "\(safe.isEmpty ? "bank" : safe)-\(hex).json"
  }

  /// What loading found.
  public enum LoadResult: Equatable, Sendable {
    /// No saved progress.
    case none
    /// Saved progress that fits the bank.
    case resumed(SavedProgress)
    /// The file was damaged and was moved aside to this path.
    case setAside(String)
    /// The file holds progress for a bank with another number of questions.
    case otherBank
    /// The file is there but cannot be read (or, damaged, cannot be moved aside): the game
    /// starts fresh and saves nothing, so that the file is not overwritten unread.
    case unreadable(ProgressError)
  }

  /// The saved progress for a bank of `total` questions, read without changing anything
  /// (a damaged or unreadable file reads as none): for listing packs.
  public func peek(total: Int) -> SavedProgress? {
    guard case .success(.bytes(let bytes)) = Platform.readFile(url.path, limit: Self.largestFile)
    else { return nil }
    return SavedProgress.decode(Data(bytes), total: total)
  }

  /// Loads progress for a bank of `total` questions; a damaged file is renamed, not deleted.
  public func load(total: Int) -> LoadResult {
    let data: Data
    switch Platform.readFile(url.path, limit: Self.largestFile) {
    case .failure(let error) where error.code == Platform.noSuchFile:
      return .none
    case .failure(let error):
      return .unreadable(ProgressError(.read, path: url.path, reason: FileFault(error)))
    case .success(.notRegular):
      return .unreadable(ProgressError(.read, path: url.path, reason: .notRegularFile))
    case .success(.tooLarge):
      return setAside()
    case .success(.bytes(let bytes)):
      data = Data(bytes)
    }
    guard let progress = SavedProgress.decode(data) else {
      // A newer quiz's file is no damage: left as it is, and this game saves nothing.
      if let version = FormatVersion.newer(in: data, than: SavedProgress.currentVersion) {
        return .unreadable(ProgressError(.read, path: url.path, reason: .newerVersion(version)))
      }
      return setAside()
    }
    // Sound, but saved for a bank of another size: start over and overwrite it later.
    return progress.total == total ? .resumed(progress) : .otherBank
  }

  /// Moves a damaged file aside, never over an earlier one: FILE.damaged, then
  /// FILE.damaged-2, …
  private func setAside() -> LoadResult {
    switch AtomicFile(url: url).setAside() {
    case .success(let path): return .setAside(path)
    case .failure(let error):
      return .unreadable(
        ProgressError(.setAside, path: url.path, reason: FileFault(error)))
    }
  }

  /// Writes progress atomically: a new temporary file in the same folder, then rename.
  ///
  /// - Throws: ``ProgressError`` naming the file and the reason; the temporary file is
  ///   removed on every failure after it was made.
  public func save(_ progress: SavedProgress) throws(ProgressError) {
    func failure(_ reason: FileFault) -> ProgressError {
      ProgressError(.save, path: url.path, reason: reason)
    }
    let bytes: [UInt8]
    do {
      bytes = Array(try progress.encoded())
    } catch {
      throw failure(.notEncodable(error.reason))
    }
    do {
      try AtomicFile(url: url).write(bytes)
    } catch {
      throw failure(FileFault(error))
    }
  }

  /// True when `name` is one of this store's temporary files: `.NAME.PID.tmp` (the form
  /// earlier versions wrote) or `.NAME.PID.HEX.tmp`; returns the process id.
  func temporaryFileProcess(_ name: String) -> Int32? {
    AtomicFile(url: url).temporaryFileProcess(name)
  }

  /// Removes this store's temporary files that a killed earlier run left behind: regular
  /// files of its own naming, owned by this user, whose process is gone or which are older
  /// than ``staleAge``. Links and other users' files are left alone. Returns their paths.
  @discardableResult
  public func removeStaleTemporaryFiles(now: Date) -> [String] {
    removeStaleTemporaryFiles(now: now, isAlive: Platform.processIsAlive)
  }

  /// ``removeStaleTemporaryFiles(now:)`` with the liveness check passed in.
  func removeStaleTemporaryFiles(now: Date, isAlive: (Int32) -> Bool) -> [String] {
    AtomicFile(url: url).removeStaleTemporaryFiles(now: now, isAlive: isAlive)
  }

  /// Forgets the progress (the game was finished).
  public func clear() {
    _ = Platform.removeFile(url.path)
  }
}
