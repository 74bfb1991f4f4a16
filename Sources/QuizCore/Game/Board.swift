/// The slots and tiles of the question being played.
public struct Board: Equatable, Sendable {
  /// Where a tile is.
  public enum TileState: Equatable, Sendable {
    /// In the grid, can be picked.
    case free
    /// In this slot.
    case placed(slot: Int)
    /// Hidden by the remove hint.
    case removed
  }

  /// One answer slot.
  public struct Slot: Equatable, Sendable {
    /// The grid index of the tile whose letter is here, or `nil` when empty.
    public var tile: Int?
    /// True when a hint put the letter here; a locked slot cannot be cleared.
    public var locked = false
  }

  /// The letters of the answer.
  public let answer: [Character]
  /// The letters of the tiles, in grid order.
  public let tiles: [Character]
  /// Where each tile is.
  public private(set) var tileStates: [TileState]
  /// The slots, one per answer letter.
  public private(set) var slots: [Slot]

  /// A fresh board for `puzzle`: every slot empty, every tile free.
  public init(puzzle: Puzzle) {
    answer = puzzle.answer
    tiles = puzzle.tiles
    tileStates = Array(repeating: .free, count: puzzle.tiles.count)
    slots = Array(repeating: Slot(), count: puzzle.answer.count)
  }

  /// The letter shown in each slot, `nil` for an empty one.
  public var slotLetters: [Character?] { slots.map { $0.tile.map { tiles[$0] } } }

  /// The letter shown on each tile, `nil` for a tile that is in a slot or removed.
  public var visibleTiles: [Character?] {
    tiles.indices.map { tileStates[$0] == .free ? tiles[$0] : nil }
  }

  /// The grid indices of the tiles hidden by the remove hint, in increasing order.
  public var removedTiles: [Int] { tiles.indices.filter { tileStates[$0] == .removed } }

  /// True when every slot holds a letter.
  public var isFull: Bool { slots.allSatisfy { $0.tile != nil } }

  /// The letters in the slots joined, empty slots skipped.
  public var guess: String { String(slotLetters.compactMap { $0 }) }

  /// True when every slot holds its right letter.
  public var isSolved: Bool { isFull && slotLetters.elementsEqual(answer.map { Optional($0) }) }

  /// True when every slot is filled and the answer is not right: picks are blocked.
  public var isWrong: Bool { isFull && !isSolved }

  /// True when the tile can be picked.
  public func isFree(_ tile: Int) -> Bool {
    tileStates.indices.contains(tile) && tileStates[tile] == .free
  }

  /// The first free tile showing `letter`: an exact match first, then one that differs
  /// only in case, then one that differs only in accents (`i` picks `Ï`); the first in grid
  /// order within each.
  public func freeTile(matching letter: Character) -> Int? {
    let free = tiles.indices.filter { isFree($0) }
    if let exact = free.first(where: { tiles[$0] == letter }) { return exact }
    let lower = letter.lowercased()
    if let cased = free.first(where: { tiles[$0].lowercased() == lower }) { return cased }
    let bare = letter.accentFolded
    return free.first { tiles[$0].accentFolded == bare }
  }

  /// The last slot holding a letter that is not locked.
  public var lastClearableSlot: Int? {
    slots.indices.last(where: { slots[$0].tile != nil && !slots[$0].locked })
  }

  /// Puts `tile` into the first empty slot; returns that slot.
  mutating func place(_ tile: Int) -> Int? {
    guard isFree(tile), let slot = slots.firstIndex(where: { $0.tile == nil }) else { return nil }
    slots[slot].tile = tile
    tileStates[tile] = .placed(slot: slot)
    return slot
  }

  /// Empties `slot`, sending its letter back to its own tile; returns that tile.
  mutating func clear(_ slot: Int) -> Int? {
    guard slots.indices.contains(slot), let tile = slots[slot].tile else { return nil }
    slots[slot].tile = nil
    slots[slot].locked = false
    tileStates[tile] = .free
    return tile
  }

  /// The first slot that is empty or holds a wrong letter.
  var firstUnsolvedSlot: Int? {
    slots.indices.first { slot in
      guard let tile = slots[slot].tile else { return true }
      return tiles[tile] != answer[slot]
    }
  }

  /// Where the right letter for `slot` comes from: a free tile showing it, or else the
  /// tile of another unlocked slot where that letter is out of place (the donor).
  func revealPlan(for slot: Int) -> (tile: Int, donor: Int?)? {
    let letter = answer[slot]
    if let free = tiles.indices.first(where: { isFree($0) && tiles[$0] == letter }) {
      return (free, nil)
    }
    let donor = slots.indices.first { other in
      guard other != slot, !slots[other].locked, let tile = slots[other].tile else {
        return false
      }
      return tiles[tile] == letter && answer[other] != letter
    }
    guard let donor, let tile = slots[donor].tile else { return nil }
    return (tile, donor)
  }

  /// Puts free `tile` into empty `slot` and locks it there.
  mutating func lock(_ tile: Int, into slot: Int) {
    guard isFree(tile), slots.indices.contains(slot), slots[slot].tile == nil else { return }
    slots[slot].tile = tile
    slots[slot].locked = true
    tileStates[tile] = .placed(slot: slot)
  }

  /// Free tiles the answer does not need, in grid order: letters the answer lacks first,
  /// then surplus copies of letters it has.
  var removableTiles: [Int] {
    var needed: [Character: Int] = [:]
    for letter in answer { needed[letter, default: 0] += 1 }
    var present: [Character: Int] = [:]
    for index in tiles.indices where tileStates[index] != .removed {
      present[tiles[index], default: 0] += 1
    }
    let free = tiles.indices.filter { isFree($0) }
    var result = free.filter { needed[tiles[$0]] == nil }
    for index in free where needed[tiles[index]] != nil {
      let letter = tiles[index]
      if present[letter, default: 0] > needed[letter, default: 0] {
        result.append(index)
        present[letter, default: 0] -= 1
      }
    }
    return result
  }

  /// Hides `tile` from the grid.
  mutating func remove(_ tile: Int) {
    tileStates[tile] = .removed
  }
}
