import Foundation

/// A pack of puzzles shipped with the game, as listed in `Resources/packs/packs.plist`.
public struct BundledPack: Sendable, Equatable {
  /// The name used by `--bank` and for saved progress (`en`, `en-animals`, `zh`).
  public var name: String
  /// The language of the answers: `en`, `zh` or `es`.
  public var language: String
  /// The title shown in lists of packs.
  public var title: String
  /// One line saying what is in the pack.
  public var description: String
  /// How hard the pack is, 1 being the easiest.
  public var level: Int
  /// The bank file, `Resources/packs/NAME.plist`.
  public var url: URL

  /// Creates a pack description.
  public init(
    name: String, language: String, title: String, description: String, level: Int, url: URL
  ) {
    self.name = name
    self.language = language
    self.title = title
    self.description = description
    self.level = level
    self.url = url
  }

  /// The name of the pack played when none is chosen.
  public static let defaultName = "en"

  /// The folder holding the manifest, every pack file and the shared `pictures/`.
  public static func folder() throws(BundledPackError) -> URL {
    guard let resources = BundledResources.folder else {
      throw .resourcesMissing(expected: BundledResources.expectedLocation)
    }
    return resources.appendingPathComponent("packs", isDirectory: true)
  }

  /// Every bundled pack, in menu order.
  public static func all() throws(BundledPackError) -> [BundledPack] {
    let folder = try folder()
    let manifest = folder.appendingPathComponent("packs.plist")
    let data: Data
    do {
      data = try Data(contentsOf: manifest)
    } catch {
      throw .manifestMissing(path: manifest.path)
    }
    return try parseManifest(data, path: manifest.path, folder: folder)
  }

  /// The bundled pack called `name`, or `nil` when there is none by that name.
  public static func named(_ name: String) throws(BundledPackError) -> BundledPack? {
    try all().first { $0.name == name }
  }

  /// Reads a manifest: an array of `{name, language, title, description, level}`.
  public static func parseManifest(
    _ data: Data, path: String, folder: URL
  ) throws(BundledPackError) -> [BundledPack] {
    let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    guard let entries = root as? [Any] else {
      throw .manifestInvalid(path: path, problem: "the root must be an array of packs")
    }
    var packs: [BundledPack] = []
    for (offset, entry) in entries.enumerated() {
      let number = offset + 1
      guard let fields = entry as? [String: Any] else {
        throw .manifestInvalid(path: path, problem: "pack \(number) is not a dictionary")
      }
      func text(_ key: String) throws(BundledPackError) -> String {
        guard let value = fields[key] as? String, !value.isEmpty else {
          throw .manifestInvalid(path: path, problem: "pack \(number) needs a \(key)")
        }
        return value
      }
      let name = try text("name")
      guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
        throw .manifestInvalid(path: path, problem: "pack \(number): a name of letters, digits, -")
      }
      guard let level = fields["level"] as? Int, level >= 1 else {
        throw .manifestInvalid(path: path, problem: "pack \(number) needs a level of 1 or more")
      }
      packs.append(
        BundledPack(
          name: name, language: try text("language"), title: try text("title"),
          description: try text("description"), level: level,
          url: folder.appendingPathComponent(name + ".plist")))
    }
    return packs
  }
}
