import QuizCore

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
    importPlace: { line, column, name, problem in
      ImportIssue.place(line: line, column: column, name: name) + ": " + problem
    },
    csvProblem: { $0.description },
    importProblem: { $0.description },
    importEmpty: CSVImportError.noHeader.description,
    importNoQuestions: "a header row and no questions below it",
    importNotWritable: { CSVImportError.notWritable($0).description },
    importTooManyRows: { CSVImportError.tooManyRows(count: $0, limit: $1).description },
    importTooLarge: { "the bank would be larger than \($0) here, the most a bank file may be" },
    importNoHome: "cannot install: neither XDG_DATA_HOME nor HOME is set",
    importExists: { "\($0) is already there (--force replaces it)" },
    importWillNotReplace: { destination, refusal in
      let why: String
      switch refusal {
      case .notAFolder: why = "it is not a folder"
      case .notABank: why = "it holds more than questions.plist and pictures/"
      case .holdsSource: why = "it holds the spreadsheet being imported"
      case .holdsWorkingDirectory: why = "it is the current folder or one above it"
      }
      return "--force does not replace \(destination): \(why) (--force replaces only a bank "
        + "folder that quiz import wrote)"
    },
    imported: { questions, pictures, bank in
      let plural = questions == 1 ? "" : "s"
      let files = pictures == 0 ? "" : " and \(pictures) picture\(pictures == 1 ? "" : "s")"
      return "imported \(questions) question\(plural)\(files) into \(bank)"
    },
    importPlayWith: { "play it with: quiz --bank \($0)" },
    pictureNotFound: { source, names in
      "not found next to \(source) or in pictures/ (looked for "
        + names.joined(separator: ", ") + ")"
    },
    pictureUnreadable: { "\($0) cannot be read: \($1)" },
    pictureOutsideFolder: {
      "\($0) leads outside the folder of \($1) through a symbolic link (not read)"
    },
    cannotWrite: { "cannot write \($0): \($1)" },
    cannotReplace: { "cannot replace \($0): \($1)" },
    writtenBankPicture: { "\($0): the written bank does not find its picture: \($1)" },
    writtenBankBroken: { "\($0): the written bank: \($1)" },
    pamIsPicture: "it is the picture being read (give --pam another file)"
  )
}
