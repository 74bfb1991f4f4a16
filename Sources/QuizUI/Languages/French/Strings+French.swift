import QuizCore

extension Strings {
  /// French (`fr*` locales).
  public static let french = Strings(
    language: "French",
    id: .french,
    menu: MenuText(
      heading: "quiz · choisis un paquet", quit: "Quitter", daily: "Défi du jour",
      stats: "Statistiques", dailyKey: "d", statsKey: "s", quitKey: "q",
      notPlayedToday: "pas encore joué", solvedToday: "aujourd’hui ✓",
      failedToday: "aujourd’hui ✗", streak: { "série \($0)" },
      legends: [
        "↑↓ déplacer · Entrée jouer · 0-9 ou lettre: choisir · q quitter",
        "↑↓ Entrée · 0-9, lettre · q quitter",
        "Entrée jouer · q quitter",
      ],
      enlarge: "Agrandis le terminal", needs: { "il faut \($0.columns)×\($0.rows)" },
      cannotOpen: { "✗ impossible d’ouvrir \($0.name): \($0.reason)" }),
    howToPlay: .french,
    legendPickLong: "tape ou ←→ Espace: choisir",
    legendPickShort: "tape et choisis",
    legendClear: "⌫ effacer",
    legendRevealLong: "? révéler (60)",
    legendRevealShort: "? révéler 60",
    legendRemoveLong: "! retirer (90)",
    legendRemoveShort: "! retirer 90",
    legendHint: "? indice",
    legendRemove: "! retirer",
    legendSkip: "> passer",
    legendZoom: "+ agrandir",
    legendQuit: "Esc quitter",
    legendMenu: "Esc retour",
    legendFinish: "Esc terminer",
    rejection: { reason in
      switch reason {
      case .noMatchingTile: return "cette lettre n’est pas parmi les lettres libres"
      case .tileUnavailable: return "cette lettre n’est pas disponible"
      case .answerIsWrong: return "la réponse est fausse; efface d’abord une lettre"
      case .slotEmpty: return "cette case est vide"
      case .slotLocked: return "cette lettre vient d’un indice et ne s’efface pas"
      case .nothingToClear: return "aucune lettre à effacer"
      case .cannotAfford(let cost, _):
        return "pas assez de points (l’indice coûte \(cost))"
      case .nothingToReveal: return "plus aucune lettre à révéler"
      case .noDecoyLeft: return "plus aucune lettre en trop à retirer"
      case .lastQuestion: return "la dernière question ne se passe pas"
      case .waitingForNext: return "la question suivante arrive"
      case .gameOver: return "la partie est finie"
      case .unknownKey: return "ni une lettre ni une commande"
      case .invalidInput: return "UTF-8 non valide"
      }
    },
    statusRejected: { "✗ \($0.key): \($0.reason)" },
    statusWrong: "✗ Faux: Retour arrière efface une lettre",
    statusRight: { "✓ Bravo! +\($0)" },
    statusRevealed: { "Lettre révélée (−\($0))" },
    statusRemoved: { "Lettres en trop retirées (−\($0))" },
    statusSkipped: { "Question passée: c’était \($0)" },
    statusRightShort: "✓ Bravo!",
    statusNewGame: "Nouvelle partie",
    statusRetrying: {
      $0 == 1 ? "On reprend la question passée" : "On reprend les \($0) questions passées"
    },
    anyKeyReturns: "une touche pour revenir",
    plainHeader: { "[\($0.question)/\($0.total)] points \($0.score) · " },
    plainPicked: { "> choisie \($0)" },
    plainCleared: { "> effacée \($0)" },
    plainRevealed: { "> révélée \($0)" },
    plainRejected: { "> refusée \($0.key): \($0.reason)" },
    plainWrong: { "> ✗ faux: \($0) (efface une lettre pour réessayer)" },
    plainSolved: { "> ✓ trouvée: \($0.answer) +\($0.points)" },
    plainHintReveal: { "> indice: lettre révélée (-\($0))" },
    plainHintRemove: { "> indice: lettres en trop retirées (-\($0))" },
    plainQuit: { "> arrêt à la question \($0.question) sur \($0.total), points \($0.score)" },
    plainFinal: {
      "Score final \($0.score) · trouvées \($0.tally.solved) · passées \($0.tally.skipped) · indices \($0.tally.hints)"
        + " · erreurs \($0.tally.wrongTries)"
    },
    congratulations: "Félicitations!",
    plainCongratulations: { "Félicitations! \($0)." },
    headlineAll: { $0 == 1 ? "Question trouvée" : "Les \($0) questions trouvées" },
    headlineCounted: { "\($0.solved) sur \($0.total) trouvées" },
    headlineSkipped: { $0 == 1 ? ", 1 passée" : ", \($0) passées" },
    summaryScore: "Points",
    summarySolved: "Trouvées",
    summarySkipped: "Passées",
    summaryHints: "Indices",
    summaryWrongTries: "Erreurs",
    summaryTime: "Temps",
    shortScore: { "Points \($0)" },
    answerKeys: AnswerKeys(yes: ["o", "y"], no: ["n"]),
    playAgain: "Rejouer? (o/n)",
    lastQuestionDone: "C’était la dernière question",
    retryOne: "Reprendre la question passée? (o/n)",
    retryMany: { "Reprendre les \($0) passées? (o/n)" },
    enlargeTerminal: "Agrandis le terminal",
    needsColumns: { "il faut \($0.needed) colonnes, il y en a \($0.present)" },
    needsRows: { "il faut \($0.needed) lignes à cette largeur, il y en a \($0.present)" },
    resumedAt: {
      "reprise à la question \($0.question) sur \($0.total), points \($0.score) (--restart recommence)"
    },
    resumedFromMenu: {
      "reprise à la question \($0.question) sur \($0.total), points \($0.score)"
    },
    welcomeBack: { "Bon retour: \($0)" },
    otherOrder: "la progression gardée suit un autre ordre de questions; on recommence",
    otherBank: "la progression gardée vient d’une autre banque; on recommence",
    progressSetAside: { "Le fichier de progression était abîmé; il a été déplacé vers \($0)" },
    progressSetAsideWarning: {
      "attention: le fichier de progression était abîmé; il a été déplacé vers \($0)"
    },
    notSaving: { "✗ \($0); rien n’est gardé" },
    notSavingWarning: { "attention: \($0); la progression de cette partie n’est pas gardée" },
    warning: { "attention: \($0)" },
    statsSetAsideWarning: {
      "attention: le fichier de statistiques était abîmé; il a été déplacé vers \($0)"
    },
    dailyOpening: { "Défi du jour \($0)" },
    dailyPlayed: {
      "Le défi du jour \($0.date) est déjà joué: \($0.solved ? "trouvé" : "pas trouvé"). "
        + "Un nouveau arrive demain."
    },
    dailyNotRecorded: {
      "le résultat du défi du jour \($0) n’est pas noté: les statistiques ne s’enregistrent pas"
    },
    dailyPlayedElsewhere: {
      "le défi du jour \($0) a déjà été joué dans une autre partie; celle-ci ne compte pas"
    },
    dailyHeading: { "Défi du jour · \($0)" },
    dailySolved: "✓ Trouvé!",
    dailyNotSolved: "✗ Pas trouvé",
    dailyAnswer: { "La réponse: \($0)" },
    dailyShare: "Partage-le:",
    dailyStreak: { "Série \($0.current) · record \($0.best)" },
    dailyTomorrow: "Demain, un nouveau défi",
    anyKeyMenu: "une touche: retour au menu",
    anyKeyLeave: "une touche pour sortir",
    dailyCopyLegend: "c: copier la carte",
    dailyCopied: "✓ Carte copiée dans le presse-papiers",
    dailyCopiedTmux: "✓ Carte copiée dans le tampon de tmux (préfixe ] la colle)",
    dailyCopyByHand:
      "Le presse-papiers de ce terminal est hors d'atteinte: sélectionne la carte à la souris pour la copier",
    dailyNotPlayedYet: { "le défi du jour \($0) n'est pas encore joué: joue-le avec quiz daily" },
    statsScrollLegend: "↑↓ défiler · autre touche pour revenir",
    statsLabels: StatsLabels(
      games: "Parties", puzzles: "Questions", solved: "Trouvées", skipped: "Passées",
      hints: "Indices", wrongTries: "Erreurs", averageTime: "Temps moyen",
      streak: "Série du jour"),
    statsGames: {
      "\($0.played) jouée\($0.played > 1 ? "s" : ""), \($0.finished) finie\($0.finished > 1 ? "s" : "")"
    },
    statsPuzzles: { "\($0) jouée\($0 > 1 ? "s" : "")" },
    statsSeconds: { "\($0) s" },
    statsMinutes: { "\($0.minutes) min \($0.seconds) s" },
    decimalMark: ",",
    statsAverage: { "\($0) par question trouvée" },
    statsStreak: { "\($0.current) (record \($0.best)), aujourd’hui \($1)" },
    statsNotYet: "pas encore",
    statsBestScores: "Meilleurs scores",
    statsChartTitle: "Indices par question trouvée",
    banksHeader: ["PAQUET", "QUESTIONS", "PROGRESSION", "EMPLACEMENT"],
    banksBundled: "fourni",
    banksHidden: " (masqué par le paquet fourni)",
    banksSkipped: {
      "\($0) ignoré: le nom du dossier d’un paquet s’écrit en lettres, chiffres, -, _ et ."
        + " (64 au plus)"
    },
    checkOK: { bank in
      "correct, \(bank.questions) question\(bank.questions > 1 ? "s" : "")"
        + (bank.warnings == 0
          ? "" : ", \(bank.warnings) avertissement\(bank.warnings > 1 ? "s" : "")")
    },
    bankErrors: .french,
    usageError: { "\($0) (essaie quiz --help)" }
  )
}
