import Foundation
import QuizCore

/// Every pack: the bundled ones (in manifest order), then the player's own, by name.
///
/// A player's pack is a folder `$XDG_DATA_HOME/quiz/banks/NAME/` (the data home defaults to
/// `~/.local/share`) holding `questions.plist` and, if it has pictures, `pictures/`. Bundled
/// packs come first: `--bank en` always plays the shipped pack, and a player's pack with a
/// bundled name is listed as hidden (it still plays by its path).
public enum PackCatalog {
  /// The file a player's pack folder holds.
  public static let bankFileName = "questions.plist"

  /// The folder of the player's own packs; `nil` when no home folder is known.
  public static func userFolder(environment: [String: String]) -> URL? {
    let base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("quiz/banks", isDirectory: true)
  }

  /// True for a name `--bank` can take: letters, digits, `-`, `_` and `.`, not starting
  /// with a dot, at most 64 characters.
  public static func isPackName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 64 && !name.hasPrefix(".")
      && name.unicodeScalars.allSatisfy {
        $0.isASCII
          && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == ".")
      }
  }

  /// The player's packs: every folder of the user folder with a `questions.plist`, by name.
  public static func userPacks(environment: [String: String]) -> [Pack] {
    guard let folder = userFolder(environment: environment),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter(isPackName).sorted().compactMap { name in
      let file = folder.appendingPathComponent(name, isDirectory: true)
        .appendingPathComponent(bankFileName)
      guard FileManager.default.fileExists(atPath: file.path) else { return nil }
      return Pack(name: name, origin: .user, url: file)
    }
  }

  /// The folders of the user folder that ``userPacks(environment:)`` passes over for their
  /// name (not ``isPackName(_:)``), by name; hidden ones (a leading dot) are not counted.
  public static func skippedFolders(environment: [String: String]) -> [URL] {
    guard let folder = userFolder(environment: environment),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { !$0.hasPrefix(".") && !isPackName($0) }.sorted().compactMap { name in
      let url = folder.appendingPathComponent(name, isDirectory: true)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { return nil }
      return url
    }
  }

  /// The bundled packs; empty when the game's resources are missing.
  public static func bundledPacks() throws(BundledPackError) -> [Pack] {
    try BundledPack.all().map(Pack.init(bundled:))
  }

  /// The pack `--bank NAME` plays: the bundled one of that name first, then the player's.
  public static func find(
    _ name: String, environment: [String: String]
  ) throws(BundledPackError) -> Pack? {
    if let pack = try bundledPacks().first(where: { $0.name == name }) { return pack }
    return userPacks(environment: environment).first { $0.name == name }
  }
}
