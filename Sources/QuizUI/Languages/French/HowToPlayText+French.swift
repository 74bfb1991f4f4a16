extension HowToPlayText {
  /// French.
  public static let french = HowToPlayText(
    heading: "Comment jouer",
    goal: "Trouve le mot que désignent l’indice et l’image.",
    typeKey: "A–Z",
    type: "tape une lettre pour la placer dans la case suivante",
    backspace: "retire la dernière lettre",
    reveal: { "révèle une lettre (−\($0) points)" },
    remove: { "retire \($0.tiles) lettres en trop (−\($0.cost) points)" },
    skip: "passe la question (gratuit)",
    zoom: "agrandit l’image",
    escape: "quitte, ta progression est gardée",
    escapeDaily: "quitte; après un coup, il compte comme non résolu",
    points: {
      "Tu commences avec \($0.start) points, chaque bonne réponse en rapporte \($0.right)."
    },
    again: "F1 ou / affiche à nouveau cette carte",
    anyKey: "une touche pour commencer",
    legend: "/ aide")
}
