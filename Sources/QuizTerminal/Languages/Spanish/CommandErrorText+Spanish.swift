import Foundation
import QuizCore
import QuizSystem
import QuizUI

extension CommandErrorText {
  /// Spanish (`es*` locales).
  public static let spanish = CommandErrorText(
    usage: { reason in
      switch reason {
      case .needsValue(let option): return "\(option) necesita un valor"
      case .takesNoValue(let option): return "\(option) no admite ningún valor"
      case .unknownOption(let option): return "opción desconocida \(shown(option))"
      case .emptyBankPath: return "la ruta del banco no puede estar vacía"
      case .badSeed(let text):
        return "--seed necesita un número entero de 0 a \(UInt64.max), no \"\(shown(text))\""
      case .badColor(let text):
        return "--color debe ser auto, always o never, no \"\(shown(text))\""
      case .badTheme(let text):
        return "--theme debe ser dark, light o auto, no \"\(shown(text))\""
      case .badGraphics(let text):
        return
          "--graphics debe ser auto, kitty, sixel, iterm, blocks o ascii, no \"\(shown(text))\""
      case .badDate(let text):
        return
          "--date necesita una fecha con la forma AAAA-MM-DD y un año de 1 a 9999, no \"\(shown(text))\""
      case .emptyStatePath: return "la ruta de --state o de --stats no puede estar vacía"
      case .stateNotAFile(let option, let path):
        return
          "\(option) \(shown(path)) no es un archivo (indica la ruta de un archivo, nuevo o existente)"
      case .dateWithoutCommand: return "--date solo va con quiz daily o quiz stats"
      case .shareWithoutDaily: return "--share solo va con quiz daily"
      case .checkNeedsBank: return "check necesita al menos un archivo de banco"
      case .oneBankAtATime(let count): return "solo un banco cada vez, y se han indicado \(count)"
      case .bankFileAndName: return "indica un archivo de banco o --bank, no los dos"
      case .plainAndJSON: return "--plain y --json no se pueden usar a la vez"
      case .commandTakesNoFile(let command, let file):
        return "quiz \(command) no admite ningún archivo, y se ha indicado \"\(shown(file))\""
      case .optionNotWithCommand(let option, let command):
        return "\(option) no va con quiz \(command)"
      case .noPack(let name, let names):
        return "no hay ningún paquete \"\(shown(name))\" (hay: "
          + names.joined(separator: ", ") + "; quiz banks los muestra)"
      case .unknownImportOption(let option):
        return "opción desconocida para import: \(shown(option))"
      case .importNeedsFile: return "import necesita un archivo CSV o TSV"
      case .importOneFile(let count):
        return "import lee un solo archivo cada vez, y se han indicado \(count)"
      case .outputNeedsFolder: return "-o necesita una carpeta"
      case .bundledPackName(let name):
        return "--install no puede usar \"\(shown(name))\", el nombre de un paquete incluido, "
          + "que ocultaría el tuyo (quiz banks los lista)"
      case .badPackName(let name):
        return "--install necesita un nombre de paquete sencillo (letras, cifras, -, _ y ., "
          + "hasta 64 caracteres, sin punto al principio), no \"\(shown(name))\""
      case .badTitle(let title):
        return
          "--title necesita un texto de 1 a 80 caracteres sin caracteres de control, no \"\(shown(title))\""
      case .badPictureSize(let text):
        return
          "--picture-size necesita un número entero de \(ImportArguments.pictureSizes.lowerBound) "
          + "a \(ImportArguments.pictureSizes.upperBound), no \"\(shown(text))\""
      case .importNeedsDestination: return "import necesita -o DIR o --install NOMBRE"
      case .outputAndInstall: return "indica -o DIR o --install NOMBRE, no los dos"
      case .unknownExportOption(let option):
        return "opción desconocida \(TextSafety.forMessage(option)) para export"
      case .exportOneBank(0):
        return "export necesita el nombre de un paquete, la carpeta de un banco o un banco"
      case .exportOneBank(let count):
        return "export escribe un banco cada vez, se dieron \(count)"
      case .exportNeedsOutput:
        return "export necesita -o ARCHIVO.plist (- para la salida estándar)"
      case .unknownPictureOption(let option):
        return "opción desconocida para picture: \(shown(option))"
      case .pictureOneFile: return "picture admite un solo archivo"
      case .emptyPicturePath: return "la ruta de la imagen no puede estar vacía"
      case .badWidth(let text):
        return "--width necesita un número entero de 1 a \(PictureCommand.maximumWidth), "
          + "no \"\(shown(text))\""
      case .pamNeedsFile: return "--pam necesita un nombre de archivo"
      case .pictureNeedsFile: return "picture necesita un archivo"
      case .badShell(let text?):
        return "completions necesita bash, zsh o fish, no \"\(shown(text))\""
      case .badShell(nil): return "completions necesita bash, zsh o fish"
      case .oneShell(let extra):
        return "completions acepta un solo shell, no también \"\(shown(extra))\""
      }
    },
    systemError: { code in SystemErrorText.spanish[code] ?? Platform.errorText(code) },
    noSuchFile: "no existe ese archivo",
    notRegularFile: "no es un archivo normal",
    tooLarge: { "demasiado grande: \($0) MiB como mucho" },
    fileFault: fault,
    progressError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "el archivo de progreso no se puede leer (\(why)): \(file)"
      case .setAside:
        return "el archivo de progreso dañado no se puede apartar (\(why)): \(file)"
      case .save: return "el progreso no se puede guardar (\(why)): \(file)"
      }
    },
    statsError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "las estadísticas no se pueden leer (\(why)): \(file)"
      case .lock: return "las estadísticas no se pueden bloquear (\(why)): \(file)"
      case .setAside:
        return "las estadísticas dañadas no se pueden apartar (\(why)): \(file)"
      case .save: return "las estadísticas no se pueden guardar (\(why)): \(file)"
      }
    },
    noStatsHome: "no hay carpeta personal donde guardar las estadísticas (indica --stats RUTA)",
    noStatsHomeShort: "no hay carpeta personal donde guardar las estadísticas",
    cannotUseTerminal: { "no se puede usar la terminal: \(terminal($0))" },
    cannotResumeTerminal: { "no se puede recuperar la terminal al reanudar: \(terminal($0))" },
    cannotWriteTerminal: "no se puede escribir en la terminal",
    cannotWriteOutput: "no se puede escribir la salida",
    importPlace: { place in
      var text = "línea \(place.line)"
      if let column = place.column { text += ", columna \(column)" }
      if let name = place.columnName { text += " (\(name))" }
      return text + ": " + place.problem
    },
    csvProblem: { problem in
      switch problem {
      case .unterminatedQuote: return "el campo entre comillas no se cierra (falta el \" de cierre)"
      case .textAfterClosingQuote:
        return "hay texto tras unas comillas de cierre (escribe \"\" para unas comillas "
          + "dentro de otras)"
      case .notUTF8: return "el texto no está en UTF-8 (guarda el archivo como UTF-8)"
      }
    },
    importProblem: { problem in
      switch problem {
      case .beyondHeader(let columns):
        return "un valor fuera de las \(columns) columnas de la fila de cabecera"
      case .bank(let problem): return BankErrorText.spanish.problem(problem)
      case .duplicateAnswer(let line): return "la misma respuesta que la línea \(line)"
      case .picture(let icon, let problem):
        return "imagen \"\(TextSafety.forMessage(icon))\": \(TextSafety.escaped(problem))"
      case .namedTwice(let first):
        return "la columna está repetida (también es la columna \(first))"
      case .unknownColumn(let name):
        return
          "columna desconocida \"\(TextSafety.forMessage(name))\" (se ignora; las columnas son "
          + CSVImport.columns.joined(separator: ", ") + ")"
      case .missingColumn(let name):
        return "la fila de cabecera no tiene la columna \"\(name)\" (la primera fila debe nombrar "
          + "las columnas: " + CSVImport.columns.joined(separator: ", ") + ")"
      }
    },
    importEmpty: "el archivo está vacío (la primera fila debe nombrar las columnas: "
      + CSVImport.columns.joined(separator: ", ") + ")",
    importNoQuestions: "hay una fila de cabecera y ninguna pregunta debajo",
    importNotWritable: "el banco no se puede escribir como lista de propiedades",
    importTooManyRows: { count in
      "\(count.rows) filas de preguntas, más de las que caben en un banco: como mucho \(count.limit) "
        + "(un archivo de banco ocupa como mucho "
        + "\(BoundedFile.mebibytes(QuestionBank.maximumFileSize)))"
    },
    importTooLarge: {
      "aquí el banco pasaría de \($0), lo máximo que puede ocupar un archivo de banco"
    },
    importNoHome: "no se puede instalar: no están definidas ni XDG_DATA_HOME ni HOME",
    importExists: { "\($0) ya existe (--force lo sustituye)" },
    importWillNotReplace: { refused in
      let why: String
      switch refused.refusal {
      case .notAFolder: why = "no es una carpeta"
      case .notABank: why = "contiene algo más que questions.plist y pictures/"
      case .holdsSource: why = "contiene la hoja de cálculo que se importa"
      case .holdsWorkingDirectory: why = "es la carpeta actual o una de las que la contienen"
      }
      return
        "--force no sustituye \(refused.destination): \(why) (--force solo sustituye una carpeta "
        + "de banco escrita por quiz import)"
    },
    imported: { done in
      let asked = done.questions == 1 ? "1 pregunta" : "\(done.questions) preguntas"
      let files =
        done.pictures == 0
        ? "" : done.pictures == 1 ? " y 1 imagen" : " y \(done.pictures) imágenes"
      let agreement = done.questions == 1 && done.pictures == 0 ? "importada" : "importadas"
      return "\(asked)\(files) \(agreement) en \(done.bankFile)"
    },
    importPlayWith: { "para jugarlo: quiz --bank \($0)" },
    pictureNotFound: { search in
      "no se encuentra junto a \(search.spreadsheet) ni en pictures/ (se buscó: "
        + search.tried.joined(separator: ", ") + ")"
    },
    pictureUnreadable: { "\($0.path) no se puede leer: \($0.problem)" },
    pictureForeign: { "\($0.path): \($0.problem)" },
    photoTooLarge: { photo in
      "\(photo.path) mide \(photo.width)×\(photo.height), más de los \(photo.megapixels) "
        + "megapíxeles que puede tener una imagen para importar"
    },
    pictureOutsideFolder: {
      "\($0.picture) lleva fuera de la carpeta de \($0.spreadsheet) por un enlace simbólico "
        + "(no se lee)"
    },
    cannotWrite: { "no se puede escribir \($0.path): \($0.problem)" },
    cannotReplace: { "no se puede sustituir \($0.path): \($0.problem)" },
    writtenBankPicture: { "\($0.path): el banco escrito no encuentra su imagen: \($0.problem)" },
    writtenBankBroken: { "\($0.path): el banco escrito no se puede cargar: \($0.problem)" },
    pamIsPicture: "es la imagen que se está leyendo (indica otro archivo a --pam)",
    pamToTerminal: "no se escribe un archivo PAM en un terminal: redirige la salida "
      + "(> ARCHIVO.pam o | programa)"
  )
}

/// Why a file of the program's own could not be used.
@Sendable private func fault(_ fault: FileFault) -> String {
  switch fault {
  case .system(let code): return SystemErrorText.spanish[code] ?? Platform.errorText(code)
  case .notRegularFile: return "no es un archivo normal"
  case .notEncodable(let detail): return "no se puede codificar" + (detail.map { ": \($0)" } ?? "")
  case .tooLarge(let bytes): return "demasiado grande: \(bytes / (1024 * 1024)) MiB como mucho"
  case .lockHeld: return "otro programa tiene su cerrojo"
  case .newerVersion(let version):
    return "escrito por una versión más nueva de quiz (formato \(version)); se deja como está"
  }
}

/// What went wrong with the terminal.
private func terminal(_ error: TerminalError) -> String {
  switch error {
  case .notATerminal: return "la entrada no es una terminal"
  case .attributes(let code):
    return "no se pueden cambiar sus modos (\(fault(.system(code))))"
  case .output: return "no se puede escribir en él"
  }
}

/// A value as it may be printed.
private func shown(_ text: String) -> String { TextSafety.forMessage(text) }
