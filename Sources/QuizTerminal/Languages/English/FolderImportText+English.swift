import QuizCore
import QuizUI

extension FolderImportText {
  /// English.
  public static let english = FolderImportText(
    lengthClue: { $0 == 1 ? "1 letter" : "\($0) letters" },
    noPictures: { "\($0) holds no picture (.png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)" },
    cluesNeedColumns: "the first row must name the columns file and title",
    clueForNoPicture: { "no picture \"\($0)\" in the folder" },
    repeatedClue: { "a second row for the picture \"\($0)\" (the first is line \($1))" })
}
