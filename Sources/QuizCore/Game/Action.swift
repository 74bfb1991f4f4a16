/// Something the player does.
public enum Action: Equatable, Sendable {
  /// Pick the tile at this grid index.
  case pickTile(TileIndex)
  /// Pick the first unused tile showing this letter (exact match first, then ignoring case,
  /// then ignoring accents).
  case type(Character)
  /// Send the letter in this slot back to the tile it came from.
  case clearSlot(SlotIndex)
  /// Clear the last filled slot that is not locked.
  case clearLast
  /// Hint: put the right letter in the first empty or wrong slot and lock it.
  case reveal
  /// Hint: hide up to three unused tiles the answer does not need.
  case removeDecoys
  /// Go on to the next question without solving this one.
  case skip
  /// Go on after a solved question (the renderer's pause is over).
  case advance
  /// Start the whole game again from the first question.
  case restart
}

/// Which hint was used.
public enum HintKind: String, Equatable, Sendable {
  /// A letter was revealed.
  case reveal
  /// Decoy tiles were removed.
  case remove
}

/// Why an action did nothing.
public enum Rejection: Equatable, Sendable, CustomStringConvertible {
  /// No unused tile shows the typed letter.
  case noMatchingTile(Character)
  /// The grid has no tile at that index, or it is already used or removed.
  case tileUnavailable(TileIndex)
  /// All slots are filled with a wrong answer; a slot must be cleared first.
  case answerIsWrong
  /// The slot index does not exist or the slot holds no letter.
  case slotEmpty(SlotIndex)
  /// The slot's letter was revealed by a hint and stays.
  case slotLocked(SlotIndex)
  /// No slot holds a letter that can be cleared.
  case nothingToClear
  /// The hint costs more points than the player has.
  case cannotAfford(cost: Int, score: Int)
  /// There is no letter left to reveal.
  case nothingToReveal
  /// Every unused tile is needed by the answer.
  case noDecoyLeft
  /// Skipping is not allowed on the last question.
  case lastQuestion
  /// The question is solved and the next one is about to start.
  case waitingForNext
  /// The game is over.
  case gameOver
  /// The key is not a tile and not a command.
  case unknownKey
  /// The input was not valid UTF-8.
  case invalidInput

  /// A short lowercase reason, the same text in every output mode.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
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
  }
}
