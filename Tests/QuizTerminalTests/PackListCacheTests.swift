import Foundation
import QuizCore
import Testing

@testable import QuizTerminal

/// The pack list's cache: a pack's count is read once while its file stays the same, and a
/// cache that is damaged or cannot be written only means the packs are read again.
@Suite("The pack list's cache")
struct PackListCacheTests {
  /// A folder with a pack `mine` of `questions` questions; returns the folder, the bank
  /// file and the cache file.
  private func folder(questions: Int = 2) throws -> (folder: URL, bank: URL, cache: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-cache-\(UUID().uuidString)", isDirectory: true)
    let pack = folder.appendingPathComponent("data/quiz/banks/mine", isDirectory: true)
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    let bank = pack.appendingPathComponent("questions.plist")
    try write(questions, to: bank)
    return (folder, bank, folder.appendingPathComponent("cache/quiz/packs.json"))
  }

  private func write(_ questions: Int, to bank: URL) throws {
    let entries = (0..<questions).map { ["answer": "SUN", "title": "Hot star \($0)"] }
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
      .write(to: bank)
  }

  /// Counts `bank` through a cache read from `cache` and saved after; returns the count
  /// and whether the bank was read.
  private func count(_ bank: URL, cache url: URL) throws -> (questions: Int, read: Bool) {
    var cache = PackListCache(url: url)
    var read = false
    let questions = try cache.questions(in: bank) { () throws(BankError) in
      read = true
      return try QuestionBank.load(contentsOf: bank, decodePictures: false).questions.count
    }
    cache.save(keeping: [bank.path])
    return (questions, read)
  }

  @Test("a pack's count is read once, then remembered while its file is unchanged")
  func remembered() throws {
    let (_, bank, cache) = try folder()
    #expect(try count(bank, cache: cache) == (2, true))
    #expect(try count(bank, cache: cache) == (2, false))
  }

  @Test("a changed bank file is read again")
  func changedFile() throws {
    let (_, bank, cache) = try folder()
    _ = try count(bank, cache: cache)
    try write(3, to: bank)
    #expect(try count(bank, cache: cache) == (3, true))
  }

  @Test("a pictures folder made or changed beside the bank reads it again")
  func picturesFolderChanged() throws {
    let (_, bank, cache) = try folder()
    _ = try count(bank, cache: cache)
    let pictures = bank.deletingLastPathComponent().appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    #expect(try count(bank, cache: cache).read)
  }

  @Test("a broken pack is not remembered: it is read, and its problem told, every time")
  func brokenNotRemembered() throws {
    let (_, bank, cache) = try folder()
    try Data("hello".utf8).write(to: bank)
    for _ in 0..<2 {
      var list = PackListCache(url: cache)
      var read = false
      #expect(throws: BankError.self) {
        _ = try list.questions(in: bank) { () throws(BankError) in
          read = true
          return try QuestionBank.load(contentsOf: bank).questions.count
        }
      }
      list.save(keeping: [bank.path])
      #expect(read)
    }
  }

  @Test(
    "a damaged cache is ignored and written anew, never a crash",
    arguments: [
      "", "hello", "{", "[]", "{\"version\":1}", "{\"version\":99,\"program\":\"x\",\"packs\":{}}",
      DamagedCache(name: "600 nested objects", text: String(repeating: "{\"a\":", count: 600)),
      DamagedCache(
        name: "a negative count and an impossible key",
        text: "{\"version\":1,\"program\":\"\(HelpText.version)\",\"packs\":{\"P\":"
          + "{\"questions\":-5,\"key\":{\"bank\":{\"device\":1e300,\"inode\":-1,\"size\":0,"
          + "\"seconds\":0,\"nanoseconds\":0}}}}}"),
    ] as [DamagedCache])
  func damaged(_ damaged: DamagedCache) throws {
    let text = damaged.text
    let (_, bank, cache) = try folder()
    try FileManager.default.createDirectory(
      at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.replacingOccurrences(of: "\"P\"", with: "\"\(bank.path)\"").utf8)
      .write(to: cache)
    #expect(try count(bank, cache: cache) == (2, true))
    #expect(try count(bank, cache: cache) == (2, false))
  }

  @Test("a remembered count that is impossible (0 or below) is not believed")
  func impossibleCount() throws {
    let (_, bank, cache) = try folder()
    _ = try count(bank, cache: cache)
    let text = try String(contentsOf: cache, encoding: .utf8)
      .replacingOccurrences(of: "\"questions\":2", with: "\"questions\":0")
    try Data(text.utf8).write(to: cache)
    #expect(try count(bank, cache: cache) == (2, true))
  }

  @Test("a cache folder that cannot be written only means the pack is read each time")
  func unwritable() throws {
    let (_, bank, _) = try folder()
    let cache = URL(fileURLWithPath: "/dev/null/quiz/packs.json")
    #expect(try count(bank, cache: cache) == (2, true))
    #expect(try count(bank, cache: cache) == (2, true))
  }

  @Test("quiz banks and the menu keep the cache in XDG_CACHE_HOME and list from it")
  func listsFromCache() throws {
    let (folder, bank, cache) = try folder()
    let environment = [
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "HOME": folder.path,
    ]
    let first = try PackList.rows(environment: environment, statistics: nil)
    #expect(first.first { $0.pack.name == "mine" }?.questions == 2)
    #expect(FileManager.default.fileExists(atPath: cache.path))
    var remembered = PackListCache(url: cache)
    #expect(try remembered.questions(in: bank) { () throws(BankError) in 0 } == 2)
    let second = try PackList.rows(environment: environment, statistics: nil)
    #expect(second == first)
  }

  @Test("the cache home defaults to ~/.cache, and a relative XDG_CACHE_HOME is not used")
  func cacheFolder() {
    #expect(
      PackListCache.folder(environment: ["HOME": "/home/ana"])?.path == "/home/ana/.cache/quiz")
    #expect(
      PackListCache.folder(environment: ["HOME": "/home/ana", "XDG_CACHE_HOME": "rel"])?.path
        == "/home/ana/.cache/quiz")
    #expect(
      PackListCache.folder(environment: ["XDG_CACHE_HOME": "/c"])?.path == "/c/quiz")
    #expect(PackListCache.folder(environment: [:]) == nil)
  }
}

/// A damaged cache file's text, named in the test log by its text or, for a long one, by
/// what it is.
struct DamagedCache: ExpressibleByStringLiteral, CustomTestStringConvertible, Sendable {
  var name: String
  var text: String

  init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  init(stringLiteral text: String) {
    self.init(name: text.debugDescription, text: text)
  }

  var testDescription: String { name }
}
