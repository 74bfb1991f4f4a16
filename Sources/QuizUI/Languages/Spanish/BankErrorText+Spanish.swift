import Foundation
import QuizCore

extension BankErrorText {
  /// Spanish (`es*` locales).
  public static let spanish = BankErrorText(
    bankError: SpanishBankText.bankError,
    reason: SpanishBankText.reason,
    fullListHint: { " (quiz check \($0) muestra la lista completa)" },
    issue: SpanishBankText.issue,
    problem: SpanishBankText.problem,
    checkLine: { line in
      "\(line.path): \(line.severity == .error ? "error" : "aviso"): \(SpanishBankText.issue(line.first))"
        + line.more.map { "; " + SpanishBankText.problem($0) }.joined()
    },
    packError: SpanishBankText.packError,
    picture: PictureErrorText.spanish
  )
}

/// The Spanish wording, case by case.
package enum SpanishBankText {
  static func bankError(_ error: BankError) -> String {
    "\(shown(error.path)): " + reason(error)
  }

  /// Why the bank cannot be played, without its path.
  static func reason(_ error: BankError) -> String {
    switch error {
    case .fileMissing: return "no existe ese archivo"
    case .unreadable(_, let reason):
      return "no se puede leer: \(readFault(reason))"
    case .tooLarge(_, let size, let limit):
      return "demasiado grande para un banco: \(BoundedFile.mebibytes(size)), "
        + "como máximo \(BoundedFile.mebibytes(limit))"
    case .notPropertyList(_, let text):
      return "no es una lista de propiedades: " + syntax(text)
    case .damaged(_, let text):
      return "lista de propiedades binaria dañada: \(damage(text))"
    case .notABank(_, let reason):
      return "no es un banco de preguntas: \(refusal(reason))"
    case .wrongRoot(_, let found):
      return "la raíz debe ser una lista de preguntas, pero es \(type(found))"
    case .emptyBank: return "el banco no tiene preguntas"
    case .invalid(_, let issues):
      let errors = issues.filter { $0.severity == .error }
      let first = errors.first.map { ": " + issue($0) } ?? ""
      let more = errors.count > 1 ? " (y \(errors.count - 1) más)" : ""
      return "banco no válido\(first)\(more)"
    }
  }

  static func issue(_ issue: BankIssue) -> String {
    let key = issue.key.isEmpty ? "" : " \(TextSafety.forMessage(issue.key)):"
    return (issue.question == 0 ? "banco:" : "pregunta \(issue.question):")
      + "\(key) \(problem(issue.problem))"
  }

  static func problem(_ problem: BankProblem) -> String {
    switch problem {
    case .missing: return "falta"
    case .empty: return "está vacío"
    case .wrongType(let expected, let found):
      return "debe ser \(Self.expected(expected)), pero es \(type(found))"
    case .notADictionary(let found): return "debe ser un diccionario, pero es \(type(found))"
    case .keyNotAString(let found):
      return "todas las claves deben ser textos, pero una es \(type(found))"
    case .badOptions(let faults):
      return OptionFault.grouped(faults).map(clause).joined(separator: "; ")
    case .missingLetter(let letter, let needed, let available):
      return "necesita \(needed) × \(TextSafety.forMessage(String(letter))) "
        + "y las opciones tienen \(available)"
    case .tooManyOptions(let count, let limit):
      return "tiene \(count) opciones, como máximo \(limit)"
    case .answerTooLong(let count, let limit): return "tiene \(count) letras, como máximo \(limit)"
    case .tooLong(let count, let limit): return "tiene \(count) caracteres, como máximo \(limit)"
    case .whitespaceInAnswer: return "no debe contener espacios ni otros caracteres en blanco"
    case .invisibleLetter(let letter):
      return "contiene una letra invisible \"\(BankProblem.shownScalars(letter))\""
    case .duplicateAnswer(let first): return "la misma respuesta que la pregunta \(first)"
    case .controlCharacter(let text):
      return "contiene un carácter de control o una secuencia de escape: \(quoted(text))"
    case .notPlainName(let name):
      return "\(quoted(name)) debe ser un nombre simple (sin \"/\" ni \"..\")"
    case .pictureMissing(let name):
      let formats = BankProblem.formatsLookedFor(icon: name)
      return "no se encuentra la imagen \(quoted(name)) en pictures/"
        + (formats.isEmpty
          ? "" : " (se buscaron los formatos " + formats.joined(separator: ", ") + ")")
    case .pictureOutsideBank(let name):
      return "la imagen \(quoted(name)) lleva fuera de la carpeta del banco "
        + "por un enlace simbólico (no se lee)"
    case .pictureUnreadable(let name, let reason):
      return
        "no se puede leer la imagen \(quoted(name)): \(TextSafety.escaped(PictureErrorText.spanish(reason)))"
    case .inlinePictureUnreadable(let reason):
      return
        "no se puede leer la imagen incluida: \(TextSafety.escaped(PictureErrorText.spanish(reason)))"
    case .pictureNamedTwice:
      return "nombra un archivo de imagen, como icon: use solo una de las dos claves"
    case .picturesOverBudget(let limit):
      return "las imágenes hasta esta suman más de \(limit) píxeles al descodificarse, "
        + "lo máximo que admiten las imágenes de un banco; las siguientes no se descodificaron"
    case .unknownKey: return "clave desconocida (se ignora)"
    }
  }

  /// One clause about options with the same fault.
  static func clause(_ faults: [OptionFault]) -> String {
    let one = faults.count == 1
    var list = faults.prefix(OptionFault.listed).map { $0.shown(typeName: type) }
      .joined(separator: ", ")
    if faults.count > OptionFault.listed { list += " y \(faults.count - OptionFault.listed) más" }
    let subject = (one ? "la opción " : "las opciones ") + list
    switch faults[0].reason {
    case .notOneLetter:
      return subject
        + (one
          ? " debe ser una sola letra, sin espacios"
          : " deben ser una sola letra cada una, sin espacios")
    case .controlCharacter:
      return subject + (one ? " contiene" : " contienen")
        + " un carácter de control o una secuencia de escape"
    case .invisible: return subject + (one ? " es una letra invisible" : " son letras invisibles")
    case .notAString(let found):
      if one {
        return "la opción \(faults[0].index + 1) debe ser un texto, pero es \(type(found))"
      }
      return subject + " deben ser textos"
    }
  }

  static func packError(_ error: BundledPackError) -> String {
    switch error {
    case .manifestMissing(let path):
      return "falta la lista de paquetes incluidos: \(shown(path)): no existe ese archivo"
    case .manifestInvalid(let path, let problem):
      return "\(shown(path)): lista de paquetes no válida: \(manifest(problem))"
    }
  }

  private static func shown(_ path: String) -> String { TextSafety.escaped(path) }

  private static func quoted(_ text: String) -> String { "\"\(TextSafety.forMessage(text))\"" }

  /// A property-list type, with its article.
  static func type(_ type: PlistValueType) -> String {
    switch type {
    case .string: "un texto"
    case .array: "una lista"
    case .dictionary: "un diccionario"
    case .data: "datos binarios"
    case .date: "una fecha"
    case .number: "un número"
    case .boolean: "un booleano"
    case .null: "un valor nulo"
    case .reference: "una referencia"
    case .other: "un valor de otro tipo"
    }
  }

  static func expected(_ type: PlistValueType.Expected) -> String {
    switch type {
    case .string: "un texto"
    case .arrayOfStrings: "una lista de textos"
    case .dataOrString: "datos binarios o un texto"
    }
  }

  /// What a path holds instead of a regular file.
  package static func kind(_ kind: FileKind) -> String {
    switch kind {
    case .directory: "una carpeta"
    case .fifo: "un FIFO"
    case .characterDevice: "un dispositivo de caracteres"
    case .blockDevice: "un dispositivo de bloques"
    case .socket: "un socket"
    case .other: "de otro tipo"
    }
  }

  static func readFault(_ fault: FileReadFault) -> String {
    switch fault {
    case .isADirectory: return "es una carpeta"
    case .notRegular(let kind): return "no es un archivo normal (\(Self.kind(kind)))"
    case .system(let code):
      switch code {
      case EACCES, EPERM: return "permiso denegado"
      default: return SystemErrorText.spanish[code] ?? SystemErrorText.english(code)
      }
    }
  }

  static func syntax(_ fault: PlistSyntaxFault) -> String {
    switch fault {
    case .empty: "el archivo está vacío"
    case .noValue: "el archivo no contiene ningún valor"
    case .unknownFormat:
      "el texto no es XML, ni una lista de propiedades binaria, ni una lista o un diccionario "
        + "OpenStep"
    case .openStep(let line, let fault): "línea \(line): \(openStep(fault))"
    case .parser(let message): TextSafety.forMessage(message)
    }
  }

  static func openStep(_ fault: OpenStepFault) -> String {
    switch fault {
    case .noValue: "el archivo no contiene ningún valor"
    case .endsInside(.array): "el archivo termina dentro de una lista"
    case .endsInside(.dictionary): "el archivo termina dentro de un diccionario"
    case .textAfterEnd: "hay texto de más tras el final de la lista de propiedades"
    case .expectedCommaOrParen: "se esperaba “,” o “)” tras un elemento de la lista"
    case .expectedKey: "se esperaba una clave (un texto) o “}” en un diccionario"
    case .expectedEquals: "se esperaba “=” tras una clave del diccionario"
    case .expectedSemicolon: "se esperaba “;” tras un valor del diccionario"
    case .hexData: "los datos entre “<” y “>” deben ser dígitos hexadecimales"
    case .endsInsideData: "el archivo termina dentro de unos datos “<…>”"
    case .expectedValue: "se esperaba un valor"
    case .unclosedString: "un texto entre comillas no se cierra"
    case .unclosedComment: "un comentario “/*” no se cierra"
    case .nestedTooDeep(let limit): refusal(.nestedTooDeep(limit: limit))
    }
  }

  static func damage(_ damage: BinaryPlistDamage) -> String {
    switch damage {
    case .tooShort(let size): "el archivo es demasiado corto (\(size) bytes)"
    case .unsupportedVersion: "versión del formato no admitida"
    case .impossibleSizes:
      "el bloque final indica tamaños imposibles de desplazamiento o referencia"
    case .impossibleCount: "el bloque final indica un número imposible de objetos"
    case .topObjectMissing: "el objeto raíz no está en la tabla de desplazamientos"
    case .tableOutside: "la tabla de desplazamientos queda fuera del archivo"
    case .offsetOutside(let object):
      "el objeto \(object) tiene un desplazamiento fuera de la zona de objetos"
    case .runsPast(let object): "el objeto \(object) sobrepasa el final de la zona de objetos"
    case .tooLong(let object): "el objeto \(object) es demasiado largo"
    case .unknownMarker(let object, let marker):
      "el objeto \(object) tiene un marcador de tipo desconocido 0x\(BinaryPlistDamage.hex(marker))"
    case .malformedLength(let object): "el objeto \(object) tiene una longitud mal formada"
    case .missingReference(let object): "el objeto \(object) remite a un objeto que no existe"
    case .containsItself: "una lista o un diccionario se contiene a sí mismo"
    case .undecodable: "sus objetos no se pueden descodificar"
    }
  }

  static func refusal(_ reason: NotABankReason) -> String {
    switch reason {
    case .orderedSet:
      "contiene un conjunto ordenado, y un banco solo contiene listas, diccionarios y textos"
    case .set: "contiene un conjunto, y un banco solo contiene listas, diccionarios y textos"
    case .expands(let factor):
      "sus objetos compartidos, al expandirse, ocupan más de \(factor) veces el archivo"
    case .nestedTooDeep(let limit): "hay listas o diccionarios anidados a más de \(limit) niveles"
    }
  }

  static func manifest(_ fault: ManifestFault) -> String {
    switch fault {
    case .rootNotArray: "la raíz debe ser una lista de paquetes"
    case .notADictionary(let pack): "el paquete \(pack) no es un diccionario"
    case .missingKey(let pack, let key): "al paquete \(pack) le falta la clave \(key)"
    case .badName(let pack): "paquete \(pack): el nombre solo admite letras, dígitos y -"
    case .badLevel(let pack): "el paquete \(pack) necesita un nivel (level) de 1 o más"
    case .badQuestionCount(let pack):
      "paquete \(pack): el número de preguntas (questions) debe ser de 0 o más"
    case .noPackForDaily: "no hay ningún paquete incluido del que sacar el reto del día"
    }
  }
}
