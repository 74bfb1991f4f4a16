import Foundation

/// Where a bank's files may come from: its own folder, after every symbolic link is resolved.
enum BankFolder {
  /// True when `file`, with every symbolic link resolved (``FileAccess/resolve``), lies
  /// inside `folder` (resolved too); false when either cannot be resolved.
  ///
  /// A link in `pictures/`, or `pictures` itself as a link, may point anywhere inside the
  /// bank's folder, never out of it.
  static func contains(_ file: URL, folder: URL, files: FileAccess) -> Bool {
    guard let resolvedFile = files.resolve(file.path),
      let resolvedFolder = files.resolve(folder.path)
    else { return false }
    let prefix = resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/"
    return resolvedFile.hasPrefix(prefix)
  }
}
