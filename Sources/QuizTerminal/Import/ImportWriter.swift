import Foundation
import QuizCore

/// Writes an imported bank into place, all or nothing.
enum ImportWriter {
  /// Why the bank was not written: the exit code and one line.
  struct Failure: Error, Equatable {
    var code: Int32
    var message: String
  }

  /// True when something (a dangling symbolic link included) is at `url`.
  static func exists(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
  }

  /// Writes `bank` and its pictures into a new folder beside `destination`, loads it back
  /// as `quiz check` does, then renames it to `destination` (moving an old one aside first
  /// when `replacing`); `shown` names the destination in messages. Returns how many picture files were written.
  static func write(
    _ bank: ImportedBank, pictures: [String: URL], to destination: URL, shown: String,
    replacing: Bool
  ) -> Result<Int, Failure> {
    let fileManager = FileManager.default
    let parent = destination.deletingLastPathComponent()
    func ioFailure(_ what: String, _ error: Error) -> Failure {
      Failure(
        code: QuizApp.ExitCode.ioError,
        message: "cannot \(what) \(shown): \(TextSafety.escaped(reason(error)))")
    }
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let scratch = parent.appendingPathComponent(
      ".\(destination.lastPathComponent).import-\(suffix)", isDirectory: true)
    do {
      try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
      try fileManager.createDirectory(at: scratch, withIntermediateDirectories: false)
    } catch {
      return .failure(ioFailure("write", error))
    }
    var written = 0
    do {
      let bankFile = scratch.appendingPathComponent("questions.plist")
      try bank.plist.write(to: bankFile)
      var names = Set<String>()
      for icon in bank.icons {
        guard let url = pictures[icon] else { continue }
        let name = url.lastPathComponent == icon ? icon : "\(icon).\(url.pathExtension)"
        guard names.insert(name).inserted else { continue }
        let folder = scratch.appendingPathComponent("pictures", isDirectory: true)
        if names.count == 1 {
          try fileManager.createDirectory(at: folder, withIntermediateDirectories: false)
        }
        try Data(contentsOf: url).write(to: folder.appendingPathComponent(name))
        written += 1
      }
      if let failure = check(bankFile, shown: shown) {
        try? fileManager.removeItem(at: scratch)
        return .failure(failure)
      }
    } catch {
      try? fileManager.removeItem(at: scratch)
      return .failure(ioFailure("write", error))
    }
    var aside: URL? = nil
    if replacing, exists(destination) {
      let old = parent.appendingPathComponent(
        ".\(destination.lastPathComponent).old-\(suffix)", isDirectory: true)
      guard rename(destination.path, old.path) == 0 else {
        try? fileManager.removeItem(at: scratch)
        return .failure(ioFailure("replace", POSIXError(errno)))
      }
      aside = old
    }
    guard rename(scratch.path, destination.path) == 0 else {
      let code = errno
      if let aside { _ = rename(aside.path, destination.path) }
      try? fileManager.removeItem(at: scratch)
      if code == EEXIST || code == ENOTEMPTY {
        return .failure(
          Failure(
            code: ImportCommand.exitDestinationExists,
            message: "\(shown) is already there (--force replaces it)"))
      }
      return .failure(ioFailure("write", POSIXError(code)))
    }
    if let aside { try? fileManager.removeItem(at: aside) }
    return .success(written)
  }

  /// The bank as written, loaded with its pictures decoded: a problem is a failure.
  private static func check(_ file: URL, shown: String) -> Failure? {
    do {
      let bank = try QuestionBank.load(contentsOf: file, decodePictures: true)
      guard let warning = bank.warnings.first(where: { $0.key == "icon" }) else { return nil }
      return Failure(
        code: QuizApp.ExitCode.dataError,
        message: "\(shown): the written bank does not find its picture: \(warning)")
    } catch {
      return Failure(
        code: QuizApp.ExitCode.dataError, message: "\(shown): the written bank: \(error)")
    }
  }

  private static func reason(_ error: Error) -> String {
    if let posix = error as? POSIXError, let text = strerror(posix.code.rawValue) {
      return String(cString: text)
    }
    let info = (error as NSError).userInfo
    if let underlying = info[NSUnderlyingErrorKey] as? NSError,
      let text = strerror(Int32(underlying.code))
    {
      return String(cString: text)
    }
    return (error as NSError).localizedDescription
  }
}

extension POSIXError {
  fileprivate init(_ code: Int32) {
    self.init(POSIXErrorCode(rawValue: code) ?? .EIO)
  }
}
