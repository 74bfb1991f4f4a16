import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an import killed with `kill -9` leaves beside a pack (`.NAME.import-XXXX` with the
/// bank half written, `.NAME.old-XXXX` with the pack it was replacing) goes at the next
/// import of that name and in `quiz banks` — but never while an import of that name runs.
@Suite("Leftovers of killed imports", .ownThreads)
struct ImportLeftoverTests {
  /// A home, its packs folder, and a spreadsheet next to it.
  struct Place {
    let home: TemporaryDirectory
    let packs: URL
    let csv: String
    var environment: [String: String] { QuizRunner.environment(home: home.url) }

    init() throws {
      home = try TemporaryDirectory()
      packs = home.file(".local/share/quiz/banks")
      try FileManager.default.createDirectory(at: packs, withIntermediateDirectories: true)
      csv = try home.raw(Array("answer,title\nSUN,Hot star\nCAT,Purrs\n".utf8), named: "w.csv")
    }

    /// A folder as a killed import leaves it: a bank file cut short and a picture.
    @discardableResult
    func leftover(_ name: String) throws -> URL {
      let folder = packs.appendingPathComponent(name)
      let pictures = folder.appendingPathComponent("pictures")
      try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
      try Data("<?xml version=\"1.0\"".utf8).write(
        to: folder.appendingPathComponent("questions.plist"))
      try Data(repeating: 1, count: 30_000).write(to: pictures.appendingPathComponent("sun.png"))
      return folder
    }

    func names() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: packs.path)) ?? []).sorted()
    }
  }

  @Test("the next import of a name removes its scratch folders, and only its own")
  func nextImport() throws {
    let place = try Place()
    try place.leftover(".fruit.import-3k9x0a")
    try place.leftover(".fruit.import-zz1")
    try place.leftover(".other.import-abc")
    let run = try QuizRunner.run(
      ["import", place.csv, "--install", "fruit"], environment: place.environment)
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    #expect(place.names() == [".other.import-abc", "fruit"])
  }

  @Test("quiz banks removes the leftovers of every pack and lists the packs as before")
  func banks() throws {
    let place = try Place()
    let installed = try QuizRunner.run(
      ["import", place.csv, "--install", "fruit"], environment: place.environment)
    #expect(installed.exitCode == 0)
    let before = try QuizRunner.run(["banks"], environment: place.environment)
    try place.leftover(".fruit.import-3k9x0a")
    try place.leftover(".veg.import-1")
    try Data().write(to: place.packs.appendingPathComponent(".veg.import.lock"))
    // Not a leftover's name: an upper-case suffix, a name no pack has, a file.
    try place.leftover(".fruit.import-ABC")
    try place.leftover(".my pack.import-1")
    try Data().write(to: place.packs.appendingPathComponent(".fruit.import-2"))
    let after = try QuizRunner.run(["banks"], environment: place.environment)
    #expect(after.exitCode == 0 && after.output == before.output)
    #expect(after.errorOutput == before.errorOutput)
    #expect(
      place.names() == [".fruit.import-2", ".fruit.import-ABC", ".my pack.import-1", "fruit"])
  }

  @Test("a pack moved aside by a killed replace comes back, or goes once replaced")
  func movedAside() throws {
    let place = try Place()
    #expect(
      try QuizRunner.run(
        ["import", place.csv, "--install", "fruit"], environment: place.environment
      ).exitCode == 0)
    let pack = place.packs.appendingPathComponent("fruit")
    // Killed after moving the old pack aside, before the new one took its place.
    try FileManager.default.moveItem(
      at: pack, to: place.packs.appendingPathComponent(".fruit.old-5"))
    try place.leftover(".fruit.import-5")
    let restored = try QuizRunner.run(["banks"], environment: place.environment)
    #expect(restored.output.contains("fruit") && place.names() == ["fruit"])
    #expect(try QuizRunner.run(["check", pack.path + "/questions.plist"]).exitCode == 0)
    // Killed after the new one took its place, before the old one was removed.
    try FileManager.default.copyItem(
      at: pack, to: place.packs.appendingPathComponent(".fruit.old-6"))
    _ = try QuizRunner.run(["banks"], environment: place.environment)
    #expect(place.names() == ["fruit"])
  }

  @Test("a scratch folder of an import that is running is kept, by banks and other imports")
  func runningImport() throws {
    let place = try Place()
    let scratch = try place.leftover(".fruit.import-7")
    // An import of fruit is running: it holds the lock of its name shared, as every import
    // does while its folders exist.
    let lock = place.packs.appendingPathComponent(".fruit.import.lock").path
    let fd = open(lock, O_RDWR | O_CREAT, 0o600)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(flock(fd, LOCK_SH) == 0)
    _ = try QuizRunner.run(["banks"], environment: place.environment)
    let other = try QuizRunner.run(
      ["import", place.csv, "--install", "fruit"], environment: place.environment)
    #expect(other.exitCode == 0, "\(other.errorOutput)")
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/pictures/sun.png"))
    // Once it is gone, the next one cleans up.
    flock(fd, LOCK_UN)
    let next = try QuizRunner.run(
      ["import", place.csv, "--install", "fruit", "--force"], environment: place.environment)
    #expect(next.exitCode == 0, "\(next.errorOutput)")
    #expect(place.names() == ["fruit"])
  }

  @Test("an import with -o leaves nothing beside its folder, no lock file either")
  func nothingBeside() throws {
    let place = try Place()
    let out = place.home.file("out")
    let run = try QuizRunner.run(["import", place.csv, "-o", out.path])
    #expect(run.exitCode == 0)
    let beside = try FileManager.default.contentsOfDirectory(atPath: place.home.url.path)
    #expect(beside.filter { $0.hasPrefix(".out") }.isEmpty, "\(beside)")
  }
}
