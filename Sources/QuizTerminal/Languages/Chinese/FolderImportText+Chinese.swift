import QuizCore
import QuizUI

extension FolderImportText {
  /// Simplified Chinese.
  public static let chinese = FolderImportText(
    lengthClue: { "\($0) 个字" },
    noPictures: { "\($0) 里没有图片（.png、.jpg、.jpeg、.gif、.xpm、.ppm、.pgm、.pnm）" },
    cluesNeedColumns: "第一行必须写出 file 和 title 两列",
    clueForNoPicture: { "文件夹里没有图片 \"\($0)\"" },
    repeatedClue: { "图片 \"\($0)\" 的第二行（第一行是第 \($1) 行）" })
}
