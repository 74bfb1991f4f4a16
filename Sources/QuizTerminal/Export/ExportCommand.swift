import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// `quiz export NAME|DIR|BANK.plist -o FILE.plist [--xml] [--force]`: writes a bank as one
/// property list with every picture inside it, which plays, checks and imports as the
/// folder does.
///
/// The bank is checked as `quiz check` checks it (every picture decoded) and refused with
/// the same lines when it has an error or a picture is missing or broken; the file is
/// written atomically (a temporary file beside it, then renamed), never over something that
/// is already there without `--force`, never over a folder or a device, and never into a
/// folder that is not there.
public struct ExportCommand: Equatable, Sendable {
  /// What it was asked to do.
  public var request: ExportArguments

  /// An export of `request`.
  public init(request: ExportArguments) {
    self.request = request
  }

  /// What an export did: the exit code, the lines for stdout and stderr, and the property
  /// list when it goes to standard output.
  public struct Outcome: Equatable, Sendable {
    /// The exit code.
    public var code: Int32
    /// Lines for stdout.
    public var output: [String] = []
    /// Lines for stderr, complete (check lines start with the bank's path).
    public var errors: [String] = []
    /// The bytes for standard output (`-o -`).
    public var standardOutput: Data?
  }

  /// Runs an export; the caller writes ``Outcome/standardOutput`` and the lines.
  /// `terminal` tells whether standard output is a terminal, which gets no binary property
  /// list and no control character (as gzip writes nothing compressed to one).
  public static func perform(
    _ arguments: ExportArguments, environment: [String: String], terminal: Bool = false
  ) -> Outcome {
    let strings = Strings.forEnvironment(environment)
    let text = ExportText.forLanguage(strings.id)
    let shownOutput = TextSafety.escaped(arguments.output)
    let destination = URL(fileURLWithPath: arguments.output)
    let toTerminal = arguments.toStandardOutput && terminal
    if toTerminal, arguments.format == .binary {
      return Outcome(code: ExitCode.usage, errors: ["quiz: " + text.binaryToTerminal])
    }
    if !arguments.toStandardOutput, let refusal = refusal(destination, force: arguments.force) {
      let line: String
      switch refusal {
      case .exists: line = text.exists(shownOutput)
      case .notAFile(let kind): line = text.notAFile(shownOutput, kind)
      }
      return Outcome(code: ExitCode.cannotCreate, errors: ["quiz: " + line])
    }
    let exported: BankExport.Exported
    do {
      exported = try export(arguments.source, format: arguments.format, environment: environment)
    } catch {
      if case .bank(.fileMissing(let path)) = error, path == arguments.source,
        !isPath(arguments.source)
      {
        let line = text.noSuchPack(TextSafety.escaped(path), kind(of: path) != nil)
        return Outcome(code: error.exitCode, errors: ["quiz: " + line])
      }
      return Outcome(code: error.exitCode, errors: lines(error, strings: strings, text: text))
    }
    let warnings = CheckCommand.lines(
      for: exported.warnings, path: TextSafety.escaped(exported.path), text: strings.bankErrors)
    if toTerminal, holdsControls(exported.data) {
      return Outcome(code: ExitCode.usage, errors: warnings + ["quiz: " + text.controlsToTerminal])
    }
    if arguments.toStandardOutput {
      return Outcome(code: ExitCode.success, errors: warnings, standardOutput: exported.data)
    }
    do throws(SystemErrno) {
      // A folder that is not there is a mistaken path, never made (as `--record` and
      // `quiz picture --pam` make none).
      try AtomicFile(url: destination).write([UInt8](exported.data), makingFolders: false)
      makeShareable(destination.path)
    } catch {
      let line = text.cannotWrite(shownOutput, strings.commandErrors.systemError(error.code))
      return Outcome(code: ExitCode.ioError, errors: warnings + ["quiz: " + line])
    }
    let summary = ExportText.Summary(
      questions: exported.questionCount, pictures: exported.pictureCount,
      bytes: exported.data.count, file: shownOutput)
    return Outcome(code: ExitCode.success, output: [text.exported(summary)], errors: warnings)
  }

  /// Why the destination may not be written: something is there (without `--force`), or
  /// what is there is no regular file (a folder, a FIFO, a device), which nothing replaces.
  enum Refusal: Equatable {
    case exists
    case notAFile(FileKind)
  }

