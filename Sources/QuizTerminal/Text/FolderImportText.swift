import QuizUI

/// The lines of `quiz import FOLDER` that a spreadsheet's import has no words for, in one
/// language. Names come ready to print.
public struct FolderImportText: Sendable {
  /// The clue of a picture `clues.csv` says nothing about: the answer's length in letters.
  public var lengthClue: @Sendable (_ letters: Int) -> String
  /// The folder holds no picture: the folder.
  public var noPictures: @Sendable (_ folder: String) -> String
  /// `clues.csv`'s header does not name the `file` and `title` columns.
  public var cluesNeedColumns: String
  /// A row of `clues.csv` names no picture in the folder: the name.
  public var clueForNoPicture: @Sendable (_ name: String) -> String

  /// The lines in `language`.
  public static func forLanguage(_ language: Language) -> FolderImportText {
    switch language {
    case .english: english
    case .spanish: spanish
    case .chinese: chinese
    case .french: french
    }
  }

  /// English.
  public static let english = FolderImportText(
    lengthClue: { $0 == 1 ? "1 letter" : "\($0) letters" },
    noPictures: { "\($0) holds no picture (.png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)" },
    cluesNeedColumns: "the first row must name the columns file and title",
    clueForNoPicture: { "no picture \"\($0)\" in the folder" })

  /// Spanish.
  public static let spanish = FolderImportText(
    lengthClue: { $0 == 1 ? "1 letra" : "\($0) letras" },
    noPictures: { "\($0) no contiene imágenes (.png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)" },
    cluesNeedColumns: "la primera fila debe nombrar las columnas file y title",
    clueForNoPicture: { "no hay ninguna imagen \"\($0)\" en la carpeta" })

  /// Simplified Chinese.
  public static let chinese = FolderImportText(
    lengthClue: { "\($0) 个字" },
    noPictures: { "\($0) 里没有图片（.png、.jpg、.jpeg、.gif、.xpm、.ppm、.pgm、.pnm）" },
    cluesNeedColumns: "第一行必须写出 file 和 title 两列",
    clueForNoPicture: { "文件夹里没有图片 \"\($0)\"" })

  /// French.
  public static let french = FolderImportText(
    lengthClue: { $0 == 1 ? "1 lettre" : "\($0) lettres" },
    noPictures: {
      "\($0) ne contient aucune image (.png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)"
    },
    cluesNeedColumns: "la première ligne doit nommer les colonnes file et title",
    clueForNoPicture: { "aucune image \"\($0)\" dans le dossier" })
}
