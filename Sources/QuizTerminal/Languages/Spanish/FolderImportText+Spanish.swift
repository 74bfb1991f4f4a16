import QuizCore
import QuizUI

extension FolderImportText {
  /// Spanish.
  public static let spanish = FolderImportText(
    lengthClue: { $0 == 1 ? "1 letra" : "\($0) letras" },
    noPictures: { "\($0) no contiene imágenes (.png, .jpg, .jpeg, .gif, .xpm, .ppm, .pgm, .pnm)" },
    cluesNeedColumns: "la primera fila debe nombrar las columnas file y title",
    clueForNoPicture: { "no hay ninguna imagen \"\($0)\" en la carpeta" },
    repeatedClue: { "una segunda fila para la imagen \"\($0)\" (la primera es la línea \($1))" })
}
