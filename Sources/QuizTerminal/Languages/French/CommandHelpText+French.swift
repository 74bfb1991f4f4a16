import QuizCore
import QuizUI

extension CommandHelpText {
  /// French.
  public static let french = CommandHelpText(
    usage: "Usage: ", options: "Options:", optionsPlaceholder: "[options]",
    command: { command in
      switch command.id {
      case .play: "jouer une banque"
      case .check: "valider des banques"
      case .banks: "lister les paquets"
      case .stats: "voir les statistiques"
      case .daily: "jouer le défi du jour"
      case .picture: "voir une image"
      case .import: "changer un tableur ou des images en banque"
      case .export: "écrire un paquet en un seul fichier"
      case .completions: "écrire la complétion d’un shell"
      case .replay: "rejouer un enregistrement"
      }
    },
    option: { option in
      switch option.id {
      case .bank: "jouer un paquet"
      case .shuffle: "mélanger questions et lettres"
      case .seed: "refaire un mélange"
      case .restart: "recommencer sans la progression gardée"
      case .plain: "texte brut"
      case .json: "JSON Lines pour les scripts"
      case .color: "couleur: auto, always ou never"
      case .theme: "couleurs pour un fond sombre ou clair"
      case .graphics: "images: auto, kitty, sixel, iterm, blocks ou ascii"
      case .state: "garder la progression dans CHEMIN"
      case .stats: "garder les statistiques dans CHEMIN"
      case .date: "faire comme si on était ce jour-là"
      case .help: "afficher l’aide"
      case .version: "afficher la version"
      case .width: "largeur de l’image en colonnes"
      case .pam: "écrire les pixels en PAM"
      case .output: "écrire la banque dans DOSSIER"
      case .install: "installer comme ton paquet NOM"
      case .title: "le titre du paquet (sinon le nom du fichier)"
      case .force: "remplacer ce qui existe"
      case .record: "enregistrer la partie en asciicast v2"
      case .replayKeys: "jouer les touches d’un enregistrement"
      case .speed: "rejouer N fois plus vite"
      case .exportFile: "écrire FICHIER (- pour la sortie standard)"
      case .xml: "écrire du XML au lieu du binaire"
      case .share: "afficher la carte à partager du jour"
      case .pictureSize: "plus grand côté des images (16–1024)"
      }
    },
    placeholders: [
      "BANK": "BANQUE", "FILE": "FICHIER", "FILE.csv": "TABLE.csv", "DIR": "DOSSIER",
      "FOLDER": "DOSSIER",
      "NAME": "NOM", "PATH": "CHEMIN", "OUT": "SORTIE", "WHEN": "QUAND", "THEME": "THÈME",
      "HOW": "COMMENT", "YYYY": "AAAA", "DD": "JJ", "TITLE": "TITRE",
    ])
}
