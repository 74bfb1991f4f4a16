import Foundation
import QuizCore

extension BankErrorText {
  /// French (`fr*` locales).
  public static let french = BankErrorText(
    bankError: FrenchBankText.bankError,
    reason: FrenchBankText.reason,
    fullListHint: { " (quiz check \($0) montre la liste complète)" },
    issue: FrenchBankText.issue,
    problem: FrenchBankText.problem,
    checkLine: { line in
      "\(line.path): \(line.severity == .error ? "erreur" : "attention"): \(FrenchBankText.issue(line.first))"
        + line.more.map { "; " + FrenchBankText.problem($0) }.joined()
    },
    packError: FrenchBankText.packError,
    picture: PictureErrorText.french
  )
}

/// The French wording, case by case.
package enum FrenchBankText {
  static func bankError(_ error: BankError) -> String {
    "\(shown(error.path)): " + reason(error)
  }

  /// Why the bank cannot be played, without its path.
  static func reason(_ error: BankError) -> String {
    switch error {
    case .fileMissing: return "ce fichier n’existe pas"
    case .unreadable(_, let reason):
      return "illisible: \(readFault(reason))"
    case .tooLarge(_, let size, let limit):
      return "trop gros pour une banque: \(BoundedFile.mebibytes(size)), "
        + "au plus \(BoundedFile.mebibytes(limit))"
    case .notPropertyList(_, let text):
      return "ce n’est pas une liste de propriétés: " + syntax(text)
    case .damaged(_, let text):
      return "liste de propriétés binaire abîmée: \(damage(text))"
    case .notABank(_, let reason):
      return "ce n’est pas une banque de questions: \(refusal(reason))"
    case .wrongRoot(_, let found):
      return "la racine doit être une liste de questions, mais c’est \(type(found))"
    case .emptyBank: return "la banque n’a aucune question"
    case .invalid(_, let issues):
      let errors = issues.filter { $0.severity == .error }
      let first = errors.first.map { ": " + issue($0) } ?? ""
      let more = errors.count > 1 ? " (et \(errors.count - 1) de plus)" : ""
      return "banque non valide\(first)\(more)"
    }
  }

  static func issue(_ issue: BankIssue) -> String {
    let key = issue.key.isEmpty ? "" : " \(TextSafety.forMessage(issue.key)):"
    return (issue.question == 0 ? "banque:" : "question \(issue.question):")
      + "\(key) \(problem(issue.problem))"
  }

  static func problem(_ problem: BankProblem) -> String {
    switch problem {
    case .missing: return "manquant"
    case .empty: return "vide"
    case .wrongType(let expected, let found):
      return "doit être \(Self.expected(expected)), mais c’est \(type(found))"
    case .notADictionary(let found):
      return "doit être un dictionnaire, mais c’est \(type(found))"
    case .keyNotAString(let found):
      return "toutes les clés doivent être des textes, mais l’une est \(type(found))"
    case .badOptions(let faults):
      return OptionFault.grouped(faults).map(clause).joined(separator: "; ")
    case .missingLetter(let letter, let needed, let available):
      return "il faut \(needed) × \(TextSafety.forMessage(String(letter))) "
        + "et les options en ont \(available)"
    case .tooManyOptions(let count, let limit):
      return "a \(count) options, au plus \(limit)"
    case .answerTooLong(let count, let limit): return "a \(count) lettres, au plus \(limit)"
    case .tooLong(let count, let limit): return "a \(count) caractères, au plus \(limit)"
    case .whitespaceInAnswer: return "ne doit contenir ni espace ni autre blanc"
    case .invisibleLetter(let letter):
      return "contient une lettre invisible \"\(BankProblem.shownScalars(letter))\""
    case .duplicateAnswer(let first): return "même réponse que la question \(first)"
    case .controlCharacter(let text):
      return "contient un caractère de contrôle ou une séquence d’échappement: \(quoted(text))"
    case .notPlainName(let name):
      return "\(quoted(name)) doit être un nom simple (sans \"/\" ni \"..\")"
    case .pictureMissing(let name):
      let formats = BankProblem.formatsLookedFor(icon: name)
      return "image \(quoted(name)) introuvable dans pictures/"
        + (formats.isEmpty
          ? "" : " (formats cherchés: " + formats.joined(separator: ", ") + ")")
    case .pictureOutsideBank(let name):
      return "l’image \(quoted(name)) mène hors du dossier de la banque "
        + "par un lien symbolique (pas lue)"
    case .pictureUnreadable(let name, let reason):
      return
        "image \(quoted(name)) illisible: \(TextSafety.escaped(PictureErrorText.french(reason)))"
    case .inlinePictureUnreadable(let reason):
      return "image intégrée illisible: \(TextSafety.escaped(PictureErrorText.french(reason)))"
    case .pictureNamedTwice:
      return "nomme un fichier d’image, comme icon: n’utilise qu’une des deux clés"
    case .picturesOverBudget(let limit):
      return "les images jusqu’ici dépassent \(limit) pixels une fois décodées, "
        + "le maximum pour les images d’une banque; les suivantes n’ont pas été décodées"
    case .unknownKey: return "clé inconnue (ignorée)"
    }
  }

  /// One clause about options with the same fault.
  static func clause(_ faults: [OptionFault]) -> String {
    let one = faults.count == 1
    // In a list, a value of no named type is just "autre type", as French's longer words
    // would not leave the start screen's message whole at 40×14.
    var list = faults.prefix(OptionFault.listed)
      .map { $0.shown(typeName: { $0 == .other ? "autre type" : type($0) }) }
      .joined(separator: ", ")
    if faults.count > OptionFault.listed {
      list += " et \(faults.count - OptionFault.listed) de plus"
    }
    let subject = (one ? "l’option " : "les options ") + list
    switch faults[0].reason {
    case .notOneLetter:
      return subject
        + (one
          ? " doit être une seule lettre, sans espace"
          : " doivent être chacune une seule lettre, sans espace")
    case .controlCharacter:
      return subject + (one ? " contient" : " contiennent")
        + " un caractère de contrôle ou une séquence d’échappement"
    case .invisible:
      return subject + (one ? " est une lettre invisible" : " sont des lettres invisibles")
    case .notAString(let found):
      if one {
        return "l’option \(faults[0].index + 1) doit être un texte, mais c’est \(type(found))"
      }
      return subject + " doivent être des textes"
    }
  }

  static func packError(_ error: BundledPackError) -> String {
    switch error {
    case .manifestMissing(let path):
      return "la liste des paquets fournis manque: \(shown(path)): ce fichier n’existe pas"
    case .manifestInvalid(let path, let problem):
      return "\(shown(path)): liste de paquets non valide: \(manifest(problem))"
    }
  }

  private static func shown(_ path: String) -> String { TextSafety.escaped(path) }

  private static func quoted(_ text: String) -> String { "\"\(TextSafety.forMessage(text))\"" }

  /// A property-list type, with its article.
  static func type(_ type: PlistValueType) -> String {
    switch type {
    case .string: "un texte"
    case .array: "une liste"
    case .dictionary: "un dictionnaire"
    case .data: "des données binaires"
    case .date: "une date"
    case .number: "un nombre"
    case .boolean: "un booléen"
    case .null: "une valeur nulle"
    case .reference: "une référence"
    case .other: "une valeur d’un autre type"
    }
  }

  static func expected(_ type: PlistValueType.Expected) -> String {
    switch type {
    case .string: "un texte"
    case .arrayOfStrings: "une liste de textes"
    case .dataOrString: "des données binaires ou un texte"
    }
  }

  /// What a path holds instead of a regular file.
  package static func kind(_ kind: FileKind) -> String {
    switch kind {
    case .directory: "un dossier"
    case .fifo: "une FIFO"
    case .characterDevice: "un périphérique caractère"
    case .blockDevice: "un périphérique bloc"
    case .socket: "une socket"
    case .other: "d’un autre type"
    }
  }

  static func readFault(_ fault: FileReadFault) -> String {
    switch fault {
    case .isADirectory: return "c’est un dossier"
    case .notRegular(let kind): return "ce n’est pas un fichier ordinaire (\(Self.kind(kind)))"
    case .system(let code):
      switch code {
      case EACCES, EPERM: return "permission refusée"
      default: return SystemErrorText.french[code] ?? SystemErrorText.english(code)
      }
    }
  }

  static func syntax(_ fault: PlistSyntaxFault) -> String {
    switch fault {
    case .empty: "le fichier est vide"
    case .noValue: "le fichier ne contient aucune valeur"
    case .unknownFormat:
      "le texte n’est ni du XML, ni une liste de propriétés binaire, ni une liste ou un "
        + "dictionnaire OpenStep"
    case .openStep(let line, let fault): "ligne \(line): \(openStep(fault))"
    case .parser(let message): TextSafety.forMessage(message)
    }
  }

  static func openStep(_ fault: OpenStepFault) -> String {
    switch fault {
    case .noValue: "le fichier ne contient aucune valeur"
    case .endsInside(.array): "le fichier finit au milieu d’une liste"
    case .endsInside(.dictionary): "le fichier finit au milieu d’un dictionnaire"
    case .textAfterEnd: "du texte en trop suit la fin de la liste de propriétés"
    case .expectedCommaOrParen: "« , » ou « ) » attendu après un élément de la liste"
    case .expectedKey: "une clé (un texte) ou « } » attendue dans un dictionnaire"
    case .expectedEquals: "« = » attendu après une clé du dictionnaire"
    case .expectedSemicolon: "« ; » attendu après une valeur du dictionnaire"
    case .hexData: "les données entre « < » et « > » doivent être des chiffres hexadécimaux"
    case .endsInsideData: "le fichier finit au milieu de données « <…> »"
    case .expectedValue: "une valeur attendue"
    case .unclosedString: "un texte entre guillemets ne se ferme pas"
    case .unclosedComment: "un commentaire « /* » ne se ferme pas"
    case .nestedTooDeep(let limit): refusal(.nestedTooDeep(limit: limit))
    }
  }

  static func damage(_ damage: BinaryPlistDamage) -> String {
    switch damage {
    case .tooShort(let size): "le fichier est trop court (\(size) octets)"
    case .unsupportedVersion: "version du format non prise en charge"
    case .impossibleSizes:
      "le bloc final donne des tailles de décalage ou de référence impossibles"
    case .impossibleCount: "le bloc final donne un nombre d’objets impossible"
    case .topObjectMissing: "l’objet racine n’est pas dans la table des décalages"
    case .tableOutside: "la table des décalages sort du fichier"
    case .offsetOutside(let object):
      "l’objet \(object) a un décalage hors de la zone des objets"
    case .runsPast(let object): "l’objet \(object) dépasse la fin de la zone des objets"
    case .tooLong(let object): "l’objet \(object) est trop long"
    case .unknownMarker(let object, let marker):
      "l’objet \(object) a un marqueur de type inconnu 0x\(BinaryPlistDamage.hex(marker))"
    case .malformedLength(let object): "l’objet \(object) a une longueur mal formée"
    case .missingReference(let object): "l’objet \(object) renvoie à un objet qui n’existe pas"
    case .containsItself: "une liste ou un dictionnaire se contient lui-même"
    case .undecodable: "ses objets ne se décodent pas"
    }
  }

  static func refusal(_ reason: NotABankReason) -> String {
    switch reason {
    case .orderedSet:
      "contient un ensemble ordonné, et une banque ne contient que listes, dictionnaires et textes"
    case .set: "contient un ensemble, et une banque ne contient que listes, dictionnaires et textes"
    case .expands(let factor):
      "ses objets partagés, une fois développés, font plus de \(factor) fois le fichier"
    case .nestedTooDeep(let limit):
      "des listes ou dictionnaires sont imbriqués sur plus de \(limit) niveaux"
    }
  }

  static func manifest(_ fault: ManifestFault) -> String {
    switch fault {
    case .rootNotArray: "la racine doit être une liste de paquets"
    case .notADictionary(let pack): "le paquet \(pack) n’est pas un dictionnaire"
    case .missingKey(let pack, let key): "il manque la clé \(key) au paquet \(pack)"
    case .badName(let pack): "paquet \(pack): le nom n’admet que lettres, chiffres et -"
    case .badLevel(let pack): "le paquet \(pack) demande un niveau (level) de 1 ou plus"
    case .badQuestionCount(let pack):
      "paquet \(pack): le nombre de questions (questions) doit être de 0 ou plus"
    case .noPackForDaily: "aucun paquet fourni d’où tirer le défi du jour"
    }
  }
}
