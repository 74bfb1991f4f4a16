import Foundation
import TestTools
import Testing

/// The source tree's top folder, where `Scripts/` and `docs/` are.
private let sourceRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Scripts/package-deb`: a Debian package made from a `quiz` that is already built.
@Suite("Scripts/package-deb", .ownThreads)
struct PackageScriptTests {
  static let hasDpkgDeb = ExternalTool.run(["dpkg-deb", "--version"]) != nil

  @Test(
    "QUIZ=a built quiz makes the package in a tree with no .build/dist yet",
    .enabled(if: hasDpkgDeb))
  func packagesAGivenBinary() throws {
    // A copy of the scripts and the man page, so the package lands in a tree of its own.
    let tree = try TemporaryDirectory()
    for folder in ["Scripts", "docs"] {
      try FileManager.default.copyItem(
        at: sourceRoot.appendingPathComponent(folder), to: tree.file(folder))
    }
    let environment = QuizRunner.environment(
      home: tree.url,
      [
        "QUIZ": QuizRunner.executable.path, "SOURCE_DATE_EPOCH": "0",
        // The debug build is large: packed without compression, the package is made in a
        // second instead of xz's ten; what is checked is the script, not dpkg-deb's xz.
        "DPKG_DEB_COMPRESSOR_TYPE": "none",
      ])
    // Through its shell rather than executed itself: the copy just written could still be
    // open in a child another test starts meanwhile, and executing it would fail with
    // ETXTBSY ("Text file busy").
    let run = try QuizRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"), [tree.file("Scripts/package-deb").path],
      environment: environment, timeout: 120)
    #expect(run.exitCode == 0, "\(run.errorOutput)")
    let dist = tree.file(".build/dist")
    let packages = (try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? []
    #expect(packages.count == 1 && packages.allSatisfy { $0.hasSuffix(".deb") }, "\(packages)")
    let deb = dist.appendingPathComponent(try #require(packages.first)).path
    let field = ExternalTool.run(["dpkg-deb", "--field", deb, "Package"])
    #expect(field.map { String(decoding: $0, as: UTF8.self) } == "quiz\n")
    #expect(
      run.output == "\(deb): \(try Data(contentsOf: URL(fileURLWithPath: deb)).count) bytes\n")
  }
}
