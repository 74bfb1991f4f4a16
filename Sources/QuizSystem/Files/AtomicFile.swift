import Foundation

/// A small file written atomically and set aside (never deleted) when damaged: the safe
/// file code the progress store and the statistics store share.
///
/// A write makes a new temporary file next to the file, `.NAME.PID.RANDOM.tmp`, created
/// exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600: a name already taken, even by a
/// symbolic link, is never written through), then renames it over the file. A process
/// killed between the two leaves the temporary file behind; the next start removes such
/// leftovers (``removeStaleTemporaryFiles(now:isAlive:)``).
package struct AtomicFile: Sendable {
  /// The file.
  package let url: URL

  /// How old a leftover temporary file must be to go even when its process id is alive
  /// again (ids are reused); a save takes far less than this.
  package static let staleAge: TimeInterval = 10 * 60

  package var folder: URL { url.deletingLastPathComponent() }

  /// The file at `url`.
  package init(url: URL) {
    self.url = url
  }

  /// Writes `bytes` atomically: a new temporary file in the same folder, then rename. The
  /// temporary file is removed on every failure after it was made. A missing folder is
  /// made first (mode 0700) when `makingFolders`, else it is an error (`ENOENT`).
  ///
  /// - Throws: the errno of the step that failed.
  package func write(_ bytes: [UInt8], makingFolders: Bool = true) throws(SystemErrno) {
    if makingFolders, let error = Platform.makeFolders(folder.path) { throw error }
    let (fd, temporary) = try createTemporary()
    if let error = Platform.writeAll(fd, bytes) ?? Platform.closeReporting(fd) {
      _ = Platform.removeFile(temporary)
      throw error
    }
    if let error = Platform.renameFile(temporary, to: url.path) {
      _ = Platform.removeFile(temporary)
      throw error
    }
  }

  /// A new, exclusively created temporary file; a name found taken (by a leftover or a
  /// planted link) is passed over for another.
  private func createTemporary() throws(SystemErrno) -> (Int32, String) {
    var attempts = 0
    while true {
      let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
      let name = ".\(url.lastPathComponent).\(Platform.processID()).\(suffix).tmp"
      let path = folder.appendingPathComponent(name).path
      switch Platform.createExclusive(path) {
      case .success(let fd): return (fd, path)
      case .failure(let error) where error.code == Platform.fileExists && attempts < 16:
        attempts += 1
      case .failure(let error): throw error
      }
    }
  }

  /// Moves the damaged file aside, never over an earlier one: FILE.damaged, then
  /// FILE.damaged-2, …; returns the new path.
  package func setAside() -> Result<String, SystemErrno> {
    var aside = url.appendingPathExtension("damaged")
    var number = 2
    while case .success = Platform.fileStatus(aside.path) {
      aside = url.appendingPathExtension("damaged-\(number)")
      number += 1
    }
    if let error = Platform.renameFile(url.path, to: aside.path) { return .failure(error) }
    return .success(aside.path)
  }

  /// True when `name` is one of this file's temporary files: `.NAME.PID.tmp` (the form
  /// earlier versions wrote) or `.NAME.PID.HEX.tmp`; returns the process id.
  package func temporaryFileProcess(_ name: String) -> Int32? {
    let prefix = "." + url.lastPathComponent + "."
    guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return nil }
    let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
    let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2, !parts[0].isEmpty,
      parts[0].allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    if parts.count == 2 {
      guard !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit), parts[1].allSatisfy(\.isASCII)
      else { return nil }
    }
    return Int32(parts[0])
  }

  /// Removes this file's temporary files that a killed earlier run left behind: regular
  /// files of its own naming, owned by this user, whose process is gone or which are older
  /// than ``staleAge``. Links and other users' files are left alone. Returns their paths.
  package func removeStaleTemporaryFiles(now: Date, isAlive: (Int32) -> Bool) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    var removed: [String] = []
    for name in names.sorted() {
      guard let pid = temporaryFileProcess(name), pid > 0 else { continue }
      let path = folder.appendingPathComponent(name).path
      guard case .success(let status) = Platform.fileStatus(path), status.isRegular,
        status.owner == Platform.userID()
      else { continue }
      let age = now.timeIntervalSince1970 - status.modified
      guard !isAlive(pid) || age > Self.staleAge else { continue }
      if Platform.removeFile(path) == nil { removed.append(path) }
    }
    return removed
  }
}
