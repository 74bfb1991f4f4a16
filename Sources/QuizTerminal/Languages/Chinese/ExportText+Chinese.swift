import QuizCore
import QuizSystem
import QuizUI

extension ExportText {
  /// Simplified Chinese.
  public static let chinese = ExportText(
    exported: { summary in
      "已将 \(summary.questions) 道题和 \(summary.pictures) 张图片导出到 \(summary.file)"
        + "（\(size(summary.bytes))）"
    },
    exists: { "\($0) 已经存在（--force 会替换它）" },
    notAFile: { file, kind in "无法写入 \(file)：它是\(ChineseBankText.kind(kind))，不是普通文件" },
    needsPictures: { "\($0)：导出需要每张图片都存在且能解码；未写入任何内容" },
    tooLarge: { bank, size, limit in
      "\(bank)：合成一个文件后题包有 \(size)，超过题库的上限（\(limit)）；未写入任何内容"
    },
    notWritten: { "\($0)：无法把题包写成一个属性列表" },
    noSuchPack: { name, hereToo in
      "没有名为 \(name) 的题包（quiz banks 会列出题包）"
        + (hereToo ? "；要导出当前文件夹里的文件或文件夹 \(name)，请写 ./\(name)" : "")
    },
    binaryToTerminal: "不会把二进制属性列表写到终端：请重定向输出（> 文件.plist 或 | 程序），或加上 --xml",
    controlsToTerminal:
      "不会把这份 XML 写到终端：题包的文字里有终端会执行的控制字符；请重定向输出（> 文件.plist 或 | 程序）",
    cannotWrite: { "无法写入 \($0)：\($1)" }
  )
}
