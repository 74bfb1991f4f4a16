import Foundation
import QuizSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folders `quiz import` writes beside its destination, and what a killed import
/// leaves of them.
///
/// An import of NAME writes the bank into `.NAME.import-XXXX` beside NAME and renames it to
/// NAME; replacing a pack, it first moves the old one aside to `.NAME.old-XXXX`. A `kill -9`
/// in between leaves these behind. While its folders exist, every import of NAME holds a
/// shared `flock(2)` on `.NAME.import.lock` in the same folder, so whoever gets that lock
/// exclusively knows no import of NAME is running, and removes what is left: the next import
/// of NAME does, and `quiz banks` does for the player's packs. A leftover `.NAME.old-XXXX` is
/// the pack being replaced: it goes back to NAME when NAME is missing, else it is removed.
enum ImportStaging {
  /// How long an import waits for another process that is removing leftovers of its name.
  static let lockWait = 10.0

  /// The folder an import of `name` writes before renaming it to `name`.
  static func scratchName(for name: String, suffix: String) -> String {
    ".\(name).import-\(suffix)"
  }

  /// Where a replaced pack `name` is moved while the new one takes its place.
  static func asideName(for name: String, suffix: String) -> String {
    ".\(name).old-\(suffix)"
  }

  /// The lock file of the imports of `name`.
  static func lockName(for name: String) -> String {
    ".\(name).import.lock"
  }

  /// A running import's hold on its name: while it lasts, nothing of that name is taken for
  /// a leftover.
  struct Lease {
    fileprivate let fd: Int32
    fileprivate let path: String

    /// Lets go; the last import of the name removes the lock file.
    func end() {
      if Platform.lockExclusiveNow(fd) { Platform.removeLockFile(path, locked: fd) }
      Platform.unlock(fd)
    }
  }

  /// Removes what killed imports of `name` left in `folder` when no other import of it is
  /// running, then holds the name for a new import (until ``Lease/end()``).
  static func begin(in folder: URL, for name: String) -> Result<Lease, SystemErrno> {
    let path = folder.appendingPathComponent(lockName(for: name)).path
    if case .success(let fd) = Platform.lock(path, exclusive: true, waitingAtMost: 0) {
      removeLeftovers(of: name, in: folder)
      Platform.unlock(fd)
    }
    return Platform.lock(path, exclusive: false, waitingAtMost: lockWait).map {
      Lease(fd: $0, path: path)
    }
  }

  /// Removes what killed imports left in `folder` (the player's packs), for every pack name
  /// no import is running for, lock files included.
  static func removeLeftovers(in folder: URL) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    let names = Set(entries.compactMap { leftover($0)?.name }).filter(PackCatalog.isPackName)
    for name in names.sorted() {
      let path = folder.appendingPathComponent(lockName(for: name)).path
      guard case .success(let fd) = Platform.lock(path, exclusive: true, waitingAtMost: 0)
      else { continue }
      removeLeftovers(of: name, in: folder)
      Platform.removeLockFile(path, locked: fd)
      Platform.unlock(fd)
    }
  }

  /// What a leftover's name says: a scratch folder, a pack moved aside, or a lock file.
  enum Kind: Equatable {
    case scratch
    case aside
    case lock
  }

  /// The pack name and kind of a leftover named `entry`, or `nil` for any other name.
  static func leftover(_ entry: String) -> (name: String, kind: Kind)? {
    guard entry.hasPrefix(".") else { return nil }
    let body = entry.dropFirst()
    if body.hasSuffix(".import.lock") {
      let name = String(body.dropLast(".import.lock".count))
      return name.isEmpty ? nil : (name, .lock)
    }
    for (marker, kind) in [(".import-", Kind.scratch), (".old-", Kind.aside)] {
      guard let range = body.range(of: marker, options: .backwards) else { continue }
      let name = String(body[..<range.lowerBound])
      let suffix = body[range.upperBound...]
      guard !name.isEmpty, !suffix.isEmpty,
        suffix.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) })
      else { continue }
      return (name, kind)
    }
    return nil
  }

  /// Removes the leftovers of `name` in `folder`: only folders of this user, and in them
  /// only what an import writes (never recursively).
  private static func removeLeftovers(of name: String, in folder: URL) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for entry in entries.sorted() {
      guard let found = leftover(entry), found.name == name, found.kind != .lock else { continue }
      let path = folder.appendingPathComponent(entry).path
      guard case .success(let status) = Platform.fileStatus(path), status.isFolder,
        status.owner == Platform.userID()
      else { continue }
      if found.kind == .scratch {
        removeScratch(path)
        continue
      }
      let destination = folder.appendingPathComponent(name).path
      if case .failure = Platform.fileStatus(destination) {
        _ = rename(path, destination)
      } else if ImportDestination.isBankFolder(path) {
        ImportDestination.removeBankFolder(path)
      }
    }
  }

  /// Removes a scratch folder: the files (and links) in it and in its `pictures/`, then the
  /// folders; a folder found anywhere else in it stays, and so does the scratch folder then.
  private static func removeScratch(_ path: String) {
    let pictures = path + "/pictures"
    if case .success(let status) = Platform.fileStatus(pictures), status.isFolder {
      removeFiles(in: pictures)
      rmdir(pictures)
    }
    removeFiles(in: path)
    rmdir(path)
  }

  private static func removeFiles(in folder: String) {
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      let path = folder + "/" + entry
      if case .success(let status) = Platform.fileStatus(path), !status.isFolder {
        unlink(path)
      }
    }
  }
}
