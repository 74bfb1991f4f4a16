import QuizCore
import QuizSystem
import QuizUI

extension ExportText {
  /// English.
  public static let english = ExportText(
    exported: { summary in
      let questions = summary.questions == 1 ? "1 question" : "\(summary.questions) questions"
      let pictures = summary.pictures == 1 ? "1 picture" : "\(summary.pictures) pictures"
      return "exported \(questions) and \(pictures) into \(summary.file) "
        + "(\(size(summary.bytes)))"
    },
    exists: { "\($0) is already there (--force replaces it)" },
    notAFile: { file, kind in
      "cannot write \(file): it is \(kind == .other ? "something else" : EnglishBankText.kind(kind)), "
        + "not a regular file"
    },
    needsPictures: { "\($0): every picture must be there and decode to export; nothing written" },
    tooLarge: { bank, size, limit in
      "\(bank): as one file the pack takes \(size), more than a bank may (\(limit)); "
        + "nothing written"
    },
    notWritten: { "\($0): the pack could not be written as one property list" },
    noSuchPack: { name, hereToo in
      "no pack called \(name) (quiz banks lists the packs)"
        + (hereToo ? "; to export the file or folder \(name) here, write ./\(name)" : "")
    },
    binaryToTerminal:
      "not writing a binary property list to a terminal: redirect the output "
      + "(> FILE.plist or | program) or add --xml",
    controlsToTerminal:
      "not writing this XML to a terminal: the pack's text holds control characters "
      + "the terminal would act on; redirect the output (> FILE.plist or | program)",
    cannotWrite: { "cannot write \($0): \($1)" }
  )
}
