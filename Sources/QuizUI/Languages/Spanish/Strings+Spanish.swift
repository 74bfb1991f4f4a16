import QuizCore

extension Strings {
  /// Spanish (`es*` locales).
  public static let spanish = Strings(
    language: "Spanish",
    id: .spanish,
    menu: MenuText(
      heading: "quiz · elige un paquete", quit: "Salir", daily: "Reto del día",
      stats: "Estadísticas", dailyKey: "r", statsKey: "e", quitKey: "s",
      notPlayedToday: "hoy sin jugar", solvedToday: "hoy ✓",
      failedToday: "hoy ✗", streak: { "racha \($0)" },
      legends: [
        "↑↓ mover · Enter jugar · 0-9 o letra: elegir · s salir",
        "↑↓ Enter · 0-9, letra · s salir",
        "Enter jugar · s salir",
      ],
      enlarge: "Agranda la terminal", needs: { "hace falta \($0.columns)×\($0.rows)" },
      cannotOpen: { "✗ no se puede abrir \($0.name): \($0.reason)" }),
    howToPlay: .spanish,
    legendPickLong: "escribe o ←→ Espacio: elegir",
    legendPickShort: "escribe y elige",
    legendClear: "⌫ borrar",
    legendRevealLong: "? revelar (60)",
    legendRevealShort: "? revelar 60",
    legendRemoveLong: "! quitar (90)",
    legendRemoveShort: "! quitar 90",
    legendHint: "? pista",
    legendRemove: "! quitar",
    legendSkip: "> saltar",
    legendZoom: "+ ampliar",
    legendQuit: "Esc salir",
    legendMenu: "Esc menú",
    legendFinish: "Esc terminar",
    rejection: { reason in
      switch reason {
      case .noMatchingTile: return "ninguna ficha libre tiene esa letra"
      case .tileUnavailable: return "esa ficha no está disponible"
      case .answerIsWrong: return "la respuesta no es correcta; borra antes una letra"
      case .slotEmpty: return "esa casilla está vacía"
      case .slotLocked: return "esa letra la dio una pista y no se puede borrar"
      case .nothingToClear: return "no hay ninguna letra que borrar"
      case .cannotAfford(let cost, _):
        return "no tienes puntos suficientes (la pista cuesta \(cost))"
      case .nothingToReveal: return "no queda ninguna letra por revelar"
      case .noDecoyLeft: return "no queda ninguna ficha de sobra que quitar"
      case .lastQuestion: return "la última pregunta no se puede saltar"
      case .waitingForNext: return "ya llega la siguiente pregunta"
      case .gameOver: return "la partida ha terminado"
      case .unknownKey: return "no es una ficha ni una orden"
      case .invalidInput: return "no es UTF-8 válido"
      }
    },
    statusRejected: { "✗ \($0.key): \($0.reason)" },
    statusWrong: "✗ No es correcta: Retroceso borra una letra",
    statusRight: { "✓ ¡Correcto! +\($0)" },
    statusRevealed: { "Letra revelada (−\($0))" },
    statusRemoved: { "Fichas de sobra quitadas (−\($0))" },
    statusSkipped: { "Pregunta saltada: era \($0)" },
    statusRightShort: "✓ ¡Correcto!",
    statusNewGame: "Partida nueva",
    statusRetrying: {
      $0 == 1 ? "Reintentando la pregunta saltada" : "Reintentando las \($0) preguntas saltadas"
    },
    anyKeyReturns: "cualquier tecla para volver",
    plainHeader: { "[\($0.question)/\($0.total)] puntos \($0.score) · " },
    plainPicked: { "> elegida \($0)" },
    plainCleared: { "> borrada \($0)" },
    plainRevealed: { "> revelada \($0)" },
    plainRejected: { "> rechazada \($0.key): \($0.reason)" },
    plainWrong: { "> ✗ incorrecto: \($0) (borra una letra para volver a intentarlo)" },
    plainSolved: { "> ✓ resuelta: \($0.answer) +\($0.points)" },
    plainHintReveal: { "> pista: letra revelada (-\($0))" },
    plainHintRemove: { "> pista: fichas de sobra quitadas (-\($0))" },
    plainQuit: { "> fin en la pregunta \($0.question) de \($0.total), puntos \($0.score)" },
    plainFinal: {
      "Puntuación final \($0.score) · resueltas \($0.tally.solved) · saltadas \($0.tally.skipped) · pistas \($0.tally.hints)"
        + " · fallos \($0.tally.wrongTries)"
    },
    congratulations: "¡Enhorabuena!",
    plainCongratulations: { "¡Enhorabuena! \($0)." },
    headlineAll: { $0 == 1 ? "Pregunta resuelta" : "Las \($0) preguntas resueltas" },
    headlineCounted: { "\($0.solved) de \($0.total) resueltas" },
    headlineSkipped: { $0 == 1 ? ", 1 saltada" : ", \($0) saltadas" },
    summaryScore: "Puntos",
    summarySolved: "Resueltas",
    summarySkipped: "Saltadas",
    summaryHints: "Pistas",
    summaryWrongTries: "Fallos",
    summaryTime: "Tiempo",
    shortScore: { "Puntos \($0)" },
    answerKeys: AnswerKeys(yes: ["s", "y"], no: ["n"]),
    playAgain: "¿Otra partida? (s/n)",
    lastQuestionDone: "Esa era la última pregunta",
    retryOne: "¿Reintentar la saltada? (s/n)",
    retryMany: { "¿Reintentar las \($0) saltadas? (s/n)" },
    enlargeTerminal: "Agranda la terminal",
    needsColumns: { "hacen falta \($0.needed) columnas, hay \($0.present)" },
    needsRows: { "hacen falta \($0.needed) filas con este ancho, hay \($0.present)" },
    resumedAt: {
      "seguimos en la pregunta \($0.question) de \($0.total), puntos \($0.score) (--restart empieza de nuevo)"
    },
    resumedFromMenu: {
      "seguimos en la pregunta \($0.question) de \($0.total), puntos \($0.score)"
    },
    welcomeBack: { "Hola de nuevo: \($0)" },
    otherOrder: "el progreso guardado es de otro orden de preguntas; empezamos de nuevo",
    otherBank: "el progreso guardado es de otro banco; empezamos de nuevo",
    progressSetAside: { "El archivo de progreso estaba dañado; se movió a \($0)" },
    progressSetAsideWarning: {
      "aviso: el archivo de progreso estaba dañado; se movió a \($0)"
    },
    notSaving: { "✗ \($0); no se guarda" },
    notSavingWarning: { "aviso: \($0); el progreso de esta partida no se guarda" },
    warning: { "aviso: \($0)" },
    statsSetAsideWarning: {
      "aviso: el archivo de estadísticas estaba dañado; se movió a \($0)"
    },
    dailyOpening: { "Reto del día \($0)" },
    dailyPlayed: {
      "El reto del día \($0.date) ya está jugado: \($0.solved ? "resuelto" : "sin resolver"). "
        + "Mañana llega uno nuevo."
    },
    dailyNotRecorded: {
      "el resultado del reto del día \($0) no queda registrado: no se pueden guardar las estadísticas"
    },
    dailyPlayedElsewhere: {
      "el reto del día \($0) ya se jugó en otra partida; esta partida no cuenta"
    },
    dailyHeading: { "Reto del día · \($0)" },
    dailySolved: "✓ ¡Resuelto!",
    dailyNotSolved: "✗ Sin resolver",
    dailyAnswer: { "La respuesta: \($0)" },
    dailyShare: "Compártelo:",
    dailyStreak: { "Racha \($0.current) · mejor \($0.best)" },
    dailyTomorrow: "Mañana, un reto nuevo",
    anyKeyMenu: "cualquier tecla: volver al menú",
    anyKeyLeave: "cualquier tecla para salir",
    dailyCopyLegend: "c: copiar la tarjeta",
    dailyCopied: "✓ Tarjeta copiada al portapapeles",
    dailyCopiedTmux: "✓ Tarjeta copiada al búfer de tmux (prefijo ] la pega)",
    dailyCopyByHand:
      "No se llega al portapapeles de este terminal: selecciona la tarjeta con el ratón para copiarla",
    dailyNotPlayedYet: { "el reto del día \($0) aún no está jugado: juégalo con quiz daily" },
    statsScrollLegend: "↑↓ desplazar · otra tecla para volver",
    statsLabels: StatsLabels(
      games: "Partidas", puzzles: "Preguntas", solved: "Resueltas", skipped: "Saltadas",
      hints: "Pistas", wrongTries: "Fallos", averageTime: "Tiempo medio",
      streak: "Racha diaria"),
    statsGames: {
      "\($0.played) jugada\($0.played == 1 ? "" : "s"), \($0.finished) terminada\($0.finished == 1 ? "" : "s")"
    },
    statsPuzzles: { "\($0) jugada\($0 == 1 ? "" : "s")" },
    statsSeconds: { "\($0) s" },
    statsMinutes: { "\($0.minutes) min \($0.seconds) s" },
    decimalMark: ",",
    statsAverage: { "\($0) por pregunta resuelta" },
    statsStreak: { "\($0.current) (mejor \($0.best)), hoy \($1)" },
    statsNotYet: "aún no",
    statsBestScores: "Mejores puntuaciones",
    statsChartTitle: "Pistas por pregunta resuelta",
    banksHeader: ["PAQUETE", "PREGUNTAS", "PROGRESO", "UBICACIÓN"],
    banksBundled: "incluido",
    banksHidden: " (oculto por el paquete incluido)",
    banksSkipped: {
      "se omite \($0): el nombre de la carpeta de un paquete lleva letras, cifras, -, _ y ."
        + " (64 como máximo)"
    },
    checkOK: { bank in
      "correcto, \(bank.questions) pregunta\(bank.questions == 1 ? "" : "s")"
        + (bank.warnings == 0 ? "" : ", \(bank.warnings) aviso\(bank.warnings == 1 ? "" : "s")")
    },
    bankErrors: .spanish,
    usageError: { "\($0) (prueba quiz --help)" }
  )
}
