import Foundation
import QuizCore
import Testing

@testable import QuizSystem

@Suite("Progress store")
struct ProgressStoreTests {
  static func store() throws -> ProgressStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return ProgressStore(url: folder.appendingPathComponent("state.json"))
  }

  @Test("saved progress loads back for a bank of the same size")
  func roundTrip() throws {
    let store = try Self.store()
    let progress = SavedProgress(total: 5, question: 2, score: 1140, tally: Tally(solved: 2))
    try store.save(progress)
    #expect(store.load(total: 5) == .resumed(progress))
  }

  @Test("progress of a bank with another size is left in place and the game starts over")
  func otherBank() throws {
    let store = try Self.store()
    try store.save(SavedProgress(total: 5, question: 2, score: 1140, tally: Tally()))
    #expect(store.load(total: 9) == .otherBank)
    #expect(FileManager.default.fileExists(atPath: store.url.path))
  }

  @Test("a file of a newer version is left in place and unread, not called damaged")
  func newerVersion() throws {
    let store = try Self.store()
    var progress = SavedProgress(total: 5, question: 2, score: 1140, tally: Tally(solved: 2))
    progress.version = SavedProgress.currentVersion + 1
    let bytes = try progress.encoded()
    try bytes.write(to: store.url)
    #expect(
      store.load(total: 5)
        == .unreadable(
          ProgressError(
            .read, path: store.url.path,
            reason: .newerVersion(SavedProgress.currentVersion + 1))))
    #expect(try Data(contentsOf: store.url) == bytes)
    #expect(!FileManager.default.fileExists(atPath: store.url.path + ".damaged"))
  }

  @Test("damaged files are moved aside under new names, never over an earlier one")
  func damagedNumbered() throws {
    let store = try Self.store()
    try Data("garbage".utf8).write(to: store.url)
    #expect(store.load(total: 5) == .setAside(store.url.path + ".damaged"))
    try Data("more garbage".utf8).write(to: store.url)
    #expect(store.load(total: 5) == .setAside(store.url.path + ".damaged-2"))
    let first = try String(contentsOfFile: store.url.path + ".damaged", encoding: .utf8)
    #expect(first == "garbage")
  }

  @Test("the default file is per bank under XDG_STATE_HOME, else ~/.local/state")
  func defaultLocation() throws {
    let xdg = try #require(
      ProgressStore.defaultStore(
        bankKey: "en", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]))
    #expect(xdg.url.path == "/s/quiz/en.json")
    let home = try #require(ProgressStore.defaultStore(bankKey: "zh", environment: ["HOME": "/h"]))
    #expect(home.url.path == "/h/.local/state/quiz/zh.json")
    let file = try #require(
      ProgressStore.defaultStore(bankKey: "/b/my bank.plist", environment: ["HOME": "/h"]))
    #expect(file.url.lastPathComponent.hasPrefix("mybank-"))
    #expect(ProgressStore.defaultStore(bankKey: "en", environment: [:]) == nil)
  }
}

@Suite("Progress store files")
struct ProgressStoreFileTests {
  static func store() throws -> ProgressStore { try ProgressStoreTests.store() }
  static let progress = SavedProgress(total: 5, question: 1, score: 1100, tally: Tally(solved: 1))

  static func names(_ store: ProgressStore) -> [String] {
    let folder = store.url.deletingLastPathComponent().path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test("a link planted at the temporary name of earlier versions is not written through")
  func plantedLinkNotFollowed() throws {
    let store = try Self.store()
    let folder = store.url.deletingLastPathComponent()
    let target = folder.appendingPathComponent("precious")
    try Data("keep me".utf8).write(to: target)
    let planted = folder.appendingPathComponent(".state.json.\(getpid()).tmp")
    try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: target)
    try store.save(Self.progress)
    #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
    #expect(store.load(total: 5) == .resumed(Self.progress))
  }

