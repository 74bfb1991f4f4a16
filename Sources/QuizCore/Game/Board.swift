/// The slots and tiles of the question being played.
public struct Board: Equatable, Sendable {
  /// Where a tile is.
  public enum TileState: Equatable, Sendable {
    /// In the grid, can be picked.
    case free
    /// In this slot.
    case placed(slot: SlotIndex)
    /// Hidden by the remove hint.
    case removed
  }

  /// One answer slot.
  public struct Slot: Equatable, Sendable {
    /// The grid index of the tile whose letter is here, or `nil` when empty.
    public var tile: TileIndex?
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
  /// The letter shown in each slot, `nil` for an empty one.
  ///
  /// Kept up to date by every change, like ``visibleTiles`` and ``removedTiles``: each
  /// event's ``VisibleState`` shares these arrays instead of building new ones.
  public private(set) var slotLetters: [Character?]
  /// The letter shown on each tile, `nil` for a tile that is in a slot or removed.
  public private(set) var visibleTiles: [Character?]
  /// The grid indices of the tiles hidden by the remove hint, in increasing order.
  public private(set) var removedTiles: [TileIndex] = []

  /// A fresh board for `puzzle`: every slot empty, every tile free.
  public init(puzzle: Puzzle) {
    answer = puzzle.answer
    tiles = puzzle.tiles
    tileStates = Array(repeating: .free, count: puzzle.tiles.count)
    slots = Array(repeating: Slot(), count: puzzle.answer.count)
    slotLetters = Array(repeating: nil, count: puzzle.answer.count)
    visibleTiles = puzzle.tiles.map { $0 }
  }

  /// Every tile's index, in grid order.
  public var tileIndices: [TileIndex] { tiles.indices.map { TileIndex($0) } }

  /// Every slot's index, in order.
  public var slotIndices: [SlotIndex] { slots.indices.map { SlotIndex($0) } }

  /// The letter on `tile`.
  public func letter(on tile: TileIndex) -> Character { tiles[tile.rawValue] }

  /// Where `tile` is.
  public func state(of tile: TileIndex) -> TileState { tileStates[tile.rawValue] }

  /// The slot at `slot`.
  public func slot(_ slot: SlotIndex) -> Slot { slots[slot.rawValue] }

  /// True when every slot holds a letter.
  public var isFull: Bool { slots.allSatisfy { $0.tile != nil } }

  /// The letters in the slots joined, empty slots skipped.
  public var guess: String { String(slotLetters.compactMap { $0 }) }

  /// True when every slot holds its right letter.
  public var isSolved: Bool {
    slotLetters.count == answer.count
      && slotLetters.indices.allSatisfy { slotLetters[$0] == answer[$0] }
  }

  /// True when every slot is filled and the answer is not right: picks are blocked.
  public var isWrong: Bool { isFull && !isSolved }

  /// True when the tile can be picked.
  public func isFree(_ tile: TileIndex) -> Bool {
    tileStates.indices.contains(tile.rawValue) && state(of: tile) == .free
  }

  /// The first free tile showing `letter`: an exact match first, then one that differs
  /// only in case, then one that differs only in accents (`i` picks `Ï`); the first in grid
  /// order within each.
  public func freeTile(matching letter: Character) -> TileIndex? {
    // The free tiles are the ones still showing their letter.
    if let exact = visibleTiles.firstIndex(of: letter) { return TileIndex(exact) }
    let lower = letter.lowercased()
    if let cased = visibleTiles.firstIndex(where: { $0?.lowercased() == lower }) {
      return TileIndex(cased)
    }
    let bare = letter.accentFolded
    return visibleTiles.firstIndex { $0?.accentFolded == bare }.map { TileIndex($0) }
  }

  /// The last slot holding a letter that is not locked.
  public var lastClearableSlot: SlotIndex? {
    slots.lastIndex(where: { $0.tile != nil && !$0.locked }).map { SlotIndex($0) }
  }

