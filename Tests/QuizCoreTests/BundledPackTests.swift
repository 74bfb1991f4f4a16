import Foundation
import Testing

@testable import QuizCore

@Suite("Bundled pack list")
struct BundledPackTests {
  private static let folder = URL(fileURLWithPath: "/packs")

  private static func manifest(_ entries: Any) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
  }

  @Test("the manifest lists en first as the default, every name once, each file present")
  func shippedManifest() throws {
    let packs = try BundledPack.all()
    #expect(packs.first?.name == BundledPack.defaultName)
    #expect(Set(packs.map(\.name)).count == packs.count)
    #expect(packs.contains { $0.name == "zh" && $0.language == "zh" })
    for pack in packs {
      #expect(FileManager.default.fileExists(atPath: pack.url.path), "\(pack.url.path)")
      #expect(pack.url.deletingLastPathComponent() == (try BundledPack.folder()))
      #expect(!pack.description.contains("\n"))
    }
    #expect(QuestionBank.bundledNames == packs.map(\.name))
    #expect(QuestionBank.bundledURL(named: "zh") == packs.first { $0.name == "zh" }?.url)
    #expect(QuestionBank.bundledURL(named: "no-such-pack") == nil)
  }

  @Test("a manifest entry becomes a pack whose file sits next to the manifest")
  func parsesEntry() throws {
    let data = try Self.manifest([
      [
        "name": "en-animals", "language": "en", "title": "Animals",
        "description": "Creatures", "level": 2, "extra": true,
      ]
    ])
    let packs = try BundledPack.parseManifest(data, path: "packs.plist", folder: Self.folder)
    #expect(
      packs == [
        BundledPack(
          name: "en-animals", language: "en", title: "Animals", description: "Creatures",
          level: 2, url: URL(fileURLWithPath: "/packs/en-animals.plist"))
      ])
  }

  /// A one-pack manifest body in XML, without the `description` key when it is `nil`.
  private static func entry(name: String, description: String?, level: Int) -> String {
    var fields = "<key>name</key><string>\(name)</string><key>language</key><string>en</string>"
    fields += "<key>title</key><string>T</string><key>level</key><integer>\(level)</integer>"
    if let description { fields += "<key>description</key><string>\(description)</string>" }
    return "<array><dict>" + fields + "</dict></array>"
  }

  @Test(
    "a broken manifest is one clear error naming the problem",
    arguments: [
      ("<string>not an array</string>", "the root must be an array of packs"),
      ("<array><integer>1</integer></array>", "pack 1 is not a dictionary"),
      (entry(name: "en", description: nil, level: 1), "pack 1 needs a description"),
      (entry(name: "../x", description: "D", level: 1), "a name of"),
      (entry(name: "en", description: "D", level: 0), "level of 1"),
    ])
  func brokenManifest(_ body: String, _ problem: String) throws {
    let data = Data(("<plist version=\"1.0\">" + body + "</plist>").utf8)
    let error = #expect(throws: BundledPackError.self) {
      try BundledPack.parseManifest(data, path: "p.plist", folder: Self.folder)
    }
    let description = try #require(error).description
    #expect(description.hasPrefix("p.plist: invalid list of packs: "))
    #expect(description.contains(problem), "\(description)")
    #expect(error?.exitCode == 65)
  }

  @Test("the resource folder is found only inside a resource bundle next to the executable")
  func locatesBundle() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    #expect(BundledResources.locate(near: [root]) == nil)
    let resources = root.appendingPathComponent("quiz_QuizCore.resources/Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    let found = BundledResources.locate(near: [URL(fileURLWithPath: "/nonexistent"), root])
    #expect(found?.standardizedFileURL.path == resources.standardizedFileURL.path)
  }
}
