import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `quiz import` writes: a folder given with `-o`, or a pack of the player's own.
public enum ImportDestination {
  /// Why `--force` does not replace what is at the destination.
  public enum Refusal: Equatable, Sendable {
    /// It is not a folder: a file, a device, a symbolic link.
    case notAFolder
    /// It is a folder holding more than a bank quiz wrote: anything besides
    /// `questions.plist` and a `pictures/` folder of files.
    case notABank
    /// It holds the spreadsheet being imported.
    case holdsSource
    /// It is the current folder or one of the folders above it.
    case holdsWorkingDirectory
  }

  /// True for a name `--install` takes: a name `--bank` takes (``PackCatalog/isPackName(_:)``)
  /// that does not start with `-`, so it can never be read as an option.
  public static func isPackName(_ name: String) -> Bool {
    PackCatalog.isPackName(name) && !name.hasPrefix("-")
  }

  /// Why `--force` may not replace what is at `destination`, or `nil` when it may: only a
  /// bank folder as quiz writes one (``isBankFolder(_:)``) that holds neither `source` nor
  /// the current folder.
  static func refusal(replacing destination: URL, source: URL) -> Refusal? {
    guard let folder = resolved(destination.path) else { return .notAFolder }
    if let current = resolved(FileManager.default.currentDirectoryPath),
      current == folder || isInside(current, folder)
    {
      return .holdsWorkingDirectory
    }
    let sourceFolder = resolved(source.deletingLastPathComponent().path)
    let places = [resolved(source.path), sourceFolder.map { $0 + "/" + source.lastPathComponent }]
    if places.contains(where: { $0.map { isInside($0, folder) } ?? false }) {
      return .holdsSource
    }
    guard isBankFolder(destination.path) else {
      return kind(destination.path) == S_IFDIR ? .notABank : .notAFolder
    }
    return nil
  }

  /// True when `path` is, itself and not through a symbolic link, a folder holding a
  /// regular `questions.plist` and at most a `pictures/` folder (itself no link) holding no
  /// folders: what `quiz import` writes, and so what `--force` may replace.
  static func isBankFolder(_ path: String) -> Bool {
    guard kind(path) == S_IFDIR, let names = entries(path), names.contains("questions.plist"),
      names.allSatisfy({ $0 == "questions.plist" || $0 == "pictures" }),
      kind(path + "/questions.plist") == S_IFREG
    else { return false }
    guard names.contains("pictures") else { return true }
    let pictures = path + "/pictures"
    guard kind(pictures) == S_IFDIR, let files = entries(pictures) else { return false }
    return files.allSatisfy { kind(pictures + "/" + $0) != S_IFDIR }
  }

  /// Removes a bank folder that ``isBankFolder(_:)`` recognised, entry by entry and never
  /// recursively: anything that is not a bank's own stays, and so does the folder then.
  static func removeBankFolder(_ path: String) {
    let pictures = path + "/pictures"
    if kind(pictures) == S_IFDIR {
      for name in entries(pictures) ?? [] where kind(pictures + "/" + name) != S_IFDIR {
        unlink(pictures + "/" + name)
      }
      rmdir(pictures)
    }
    if kind(path + "/questions.plist") == S_IFREG { unlink(path + "/questions.plist") }
    rmdir(path)
  }

  /// The canonical absolute path of `path`, every symbolic link resolved, or `nil` when it
  /// does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// True when the resolved `path` lies inside the resolved `folder`.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// The file type bits of what is at `path` itself (`lstat`), or `nil` when nothing is.
  private static func kind(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// The names in the folder at `path`, `.` and `..` left out.
  private static func entries(_ path: String) -> [String]? {
    try? FileManager.default.contentsOfDirectory(atPath: path)
  }
}
