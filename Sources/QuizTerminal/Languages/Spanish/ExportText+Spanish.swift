import QuizCore
import QuizSystem
import QuizUI

extension ExportText {
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
}