  @Test("a new file is never created through an existing name, a link included")
  func exclusiveCreation() throws {
    let store = try Self.store()
    let folder = store.url.deletingLastPathComponent()
    let link = folder.appendingPathComponent("dangling").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: folder.appendingPathComponent("nowhere").path)
    #expect(throws: SystemErrno(code: EEXIST)) { try Platform.createExclusive(link).get() }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere").path))
  }

  @Test("the progress file is readable by its owner only")
  func ownerOnly() throws {
    let store = try Self.store()
    try store.save(Self.progress)
    let attributes = try FileManager.default.attributesOfItem(atPath: store.url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test("a save, failed or not, leaves no temporary file")
  func noTemporaryLeft() throws {
    let store = try Self.store()
    try store.save(Self.progress)
    #expect(Self.names(store) == ["state.json"])
    // A folder with something in it stands where the file goes: the rename fails.
    let taken = store.url.deletingLastPathComponent().appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
    try Data().write(to: taken.appendingPathComponent("x"))
    let blocked = ProgressStore(url: taken)
    #expect(throws: ProgressError.self) { try blocked.save(Self.progress) }
    #expect(Self.names(store) == ["state.json", "taken"])
  }

  @Test("leftovers of this file from dead or long-gone saves are removed at start; others stay")
  func staleTemporaryFiles() throws {
    let store = try Self.store()
    let folder = store.url.deletingLastPathComponent()
    let now = Date()
    func make(_ name: String, age: TimeInterval = 0) throws {
      let url = folder.appendingPathComponent(name)
      try Data("{".utf8).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
    }
    try make(".state.json.4001.tmp")  // the form earlier versions wrote, process gone
    try make(".state.json.4002.1a2b3c.tmp")  // process gone
    try make(".state.json.77.ffff.tmp", age: 3600)  // process alive, but an hour old
    try make(".state.json.77.abcd.tmp")  // a save of a live process, in progress
    try make(".other.json.4001.tmp")  // another file's
    try make(".state.json.4001x.tmp")  // not our naming
    try make("state.json.4001.tmp")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(".state.json.4003.tmp").path,
      withDestinationPath: folder.appendingPathComponent("state.json.4001.tmp").path)
    let removed = store.removeStaleTemporaryFiles(now: now, isAlive: { $0 == 77 })
    #expect(
      removed.map { URL(fileURLWithPath: $0).lastPathComponent }
        == [".state.json.4001.tmp", ".state.json.4002.1a2b3c.tmp", ".state.json.77.ffff.tmp"])
    #expect(
      Self.names(store) == [
        ".other.json.4001.tmp", ".state.json.4001x.tmp", ".state.json.4003.tmp",
        ".state.json.77.abcd.tmp", "state.json.4001.tmp",
      ])
  }

  @Test("a process id that no longer exists is seen as gone, this one as alive")
  func liveness() {
    #expect(Platform.processIsAlive(getpid()))
    #expect(!Platform.processIsAlive(Int32.max))
  }

  @Test("a progress path that cannot be read is said so with the reason, not taken as none")
  func unreadable() throws {
    let store = try Self.store()
    let folder = store.url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: store.url, withIntermediateDirectories: true)
    #expect(
      store.load(total: 5)
        == .unreadable(ProgressError(.read, path: store.url.path, reason: .system(EISDIR))))
    try Data().write(to: folder.appendingPathComponent("file"))
    let underFile = ProgressStore(url: folder.appendingPathComponent("file/state.json"))
    #expect(
      underFile.load(total: 5)
        == .unreadable(ProgressError(.read, path: underFile.url.path, reason: .system(ENOTDIR))))
  }

  @Test("a FIFO at the progress path is refused without waiting on it")
  func fifoRefused() throws {
    let store = try Self.store()
    #expect(mkfifo(store.url.path, 0o600) == 0)
    #expect(
      store.load(total: 5)
        == .unreadable(ProgressError(.read, path: store.url.path, reason: .notRegularFile)))
  }

  @Test("a failed save names the whole path and the reason")
  func saveFailureReason() throws {
    let store = try Self.store()
    let folder = store.url.deletingLastPathComponent()
    try Data().write(to: folder.appendingPathComponent("file"))
    let underFile = ProgressStore(url: folder.appendingPathComponent("file/state.json"))
    let error = #expect(throws: ProgressError.self) { try underFile.save(Self.progress) }
    #expect(error == ProgressError(.save, path: underFile.url.path, reason: .system(ENOTDIR)))
  }

  @Test("a record that cannot be encoded is an error and the saved file stays as it was")
  func encodingFailure() throws {
    let store = try Self.store()
    try store.save(Self.progress)
    var broken = Self.progress
    broken.elapsed = .infinity
    let error = #expect(throws: ProgressError.self) { try store.save(broken) }
    guard case .notEncodable(let detail)? = error?.reason else {
      Issue.record("expected a record that cannot be encoded, got \(String(describing: error))")
      return
    }
    #expect(detail?.contains("not a number") == true)
    #expect(store.load(total: 5) == .resumed(Self.progress))
  }
}
