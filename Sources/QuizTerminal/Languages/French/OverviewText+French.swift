import QuizCore
import QuizUI

extension OverviewText {
  /// French.
  public static let french = OverviewText(
    options: "Options: ",
    command: { id in
      switch id {
      case .play: "jouer (menu, ou le paquet en par tube)"
      case .check: "valider des banques, tout problème listé"
      case .banks: "lister les paquets"
      case .stats: "voir les statistiques"
      case .daily: "le défi du jour dans ta langue"
      case .picture: "voir une image"
      case .import: "importer"
      case .export: "paquet en fichier"
      case .completions: "complétion d’un shell"
      case .replay: "rejouer un enregistrement"
      }
    },
    option: { id in
      switch id {
      case .bank: "jouer un paquet"
      case .shuffle: "mélanger questions et lettres"
      case .seed: "refaire un mélange"
      case .restart: "de zéro"
      case .plain: "texte brut"
      case .json: "JSON Lines"
      case .color: "auto, always, never"
      case .theme: "dark, light, auto"
      case .graphics: "images: auto, kitty, sixel, iterm, blocks ou ascii"
      case .state: "la progression"
      case .stats: "les statistiques"
      case .date: "jouer à cette date"
      case .share: "carte du défi du jour"
      case .help: "aide"
      case .version: "version"
      case .record: "enregistrer la partie"
      case .force: "remplacer l’existant"
      case .replayKeys: "touches"
      case .width, .pam, .output, .install, .speed, .exportFile, .xml, .title, .pictureSize: nil
      }
    },
    keys: [
      "Touches: une lettre, ou flèches et Espace · ⌫ efface · Tab lettres/cases",
      "  ? révèle une lettre (60) · ! retire les leurres (90) · > passe · + agrandit",
      "  Ctrl-L redessine · Esc, Ctrl-C, Ctrl-D quittent · o/n répond · F1 ou / aide",
    ],
    exit: [
      "Sortie: 0 fini (ou check propre) · 1 abandon · 64 usage · 65 banque erronée",
      "        66 fichier absent · 73 la cible existe · 74 E/S · 129/130/143 signal",
    ])
}
