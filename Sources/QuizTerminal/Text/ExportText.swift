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
  /// The destination is no regular file (a folder, a FIFO, a device), which nothing
  /// replaces: the file and what it is.
  public var notAFile: @Sendable (_ file: String, _ kind: FileKind) -> String
  /// After the lines of the pictures that are missing or broken: nothing was written.
  public var needsPictures: @Sendable (_ bank: String) -> String
  /// The one file would be larger than a bank may be: bank, its size, the limit.
  public var tooLarge: @Sendable (_ bank: String, _ size: String, _ limit: String) -> String
  /// The property list could not be made, or did not read back as the bank.
  public var notWritten: @Sendable (_ bank: String) -> String
  /// No pack has that name; `hereToo` when a file or folder of that name is in the current
  /// folder (written `./NAME`, it would be exported).
  public var noSuchPack: @Sendable (_ name: String, _ hereToo: Bool) -> String
  /// `-o -` on a terminal without `--xml`: a binary property list is not written there.
  public var binaryToTerminal: String
  /// `-o - --xml` on a terminal, the XML holding control characters from the pack's text.
  public var controlsToTerminal: String
  /// Writing the file failed: the file and the system's reason.
  public var cannotWrite: @Sendable (_ file: String, _ reason: String) -> String

  /// A file's size for the summary: KiB (at least 1) below a mebibyte, else MiB with one
  /// decimal.
  public static func size(_ bytes: Int) -> String {
    bytes < 1 << 20 ? "\(max(1, (bytes + 512) >> 10)) KiB" : BoundedFile.mebibytes(bytes)
  }

  /// The export lines in `language`.
  public static func forLanguage(_ language: Language) -> ExportText {
    switch language {
    case .english: english
    case .spanish: spanish
    case .chinese: chinese
    case .french: french
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
    notAFile: { file, kind in
      "cannot write \(file): it is \(kind == .other ? "something else" : "\(kind)"), "
        + "not a regular file"
    },
    needsPictures: { "\($0): every picture must be there and decode to export; nothing written" },
    tooLarge: { bank, size, limit in
      "\(bank): as one file the pack takes \(size), more than a bank may (\(limit)); "
        + "nothing written"
    },
    notWritten: { "\($0): the pack could not be written as one property list" },
    noSuchPack: { name, hereToo in
      "no pack called \(name) (quiz banks lists the packs)"
        + (hereToo ? "; to export the file or folder \(name) here, write ./\(name)" : "")
    },
    binaryToTerminal:
      "not writing a binary property list to a terminal: redirect the output "
      + "(> FILE.plist or | program) or add --xml",
    controlsToTerminal:
      "not writing this XML to a terminal: the pack's text holds control characters "
      + "the terminal would act on; redirect the output (> FILE.plist or | program)",
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
    notAFile: { file, kind in
      "no se puede escribir \(file): es \(SpanishBankText.kind(kind)), no un archivo normal"
    },
    needsPictures: {
      "\($0): para exportar, todas las imágenes deben estar y poder leerse; no se escribió nada"
    },
    tooLarge: { bank, size, limit in
      "\(bank): en un solo archivo el paquete ocupa \(size), más de lo que puede ocupar un "
        + "banco (\(limit)); no se escribió nada"
    },
    notWritten: { "\($0): no se pudo escribir el paquete como una lista de propiedades" },
    noSuchPack: { name, hereToo in
      "no hay ningún paquete llamado \(name) (quiz banks lista los paquetes)"
        + (hereToo
          ? "; para exportar el archivo o la carpeta \(name) de aquí, escribe ./\(name)" : "")
    },
    binaryToTerminal:
      "no se escribe una lista de propiedades binaria en un terminal: redirige la salida "
      + "(> ARCHIVO.plist o | programa) o añade --xml",
    controlsToTerminal:
      "no se escribe este XML en un terminal: el texto del paquete tiene caracteres de "
      + "control que el terminal ejecutaría; redirige la salida (> ARCHIVO.plist o | programa)",
    cannotWrite: { "no se puede escribir \($0): \($1)" }
  )

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
