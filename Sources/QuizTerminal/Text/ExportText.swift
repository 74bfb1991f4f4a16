import QuizCore
import QuizSystem
import QuizUI

/// The lines of `quiz export`, in one language: what was written, and why nothing was.
/// Paths come ready to print; sizes are told as ``BoundedFile/mebibytes(_:)`` tells them.
public struct ExportText: Sendable {
  /// What an export wrote.
  public struct Summary: Equatable, Sendable {
    /// How many questions the file holds.
    public var questions: Int
    /// How many of them carry their picture inside it.
    public var pictures: Int
    /// The file's size in bytes.
    public var bytes: Int
    /// The file, ready to print.
    public var file: String
  }

  /// The line on stdout after writing the file.
  public var exported: @Sendable (_ summary: Summary) -> String
  /// The destination is already there and `--force` was not given.
  public var exists: @Sendable (_ file: String) -> String
  /// The destination is a folder or a device, which `--force` does not replace.
  public var notAFile: @Sendable (_ file: String) -> String
  /// After the lines of the pictures that are missing or broken: nothing was written.
  public var needsPictures: @Sendable (_ bank: String) -> String
  /// The one file would be larger than a bank may be: bank, its size, the limit.
  public var tooLarge: @Sendable (_ bank: String, _ size: String, _ limit: String) -> String
  /// The property list could not be made, or did not read back as the bank.
  public var notWritten: @Sendable (_ bank: String) -> String
  /// Nothing of that name: no file, no folder, no pack.
  public var noSuchBank: @Sendable (_ name: String) -> String
  /// Writing the file failed: the file and the system's reason.
  public var cannotWrite: @Sendable (_ file: String, _ reason: String) -> String

  /// A file's size for the summary: KiB (at least 1) below a mebibyte, else MiB with one
  /// decimal.
  public static func size(_ bytes: Int) -> String {
    bytes < 1 << 20 ? "\(max(1, (bytes + 512) >> 10)) KiB" : BoundedFile.mebibytes(bytes)
  }

  /// The language of `code` (`en`, `es`, `zh`); English for any other.
  public static func forCode(_ code: String) -> ExportText {
    switch code {
    case "es": spanish
    case "zh": chinese
    default: english
    }
  }

  /// English.
  public static let english = ExportText(
    exported: { summary in
      let questions = summary.questions == 1 ? "1 question" : "\(summary.questions) questions"
      let pictures = summary.pictures == 1 ? "1 picture" : "\(summary.pictures) pictures"
      return "exported \(questions) and \(pictures) into \(summary.file) "
        + "(\(size(summary.bytes)))"
    },
    exists: { "\($0) is already there (--force replaces it)" },
    notAFile: { "\($0) is not a file; --force replaces only a file" },
    needsPictures: { "\($0): every picture must be there and decode to export; nothing written" },
    tooLarge: { bank, size, limit in
      "\(bank): as one file the pack takes \(size), more than a bank may (\(limit)); "
        + "nothing written"
    },
    notWritten: { "\($0): the pack could not be written as one property list" },
    noSuchBank: { "no bank file, bank folder or pack called \($0) (quiz banks lists the packs)" },
    cannotWrite: { "cannot write \($0): \($1)" }
  )

  /// Spanish.
  public static let spanish = ExportText(
    exported: { summary in
      let questions = summary.questions == 1 ? "1 pregunta" : "\(summary.questions) preguntas"
      let pictures = summary.pictures == 1 ? "1 imagen" : "\(summary.pictures) imágenes"
      return "se exportaron \(questions) y \(pictures) a \(summary.file) "
        + "(\(size(summary.bytes)))"
    },
    exists: { "\($0) ya existe (--force lo sustituye)" },
    notAFile: { "\($0) no es un archivo; --force solo sustituye archivos" },
    needsPictures: {
      "\($0): para exportar, todas las imágenes deben estar y poder leerse; no se escribió nada"
    },
    tooLarge: { bank, size, limit in
      "\(bank): en un solo archivo el paquete ocupa \(size), más de lo que puede ocupar un "
        + "banco (\(limit)); no se escribió nada"
    },
    notWritten: { "\($0): no se pudo escribir el paquete como una lista de propiedades" },
    noSuchBank: {
      "no hay ningún banco, carpeta de banco ni paquete llamado \($0) (quiz banks lista los paquetes)"
    },
    cannotWrite: { "no se puede escribir \($0): \($1)" }
  )

  /// Simplified Chinese.
  public static let chinese = ExportText(
    exported: { summary in
      "已将 \(summary.questions) 道题和 \(summary.pictures) 张图片导出到 \(summary.file)"
        + "（\(size(summary.bytes))）"
    },
    exists: { "\($0) 已经存在（--force 会替换它）" },
    notAFile: { "\($0) 不是文件；--force 只替换文件" },
    needsPictures: { "\($0)：导出需要每张图片都存在且能解码；未写入任何内容" },
    tooLarge: { bank, size, limit in
      "\(bank)：合成一个文件后题包有 \(size)，超过题库的上限（\(limit)）；未写入任何内容"
    },
    notWritten: { "\($0)：无法把题包写成一个属性列表" },
    noSuchBank: { "没有名为 \($0) 的题库文件、题库文件夹或题包（quiz banks 会列出题包）" },
    cannotWrite: { "无法写入 \($0)：\($1)" }
  )
}
