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
    escapeDaily: "leave; after a move it counts as not solved",
    points: { "You start with \($0.start) points; each right answer earns \($0.right)." },
    again: "F1 or / shows this card again",
    anyKey: "any key to start",
    legend: "/ help")
}
