import Foundation
import QuizCore

/// Saves and loads progress files, one per bank, written atomically.
public struct ProgressStore: Sendable {
  /// The progress file.
  public let url: URL

  /// A store at an explicit path (`--state PATH`).
  public init(url: URL) {
    self.url = url
  }

  /// The default file for a bank: `$XDG_STATE_HOME/quiz/NAME.json`, where the state home
  /// defaults to `~/.local/state`; `nil` when no home folder is known.
  public static func defaultStore(bankKey: String, environment: [String: String]) -> ProgressStore?
  {
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state", isDirectory: true)
    } else {
      return nil
    }
    let folder = base.appendingPathComponent("quiz", isDirectory: true)
    return ProgressStore(url: folder.appendingPathComponent(fileName(for: bankKey)))
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
    let hex = String(stableHash(bankKey), radix: 16).leftPadded(to: 16)
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
  }

  /// Loads progress for a bank of `total` questions; a damaged file is renamed, not deleted.
  public func load(total: Int) -> LoadResult {
    guard let data = try? Data(contentsOf: url) else { return .none }
    if let progress = SavedProgress.decode(data) {
      // Sound, but saved for a bank of another size: start over and overwrite it later.
      return progress.total == total ? .resumed(progress) : .otherBank
    }
    // Never overwrite an earlier damaged file: FILE.damaged, then FILE.damaged-2, …
    var aside = url.appendingPathExtension("damaged")
    var number = 2
    while FileManager.default.fileExists(atPath: aside.path) {
      aside = url.appendingPathExtension("damaged-\(number)")
      number += 1
    }
    do {
      try FileManager.default.moveItem(at: url, to: aside)
    } catch {
      return .none
    }
    return .setAside(aside.path)
  }

  /// Writes progress atomically (a temporary file in the same folder, then rename).
  public func save(_ progress: SavedProgress) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    try (try progress.encoded()).write(to: temporary)
    if rename(temporary.path, url.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Forgets the progress (the game was finished).
  public func clear() {
    try? FileManager.default.removeItem(at: url)
  }
}