  static func refusal(_ destination: URL, force: Bool) -> Refusal? {
    let path = destination.path
    guard let type = fileType(path, following: false) else { return nil }
    if let kind = FileKind(type) { return .notAFile(kind) }
    if !force { return .exists }
    // A symbolic link is replaced by the file, never written through; one to a folder or a
    // device is refused as what it leads to is.
    if type == S_IFLNK, let target = fileType(path, following: true), let kind = FileKind(target) {
      return .notAFile(kind)
    }
    return nil
  }

  /// True when `source` is a path rather than a pack's name: it holds a `/`, ends in
  /// `.plist`, or is no name a pack may have (`.`, `my pack`). Anything else names a pack,
  /// whatever is in the current folder (`./en` is the folder `en` here).
  static func isPath(_ source: String) -> Bool {
    source.contains("/") || source.hasSuffix(".plist") || !PackCatalog.isPackName(source)
  }

  /// Exports `source`: a bank file or a folder holding `questions.plist` when it is a path
  /// (``isPath(_:)``), else the pack of that name (bundled first, then the player's, as
  /// `--bank` finds them).
  static func export(
    _ source: String, format: BankExport.Format, environment: [String: String]
  ) throws(BankExportError) -> BankExport.Exported {
    if isPath(source) {
      var path = source
      if isFolder(source) {
        path = (source.hasSuffix("/") ? source : source + "/") + PackCatalog.bankFileName
      }
      return try BankExport.export(
        contentsOf: URL(fileURLWithPath: path), displayPath: path, format: format)
    }
    if let pack = try? PackCatalog.find(source, environment: environment) {
      if let bundled = pack.bundled {
        return try BankExport.export(bundled: bundled, format: format)
      }
      if let url = pack.url {
        return try BankExport.export(contentsOf: url, displayPath: url.path, format: format)
      }
    }
    throw .bank(.fileMissing(path: source))
  }

  /// Gives the written file the permissions a new file gets (0666 less the umask): it is
  /// made to be shared, not kept private as progress is.
  private static func makeShareable(_ path: String) {
    let mask = umask(0o022)
    umask(mask)
    _ = chmod(path, 0o666 & ~mask)
  }

  /// What is at `path` itself (a symbolic link is not followed), or `nil` for nothing.
  private static func kind(of path: String) -> FileAttributeType? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return nil
    }
    return attributes[.type] as? FileAttributeType ?? .typeUnknown
  }

  /// The file type bits of what is at `path` (`lstat`, or `stat` when `following`), or
  /// `nil` when nothing is.
  private static func fileType(_ path: String, following: Bool) -> mode_t? {
    var info = stat()
    guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// True when `data` holds a character a terminal acts on: a C0 control other than tab,
  /// line feed and carriage return, DEL, a C1 control, or a line separator or bidirectional
  /// override (``TextSafety/isUnsafe(_:)``).
  static func holdsControls(_ data: Data) -> Bool {
    String(decoding: data, as: UTF8.self).unicodeScalars.contains {
      $0 != "\t" && $0 != "\n" && $0 != "\r" && TextSafety.isUnsafe($0)
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  /// The lines for a refused export: `quiz check`'s lines for the bank, then why.
  static func lines(_ error: BankExportError, strings: Strings, text: ExportText) -> [String] {
    switch error {
    case .bank(.invalid(let path, let issues)):
      return CheckCommand.lines(
        for: issues, path: TextSafety.escaped(path), text: strings.bankErrors)
    case .bank(let bankError):
      return [strings.bankErrors.bankError(bankError)]
    case .pictures(let path, let issues):
      let shown = TextSafety.escaped(path)
      return issues.map {
        strings.bankErrors.checkLine(.init(path: shown, severity: .error, first: $0))
      }
        + ["quiz: " + text.needsPictures(shown)]
    case .tooLarge(let path, let size, let limit):
      return [
        "quiz: "
          + text.tooLarge(
            TextSafety.escaped(path), BoundedFile.mebibytes(size), BoundedFile.mebibytes(limit))
      ]
    case .notWritten(let path):
      return ["quiz: " + text.notWritten(TextSafety.escaped(path))]
    }
  }
}

extension FileKind {
  /// The kind of a file type that is no regular file and no symbolic link, or `nil`.
  fileprivate init?(_ type: mode_t) {
    switch type {
    case S_IFREG, S_IFLNK: return nil
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }
}
