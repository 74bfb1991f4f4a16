import Foundation
import QuizCore

/// Counts the files read through a ``FileAccess``, by path.
final class ReadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String] = []

  /// `files`, with every read counted here.
  func counting(_ files: FileAccess) -> FileAccess {
    FileAccess(
      read: { path, limit throws(FileAccess.Failure) in
        self.lock.withLock { self.paths.append(path) }
        return try files.read(path, limit)
      }, exists: files.exists, resolve: files.resolve)
  }

  /// How many reads were of a path ending with `suffix`.
  func count(endingWith suffix: String) -> Int {
    lock.withLock { paths.filter { $0.hasSuffix(suffix) }.count }
  }
}
