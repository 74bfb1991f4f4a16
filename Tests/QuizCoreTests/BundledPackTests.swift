import Foundation
import Testing

@testable import QuizCore

@Suite("Bundled pack list")
struct BundledPackTests {
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
      #expect(pack.file == "packs/\(pack.name).plist")
      #expect(BundledResources.contains(pack.file), "\(pack.file)")
      #expect(!pack.description.contains("\n"))
    }
    #expect(QuestionBank.bundledNames == packs.map(\.name))
    #expect(QuestionBank.bundled(named: "zh")?.questions.first?.answer == "太阳")
    #expect(QuestionBank.bundled(named: "no-such-pack") == nil)
  }

  @Test("every manifest entry gives its number of questions, the count its bank file loads")
  func shippedCounts() throws {
    let packs = try BundledPack.all()
    #expect(!packs.isEmpty)
    for pack in packs {
      let count = try #require(pack.questions, "\(pack.name)")
      #expect(count == (try pack.load().questions.count), "\(pack.name)")
    }
  }

  @Test("a manifest entry's questions count is read; without one the count is unknown")
  func parsesCount() throws {
    let entry: [String: Any] = [
      "name": "es", "language": "es", "title": "E", "description": "D", "level": 1,
    ]
    var counted = entry
    counted["questions"] = 55
    let packs = try BundledPack.parseManifest(try Self.manifest([counted, entry]), path: "p")
    #expect(packs.map(\.questions) == [55, nil])
    for bad: Any in [-1, "55"] {
      var broken = entry
      broken["questions"] = bad
      #expect(
        throws: BundledPackError.manifestInvalid(
          path: "p.plist", problem: .badQuestionCount(pack: 1))
      ) {
        try BundledPack.parseManifest(try Self.manifest([broken]), path: "p.plist")
      }
    }
  }

  @Test("a manifest entry becomes a pack whose file sits next to the manifest")
  func parsesEntry() throws {
    let data = try Self.manifest([
      [
        "name": "en-animals", "language": "en", "title": "Animals",
        "description": "Creatures", "level": 2, "extra": true,
      ]
    ])
    let packs = try BundledPack.parseManifest(data, path: "packs.plist")
    #expect(
      packs == [
        BundledPack(
          name: "en-animals", language: "en", title: "Animals", description: "Creatures",
          level: 2, file: "packs/en-animals.plist")
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
      ("<string>not an array</string>", ManifestFault.rootNotArray),
      ("<array><integer>1</integer></array>", .notADictionary(pack: 1)),
      (entry(name: "en", description: nil, level: 1), .missingKey(pack: 1, key: "description")),
      (entry(name: "../x", description: "D", level: 1), .badName(pack: 1)),
      (entry(name: "en", description: "D", level: 0), .badLevel(pack: 1)),
    ])
  func brokenManifest(_ body: String, _ problem: ManifestFault) throws {
    let data = Data(("<plist version=\"1.0\">" + body + "</plist>").utf8)
    let error = #expect(throws: BundledPackError.self) {
      try BundledPack.parseManifest(data, path: "p.plist")
    }
    #expect(error == .manifestInvalid(path: "p.plist", problem: problem))
    #expect(error?.exitCode == 65)
  }

  /// The repository's `Resources/` folder.
  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources")

  @Test("every file of Resources/ is compiled into the program, byte for byte, and no other")
  func embeddedMatchesFolder() throws {
    var onDisk: [String] = []
    let walker = try #require(FileManager.default.enumerator(atPath: Self.resources.path))
    for case let path as String in walker {
      var isFolder: ObjCBool = false
      let url = Self.resources.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue, !url.lastPathComponent.hasPrefix(".")
      else { continue }
      onDisk.append(path)
      #expect(BundledResources.data(at: path) == (try Data(contentsOf: url)), "\(path)")
    }
    #expect(BundledResources.paths == onDisk.sorted())
    #expect(onDisk.contains("packs/packs.plist") && onDisk.contains("celebration/trophy.xpm"))
  }

  @Test("a missing resource is nil or a clear error, never a trap")
  func missingResource() {
    #expect(BundledResources.data(at: "packs/no-such.plist") == nil)
    #expect(Picture.bundled(named: "no-such-picture") == nil)
    let pack = BundledPack(
      name: "gone", language: "en", title: "T", description: "D", level: 1,
      file: "packs/gone.plist")
    #expect(throws: BankError.fileMissing(path: "bundled pack gone (packs/gone.plist)")) {
      try pack.load()
    }
  }

  @Test("a bundled pack's pictures come from the program's resources")
  func bundledPictures() throws {
    let bank = try #require(QuestionBank.bundled(named: "en"))
    #expect(bank.directory == nil && bank.bundledPictureFolder == "packs/pictures")
    let icon = try #require(bank.questions.first?.icon)
    #expect(bank.picture(named: icon) != nil)
    #expect(bank.picture(named: "no-such-picture") == nil)
  }
}
