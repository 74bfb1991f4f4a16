import Foundation

/// Where the files shipped with the game (packs, pictures, the trophy) are found.
///
/// SwiftPM copies the top-level `Resources/` folder into a resource bundle next to the
/// executable. Its generated `Bundle.module` stops the program when that bundle is missing,
/// so the bundle is looked for here instead, and a missing one is an answer, not a trap.
public enum BundledResources {
  /// The names SwiftPM gives the resource bundle of `QuizCore` (Linux, then Darwin).
  public static let bundleNames = ["quiz_QuizCore.resources", "quiz_QuizCore.bundle"]

  /// The `Resources` folder inside the resource bundle, or `nil` when no bundle is found.
  public static let folder: URL? = locate(near: executableFolders())

  /// The folder the resource bundle was looked for in first (for messages).
  public static var expectedLocation: String {
    executableFolders().first.map { $0.appendingPathComponent(bundleNames[0]).path }
      ?? bundleNames[0]
  }

  /// The `Resources` folder of the first resource bundle found in `folders`.
  static func locate(near folders: [URL]) -> URL? {
    let fileManager = FileManager.default
    for folder in folders {
      for name in bundleNames {
        let bundle = folder.appendingPathComponent(name, isDirectory: true)
        for inside in ["Resources", "Contents/Resources/Resources"] {
          let resources = bundle.appendingPathComponent(inside, isDirectory: true)
          var isDirectory: ObjCBool = false
          if fileManager.fileExists(atPath: resources.path, isDirectory: &isDirectory),
            isDirectory.boolValue
          {
            return resources
          }
        }
      }
    }
    return nil
  }

  /// The folders a resource bundle may sit in: the running executable's own folder (with
  /// symbolic links resolved, so a link on `PATH` works) and, for test runs, the folder
  /// of the test bundle.
  static func executableFolders() -> [URL] {
    var folders: [URL] = []
    let me = URL(fileURLWithPath: "/proc/self/exe")
    if FileManager.default.fileExists(atPath: me.path) {
      folders.append(me.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let executable = Bundle.main.executableURL {
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    var seen = Set<String>()
    return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }
}
