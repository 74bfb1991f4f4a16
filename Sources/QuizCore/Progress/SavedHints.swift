/// What hints bought on the question a game was left at: the letters revealed (each locked
/// in its slot, from its own tile) and the decoys removed. Saved with the progress so a
/// resumed game has them back exactly; read from a file, it is checked against the question
/// (``Board/restoring(_:)``) and ignored when it does not fit.
public struct SavedHints: Equatable, Sendable, Codable {
  /// A letter revealed: the slot it is locked in, the tile it came from, and the letter.
  public struct Revealed: Equatable, Sendable, Codable {
    /// The 0-based slot.
    public var slot: Int
    /// The 0-based tile, in grid order.
    public var tile: Int
    /// The letter (one character), both the answer's in that slot and the tile's.
    public var letter: String

    /// The letter `letter` from `tile`, locked in `slot`.
    public init(slot: Int, tile: Int, letter: String) {
      self.slot = slot
      self.tile = tile
      self.letter = letter
    }
  }

  /// A decoy removed: its tile and the letter on it.
  public struct Removed: Equatable, Sendable, Codable {
    /// The 0-based tile, in grid order.
    public var tile: Int
    /// The letter on it (one character).
    public var letter: String

    /// The decoy `letter` on `tile`.
    public init(tile: Int, letter: String) {
      self.tile = tile
      self.letter = letter
    }
  }

  /// The letters revealed, in slot order (each slot once).
  public var revealed: [Revealed]
  /// The decoys removed, in grid order (each tile once).
  public var removed: [Removed]

  /// A hint state of `revealed` letters and `removed` decoys.
  public init(revealed: [Revealed] = [], removed: [Removed] = []) {
    self.revealed = revealed
    self.removed = removed
  }

  /// What hints bought on `board`, nil when they bought nothing there.
  public init?(board: Board) {
    revealed = board.slotIndices.compactMap { slot in
      let held = board.slot(slot)
      guard held.locked, let tile = held.tile else { return nil }
      return Revealed(
        slot: slot.rawValue, tile: tile.rawValue, letter: String(board.letter(on: tile)))
    }
    removed = board.removedTiles.map {
      Removed(tile: $0.rawValue, letter: String(board.letter(on: $0)))
    }
    if revealed.isEmpty, removed.isEmpty { return nil }
  }

  /// The fewest hints that buy this much: one per letter revealed, one per
  /// ``Game/tilesRemovedPerHint`` decoys removed (or fewer).
  public var hintsBought: Int {
    let perHint = Game.tilesRemovedPerHint
    return revealed.count.saturatingAdding(removed.count / perHint)
      .saturatingAdding(removed.count % perHint == 0 ? 0 : 1)
  }
}
