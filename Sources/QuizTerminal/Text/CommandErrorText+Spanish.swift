import QuizCore

extension CommandErrorText {
  /// Spanish (`es*` locales).
  public static let spanish = CommandErrorText(
    usage: { reason in
      switch reason {
      case .needsValue(let option): return "\(option) necesita un valor"
      case .takesNoValue(let option): return "\(option) no lleva valor"
      case .unknownOption(let option): return "opción desconocida \(shown(option))"
      case .emptyBankPath: return "la ruta del banco no puede estar vacía"
      case .badSeed(let text):
        return "--seed necesita un número entero de 0 a \(UInt64.max), no \"\(shown(text))\""
      case .badColor(let text):
        return "--color debe ser auto, always o never, no \"\(shown(text))\""
      case .badDate(let text):
        return "--date necesita una fecha con la forma AAAA-MM-DD, no \"\(shown(text))\""
      case .emptyStatePath: return "la ruta de --state o de --stats no puede estar vacía"
      case .dateWithoutCommand: return "--date solo va con quiz daily o quiz stats"
      case .checkNeedsBank: return "check necesita al menos un archivo de banco"
      case .oneBankAtATime(let count): return "un banco cada vez, y se han dado \(count)"
      case .bankFileAndName: return "indica un archivo de banco o --bank, no los dos"
      case .plainAndJSON: return "--plain y --json no se pueden usar a la vez"
      case .commandTakesNoFile(let command, let file):
        return "quiz \(command) no lleva ningún archivo, y se ha dado \"\(shown(file))\""
      case .optionNotWithCommand(let option, let command):
        return "\(option) no va con quiz \(command)"
      case .noPack(let name, let names):
        return "no hay ningún paquete \"\(shown(name))\" (hay: "
          + names.joined(separator: ", ") + "; quiz banks los muestra)"
      case .unknownImportOption(let option):
        return "opción desconocida para import: \(shown(option))"
      case .importNeedsFile: return "import necesita un archivo CSV o TSV"
      case .importOneFile(let count):
        return "import lee un archivo cada vez, y se han dado \(count)"
      case .outputNeedsFolder: return "-o necesita una carpeta"
      case .badPackName(let name):
        return "--install necesita un nombre de paquete sencillo (letras, cifras, -, _ y ., "
          + "64 como mucho, sin empezar por punto), no \"\(shown(name))\""
      case .importNeedsDestination: return "import necesita -o DIR o --install NOMBRE"
      case .outputAndInstall: return "indica -o DIR o --install NOMBRE, no los dos"
      case .unknownPictureOption(let option):
        return "opción desconocida para picture: \(shown(option))"
      case .pictureOneFile: return "picture lleva un solo archivo"
      case .emptyPicturePath: return "la ruta de la imagen no puede estar vacía"
      case .badWidth(let text):
        return "--width necesita un número entero de 1 a \(PictureCommand.maximumWidth), "
          + "no \"\(shown(text))\""
      case .pamNeedsFile: return "--pam necesita un nombre de archivo"
      case .pictureNeedsFile: return "picture necesita un archivo"
      }
    }
  )
}

/// A value as it may be printed.
private func shown(_ text: String) -> String { TextSafety.forMessage(text) }