  /// Puts `tile` into the first empty slot; returns that slot.
  mutating func place(_ tile: TileIndex) -> SlotIndex? {
    guard isFree(tile), let slot = slots.firstIndex(where: { $0.tile == nil }) else { return nil }
    slots[slot].tile = tile
    slotLetters[slot] = letter(on: tile)
    set(tile, .placed(slot: SlotIndex(slot)))
    return SlotIndex(slot)
  }

  /// Empties `slot`, sending its letter back to its own tile; returns that tile.
  mutating func clear(_ slot: SlotIndex) -> TileIndex? {
    let index = slot.rawValue
    guard slots.indices.contains(index), let tile = slots[index].tile else { return nil }
    slots[index].tile = nil
    slots[index].locked = false
    slotLetters[index] = nil
    set(tile, .free)
    return tile
  }

  /// Moves `tile` to `state`, keeping ``visibleTiles`` and ``removedTiles`` in step.
  private mutating func set(_ tile: TileIndex, _ state: TileState) {
    let index = tile.rawValue
    let wasRemoved = tileStates[index] == .removed
    tileStates[index] = state
    visibleTiles[index] = state == .free ? tiles[index] : nil
    if wasRemoved, state != .removed {
      removedTiles.removeAll { $0 == tile }
    } else if !wasRemoved, state == .removed {
      removedTiles.insert(tile, at: removedTiles.firstIndex { $0 > tile } ?? removedTiles.endIndex)
    }
  }

  /// The first slot that is empty or holds a wrong letter.
  var firstUnsolvedSlot: SlotIndex? {
    slotIndices.first { slot in
      guard let tile = self.slot(slot).tile else { return true }
      return letter(on: tile) != answer[slot.rawValue]
    }
  }

  /// Where the right letter for `slot` comes from: a free tile showing it, or else the
  /// tile of another unlocked slot where that letter is out of place (the donor).
  func revealPlan(for slot: SlotIndex) -> (tile: TileIndex, donor: SlotIndex?)? {
    let letter = answer[slot.rawValue]
    if let free = tileIndices.first(where: { isFree($0) && self.letter(on: $0) == letter }) {
      return (free, nil)
    }
    let donor = slotIndices.first { other in
      guard other != slot, !self.slot(other).locked, let tile = self.slot(other).tile else {
        return false
      }
      return self.letter(on: tile) == letter && answer[other.rawValue] != letter
    }
    guard let donor, let tile = self.slot(donor).tile else { return nil }
    return (tile, donor)
  }

  /// Puts free `tile` into empty `slot` and locks it there.
  mutating func lock(_ tile: TileIndex, into slot: SlotIndex) {
    let index = slot.rawValue
    guard isFree(tile), slots.indices.contains(index), slots[index].tile == nil else { return }
    slots[index].tile = tile
    slots[index].locked = true
    slotLetters[index] = letter(on: tile)
    set(tile, .placed(slot: slot))
  }

  /// Free tiles the answer does not need, in grid order: letters the answer lacks first,
  /// then surplus copies of letters it has.
  var removableTiles: [TileIndex] {
    var needed: [Character: Int] = [:]
    for letter in answer { needed[letter, default: 0] += 1 }
    var present: [Character: Int] = [:]
    for index in tiles.indices where tileStates[index] != .removed {
      present[tiles[index], default: 0] += 1
    }
    let free = tileIndices.filter { isFree($0) }
    var result = free.filter { needed[letter(on: $0)] == nil }
    for index in free where needed[letter(on: index)] != nil {
      let letter = letter(on: index)
      if present[letter, default: 0] > needed[letter, default: 0] {
        result.append(index)
        present[letter, default: 0] -= 1
      }
    }
    return result
  }

  /// Hides `tile` from the grid.
  mutating func remove(_ tile: TileIndex) {
    set(tile, .removed)
  }
}
