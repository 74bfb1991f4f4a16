extension HowToPlayText {
  /// Spanish.
  public static let spanish = HowToPlayText(
    heading: "Cómo se juega",
    goal: "Adivina la palabra de la pista y el dibujo.",
    typeKey: "A–Z",
    type: "escribe una letra y va a la casilla siguiente",
    backspace: "quita la última letra",
    reveal: { "descubre una letra (−\($0) puntos)" },
    remove: { "quita \($0.tiles) fichas que sobran (−\($0.cost) puntos)" },
    skip: "salta la pregunta (gratis)",
    zoom: "agranda el dibujo",
    escape: "sal; tu progreso se guarda",
    escapeDaily: "sal; tras una jugada cuenta como no resuelto",
    points: { "Empiezas con \($0.start) puntos; cada acierto suma \($0.right)." },
    again: "F1 o / muestran esta tarjeta otra vez",
    anyKey: "cualquier tecla para empezar",
    legend: "/ ayuda")
}
