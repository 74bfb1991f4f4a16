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

  /// A fresh board for `puzzle`: every slot empty, every tile free.
  public init(puzzle: Puzzle) {
    answer = puzzle.answer
    tiles = puzzle.tiles
    tileStates = Array(repeating: .free, count: puzzle.tiles.count)
    slots = Array(repeating: Slot(), count: puzzle.answer.count)
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

  /// The letter shown in each slot, `nil` for an empty one.
  public var slotLetters: [Character?] { slots.map { $0.tile.map(letter(on:)) } }

  /// The letter shown on each tile, `nil` for a tile that is in a slot or removed.
  public var visibleTiles: [Character?] {
    tiles.indices.map { tileStates[$0] == .free ? tiles[$0] : nil }
  }

  /// The grid indices of the tiles hidden by the remove hint, in increasing order.
  public var removedTiles: [TileIndex] { tileIndices.filter { state(of: $0) == .removed } }

  /// True when every slot holds a letter.
  public var isFull: Bool { slots.allSatisfy { $0.tile != nil } }

  /// The letters in the slots joined, empty slots skipped.
  public var guess: String { String(slotLetters.compactMap { $0 }) }

  /// True when every slot holds its right letter.
  public var isSolved: Bool { isFull && slotLetters.elementsEqual(answer.map { Optional($0) }) }

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
    let free = tileIndices.filter { isFree($0) }
    if let exact = free.first(where: { self.letter(on: $0) == letter }) { return exact }
    let lower = letter.lowercased()
    if let cased = free.first(where: { self.letter(on: $0).lowercased() == lower }) {
      return cased
    }
    let bare = letter.accentFolded
    return free.first { self.letter(on: $0).accentFolded == bare }
  }

  /// The last slot holding a letter that is not locked.
  public var lastClearableSlot: SlotIndex? {
    slotIndices.last(where: { slot($0).tile != nil && !slot($0).locked })
  }

  /// Puts `tile` into the first empty slot; returns that slot.
  mutating func place(_ tile: TileIndex) -> SlotIndex? {
    guard isFree(tile), let slot = slots.firstIndex(where: { $0.tile == nil }) else { return nil }
    slots[slot].tile = tile
    tileStates[tile.rawValue] = .placed(slot: SlotIndex(slot))
    return SlotIndex(slot)
  }

  /// Empties `slot`, sending its letter back to its own tile; returns that tile.
  mutating func clear(_ slot: SlotIndex) -> TileIndex? {
    let index = slot.rawValue
    guard slots.indices.contains(index), let tile = slots[index].tile else { return nil }
    slots[index].tile = nil
    slots[index].locked = false
    tileStates[tile.rawValue] = .free
    return tile
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
    tileStates[tile.rawValue] = .placed(slot: slot)
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
    tileStates[tile.rawValue] = .removed
  }
}
