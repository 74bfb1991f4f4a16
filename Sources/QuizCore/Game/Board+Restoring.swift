extension Board {
  /// This fresh board with what `hints` bought on it, or nil when they do not fit this
  /// question: a slot or tile outside it, a letter that is not the answer's in its slot or
  /// not on its tile, slots or tiles out of order or named twice, a removed tile the answer
  /// needs (the
  /// letters left must still make the answer), or every slot revealed (a question hints
  /// solve is never saved unsolved).
  public func restoring(_ hints: SavedHints) -> Board? {
    guard hints.revealed.count < answer.count, hints.removed.count < tiles.count,
      Self.isIncreasing(hints.revealed.map(\.slot)), Self.isIncreasing(hints.removed.map(\.tile))
    else { return nil }
    var board = self
    for entry in hints.revealed {
      guard answer.indices.contains(entry.slot), tiles.indices.contains(entry.tile),
        String(answer[entry.slot]) == entry.letter, String(tiles[entry.tile]) == entry.letter,
        board.isFree(TileIndex(entry.tile)), board.slot(SlotIndex(entry.slot)).tile == nil
      else { return nil }
      board.lock(TileIndex(entry.tile), into: SlotIndex(entry.slot))
    }
    var needed: [Character: Int] = [:]
    for letter in answer { needed[letter, default: 0] += 1 }
    var left: [Character: Int] = [:]
    for letter in tiles { left[letter, default: 0] += 1 }
    for entry in hints.removed {
      guard tiles.indices.contains(entry.tile), String(tiles[entry.tile]) == entry.letter,
        board.isFree(TileIndex(entry.tile))
      else { return nil }
      let letter = tiles[entry.tile]
      guard left[letter, default: 0] > needed[letter, default: 0] else { return nil }
      left[letter, default: 0] -= 1
      board.remove(TileIndex(entry.tile))
    }
    return board
  }

  private static func isIncreasing(_ numbers: [Int]) -> Bool {
    zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }
  }
}
