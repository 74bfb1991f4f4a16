import QuizCore
import TerminalKit

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
    render(outcome, view: view, strings: strings, into: &text)
    return text
  }

  /// True when `outcome` changed what a frame shows, so its text ends with one (unless
  /// the game is finished): a rejection or a quit prints its line alone.
  public static func drawsFrame(_ outcome: Controller.Outcome) -> Bool {
    let changed = outcome.steps.contains { step in
      switch step.event {
      case .rejected, .quit, .finished: return false
      default: return true
      }
    }
    return changed || outcome.interfaceChanged || outcome.redraw
  }

  /// Appends the text for one key's outcome to `output`; `view`, the game after it, is
  /// needed only when ``drawsFrame(_:)`` says so.
  public static func render(
    _ outcome: Controller.Outcome, view: PlayView?, strings: Strings = .english,
    into output: inout String
  ) {
    var revealing = false
    for step in outcome.steps {
      if revealing, case .pick(let slot, _) = step.event {
        output += strings.plainRevealed(letter(step.state.slots, slot.rawValue))
        output += "\n"
      } else if revealing, case .clear = step.event {
        // The wrong letter the reveal sent back: the frame shows it.
      } else {
        appendMessage(for: step, key: outcome.key, strings: strings, to: &output)
      }
      if case .hint(.reveal, _) = step.event { revealing = true }
      if case .pick = step.event { revealing = false }
    }
    guard drawsFrame(outcome), let view, !view.isFinished else { return }
    appendFrame(view, strings: strings, to: &output)
  }

  /// The opening frame of a game.
  public static func opening(_ view: PlayView, strings: Strings = .english) -> String {
    frame(view, strings: strings)
  }

  /// Appends the lines saying what one event did.
  static func appendMessage(
    for step: Step, key: Key?, strings: Strings, to output: inout String
  ) {
    let state = step.state
    switch step.event {
    case .question: output += "\n"
    case .pick(let slot, _): output += strings.plainPicked(letter(state.slots, slot.rawValue))
    case .clear(_, let tile): output += strings.plainCleared(letter(state.tiles, tile.rawValue))
    case .rejected(let reason):
      output += strings.plainRejected(
        Strings.Rejected(key: key?.label ?? "", reason: strings.rejection(reason)))
    case .wrong(let guess): output += strings.plainWrong(TextSafety.escaped(guess))
    case .solved(let answer, let points):
      output += strings.plainSolved(
        Strings.Solved(answer: TextSafety.escaped(answer), points: points))
    case .hint(.reveal, let cost): output += strings.plainHintReveal(cost)
    case .hint(.remove, let cost): output += strings.plainHintRemove(cost)
    case .skip(let answer):
      output += "> "
      output += strings.statusSkipped(TextSafety.escaped(answer))
    case .cursor: return
    case .finished(let summary):
      output += "\n"
      output += congratulations(summary, strings: strings)
      return
    case .quit:
      output += strings.plainQuit(
        Strings.Standing(question: state.index + 1, total: state.total, score: state.score))
    }
    switch step.event {
    case .question: break
    default: output += "\n"
    }
  }

  /// The end-of-game text (no time, so scripted runs stay deterministic).
  public static func congratulations(_ summary: Summary, strings: Strings = .english)
    -> String
  {
    return strings.plainCongratulations(summary.headline(in: strings)) + "\n"
      + strings.plainFinal(summary) + "\n"
  }

  /// Counter, score and clue; then slots; then the tile grid.
  public static func frame(_ view: PlayView, strings: Strings = .english) -> String {
    var text = ""
    appendFrame(view, strings: strings, to: &text)
    return text
  }

  /// Appends the frame of ``frame(_:strings:)`` to `output`.
  static func appendFrame(_ view: PlayView, strings: Strings, to output: inout String) {
    let board = view.board
    let width = board.letterWidth
    let cursor = view.cursor
    output += strings.plainHeader(
      Strings.Standing(question: view.question + 1, total: view.total, score: view.score))
    output += TextSafety.escaped(view.title)
    output += "\n"
    var line = ""
    for (index, letter) in board.slotLetters.enumerated() {
      let marked = cursor?.area == .slots && cursor?.slot == index
      appendCell(letter.map { String($0) } ?? "_", width: width, marked: marked, to: &line)
    }
    trim(&line)
    if board.isWrong { line += "  ✗" }
    if board.isSolved { line += "  ✓" }
    output += line
    output += "\n"
    let visible = board.visibleTiles
    for rowStart in stride(from: 0, to: visible.count, by: columns) {
      line = ""
      for index in rowStart..<min(rowStart + columns, visible.count) {
        let marked = cursor?.area == .tiles && cursor?.tile == index
        let mark = board.tileStates[index] == .removed ? " " : "·"
        appendCell(
          visible[index].map { String($0) } ?? mark, width: width, marked: marked, to: &line)
      }
      trim(&line)
      output += line
      output += "\n"
    }
    output += "\n"
  }

  private static func trim(_ line: inout String) {
    while line.last == " " { line.removeLast() }
  }

  /// ` text ` padded to `width` columns, or `[text]` when marked.
  private static func appendCell(
    _ text: String, width: Int, marked: Bool, to line: inout String
  ) {
    let safe = TextSafety.escaped(text)
    line += marked ? "[" : " "
    line += safe
    let padding = width - TextWidth.of(safe)
    if padding > 0 { line += String(repeating: " ", count: padding) }
    line += marked ? "]" : " "
  }

  private static func letter(_ letters: [Character?], _ index: Int) -> String {
    guard letters.indices.contains(index), let letter = letters[index] else { return "?" }
    return TextSafety.escaped(String(letter))
  }
}
