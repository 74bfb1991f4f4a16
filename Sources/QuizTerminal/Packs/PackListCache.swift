import Foundation
import QuizSystem
import TerminalKit

/// The question counts of the player's packs, remembered between runs so that `quiz banks`
/// and the start screen list them without parsing every bank file:
/// `$XDG_CACHE_HOME/quiz/packs.json` (the cache home defaults to `~/.cache`).
///
/// An entry holds only while its bank file's identity (path, device, inode, size and
/// modification time, links followed) and that of the pack's `pictures/` folder are as
/// they were, and the program is the same version; otherwise the pack is read again. Only
/// packs that load are remembered, so a broken pack is read every time and its problem is
/// told as it is now. A cache that is missing, damaged, too large or cannot be written
/// only means the packs are read; it never stops a list.
struct PackListCache {
  /// What must be unchanged for an entry to hold.
  struct Key: Codable, Equatable, Sendable {
    /// The bank file's identity.
    var bank: Platform.FileIdentity
    /// The identity of the `pictures/` folder beside it, when there is one.
    var pictures: Platform.FileIdentity?
  }

  /// One pack's remembered count.
  struct Entry: Codable, Equatable, Sendable {
    /// The identity the count was read at.
    var key: Key
    /// The number of questions.
    var questions: Int
    /// The bank's own title, when it has one.
    var title: String?
  }

  /// The file's whole contents.
  struct Contents: Codable, Equatable, Sendable {
    /// The format version.
    var version: Int
    /// The program that wrote it (another version may validate banks differently).
    var program: String
    /// The entries, by the bank file's path.
    var packs: [String: Entry]
  }

  /// The format version written and read.
  static let version = 2
  /// The largest cache file read; a real one holds a line per pack.
  static let largestFile = 1 << 20
  /// The file's name in the cache folder.
  static let fileName = "packs.json"

  /// The cache file; `nil` when no home folder is known (nothing is remembered).
  let url: URL?
  /// The entries read, then those found or counted since.
  private(set) var entries: [String: Entry]
  private var changed = false

  /// The cache of the environment's cache folder, read now.
  init(environment: [String: String]) {
    self.init(url: Self.folder(environment: environment)?.appendingPathComponent(Self.fileName))
  }

  /// The cache at `url`, read now.
  init(url: URL?) {
    self.url = url
    entries = url.map(Self.read) ?? [:]
  }

  /// The game's cache folder, `$XDG_CACHE_HOME/quiz/`, where the cache home defaults to
  /// `~/.cache`; `nil` when no home folder is known.
  static func folder(environment: [String: String]) -> URL? {
    let base: URL
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      base = URL(fileURLWithPath: cache, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".cache", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("quiz", isDirectory: true)
  }

  /// The identity of `bankFile` and its pictures folder now; `nil` when the file cannot
  /// be described (it is then read, and its problem told).
  static func key(for bankFile: URL) -> Key? {
    guard let bank = Platform.fileIdentity(bankFile.path) else { return nil }
    let pictures = bankFile.deletingLastPathComponent()
      .appendingPathComponent("pictures", isDirectory: true)
    return Key(bank: bank, pictures: Platform.fileIdentity(pictures.path))
  }

  /// The number of questions of the pack whose bank file is `bankFile`: remembered when
  /// the file is as it was, otherwise counted by `count` (and remembered when it loads).
  mutating func questions<Failure: Error>(
    in bankFile: URL, count: () throws(Failure) -> Int
  ) throws(Failure) -> Int {
    try summary(in: bankFile) { () throws(Failure) in (try count(), nil) }.questions
  }

  /// The number of questions and the title of the pack whose bank file is `bankFile`, as
  /// ``questions(in:count:)`` finds the number: remembered, or read by `read`.
  mutating func summary<Failure: Error>(
    in bankFile: URL, read: () throws(Failure) -> (questions: Int, title: String?)
  ) throws(Failure) -> (questions: Int, title: String?) {
    let path = bankFile.path
    let key = Self.key(for: bankFile)
    if let key, let entry = entries[path], entry.key == key {
      return (entry.questions, entry.title)
    }
    let summary = try read()
    // Described again: a file replaced while it was read is not remembered as the new one.
    if let key, Self.key(for: bankFile) == key {
      entries[path] = Entry(key: key, questions: summary.questions, title: summary.title)
      changed = true
    }
    return summary
  }

  /// Writes the entries of the packs in `paths` (others are forgotten) when anything
  /// changed; a failure is ignored (the packs are only read again next time).
  mutating func save(keeping paths: Set<String>) {
    let kept = entries.filter { paths.contains($0.key) }
    guard let url, changed || kept.count != entries.count else { return }
    entries = kept
    changed = false
    let contents = Contents(version: Self.version, program: HelpText.version, packs: kept)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(contents), data.count <= Self.largestFile else { return }
    try? AtomicFile(url: url).write(Array(data))
  }

  /// The entries of the file at `url`; none when it is missing, damaged, too large, of
  /// another version or written by another program version.
  private static func read(_ url: URL) -> [String: Entry] {
    guard case .success(.bytes(let bytes)) = Platform.readFile(url.path, limit: largestFile),
      let contents = try? JSONDecoder().decode(Contents.self, from: Data(bytes)),
      contents.version == version, contents.program == HelpText.version
    else { return [:] }
    return contents.packs.filter { $0.value.questions > 0 }
  }
}
