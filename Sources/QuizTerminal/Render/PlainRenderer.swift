import QuizCore

/// Readable text without a single escape byte (`--plain`, or when not on a terminal).
///
/// Each key that changes the game prints what happened and then the frame: the counter,
/// score and clue, the slots and the tile grid. A rejected key prints one line saying why.
/// Nothing depends on the clock, so a scripted run is the same every time.
public enum PlainRenderer {
  /// Tiles per grid row: the most a screen row holds.
  public static let columns = Layout.maximumTileColumns

  /// The text for one key's outcome.
  public static func render(_ outcome: Controller.Outcome, view: PlayView) -> String {
    var text = ""
    var revealing = false
    for step in outcome.steps {
      if revealing, case .pick(let slot, _) = step.event {
        text += "> revealed \(letter(step.state.slots, slot.rawValue))\n"
      } else if revealing, case .clear = step.event {
        // The wrong letter the reveal sent back: the frame shows it.
      } else {
        text += message(for: step, key: outcome.key)
      }
      if case .hint(.reveal, _) = step.event { revealing = true }
      if case .pick = step.event { revealing = false }
    }
    let changed = outcome.steps.contains { step in
      switch step.event {
      case .rejected, .quit, .finished: return false
      default: return true
      }
    }
    if changed || outcome.interfaceChanged || outcome.redraw, !view.isFinished {
      text += frame(view)
    }
    return text
  }

  /// The opening frame of a game.
  public static func opening(_ view: PlayView) -> String {
    frame(view)
  }

  /// The lines saying what one event did.
  static func message(for step: Step, key: Key?) -> String {
    let state = step.state
    switch step.event {
    case .question: return "\n"
    case .pick(let slot, _): return "> picked \(letter(state.slots, slot.rawValue))\n"
    case .clear(_, let tile): return "> cleared \(letter(state.tiles, tile.rawValue))\n"
    case .rejected(let reason): return "> rejected \(key?.label ?? ""): \(reason)\n"
    case .wrong(let guess):
      return "> ✗ wrong: \(TextSafety.escaped(guess)) (clear a letter to try again)\n"
    case .solved(let answer, let points):
      return "> ✓ solved: \(TextSafety.escaped(answer)) +\(points)\n"
    case .hint(.reveal, let cost): return "> hint: reveal a letter (-\(cost))\n"
    case .hint(.remove, let cost): return "> hint: decoys removed (-\(cost))\n"
    case .skip(let answer): return "> Skipped — it was \(TextSafety.escaped(answer))\n"
    case .cursor: return ""
    case .finished(let summary): return "\n" + congratulations(summary)
    case .quit:
      return "> quit at question \(state.index + 1) of \(state.total), score \(state.score)\n"
    }
  }

  /// The end-of-game text (no time, so scripted runs stay deterministic).
  public static func congratulations(_ summary: Summary) -> String {
    let tally = summary.tally
    return "Congratulations! \(summary.headline).\n"
      + "Final score \(summary.score) · solved \(tally.solved) · skipped \(tally.skipped)"
      + " · hints \(tally.hints) · wrong tries \(tally.wrongTries)\n"
  }

  /// Counter, score and clue; then slots; then the tile grid.
  public static func frame(_ view: PlayView) -> String {
    let board = view.board
    let width = board.letterWidth
    let cursor = view.cursor
    var text = "[\(view.question + 1)/\(view.total)] score \(view.score) · "
    text += TextSafety.escaped(view.title) + "\n"
    var slots = ""
    for (index, letter) in board.slotLetters.enumerated() {
      let marked = cursor?.area == .slots && cursor?.slot == index
      slots += cell(letter.map { String($0) } ?? "_", width: width, marked: marked)
    }
    slots = trimmed(slots)
    if board.isWrong { slots += "  ✗" }
    if board.isSolved { slots += "  ✓" }
    text += slots + "\n"
    let visible = board.visibleTiles
    for rowStart in stride(from: 0, to: visible.count, by: columns) {
      var line = ""
      for index in rowStart..<min(rowStart + columns, visible.count) {
        let marked = cursor?.area == .tiles && cursor?.tile == index
        let mark = board.tileStates[index] == .removed ? " " : "·"
        line += cell(visible[index].map { String($0) } ?? mark, width: width, marked: marked)
      }
      text += trimmed(line) + "\n"
    }
    return text + "\n"
  }

  private static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }

  private static func cell(_ text: String, width: Int, marked: Bool) -> String {
    let safe = TextSafety.escaped(text)
    let padding = String(repeating: " ", count: max(0, width - TextWidth.of(safe)))
    return marked ? "[\(safe)\(padding)]" : " \(safe)\(padding) "
  }

  private static func letter(_ letters: [Character?], _ index: Int) -> String {
    guard letters.indices.contains(index), let letter = letters[index] else { return "?" }
    return TextSafety.escaped(String(letter))
  }
}
