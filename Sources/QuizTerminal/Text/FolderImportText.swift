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
  /// A second row of `clues.csv` for one picture: the name as written, the first row's line.
  public var repeatedClue: @Sendable (_ name: String, _ firstLine: Int) -> String

  /// The lines in `language` (``Language/terminalText`` chooses).
  public static func forLanguage(_ language: Language) -> FolderImportText {
    language.terminalText.folderImport
  }
}
