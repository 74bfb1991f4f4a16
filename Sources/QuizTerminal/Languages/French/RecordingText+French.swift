import QuizCore
import QuizUI

extension RecordingText {
  /// French.
  public static let french = RecordingText(
    cannotRecord: { "impossible d’enregistrer dans \($0.path): \($0.reason)" },
    recordingStopped: { "l’enregistrement \($0.path) s’est arrêté trop tôt: \($0.reason)" },
    cannotReplay: { "impossible de rejouer \($0.path): \($0.reason)" },
    readError: { error in
      switch error {
      case .notARecording:
        return "ce n’est pas un enregistrement asciicast (sa première ligne n’est pas un en-tête)"
      case .version(let version?):
        return "asciicast version \(version); seule la version 2 se rejoue"
      case .version(nil):
        return "l’en-tête ne donne pas la version d’asciicast; seule la version 2 se rejoue"
      case .size:
        return "la ligne 1, l’en-tête, n’a ni largeur ni hauteur (nombres entiers de 1 à 10000)"
      case .event(let line):
        return "la ligne \(line) n’est pas un événement [temps, \"code\", \"données\"]"
      }
    },
    badSpeed: { "--speed prend un nombre de 0.1 à 100, pas '\($0)'" },
    replayNeedsOneFile: "replay rejoue un enregistrement: quiz replay FICHIER.cast",
    unknownReplayOption: { "option inconnue pour replay: \($0)" },
    recordExists: { "\($0) existe déjà (--force le remplace)" },
    recordNotAFile: { "\($0) n’est pas un fichier; --force ne remplace qu’un fichier" },
    replayEnded: "fin de l’enregistrement · une touche pour sortir",
    droppedSequences: { count in
      count == 1
        ? "l’enregistrement avait 1 séquence que quiz n’écrit jamais; elle a été omise"
        : "l’enregistrement avait \(count) séquences que quiz n’écrit jamais; elles ont été omises"
    })
}
