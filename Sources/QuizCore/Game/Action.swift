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

/// Why an action did nothing: scripts read its stable ``code``, a player the words of the
/// interface language's `Strings.rejection`.
public enum Rejection: Equatable, Sendable {
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
}
