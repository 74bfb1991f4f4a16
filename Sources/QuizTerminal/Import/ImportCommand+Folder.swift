import Foundation
import QuizCore
import QuizSystem
import QuizUI

extension ImportCommand {
  /// The name of the optional file of clues in a folder of pictures.
  static let cluesFile = "clues.csv"

  /// `quiz import FOLDER (-o DIR | --install NAME)`: a question of each picture in the
  /// folder (its files with a picture extension, in name order), the answer its file name
  /// without the extension in capitals, the clue from `clues.csv` or the answer's length.
  ///
  /// The questions are made into a spreadsheet in memory, one row per picture, and
  /// imported as a spreadsheet is: the same checks, all or nothing, each problem told
  /// with the picture's file name instead of a line.
  static func importFolder(
    _ folder: URL, shown: String, arguments: ImportArguments, destination: URL,
    shownDestination: String, strings: Strings, files: FileAccess
  ) -> Outcome {
    let text = strings.commandErrors
    let folderText = FolderImportText.forLanguage(strings.id)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { !$0.hasPrefix(".") && isPictureName($0) }
      .filter { !isFolder(folder.appendingPathComponent($0)) }
      .sorted()
    guard !names.isEmpty else {
      return Outcome(code: ExitCode.dataError, errors: [folderText.noPictures(shown)])
    }
    let clues: [String: Clue]
    switch readClues(in: folder, names: names, text: folderText, strings: strings) {
    case .clues(let read): clues = read
    case .refused(let lines):
      let cluesShown = TextSafety.forMessage(
        folder.appendingPathComponent(cluesFile).path)
      return Outcome(
        code: ExitCode.dataError, errors: lines.map { "\(cluesShown): \($0)" })
    }

    // One row per picture: answer, title, icon (the name without its extension, or the
    // whole name when two pictures share it).
    var icons: [String: URL] = [:]
    var csv = "answer,title,icon\n"
    let stems = names.map { ($0 as NSString).deletingPathExtension }
    for (name, stem) in zip(names, stems) {
      let icon = stems.filter { $0 == stem }.count > 1 ? name : stem
      icons[icon] = folder.appendingPathComponent(name)
      let clue = clues[name] ?? clues[stem]
      let answer = clue?.answer ?? answer(fromFileName: stem)
      let title = clue?.title ?? folderText.lengthClue(answer.count)
      csv += [answer, title, icon].map(quoted).joined(separator: ",") + "\n"
    }

    var found: [String: ImportedPicture] = [:]
    var budget = QuestionBank.pictureBudget
    let imported: ImportedBank
    do {
      imported = try CSVImport.convert(
        Array(csv.utf8), delimiter: .comma,
        title: arguments.bankTitle(source: folder, isFolder: true)
      ) { icon in
        guard let url = icons[icon] else { return nil }
        let (picture, problem) = checkPicture(
          at: url, in: folder, source: folder, side: arguments.pictureSize, strings: strings,
          files: files, budget: &budget)
        found[icon] = picture
        return problem
      }
    } catch {
      guard case .invalid(let issues) = error else {
        return Outcome(
          code: ExitCode.dataError,
          errors: text.lines(error).map { "\(shown): \($0)" })
      }
      return Outcome(
        code: ExitCode.dataError,
        errors: issues.sorted { $0.severity == .error && $1.severity != .error }.map {
          line(for: $0, names: names, folder: shown, strings: strings)
        })
    }
    let warnings = imported.warnings.map {
      line(for: $0, names: names, folder: shown, strings: strings)
    }
    return finish(
      imported, pictures: found, arguments: arguments, destination: destination,
      shownDestination: shownDestination, warnings: warnings, text: text, files: files)
  }

  /// Writes an imported bank and its pictures into place and says what was done.
  static func finish(
    _ imported: ImportedBank, pictures: [String: ImportedPicture], arguments: ImportArguments,
    destination: URL, shownDestination: String, warnings: [String], text: CommandErrorText,
    files: FileAccess
  ) -> Outcome {
    switch ImportWriter.write(
      imported, pictures: pictures, to: destination, shown: shownDestination,
      replacing: arguments.force, text: text, files: files)
    {
    case .success(let pictureCount):
      var folder = destination.path
      if case .folder(let path) = arguments.destination {
        folder = path.hasSuffix("/") ? String(path.dropLast()) : path
      }
      var output = [
        text.imported(
          .init(
            questions: imported.questionCount, pictures: pictureCount,
            bankFile: TextSafety.forMessage(folder + "/questions.plist")))
      ]
      if case .pack(let name) = arguments.destination { output.append(text.importPlayWith(name)) }
      return Outcome(code: ExitCode.success, output: output, errors: warnings)
    case .failure(let failure):
      return Outcome(code: failure.code, errors: warnings + [failure.message])
    }
  }

  /// The answer a file name gives: without its extension, in capitals (`fox` → `FOX`,
  /// `café` → `CAFÉ`, letters without case such as `猫` as they are), composed (NFC).
  static func answer(fromFileName stem: String) -> String {
    stem.precomposedStringWithCanonicalMapping.uppercased()
  }

  /// Whether a file name has an extension of a picture: one quiz reads, or one of a format
  /// it names when refusing it (`.heic`, `.webp`…).
  static func isPictureName(_ name: String) -> Bool {
    let ext = (name as NSString).pathExtension.lowercased()
    return PictureFormat(fileExtension: ext) != nil || foreignExtensions.contains(ext)
  }

  /// Extensions of picture formats quiz does not read, whose files a folder import names
  /// with their format rather than skipping.
  static let foreignExtensions: Set<String> = [
    "heic", "heif", "avif", "webp", "tif", "tiff", "bmp",
  ]

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// A CSV cell: quoted when it holds a comma or a quote (no line breaks reach here).
  private static func quoted(_ cell: String) -> String {
    let flat = String(cell.map { $0.isNewline ? " " : $0 })
    guard flat.contains(where: { $0 == "," || $0 == "\"" }) else { return flat }
    return "\"" + flat.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// An issue of the spreadsheet made in memory, told with its picture's file name: row
  /// `n` (line `n + 1`) is the `n`th picture.
  private static func line(
    for issue: ImportIssue, names: [String], folder: String, strings: Strings
  ) -> String {
    let index = issue.line - 2
    let file = names.indices.contains(index) ? names[index] : ""
    var problem = issue.problem
    if case .duplicateAnswer(let firstLine) = problem {
      problem = .bank(.duplicateAnswer(firstQuestion: firstLine - 1))
    }
    let place = TextSafety.forMessage(folder + "/" + file)
    let key = issue.name.map { "\($0): " } ?? ""
    let message = "\(place): \(key)" + strings.commandErrors.importProblem(problem)
    return issue.severity == .warning ? strings.warning(message) : message
  }
}
