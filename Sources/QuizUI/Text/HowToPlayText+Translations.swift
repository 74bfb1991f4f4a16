/// The how-to-play card in each language of the interface.
extension HowToPlayText {
  /// English.
  public static let english = HowToPlayText(
    heading: "How to play",
    goal: "Find the word the clue and the picture point to.",
    typeKey: "A–Z",
    type: "type a letter to put it in the next slot",
    backspace: "take the last letter back",
    reveal: { "reveal a letter (−\($0) points)" },
    remove: { "remove \($0.tiles) wrong tiles (−\($0.cost) points)" },
    skip: "skip the question (free)",
    zoom: "enlarge the picture",
    escape: "leave; your progress is kept",
    points: { "You start with \($0.start) points; each right answer earns \($0.right)." },
    again: "F1 or / shows this card again",
    anyKey: "any key to start",
    legend: "/ help")

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
    points: { "Empiezas con \($0.start) puntos; cada acierto suma \($0.right)." },
    again: "F1 o / muestran esta tarjeta otra vez",
    anyKey: "cualquier tecla para empezar",
    legend: "/ ayuda")

  /// Chinese.
  public static let chinese = HowToPlayText(
    heading: "玩法",
    goal: "根据提示和图片猜出词语。",
    typeKey: "字",
    type: "输入一个字，放进下一个空格",
    backspace: "退回最后一个字",
    reveal: { "揭示一个字（−\($0) 分）" },
    remove: { "去掉 \($0.tiles) 个多余的字块（−\($0.cost) 分）" },
    skip: "跳过本题（免费）",
    zoom: "放大图片",
    escape: "离开，进度会保存",
    points: { "开始时有 \($0.start) 分，每答对一题得 \($0.right) 分。" },
    again: "按 F1 或 / 可再次查看本页",
    anyKey: "按任意键开始",
    legend: "/ 帮助")

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
    points: {
      "Tu commences avec \($0.start) points, chaque bonne réponse en rapporte \($0.right)."
    },
    again: "F1 ou / affiche à nouveau cette carte",
    anyKey: "une touche pour commencer",
    legend: "/ aide")
}
