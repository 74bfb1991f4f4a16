import QuizCore
import QuizSystem

extension CommandErrorText {
  /// English: the errors' own descriptions, and the lines the commands have always printed.
  public static let english = CommandErrorText(
    usage: { $0.description },
    systemError: { Platform.errorText($0) },
    noSuchFile: "no such file",
    notRegularFile: "not a regular file",
    tooLarge: { "too large: at most \($0) MiB" },
    fileFault: { $0.description },
    progressError: { $0.description },
    statsError: { $0.description },
    noStatsHome: "no home folder to keep statistics in (give --stats PATH)",
    noStatsHomeShort: "no home folder to keep statistics in",
    cannotUseTerminal: { "cannot use the terminal: \($0)" },
    cannotResumeTerminal: { "cannot take the terminal back after resuming: \($0)" },
    cannotWriteTerminal: "cannot write to the terminal",
    cannotWriteOutput: "cannot write the output",
    importPlace: { place in
      ImportIssue.place(line: place.line, column: place.column, name: place.columnName) + ": "
        + place.problem
    },
    csvProblem: { $0.description },
    importProblem: { $0.description },
    importEmpty: CSVImportError.noHeader.description,
    importNoQuestions: "a header row and no questions below it",
    importNotWritable: CSVImportError.notWritable.description,
    importTooManyRows: { CSVImportError.tooManyRows(count: $0.rows, limit: $0.limit).description },
    importTooLarge: { "the bank would be larger than \($0) here, the most a bank file may be" },
    importNoHome: "cannot install: neither XDG_DATA_HOME nor HOME is set",
    importExists: { "\($0) is already there (--force replaces it)" },
    importWillNotReplace: { refused in
      let why: String
      switch refused.refusal {
      case .notAFolder: why = "it is not a folder"
      case .notABank: why = "it holds more than questions.plist and pictures/"
      case .holdsSource: why = "it holds the spreadsheet being imported"
      case .holdsWorkingDirectory: why = "it is the current folder or one above it"
      }
      return
        "--force does not replace \(refused.destination): \(why) (--force replaces only a bank "
        + "folder that quiz import wrote)"
    },
    imported: { done in
      let plural = done.questions == 1 ? "" : "s"
      let files =
        done.pictures == 0 ? "" : " and \(done.pictures) picture\(done.pictures == 1 ? "" : "s")"
      return "imported \(done.questions) question\(plural)\(files) into \(done.bankFile)"
    },
    importPlayWith: { "play it with: quiz --bank \($0)" },
    pictureNotFound: { search in
      "not found next to \(search.spreadsheet) or in pictures/ (looked for "
        + search.tried.joined(separator: ", ") + ")"
    },
    pictureUnreadable: { "\($0.path) cannot be read: \($0.problem)" },
    pictureForeign: { "\($0.path): \($0.problem)" },
    photoTooLarge: { photo in
      "\(photo.path) is \(photo.width)×\(photo.height), more than the \(photo.megapixels) "
        + "megapixels a picture to import may have"
    },
    pictureOutsideFolder: { link in
      "\(link.picture) leads outside the folder of \(link.spreadsheet) through a symbolic link "
        + "(not read)"
    },
    cannotWrite: { "cannot write \($0.path): \($0.problem)" },
    cannotReplace: { "cannot replace \($0.path): \($0.problem)" },
    writtenBankPicture: { "\($0.path): the written bank does not find its picture: \($0.problem)" },
    writtenBankBroken: { "\($0.path): the written bank: \($0.problem)" },
    pamIsPicture: "it is the picture being read (give --pam another file)",
    pamToTerminal: "not writing a PAM file to a terminal: redirect the output "
      + "(> FILE.pam or | program)"
  )
}
