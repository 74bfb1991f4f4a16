import QuizCore
import QuizSystem
import QuizUI

extension ExportText {
  /// French.
  public static let french = ExportText(
    exported: { summary in
      let questions = summary.questions == 1 ? "1 question" : "\(summary.questions) questions"
      let pictures = summary.pictures == 1 ? "1 image" : "\(summary.pictures) images"
      return "\(questions) et \(pictures) exportées dans \(summary.file) "
        + "(\(size(summary.bytes)))"
    },
    exists: { "\($0) existe déjà (--force le remplace)" },
    notAFile: { file, kind in
      "impossible d’écrire \(file): c’est \(FrenchBankText.kind(kind)), pas un fichier ordinaire"
    },
    needsPictures: {
      "\($0): pour exporter, chaque image doit être là et se décoder; rien n’est écrit"
    },
    tooLarge: { bank, size, limit in
      "\(bank): en un seul fichier le paquet fait \(size), plus qu’une banque ne peut "
        + "(\(limit)); rien n’est écrit"
    },
    notWritten: { "\($0): le paquet n’a pas pu s’écrire en une liste de propriétés" },
    noSuchPack: { name, hereToo in
      "aucun paquet nommé \(name) (quiz banks liste les paquets)"
        + (hereToo
          ? "; pour exporter le fichier ou le dossier \(name) d’ici, écris ./\(name)" : "")
    },
    binaryToTerminal:
      "pas de liste de propriétés binaire écrite dans un terminal: redirige la sortie "
      + "(> FICHIER.plist ou | programme) ou ajoute --xml",
    controlsToTerminal:
      "pas de ce XML dans un terminal: le texte du paquet a des caractères de contrôle "
      + "que le terminal exécuterait; redirige la sortie (> FICHIER.plist ou | programme)",
    cannotWrite: { "impossible d’écrire \($0): \($1)" }
  )
}
