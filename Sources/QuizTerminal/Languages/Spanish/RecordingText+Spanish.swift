import QuizCore
import QuizUI

extension RecordingText {
  /// Spanish.
  public static let spanish = RecordingText(
    cannotRecord: { "no se puede grabar en \($0.path): \($0.reason)" },
    recordingStopped: { "la grabación \($0.path) se cortó antes de tiempo: \($0.reason)" },
    cannotReplay: { "no se puede reproducir \($0.path): \($0.reason)" },
    readError: { error in
      switch error {
      case .notARecording:
        return "no es una grabación asciicast (su primera línea no es una cabecera)"
      case .version(let version?):
        return "asciicast versión \(version); solo se reproduce la versión 2"
      case .version(nil):
        return "la cabecera no dice la versión de asciicast; solo se reproduce la versión 2"
      case .size:
        return "la línea 1, la cabecera, no tiene ancho y alto (números enteros de 1 a 10000)"
      case .event(let line):
        return "la línea \(line) no es un evento [tiempo, \"código\", \"datos\"]"
      }
    },
    badSpeed: { "--speed lleva un número de 0.1 a 100, no '\($0)'" },
    replayNeedsOneFile: "replay reproduce una grabación: quiz replay ARCHIVO.cast",
    unknownReplayOption: { "opción desconocida para replay: \($0)" },
    recordExists: { "\($0) ya existe (--force lo sustituye)" },
    recordNotAFile: { "\($0) no es un archivo; --force solo sustituye archivos" },
    replayEnded: "fin de la grabación · cualquier tecla sale",
    droppedSequences: { count in
      count == 1
        ? "la grabación tenía 1 secuencia que quiz nunca escribe; se omitió"
        : "la grabación tenía \(count) secuencias que quiz nunca escribe; se omitieron"
    })
}
