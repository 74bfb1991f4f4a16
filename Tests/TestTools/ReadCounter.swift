import Foundation
import QuizCore

/// Counts the files read through a ``FileAccess``, by path: the tests of both modules use it
/// to see that a picture is read once.
public final class ReadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String] = []

  /// A counter that has counted nothing.
  public init() {}

  /// `files`, with every read counted here.
  public func counting(_ files: FileAccess) -> FileAccess {
    FileAccess(
      read: { path, limit throws(FileAccess.Failure) in
        self.lock.withLock { self.paths.append(path) }
        return try files.read(path, limit)
      }, exists: files.exists, resolve: files.resolve)
  }

  /// How many reads were of a path ending with `suffix`.
  public func count(endingWith suffix: String) -> Int {
    lock.withLock { paths.filter { $0.hasSuffix(suffix) }.count }
  }
}
