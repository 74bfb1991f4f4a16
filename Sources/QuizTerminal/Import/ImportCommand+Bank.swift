import Foundation
import QuizCore
import QuizSystem
import QuizUI

extension ImportCommand {
  /// `quiz import BANK.plist (-o DIR | --install NAME)`: a bank file (one made by `quiz
  /// export`, or any bank with its `pictures/` folder) checked as `quiz check` checks it,
  /// every picture decoded, then written as it is into `DIR/questions.plist` with the
  /// picture files it names copied into `DIR/pictures/`.
  static func importBank(
    _ data: Data, from source: URL, shown: String, arguments: ImportArguments,
    destination: URL, shownDestination: String, strings: Strings, files: FileAccess
  ) -> Outcome {
    let text = strings.commandErrors
    let bank: QuestionBank
    do {
      bank = try QuestionBank.load(
        data, path: arguments.source, directory: source.deletingLastPathComponent(),
        files: files)
    } catch {
      return Outcome(code: error.exitCode, errors: refusalLines(error, strings: strings))
    }
    let pictureIssues = bank.warnings.filter { $0.key == "icon" || $0.key == "picture" }
    guard pictureIssues.isEmpty else {
      let path = TextSafety.escaped(arguments.source)
      return Outcome(
        code: ExitCode.dataError,
        errors: pictureIssues.map {
          strings.bankErrors.checkLine(.init(path: path, severity: .error, first: $0))
        })
    }
    var icons: [String] = []
    var pictures: [String: ImportedPicture] = [:]
    for question in bank.questions where question.picture == nil {
      guard let icon = question.icon, pictures[icon] == nil,
        let url = bank.pictureURL(for: icon)
      else { continue }
      icons.append(icon)
      pictures[icon] = ImportedPicture(source: url)
    }
    let imported = ImportedBank(
      plist: data, questionCount: bank.questions.count, icons: icons, warnings: [])
    let warnings = CheckCommand.lines(
      for: bank.warnings, path: TextSafety.escaped(arguments.source), text: strings.bankErrors
    )
    switch ImportWriter.write(
      imported, pictures: pictures, to: destination, shown: shownDestination,
      replacing: arguments.force, text: text, files: files)
    {
    case .success(let pictureCount):
      let folder: String
      switch arguments.destination {
      case .folder(let path): folder = path.hasSuffix("/") ? String(path.dropLast()) : path
      case .pack: folder = destination.path
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

  /// `quiz check`'s lines for a bank that cannot be imported.
  private static func refusalLines(_ error: BankError, strings: Strings) -> [String] {
    switch error {
    case .invalid(let path, let issues):
      return CheckCommand.lines(
        for: issues, path: TextSafety.escaped(path), text: strings.bankErrors)
    default:
      return [strings.bankErrors.bankError(error)]
    }
  }
}
