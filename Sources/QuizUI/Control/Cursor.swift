import QuizCore

/// The keyboard cursor: which area it is in and where.
public struct Cursor: Equatable, Sendable {
  /// The two areas the cursor moves in.
  public typealias Area = CursorArea

  /// The area the cursor is in.
  public var area: Area = .tiles
  /// The tile under the cursor when in the grid.
  public var tile = 0
  /// The slot under the cursor when in the slots.
  public var slot = 0

  /// A cursor on the first tile.
  public init() {}

  /// Moves within the current area; `columns` is the number of tiles per grid row.
  public mutating func move(
    _ direction: Command.Direction, tileCount: Int, slotCount: Int, columns: Int
  ) {
    switch area {
    case .tiles:
      guard tileCount > 0 else { return }
      let step = max(1, columns)
      switch direction {
      case .left: tile = (tile - 1 + tileCount) % tileCount
      case .right: tile = (tile + 1) % tileCount
      case .up:
        if tile - step >= 0 {
          tile -= step
        } else {
          area = .slots
          slot = min(slot, max(0, slotCount - 1))
        }
      case .down: if tile + step < tileCount { tile += step }
      case .first: tile = 0
      case .last: tile = tileCount - 1
      }
    case .slots:
      guard slotCount > 0 else { return }
      switch direction {
      case .left: slot = (slot - 1 + slotCount) % slotCount
      case .right: slot = (slot + 1) % slotCount
      case .down: area = .tiles
      case .up: break
      case .first: slot = 0
      case .last: slot = slotCount - 1
      }
    }
  }

  /// The index under the cursor in its area.
  public var index: Int { area == .tiles ? tile : slot }

  /// Keeps the cursor inside a grid of `tileCount` tiles and `slotCount` slots.
  public mutating func clamp(tileCount: Int, slotCount: Int) {
    tile = min(max(0, tile), max(0, tileCount - 1))
    slot = min(max(0, slot), max(0, slotCount - 1))
  }
}
