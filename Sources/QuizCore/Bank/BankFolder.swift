import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a bank's files may come from: its own folder, after every symbolic link is resolved.
enum BankFolder {
  /// True when `file`, with every symbolic link resolved (`realpath`), lies inside `folder`
  /// (resolved too); false when either cannot be resolved.
  ///
  /// A link in `pictures/`, or `pictures` itself as a link, may point anywhere inside the
  /// bank's folder, never out of it.
  static func contains(_ file: URL, folder: URL) -> Bool {
    guard let resolvedFile = resolved(file.path), let resolvedFolder = resolved(folder.path)
    else { return false }
    let prefix = resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/"
    return resolvedFile.hasPrefix(prefix)
  }

  /// The canonical absolute path of `path`, or `nil` when it does not exist.
  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
