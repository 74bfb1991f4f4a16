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
/// is already there without `--force`, and never over a folder or a device.
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
  public static func run(_ arguments: ExportArguments, environment: [String: String]) -> Outcome {
    let strings = Strings.forEnvironment(environment)
    let text = ExportText.forCode(strings.code)
    let shownOutput = TextSafety.escaped(arguments.output)
    let destination = URL(fileURLWithPath: arguments.output)
    if !arguments.toStandardOutput, let refusal = refusal(destination, force: arguments.force) {
      let line = refusal == .exists ? text.exists(shownOutput) : text.notAFile(shownOutput)
      return Outcome(code: ImportCommand.exitDestinationExists, errors: ["quiz: " + line])
    }
    let exported: BankExport.Exported
    do {
      exported = try export(arguments.source, format: arguments.format, environment: environment)
    } catch {
      if case .bank(.fileMissing(let path)) = error, path == arguments.source,
        PackCatalog.isPackName(path), !path.hasSuffix(".plist")
      {
        return Outcome(
          code: error.exitCode, errors: ["quiz: " + text.noSuchBank(TextSafety.escaped(path))])
      }
      return Outcome(code: error.exitCode, errors: lines(error, strings: strings, text: text))
    }
    let warnings = CheckCommand.lines(
      for: exported.warnings, path: TextSafety.escaped(exported.path), text: strings.bankErrors)
    if arguments.toStandardOutput {
      return Outcome(code: ExitCode.success, errors: warnings, standardOutput: exported.data)
    }
    do throws(SystemErrno) {
      try AtomicFile(url: destination).write([UInt8](exported.data))
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
  /// what is there is not a regular file (a folder, a device, a pipe).
  enum Refusal: Equatable {
    case exists
    case notAFile
  }

  static func refusal(_ destination: URL, force: Bool) -> Refusal? {
    guard let kind = kind(of: destination.path) else { return nil }
    if !force { return .exists }
    // A symbolic link is replaced by the file, never written through.
    if kind == .typeDirectory || Platform.isSpecialFile(destination.path) { return .notAFile }
    return nil
  }

  /// Exports `source`: a bank file, a folder holding `questions.plist`, or a pack's name
  /// (bundled first, then the player's, as `--bank` finds them).
  static func export(
    _ source: String, format: BankExport.Format, environment: [String: String]
  ) throws(BankExportError) -> BankExport.Exported {
    if kind(of: source) != nil {
      var path = source
      if isFolder(source) {
        path = (source.hasSuffix("/") ? source : source + "/") + PackCatalog.bankFileName
      }
      return try BankExport.export(
        contentsOf: URL(fileURLWithPath: path), displayPath: path, format: format)
    }
    if PackCatalog.isPackName(source), !source.hasSuffix(".plist"),
      let pack = try? PackCatalog.find(source, environment: environment)
    {
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
