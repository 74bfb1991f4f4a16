import QuizCore
import QuizSystem
import QuizUI

extension CommandErrorText {
  /// English (any locale that names no other language of the interface).
  public static let english = CommandErrorText(
    usage: { reason in
      switch reason {
      case .needsValue(let option): return "\(option) needs a value"
      case .takesNoValue(let option): return "\(option) takes no value"
      case .unknownOption(let option): return "unknown option \(TextSafety.forMessage(option))"
      case .emptyBankPath: return "a bank path cannot be empty"
      case .badSeed(let text):
        return "--seed needs a whole number from 0 to \(UInt64.max), not \"\(shown(text))\""
      case .badColor(let text):
        return "--color must be auto, always or never, not \"\(shown(text))\""
      case .badTheme(let text):
        return "--theme must be dark, light or auto, not \"\(shown(text))\""
      case .badGraphics(let text):
        return
          "--graphics must be auto, kitty, sixel, iterm, blocks or ascii, not \"\(shown(text))\""
      case .badDate(let text):
        return
          "--date needs a date as YYYY-MM-DD with a year from 1 to 9999, not \"\(shown(text))\""
      case .emptyStatePath: return "a --state or --stats path cannot be empty"
      case .stateNotAFile(let option, let path):
        return
          "\(option) \(TextSafety.forMessage(path)) is not a file (give the path of a file, new or old)"
      case .dateWithoutCommand: return "--date goes with quiz daily or quiz stats"
      case .shareWithoutDaily: return "--share goes with quiz daily"
      case .checkNeedsBank: return "check needs at least one bank file"
      case .oneBankAtATime(let count): return "one bank at a time, got \(count)"
      case .bankFileAndName: return "give a bank file or --bank, not both"
      case .plainAndJSON: return "--plain and --json cannot be used together"
      case .commandTakesNoFile(let command, let file):
        return "quiz \(command) takes no file, got \"\(shown(file))\""
      case .optionNotWithCommand(let option, let command):
        return "\(option) does not go with quiz \(command)"
      case .noPack(let name, let names):
        return "no pack \"\(shown(name))\" (there are: " + names.joined(separator: ", ")
          + "; quiz banks lists them)"
      case .unknownImportOption(let option):
        return "unknown option \(TextSafety.forMessage(option)) for import"
      case .importNeedsFile: return "import needs a CSV or TSV file"
      case .importOneFile(let count): return "import reads one file at a time, got \(count)"
      case .outputNeedsFolder: return "-o needs a folder"
      case .bundledPackName(let name):
        return "--install cannot use \"\(shown(name))\", the name of a bundled pack, which "
          + "would hide yours (quiz banks lists them)"
      case .badPackName(let name):
        return "--install needs a plain pack name (letters, digits, -, _ and ., at most 64, "
          + "not starting with a dot), not \"\(shown(name))\""
      case .badTitle(let title):
        return
          "--title needs a text of 1 to 80 characters with no control character, not \"\(shown(title))\""
      case .importNeedsDestination: return "import needs -o DIR or --install NAME"
      case .badPictureSize(let text):
        return
          "--picture-size needs a whole number from \(ImportArguments.pictureSizes.lowerBound) "
          + "to \(ImportArguments.pictureSizes.upperBound), not \"\(shown(text))\""
      case .outputAndInstall: return "give -o DIR or --install NAME, not both"
      case .unknownExportOption(let option):
        return "unknown option \(TextSafety.forMessage(option)) for export"
      case .exportOneBank(0): return "export needs a pack name, a bank folder or a bank file"
      case .exportOneBank(let count): return "export writes one bank at a time, got \(count)"
      case .exportNeedsOutput: return "export needs -o FILE.plist (- for standard output)"
      case .unknownPictureOption(let option):
        return "unknown option for picture: \(TextSafety.forMessage(option))"
      case .pictureOneFile: return "picture takes one file"
      case .emptyPicturePath: return "a picture path cannot be empty"
      case .badWidth(let text):
        return "--width needs a whole number from 1 to \(PictureCommand.maximumWidth), not "
          + "\"\(shown(text))\""
      case .pamNeedsFile: return "--pam needs a file name"
      case .pictureNeedsFile: return "picture needs a file"
      case .badShell(let text?):
        return "completions needs bash, zsh or fish, not \"\(shown(text))\""
      case .badShell(nil): return "completions needs bash, zsh or fish"
      case .oneShell(let extra):
        return "completions takes one shell, not also \"\(shown(extra))\""
      }
    },
    systemError: { Platform.errorText($0) },
    noSuchFile: "no such file",
    notRegularFile: "not a regular file",
    tooLarge: { "too large: at most \($0) MiB" },
    fileFault: fault,
    progressError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "progress file cannot be read (\(why)): \(file)"
      case .setAside: return "damaged progress file cannot be moved aside (\(why)): \(file)"
      case .save: return "progress cannot be saved (\(why)): \(file)"
      }
    },
    statsError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "statistics cannot be read (\(why)): \(file)"
      case .lock: return "statistics cannot be locked (\(why)): \(file)"
      case .setAside: return "damaged statistics cannot be moved aside (\(why)): \(file)"
      case .save: return "statistics cannot be saved (\(why)): \(file)"
      }
    },
    noStatsHome: "no home folder to keep statistics in (give --stats PATH)",
    noStatsHomeShort: "no home folder to keep statistics in",
    cannotUseTerminal: { "cannot use the terminal: \(terminal($0))" },
    cannotResumeTerminal: { "cannot take the terminal back after resuming: \(terminal($0))" },
    cannotWriteTerminal: "cannot write to the terminal",
    cannotWriteOutput: "cannot write the output",
    importPlace: { place in
      var line = "line \(place.line)"
      if let column = place.column { line += ", column \(column)" }
      if let name = place.columnName { line += " (\(name))" }
      return line + ": " + place.problem
    },
    csvProblem: { problem in
      switch problem {
      case .unterminatedQuote: return "the quoted field is never closed (a \" is missing)"
      case .textAfterClosingQuote:
        return "text after a closing quote (write \"\" for a quote inside quotes)"
      case .notUTF8: return "the text is not UTF-8 (save the file as UTF-8)"
      }
    },
    importProblem: { problem in
      switch problem {
      case .beyondHeader(let columns):
        return "a value beyond the \(columns) columns of the header row"
      case .bank(let problem): return BankErrorText.english.problem(problem)
      case .duplicateAnswer(let line): return "same answer as line \(line)"
      case .picture(let icon, let problem):
        return "picture \"\(TextSafety.forMessage(icon))\": \(TextSafety.escaped(problem))"
      case .namedTwice(let first): return "the column is named twice (also column \(first))"
      case .unknownColumn(let name):
        return "unknown column \"\(TextSafety.forMessage(name))\" (ignored; columns are "
          + CSVImport.columns.joined(separator: ", ") + ")"
      case .missingColumn(let name):
        return "the header row has no \"\(name)\" column (the first row must name the "
          + "columns: " + CSVImport.columns.joined(separator: ", ") + ")"
      }
    },
    importEmpty: "the file is empty (the first row must name the columns: "
      + CSVImport.columns.joined(separator: ", ") + ")",
    importNoQuestions: "a header row and no questions below it",
    importNotWritable: "the bank cannot be written as a property list",
    importTooManyRows: { count in
      "\(count.rows) rows of questions, more than a bank holds: at most \(count.limit) "
        + "(a bank file is at most \(BoundedFile.mebibytes(QuestionBank.maximumFileSize)))"
    },
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

/// Why a file of the program's own could not be used.
@Sendable private func fault(_ fault: FileFault) -> String {
  switch fault {
  case .system(let code): return Platform.errorText(code)
  case .notRegularFile: return "not a regular file"
  case .notEncodable(let detail): return detail ?? "cannot be encoded"
  case .tooLarge(let bytes): return "too large: at most \(bytes / (1024 * 1024)) MiB"
  case .lockHeld: return "another program holds its lock"
  case .newerVersion(let version):
    return "written by a newer version of quiz (format \(version)); left as it is"
  }
}

/// Why the terminal cannot be used.
private func terminal(_ error: TerminalError) -> String {
  switch error {
  case .notATerminal: return "the input is not a terminal"
  case .attributes(let code): return "cannot set its modes (\(Platform.errorText(code)))"
  case .output: return "cannot write to it"
  }
}

private func shown(_ text: String) -> String { TextSafety.forMessage(text) }
