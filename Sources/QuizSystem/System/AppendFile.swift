/// A file written as it goes, one `write(2)` per piece, so a crash or a kill at any moment
/// leaves the pieces written whole (a recording's lines).
package final class AppendFile {
  private var fd: Int32
  /// The errno of the first write that failed; nothing is written after it.
  package private(set) var failure: Int32?

  /// Why the file could not be opened: the errno (EEXIST: the name is taken), or a name
  /// taken by a folder, a device or a pipe, which is never replaced.
  package struct OpenError: Error, Equatable {
    /// The raw errno.
    package var code: Int32
    /// True when the name is a folder, a device or a pipe.
    package var notAFile = false
  }

  /// Creates `path` (mode 0644 less the umask), never through a symbolic link. A name
  /// already taken is refused (EEXIST) unless `replacing`, when a file or a symbolic link
  /// there is removed first (the link, not what it names); a folder, a device or a pipe is
  /// never replaced.
  package init(path: String, replacing: Bool = false) throws(OpenError) {
    if replacing, case .success(let status) = Platform.fileStatus(path) {
      guard status.isRegular || status.isLink else {
        throw OpenError(code: Platform.fileExists, notAFile: true)
      }
      if let error = Platform.removeFile(path), error.code != Platform.noSuchFile {
        throw OpenError(code: error.code)
      }
    }
    switch Platform.createExclusive(path, mode: 0o644) {
    case .success(let fd): self.fd = fd
    case .failure(let error):
      // A folder or a device in the name's place is told as such: --force would not help.
      if error.code == Platform.fileExists, case .success(let status) = Platform.fileStatus(path),
        !status.isRegular, !status.isLink
      {
        throw OpenError(code: error.code, notAFile: true)
      }
      throw OpenError(code: error.code)
    }
  }

  deinit { close() }

  /// Writes `bytes` (one `write(2)` unless the system takes less); false once a write failed.
  @discardableResult
  package func append(_ bytes: [UInt8]) -> Bool {
    guard failure == nil, fd >= 0 else { return false }
    if let error = Platform.writeAll(fd, bytes) {
      failure = error.code
      return false
    }
    return true
  }

  /// Closes the file; a failure to close counts as a failed write.
  package func close() {
    guard fd >= 0 else { return }
    if let error = Platform.closeReporting(fd), failure == nil { failure = error.code }
    fd = -1
  }
}
