import QuizCore

extension Strings {
  /// English, the default.
  public static let english = Strings(
    language: "English",
    id: .english,
    menu: MenuText(
      heading: "quiz · choose a pack", quit: "Quit", daily: "Daily puzzle", stats: "Statistics",
      dailyKey: "d", statsKey: "s", quitKey: "q",
      notPlayedToday: "not played today", solvedToday: "today ✓", failedToday: "today ✗",
      streak: { "streak \($0)" },
      legends: [
        "↑↓ move · Enter play · 0-9 or letter picks · q quit",
        "↑↓ Enter · 0-9, letter · q quit",
        "Enter play · q quit",
      ],
      enlarge: "Enlarge the terminal", needs: { "needs \($0.columns)×\($0.rows)" },
      cannotOpen: { "✗ cannot open \($0.name): \($0.reason)" }),
    howToPlay: .english,
    legendPickLong: "type or ←→ Space: pick",
    legendPickShort: "type to pick",
    legendClear: "⌫ clear",
    legendRevealLong: "? reveal (60)",
    legendRevealShort: "? reveal 60",
    legendRemoveLong: "! remove (90)",
    legendRemoveShort: "! remove 90",
    legendHint: "? hint",
    legendRemove: "! remove",
    legendSkip: "> skip",
    legendZoom: "+ zoom",
    legendQuit: "Esc quit",
    legendMenu: "Esc menu",
    legendFinish: "Esc finish",
    rejection: { reason in
      switch reason {
      case .noMatchingTile: return "no unused tile with that letter"
      case .tileUnavailable: return "that tile is not available"
      case .answerIsWrong: return "the answer is wrong: clear a letter first"
      case .slotEmpty: return "that slot is empty"
      case .slotLocked: return "that letter was revealed and stays"
      case .nothingToClear: return "no letter to clear"
      case .cannotAfford(let cost, _): return "not enough points (the hint costs \(cost))"
      case .nothingToReveal: return "no letter left to reveal"
      case .noDecoyLeft: return "no decoy tile left to remove"
      case .lastQuestion: return "the last question cannot be skipped"
      case .waitingForNext: return "the next question is coming"
      case .gameOver: return "the game is over"
      case .unknownKey: return "not a tile or a command"
      case .invalidInput: return "not valid UTF-8"
      }
    },
    statusRejected: { "✗ \($0.key): \($0.reason)" },
    statusWrong: "✗ Not quite: Backspace clears a letter",
    statusRight: { "✓ Right! +\($0)" },
    statusRevealed: { "A letter revealed (−\($0))" },
    statusRemoved: { "Decoys removed (−\($0))" },
    statusSkipped: { "Skipped — it was \($0)" },
    statusRightShort: "✓ Right!",
    statusNewGame: "New game",
    statusRetrying: {
      $0 == 1 ? "Retrying the skipped question" : "Retrying the \($0) skipped questions"
    },
    anyKeyReturns: "any key returns",
    plainHeader: { "[\($0.question)/\($0.total)] score \($0.score) · " },
    plainPicked: { "> picked \($0)" },
    plainCleared: { "> cleared \($0)" },
    plainRevealed: { "> revealed \($0)" },
    plainRejected: { "> rejected \($0.key): \($0.reason)" },
    plainWrong: { "> ✗ wrong: \($0) (clear a letter to try again)" },
    plainSolved: { "> ✓ solved: \($0.answer) +\($0.points)" },
    plainHintReveal: { "> hint: reveal a letter (-\($0))" },
    plainHintRemove: { "> hint: decoys removed (-\($0))" },
    plainQuit: { "> quit at question \($0.question) of \($0.total), score \($0.score)" },
    plainFinal: {
      "Final score \($0.score) · solved \($0.tally.solved) · skipped \($0.tally.skipped) · hints \($0.tally.hints)"
        + " · wrong tries \($0.tally.wrongTries)"
    },
    congratulations: "Congratulations!",
    plainCongratulations: { "Congratulations! \($0)." },
    headlineAll: { $0 == 1 ? "The question solved" : "All \($0) questions solved" },
    headlineCounted: { "\($0.solved) of \($0.total) solved" },
    headlineSkipped: { ", \($0) skipped" },
    summaryScore: "Score",
    summarySolved: "Solved",
    summarySkipped: "Skipped",
    summaryHints: "Hints",
    summaryWrongTries: "Wrong tries",
    summaryTime: "Time",
    shortScore: { "Score \($0)" },
    answerKeys: AnswerKeys(yes: ["y"], no: ["n"]),
    playAgain: "Play again? (y/n)",
    lastQuestionDone: "That was the last question",
    retryOne: "Retry the skipped question? (y/n)",
    retryMany: { "Retry the \($0) skipped questions? (y/n)" },
    enlargeTerminal: "Enlarge the terminal",
    needsColumns: { "needs \($0.needed) columns, has \($0.present)" },
    needsRows: { "needs \($0.needed) rows at this width, has \($0.present)" },
    resumedAt: {
      "resumed at question \($0.question) of \($0.total), score \($0.score) (--restart starts over)"
    },
    resumedFromMenu: {
      "resumed at question \($0.question) of \($0.total), score \($0.score)"
    },
    welcomeBack: { "Welcome back: \($0)" },
    otherOrder: "saved progress is for another question order; starting over",
    otherBank: "saved progress belongs to another bank; starting over",
    progressSetAside: { "Progress file was damaged; moved to \($0)" },
    progressSetAsideWarning: { "warning: progress file was damaged; moved to \($0)" },
    notSaving: { "✗ \($0); not saving" },
    notSavingWarning: { "warning: \($0); this game's progress is not saved" },
    warning: { "warning: \($0)" },
    statsSetAsideWarning: { "warning: statistics file was damaged; moved to \($0)" },
    dailyOpening: { "Daily puzzle of \($0)" },
    dailyPlayed: {
      "The daily puzzle of \($0.date) is played: \($0.solved ? "solved" : "not solved"). "
        + "A new one comes tomorrow."
    },
    dailyNotRecorded: {
      "the daily result of \($0) is not recorded: the statistics cannot be saved"
    },
    dailyPlayedElsewhere: {
      "the daily puzzle of \($0) was already played in another game; this game is not counted"
    },
    dailyHeading: { "Daily puzzle · \($0)" },
    dailySolved: "✓ Solved!",
    dailyNotSolved: "✗ Not solved",
    dailyAnswer: { "The answer: \($0)" },
    dailyShare: "Share it:",
    dailyStreak: { "Streak \($0.current) · best \($0.best)" },
    dailyTomorrow: "Next puzzle tomorrow",
    anyKeyMenu: "any key: back to the menu",
    anyKeyLeave: "any key to leave",
    dailyCopyLegend: "c: copy the card",
    dailyCopied: "✓ Card copied to the clipboard",
    dailyCopiedTmux: "✓ Card copied to tmux's paste buffer (prefix ] pastes it)",
    dailyCopyByHand:
      "This terminal's clipboard cannot be reached: select the card with the mouse to copy it",
    dailyNotPlayedYet: { "the daily puzzle of \($0) is not played yet: play it with quiz daily" },
    statsScrollLegend: "↑↓ scroll · any other key returns",
    statsLabels: StatsLabels(
      games: "Games", puzzles: "Puzzles", solved: "Solved", skipped: "Skipped", hints: "Hints",
      wrongTries: "Wrong tries", averageTime: "Average time", streak: "Daily streak"),
    statsGames: { "\($0.played) played, \($0.finished) finished" },
    statsPuzzles: { "\($0) played" },
    statsSeconds: { "\($0) s" },
    statsMinutes: { "\($0.minutes) min \($0.seconds) s" },
    decimalMark: ".",
    statsAverage: { "\($0) per solved puzzle" },
    statsStreak: { "\($0.current) (best \($0.best)), today \($1)" },
    statsNotYet: "not yet",
    statsBestScores: "Best scores",
    statsChartTitle: "Hints per solved puzzle",
    banksHeader: ["PACK", "QUESTIONS", "PROGRESS", "LOCATION"],
    banksBundled: "bundled",
    banksHidden: " (hidden by the bundled pack)",
    banksSkipped: {
      "\($0) is skipped: a pack's folder name is letters, digits, -, _ and . (at most 64)"
    },
    checkOK: { bank in
      "ok, \(bank.questions) question\(bank.questions == 1 ? "" : "s")"
        + (bank.warnings == 0 ? "" : ", \(bank.warnings) warning\(bank.warnings == 1 ? "" : "s")")
    },
    bankErrors: .english,
    usageError: { "\($0) (try quiz --help)" }
  )
}
