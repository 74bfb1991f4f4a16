import Foundation
import Testing

/// `Scripts/install` and `Scripts/uninstall` with the built `quiz`, into a scratch prefix:
/// they write and remove only what quiz installs, inside the prefix, and never through a
/// symbolic link or a list that names something else.
@Suite("Install scripts", .ownThreads)
struct InstallScriptTests {
  private static let scripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  /// A scratch folder holding `prefix/` and a `victim/a.txt` beside it that nothing may touch.
  struct Scratch {
    var root: URL
    var prefix: URL { root.appendingPathComponent("prefix") }
    var victim: URL { root.appendingPathComponent("victim/a.txt") }
    var list: URL { prefix.appendingPathComponent("share/quiz/installed") }
  }

  private static func scratch() throws -> Scratch {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-install-\(UUID().uuidString)")
    let scratch = Scratch(root: root)
    try FileManager.default.createDirectory(
      at: scratch.victim.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: scratch.prefix, withIntermediateDirectories: true)
    try Data("keep me\n".utf8).write(to: scratch.victim)
    return scratch
  }

  /// Runs `Scripts/name` with PREFIX set to the scratch prefix and QUIZ to the built quiz.
  private static func run(_ name: String, _ scratch: Scratch) throws -> QuizRunner.Result {
    let environment = [
      "PATH": "/usr/bin:/bin", "HOME": scratch.root.path, "PREFIX": scratch.prefix.path,
      "QUIZ": QuizRunner.executable.path, "LANG": "C.UTF-8",
    ]
    return try QuizRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      [Self.scripts.appendingPathComponent(name).path], environment: environment, timeout: 60)
  }

  private static func victimIntact(_ scratch: Scratch) -> Bool {
    (try? String(contentsOf: scratch.victim, encoding: .utf8)) == "keep me\n"
  }

  /// Everything under `folder`, as relative paths, sorted.
  private static func tree(_ folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    return (enumerator?.allObjects as? [String] ?? []).sorted()
  }

  @Test("install then uninstall leaves the prefix as it was")
  func roundTrip() throws {
    let scratch = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: scratch.root) }
    try Data().write(to: scratch.prefix.appendingPathComponent("kept"))
    let before = Self.tree(scratch.root)
    let install = try Self.run("install", scratch)
    #expect(install.exitCode == 0, "\(install.errorOutput)")
    #expect(
      FileManager.default.isExecutableFile(
        atPath: scratch.prefix.appendingPathComponent("bin/quiz").path))
    let uninstall = try Self.run("uninstall", scratch)
    #expect(uninstall.exitCode == 0, "\(uninstall.errorOutput)")
    #expect(Self.tree(scratch.root) == before)
  }

  @Test(
    "uninstall refuses a list naming anything quiz does not install, and removes nothing",
    arguments: [
      "file ../victim/a.txt", "file bin/../../victim/a.txt", "file /victim/a.txt",
      "file share/quiz/../../../victim/a.txt", "dir /../victim", "dir /bin/../../victim",
      "file bin/other", "remove everything", "dir /share/man /share",
      "file bin/quiz\u{1B}]52;c;eA==\u{07}",
    ])
  func hostileList(line: String) throws {
    let scratch = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: scratch.root) }
    #expect(try Self.run("install", scratch).exitCode == 0)
    let list = try String(contentsOf: scratch.list, encoding: .utf8)
    try Data((list + line + "\n").utf8).write(to: scratch.list)
    let installed = Self.tree(scratch.prefix)

    let uninstall = try Self.run("uninstall", scratch)
    #expect(uninstall.exitCode == 65)
    #expect(uninstall.errorLines.count == 1)
    #expect(uninstall.errorOutput.contains("nothing was removed"), "\(uninstall.errorOutput)")
    #expect(!uninstall.stderr.contains(0x1B))
    #expect(Self.victimIntact(scratch))
    #expect(Self.tree(scratch.prefix) == installed)

    // A new install runs the uninstall first: it stops the same way.
    let again = try Self.run("install", scratch)
    #expect(again.exitCode == 65)
    #expect(Self.victimIntact(scratch))
    #expect(Self.tree(scratch.prefix) == installed)
  }

  @Test("install replaces a symbolic link at a target path instead of writing through it")
  func symlinkTarget() throws {
    let scratch = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: scratch.root) }
    let bin = scratch.prefix.appendingPathComponent("bin")
    let man = scratch.prefix.appendingPathComponent("share/man/man1")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: man, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("quiz"), withDestinationURL: scratch.victim)
    try FileManager.default.createSymbolicLink(
      at: man.appendingPathComponent("quiz.1"), withDestinationURL: scratch.victim)
    let before = try FileManager.default.attributesOfItem(atPath: scratch.victim.path)

    let install = try Self.run("install", scratch)
    #expect(install.exitCode == 0, "\(install.errorOutput)")
    #expect(Self.victimIntact(scratch))
    let after = try FileManager.default.attributesOfItem(atPath: scratch.victim.path)
    #expect(after[.posixPermissions] as? Int == before[.posixPermissions] as? Int)
    for target in [bin.appendingPathComponent("quiz"), man.appendingPathComponent("quiz.1")] {
      let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
      #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }
    #expect(try Self.run("uninstall", scratch).exitCode == 0)
    #expect(Self.victimIntact(scratch))
  }
}
