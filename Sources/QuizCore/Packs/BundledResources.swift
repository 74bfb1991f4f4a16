import Foundation

/// The files shipped with the game (packs, their pictures, the trophy): the top-level
/// `Resources/` folder, compiled into the program by the `EmbedResources` build plugin, so a
/// copy of `quiz` alone works anywhere. Nothing is read from disk.
public enum BundledResources {
  /// The bytes of the file at `path` under `Resources/` (`packs/en.plist`), or `nil` when
  /// there is no such file.
  public static func data(at path: String) -> Data? {
    base64Files[path].flatMap { Data(base64Encoded: $0) }
  }

  /// Whether there is a file at `path` under `Resources/`.
  public static func contains(_ path: String) -> Bool {
    base64Files[path] != nil
  }

  /// Every path under `Resources/`, sorted.
  public static var paths: [String] { base64Files.keys.sorted() }

  /// The picture `name` in `folder` (a path under `Resources/`): by its own name when it
  /// has a picture extension, else with the first picture extension found.
  static func pictureFile(named name: String, in folder: String) -> String? {
    let given = "\(folder)/\(name)"
    let ext = (name as NSString).pathExtension.lowercased()
    if QuestionBank.pictureExtensions.contains(ext), contains(given) { return given }
    return QuestionBank.pictureExtensions.map { "\(given).\($0)" }.first(where: contains)
  }
}
