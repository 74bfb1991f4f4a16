import Foundation
import QuizCore
import QuizSystem
import QuizUI

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
  /// as `quiz check` does, then renames it to `destination` (when `replacing`, moving an old
  /// bank folder aside first and then removing it file by file, never recursively); `shown`
  /// names the destination in messages. A picture is written as the import made it (PNG
  /// bytes) or copied. Returns how many picture files were written.
  static func write(
    _ bank: ImportedBank, pictures: [String: ImportedPicture], to destination: URL, shown: String,
    replacing: Bool, text: CommandErrorText = .english, files: FileAccess = .system
  ) -> Result<Int, Failure> {
    let fileManager = FileManager.default
    let parent = destination.deletingLastPathComponent()
    func ioFailure(replacing: Bool = false, _ error: Error) -> Failure {
      let problem = CommandErrorText.FileProblem(
        path: shown, problem: TextSafety.escaped(reason(error, text)))
      return Failure(
        code: ExitCode.ioError,
        message: replacing ? text.cannotReplace(problem) : text.cannotWrite(problem))
    }
    let name = destination.lastPathComponent
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let scratch = parent.appendingPathComponent(
      ImportStaging.scratchName(for: name, suffix: suffix), isDirectory: true)
    do {
      try makeFolders(parent.path)
    } catch {
      return .failure(ioFailure(error))
    }
    // What killed imports of this name left is removed; this one's folders are kept from
    // the others until it is done.
    let lease: ImportStaging.Lease
    switch ImportStaging.begin(in: parent, for: name) {
    case .success(let held): lease = held
    case .failure(let error): return .failure(ioFailure(POSIXError(error.code)))
    }
    defer { lease.end() }
    do {
      try fileManager.createDirectory(at: scratch, withIntermediateDirectories: false)
    } catch {
      return .failure(ioFailure(error))
    }
    var written = 0
    do {
      let bankFile = scratch.appendingPathComponent("questions.plist")
      try bank.plist.write(to: bankFile)
      var names = Set<String>()
      for icon in bank.icons {
        guard let picture = pictures[icon] else { continue }
        let name = picture.storedName(for: icon)
        guard names.insert(name).inserted else { continue }
        let folder = scratch.appendingPathComponent("pictures", isDirectory: true)
        if names.count == 1 {
          try fileManager.createDirectory(at: folder, withIntermediateDirectories: false)
        }
        let bytes = try picture.png.map { Data($0) } ?? Data(contentsOf: picture.source)
        try bytes.write(to: folder.appendingPathComponent(name))
        written += 1
      }
      if let failure = check(bankFile, shown: shown, text: text, files: files) {
        try? fileManager.removeItem(at: scratch)
        return .failure(failure)
      }
    } catch {
      try? fileManager.removeItem(at: scratch)
      return .failure(ioFailure(error))
    }
    var aside: URL? = nil
    if replacing, exists(destination) {
      let old = parent.appendingPathComponent(
        ImportStaging.asideName(for: name, suffix: suffix), isDirectory: true)
      guard rename(destination.path, old.path) == 0 else {
        try? fileManager.removeItem(at: scratch)
        return .failure(ioFailure(replacing: true, POSIXError(errno)))
      }
      // What was moved aside is looked at again: it may have changed since it was checked.
      guard ImportDestination.isBankFolder(old.path) else {
        _ = rename(old.path, destination.path)
        try? fileManager.removeItem(at: scratch)
        return .failure(
          Failure(
            code: ExitCode.cannotCreate,
            message: text.importWillNotReplace(.init(destination: shown, refusal: .notABank))))
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
            code: ExitCode.cannotCreate,
            message: text.importExists(shown)))
      }
      return .failure(ioFailure(POSIXError(code)))
    }
    if let aside { ImportDestination.removeBankFolder(aside.path) }
    return .success(written)
  }

  /// Creates the folder at `path` and those above it that are missing, as `mkdir -p` does,
  /// failing with the system's reason: a file in the way is "not a directory".
  private static func makeFolders(_ path: String) throws {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o777) != 0 && errno != EEXIST { throw POSIXError(errno) }
    }
    var info = stat()
    guard stat(path, &info) == 0 else { throw POSIXError(errno) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(ENOTDIR) }
  }

  /// The bank as written, loaded back as a game loads it: a problem is a failure. Its
  /// pictures were decoded before it was written (the bank's own, or the spreadsheet's), so
  /// they are looked for, not decoded again.
  private static func check(
    _ file: URL, shown: String, text: CommandErrorText, files: FileAccess
  ) -> Failure? {
    do {
      // The file is named as it will be, not as the scratch folder that is then removed.
      let bank = try QuestionBank.load(
        contentsOf: file, displayPath: file.lastPathComponent, decodePictures: false,
        files: files)
      guard
        let warning = bank.warnings.first(where: { $0.key == "icon" || $0.key == "picture" })
      else { return nil }
      return Failure(
        code: ExitCode.dataError,
        message: text.writtenBankPicture(
          .init(path: shown, problem: BankErrorText.english.issue(warning))))
    } catch {
      return Failure(
        code: ExitCode.dataError,
        message: text.writtenBankBroken(
          .init(path: shown, problem: BankErrorText.english.bankError(error))))
    }
  }

  /// Why `error` happened: its errno told in the language (with a capital, as this line
  /// has always shown it), else Foundation's description.
  private static func reason(_ error: Error, _ text: CommandErrorText) -> String {
    var code: Int32? = (error as? POSIXError).map { $0.code.rawValue }
    if code == nil, let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError {
      code = Int32(underlying.code)
    }
    guard let code else { return (error as NSError).localizedDescription }
    let reason = text.systemError(code)
    return reason.prefix(1).uppercased() + reason.dropFirst()
  }
}

extension POSIXError {
  fileprivate init(_ code: Int32) {
    self.init(POSIXErrorCode(rawValue: code) ?? .EIO)
  }
}
