import QuizCore
import QuizUI

extension FolderImportText {
  /// French.
  public static let french = FolderImportText(
    lengthClue: { $0 == 1 ? "1 lettre" : "\($0) lettres" },
    noPictures: {
      "\($0) ne contient aucune image (.png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)"
    },
    cluesNeedColumns: "la première ligne doit nommer les colonnes file et title",
    clueForNoPicture: { "aucune image \"\($0)\" dans le dossier" },
    repeatedClue: { "une deuxième ligne pour l’image \"\($0)\" (la première est la ligne \($1))" })
}
