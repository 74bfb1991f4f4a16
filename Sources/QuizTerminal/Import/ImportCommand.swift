import Foundation
import QuizCore
import QuizSystem
import QuizUI

/// `quiz import FILE.csv|.tsv (-o DIR | --install NAME) [--force]`: turns a spreadsheet into
/// a bank folder (`questions.plist` and `pictures/`), all or nothing.
///
/// The bank is built and checked in memory, written into a fresh folder beside the
/// destination, loaded back as `quiz check` loads a bank, and only then renamed into place;
/// any problem leaves nothing behind.
public struct ImportCommand: Equatable, Sendable {
  /// What to import, and where.
  public var request: ImportArguments

  /// An import of `request`.
  public init(request: ImportArguments) {
    self.request = request
  }

  /// What an import did: the exit code and the lines for stdout and stderr.
  public struct Outcome: Equatable, Sendable {
    /// The exit code.
    public var code: Int32
    /// Lines for stdout.
    public var output: [String] = []
    /// Lines for stderr (without the `quiz: ` prefix).
    public var errors: [String] = []
  }

  /// The picture extensions looked for next to the spreadsheet, in order.
  public static var pictureExtensions: [String] {
    ["png"] + QuestionBank.pictureExtensions.filter { $0 != "png" }
  }

  /// Runs an import, reading the bank and the pictures it checks through `files`.
  public static func perform(
    _ arguments: ImportArguments, environment: [String: String], files: FileAccess = .system
  ) -> Outcome {
    let strings = Strings.forEnvironment(environment)
    let text = strings.commandErrors
    let shownSource = TextSafety.forMessage(arguments.source)
    let source = URL(fileURLWithPath: arguments.source)
    let destination: URL
    switch arguments.destination {
    case .folder(let path):
      destination = URL(fileURLWithPath: path, isDirectory: true)
    case .pack(let name):
      guard let packs = PackCatalog.userFolder(environment: environment) else {
        return Outcome(
          code: ExitCode.ioError,
          errors: [text.importNoHome])
      }
      destination = packs.appendingPathComponent(name, isDirectory: true)
    }
    var shownDestination = TextSafety.forMessage(destination.path)
    if case .folder(let path) = arguments.destination {
      shownDestination = TextSafety.forMessage(path)
    }

    var isDirectory: ObjCBool = false
    let isFolder =
      FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
    if isFolder,
      let refusal = destinationRefusal(arguments, destination, source, shownDestination, text)
    {
      return refusal
    }
    if isFolder {
      return importFolder(
        source, shown: shownSource, arguments: arguments, destination: destination,
        shownDestination: shownDestination, strings: strings, files: files)
    }

    let bytes: [UInt8]
    switch Platform.readFile(source.path, limit: QuestionBank.maximumFileSize) {
    case .success(.bytes(let read)): bytes = read
    case .success(.tooLarge):
      return Outcome(
        code: ExitCode.noInput,
        errors: ["\(shownSource): \(text.tooLarge(QuestionBank.maximumFileSize >> 20))"])
    case .success(.notRegular):
      return Outcome(
        code: ExitCode.noInput, errors: ["\(shownSource): \(text.notRegularFile)"])
    case .failure(let error):
      let reason =
        error.code == Platform.noSuchFile ? text.noSuchFile : text.systemError(error.code)
      return Outcome(code: ExitCode.noInput, errors: ["\(shownSource): \(reason)"])
    }

    if let refusal = destinationRefusal(arguments, destination, source, shownDestination, text) {
      return refusal
    }

    if source.pathExtension.lowercased() == "plist" {
      return importBank(
        Data(bytes), from: source, shown: shownSource, arguments: arguments,
        destination: destination, shownDestination: shownDestination, strings: strings,
        files: files)
    }
    let folder = source.deletingLastPathComponent()
    var found: [String: ImportedPicture] = [:]
    // The bank's pictures, decoded here once each, share a bank's budget of pixels.
    var budget = QuestionBank.pictureBudget
    let imported: ImportedBank
    do {
      imported = try CSVImport.convert(
        bytes, delimiter: CSVReader.Delimiter(fileExtension: source.pathExtension),
        title: arguments.bankTitle(source: source)
      ) { icon in
        let (picture, problem) = checkPicture(
          named: icon, near: folder, source: source, side: arguments.pictureSize,
          strings: strings, files: files, budget: &budget)
        found[icon] = picture
        return problem
      }
    } catch {
      return Outcome(
        code: ExitCode.dataError,
        errors: text.lines(error).map { "\(shownSource): \($0)" }
          + warningLines(error, shownSource, strings))
    }
    let warnings = imported.warnings.map {
      "\(shownSource): " + strings.warning(text.issue($0))
    }

    switch ImportWriter.write(
      imported, pictures: found, to: destination, shown: shownDestination,
      replacing: arguments.force, text: text, files: files)
    {
    case .success(let pictureCount):
      let shownFolder: String
      switch arguments.destination {
      case .folder(let path):
        shownFolder = path.hasSuffix("/") ? String(path.dropLast()) : path
      case .pack: shownFolder = destination.path
      }
      let bank = TextSafety.forMessage(shownFolder + "/questions.plist")
      var output = [
        text.imported(
          .init(questions: imported.questionCount, pictures: pictureCount, bankFile: bank))
      ]
      if case .pack(let name) = arguments.destination {
        output.append(text.importPlayWith(name))
      }
      return Outcome(code: ExitCode.success, output: output, errors: warnings)
    case .failure(let failure):
      return Outcome(code: failure.code, errors: warnings + [failure.message])
    }
  }

  /// Why the import may not write `destination`: it is there and `--force` was not given,
  /// or `--force` may not replace it.
  private static func destinationRefusal(
    _ arguments: ImportArguments, _ destination: URL, _ source: URL, _ shownDestination: String,
    _ text: CommandErrorText
  ) -> Outcome? {
    guard ImportWriter.exists(destination) else { return nil }
    guard arguments.force else {
      return Outcome(code: ExitCode.cannotCreate, errors: [text.importExists(shownDestination)])
    }
    guard let refusal = ImportDestination.refusal(replacing: destination, source: source) else {
      return nil
    }
    return Outcome(
      code: ExitCode.cannotCreate,
      errors: [text.importWillNotReplace(.init(destination: shownDestination, refusal: refusal))])
  }

  private static func warningLines(
    _ error: CSVImportError, _ source: String, _ strings: Strings
  ) -> [String] {
    guard case .invalid(let issues) = error else { return [] }
    return issues.filter { $0.severity == .warning }.map {
      "\(source): " + strings.warning(strings.commandErrors.issue($0))
    }
  }

  /// Runs the import: the lines it says on stdout, its errors on stderr.
  public func run(in environment: AppEnvironment) -> Int32 {
    let outcome = Self.perform(request, environment: environment.variables)
    for line in outcome.errors { environment.complain(line) }
    let printed = environment.say(outcome.output.map { $0 + "\n" }.joined())
    return printed == ExitCode.success ? outcome.code : printed
  }
}
