import Foundation
import QuizCore
import QuizSystem
import QuizUI

extension CommandErrorText {
  /// French (`fr*` locales).
  public static let french = CommandErrorText(
    usage: { reason in
      switch reason {
      case .needsValue(let option): return "\(option) demande une valeur"
      case .takesNoValue(let option): return "\(option) n’accepte aucune valeur"
      case .unknownOption(let option): return "option inconnue \(shown(option))"
      case .emptyBankPath: return "le chemin de la banque ne peut pas être vide"
      case .badSeed(let text):
        return "--seed demande un nombre entier de 0 à \(UInt64.max), pas \"\(shown(text))\""
      case .badColor(let text):
        return "--color doit valoir auto, always ou never, pas \"\(shown(text))\""
      case .badTheme(let text):
        return "--theme doit valoir dark, light ou auto, pas \"\(shown(text))\""
      case .badGraphics(let text):
        return
          "--graphics doit valoir auto, kitty, sixel, iterm, blocks ou ascii, pas \"\(shown(text))\""
      case .badDate(let text):
        return
          "--date demande une date de la forme AAAA-MM-JJ et une année de 1 à 9999, pas \"\(shown(text))\""
      case .emptyStatePath: return "le chemin de --state ou de --stats ne peut pas être vide"
      case .stateNotAFile(let option, let path):
        return
          "\(option) \(shown(path)) n’est pas un fichier (donne le chemin d’un fichier, nouveau ou existant)"
      case .dateWithoutCommand: return "--date ne va qu’avec quiz daily ou quiz stats"
      case .shareWithoutDaily: return "--share ne va qu’avec quiz daily"
      case .checkNeedsBank: return "check demande au moins un fichier de banque"
      case .oneBankAtATime(let count): return "une seule banque à la fois, et \(count) sont données"
      case .bankFileAndName: return "donne un fichier de banque ou --bank, pas les deux"
      case .plainAndJSON: return "--plain et --json ne vont pas ensemble"
      case .commandTakesNoFile(let command, let file):
        return "quiz \(command) n’accepte aucun fichier, et \"\(shown(file))\" est donné"
      case .optionNotWithCommand(let option, let command):
        return "\(option) ne va pas avec quiz \(command)"
      case .noPack(let name, let names):
        return "aucun paquet \"\(shown(name))\" (il y a: "
          + names.joined(separator: ", ") + "; quiz banks les montre)"
      case .unknownImportOption(let option):
        return "option inconnue pour import: \(shown(option))"
      case .importNeedsFile: return "import demande un fichier CSV ou TSV"
      case .importOneFile(let count):
        return "import lit un seul fichier à la fois, et \(count) sont donnés"
      case .outputNeedsFolder: return "-o demande un dossier"
      case .bundledPackName(let name):
        return "--install ne peut pas prendre \"\(shown(name))\", le nom d’un paquet fourni, "
          + "qui cacherait le vôtre (quiz banks les liste)"
      case .badPackName(let name):
        return "--install demande un nom de paquet simple (lettres, chiffres, -, _ et ., "
          + "64 caractères au plus, sans point au début), pas \"\(shown(name))\""
      case .badTitle(let title):
        return
          "--title demande un texte de 1 à 80 caractères sans caractère de contrôle, pas \"\(shown(title))\""
      case .badPictureSize(let text):
        return
          "--picture-size demande un nombre entier de \(ImportArguments.pictureSizes.lowerBound) "
          + "à \(ImportArguments.pictureSizes.upperBound), pas \"\(shown(text))\""
      case .importNeedsDestination: return "import demande -o DOSSIER ou --install NOM"
      case .outputAndInstall: return "donne -o DOSSIER ou --install NOM, pas les deux"
      case .unknownExportOption(let option):
        return "option inconnue \(TextSafety.forMessage(option)) pour export"
      case .exportOneBank(0):
        return "export demande le nom d’un paquet, le dossier d’une banque ou une banque"
      case .exportOneBank(let count):
        return "export écrit une banque à la fois, \(count) sont données"
      case .exportNeedsOutput:
        return "export demande -o FICHIER.plist (- pour la sortie standard)"
      case .unknownPictureOption(let option):
        return "option inconnue pour picture: \(shown(option))"
      case .pictureOneFile: return "picture n’accepte qu’un seul fichier"
      case .emptyPicturePath: return "le chemin de l’image ne peut pas être vide"
      case .badWidth(let text):
        return "--width demande un nombre entier de 1 à \(PictureCommand.maximumWidth), "
          + "pas \"\(shown(text))\""
      case .pamNeedsFile: return "--pam demande un nom de fichier"
      case .pictureNeedsFile: return "picture demande un fichier"
      case .badShell(let text?):
        return "completions demande bash, zsh ou fish, pas \"\(shown(text))\""
      case .badShell(nil): return "completions demande bash, zsh ou fish"
      case .oneShell(let extra):
        return "completions prend un seul shell, pas aussi \"\(shown(extra))\""
      }
    },
    systemError: { code in SystemErrorText.french[code] ?? Platform.errorText(code) },
    noSuchFile: "ce fichier n’existe pas",
    notRegularFile: "ce n’est pas un fichier ordinaire",
    tooLarge: { "trop gros: \($0) MiB au plus" },
    fileFault: fault,
    progressError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "le fichier de progression est illisible (\(why)): \(file)"
      case .setAside:
        return "le fichier de progression abîmé ne peut pas être mis de côté (\(why)): \(file)"
      case .save: return "la progression ne peut pas être enregistrée (\(why)): \(file)"
      }
    },
    statsError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "les statistiques sont illisibles (\(why)): \(file)"
      case .lock: return "les statistiques ne peuvent pas être verrouillées (\(why)): \(file)"
      case .setAside:
        return "les statistiques abîmées ne peuvent pas être mises de côté (\(why)): \(file)"
      case .save: return "les statistiques ne peuvent pas être enregistrées (\(why)): \(file)"
      }
    },
    noStatsHome: "aucun dossier personnel où garder les statistiques (donne --stats CHEMIN)",
    noStatsHomeShort: "aucun dossier personnel où garder les statistiques",
    cannotUseTerminal: { "impossible d’utiliser le terminal: \(terminal($0))" },
    cannotResumeTerminal: { "impossible de reprendre le terminal: \(terminal($0))" },
    cannotWriteTerminal: "impossible d’écrire dans le terminal",
    cannotWriteOutput: "impossible d’écrire la sortie",
    importPlace: { place in
      var text = "ligne \(place.line)"
      if let column = place.column { text += ", colonne \(column)" }
      if let name = place.columnName { text += " (\(name))" }
      return text + ": " + place.problem
    },
    csvProblem: { problem in
      switch problem {
      case .unterminatedQuote:
        return "le champ entre guillemets ne se ferme pas (il manque le \" fermant)"
      case .textAfterClosingQuote:
        return "du texte suit des guillemets fermants (écris \"\" pour des guillemets "
          + "à l’intérieur d’autres)"
      case .notUTF8: return "le texte n’est pas en UTF-8 (enregistre le fichier en UTF-8)"
      }
    },
    importProblem: { problem in
      switch problem {
      case .beyondHeader(let columns):
        return "une valeur hors des \(columns) colonnes de la ligne d’en-tête"
      case .bank(let problem): return BankErrorText.french.problem(problem)
      case .duplicateAnswer(let line): return "même réponse que la ligne \(line)"
      case .picture(let icon, let problem):
        return "image \"\(TextSafety.forMessage(icon))\": \(TextSafety.escaped(problem))"
      case .namedTwice(let first):
        return "la colonne est en double (c’est aussi la colonne \(first))"
      case .unknownColumn(let name):
        return
          "colonne inconnue \"\(TextSafety.forMessage(name))\" (ignorée; les colonnes sont "
          + CSVImport.columns.joined(separator: ", ") + ")"
      case .missingColumn(let name):
        return "la ligne d’en-tête n’a pas la colonne \"\(name)\" (la première ligne doit nommer "
          + "les colonnes: " + CSVImport.columns.joined(separator: ", ") + ")"
      }
    },
    importEmpty: "le fichier est vide (la première ligne doit nommer les colonnes: "
      + CSVImport.columns.joined(separator: ", ") + ")",
    importNoQuestions: "il y a une ligne d’en-tête et aucune question dessous",
    importNotWritable: "la banque ne peut pas s’écrire en liste de propriétés",
    importTooManyRows: { count in
      "\(count.rows) lignes de questions, plus qu’une banque n’en contient: au plus \(count.limit) "
        + "(un fichier de banque fait au plus "
        + "\(BoundedFile.mebibytes(QuestionBank.maximumFileSize)))"
    },
    importTooLarge: {
      "ici la banque dépasserait \($0), la taille maximale d’un fichier de banque"
    },
    importNoHome: "installation impossible: ni XDG_DATA_HOME ni HOME ne sont définies",
    importExists: { "\($0) existe déjà (--force le remplace)" },
    importWillNotReplace: { refused in
      let why: String
      switch refused.refusal {
      case .notAFolder: why = "ce n’est pas un dossier"
      case .notABank: why = "il contient autre chose que questions.plist et pictures/"
      case .holdsSource: why = "il contient le tableur importé"
      case .holdsWorkingDirectory:
        why = "c’est le dossier courant ou l’un de ceux qui le contiennent"
      }
      return
        "--force ne remplace pas \(refused.destination): \(why) (--force ne remplace qu’un dossier "
        + "de banque écrit par quiz import)"
    },
    imported: { done in
      let asked = done.questions == 1 ? "1 question" : "\(done.questions) questions"
      let files =
        done.pictures == 0
        ? "" : done.pictures == 1 ? " et 1 image" : " et \(done.pictures) images"
      let agreement = done.questions == 1 && done.pictures == 0 ? "importée" : "importées"
      return "\(asked)\(files) \(agreement) dans \(done.bankFile)"
    },
    importPlayWith: { "pour y jouer: quiz --bank \($0)" },
    pictureNotFound: { search in
      "introuvable à côté de \(search.spreadsheet) ou dans pictures/ (cherché: "
        + search.tried.joined(separator: ", ") + ")"
    },
    pictureUnreadable: { "\($0.path) est illisible: \($0.problem)" },
    pictureForeign: { "\($0.path): \($0.problem)" },
    photoTooLarge: { photo in
      "\(photo.path) mesure \(photo.width)×\(photo.height), plus que les \(photo.megapixels) "
        + "mégapixels qu’une image à importer peut avoir"
    },
    pictureOutsideFolder: {
      "\($0.picture) mène hors du dossier de \($0.spreadsheet) par un lien symbolique "
        + "(pas lu)"
    },
    cannotWrite: { "impossible d’écrire \($0.path): \($0.problem)" },
    cannotReplace: { "impossible de remplacer \($0.path): \($0.problem)" },
    writtenBankPicture: {
      "\($0.path): la banque écrite ne trouve pas son image: \($0.problem)"
    },
    writtenBankBroken: { "\($0.path): la banque écrite ne se charge pas: \($0.problem)" },
    pamIsPicture: "c’est l’image en cours de lecture (donne un autre fichier à --pam)",
    pamToTerminal: "pas de fichier PAM écrit dans un terminal: redirige la sortie "
      + "(> FICHIER.pam ou | programme)"
  )
}

/// Why a file of the program's own could not be used.
@Sendable private func fault(_ fault: FileFault) -> String {
  switch fault {
  case .system(let code): return SystemErrorText.french[code] ?? Platform.errorText(code)
  case .notRegularFile: return "ce n’est pas un fichier ordinaire"
  case .notEncodable(let detail):
    return "impossible à encoder" + (detail.map { ": \($0)" } ?? "")
  case .tooLarge(let bytes): return "trop gros: \(bytes / (1024 * 1024)) MiB au plus"
  case .lockHeld: return "un autre programme tient son verrou"
  case .newerVersion(let version):
    return "écrit par une version plus récente de quiz (format \(version)); laissé tel quel"
  }
}

/// What went wrong with the terminal.
private func terminal(_ error: TerminalError) -> String {
  switch error {
  case .notATerminal: return "l’entrée n’est pas un terminal"
  case .attributes(let code):
    return "impossible de changer ses modes (\(fault(.system(code))))"
  case .output: return "impossible d’y écrire"
  }
}

/// A value as it may be printed.
private func shown(_ text: String) -> String { TextSafety.forMessage(text) }
