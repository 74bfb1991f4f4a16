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
  public static func render(
    _ outcome: Controller.Outcome, view: PlayView, strings: Strings = .english
  ) -> String {
    var text = ""
    var revealing = false
    for step in outcome.steps {
      if revealing, case .pick(let slot, _) = step.event {
        text += strings.plainRevealed(letter(step.state.slots, slot.rawValue)) + "\n"
      } else if revealing, case .clear = step.event {
        // The wrong letter the reveal sent back: the frame shows it.
      } else {
        text += message(for: step, key: outcome.key, strings: strings)
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
      text += frame(view, strings: strings)
    }
    return text
  }

  /// The opening frame of a game.
  public static func opening(_ view: PlayView, strings: Strings = .english) -> String {
    frame(view, strings: strings)
  }

  /// The lines saying what one event did.
  static func message(for step: Step, key: Key?, strings: Strings) -> String {
    let state = step.state
    let line: String
    switch step.event {
    case .question: return "\n"
    case .pick(let slot, _): line = strings.plainPicked(letter(state.slots, slot.rawValue))
    case .clear(_, let tile): line = strings.plainCleared(letter(state.tiles, tile.rawValue))
    case .rejected(let reason):
      line = strings.plainRejected(key?.label ?? "", strings.rejection(reason))
    case .wrong(let guess): line = strings.plainWrong(TextSafety.escaped(guess))
    case .solved(let answer, let points):
      line = strings.plainSolved(TextSafety.escaped(answer), points)
    case .hint(.reveal, let cost): line = strings.plainHintReveal(cost)
    case .hint(.remove, let cost): line = strings.plainHintRemove(cost)
    case .skip(let answer): line = "> " + strings.statusSkipped(TextSafety.escaped(answer))
    case .cursor: return ""
    case .finished(let summary): return "\n" + congratulations(summary, strings: strings)
    case .quit: line = strings.plainQuit(state.index + 1, state.total, state.score)
    }
    return line + "\n"
  }

  /// The end-of-game text (no time, so scripted runs stay deterministic).
  public static func congratulations(_ summary: Summary, strings: Strings = .english)
    -> String
  {
    let tally = summary.tally
    return strings.plainCongratulations(summary.headline(in: strings)) + "\n"
      + strings.plainFinal(
        summary.score, tally.solved, tally.skipped, tally.hints, tally.wrongTries) + "\n"
  }

  /// Counter, score and clue; then slots; then the tile grid.
  public static func frame(_ view: PlayView, strings: Strings = .english) -> String {
    let board = view.board
    let width = board.letterWidth
    let cursor = view.cursor
    var text = strings.plainHeader(view.question + 1, view.total, view.score)
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
