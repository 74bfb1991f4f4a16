/// An event together with the visible state right after it.
///
/// One action can give several events (the last pick, then `solved`, say); each carries
/// the state as it was at that point, which is what the JSON Lines mode prints.
public struct Step: Equatable, Sendable {
  /// What happened.
  public var event: Event
  /// The state right after it.
  public var state: VisibleState

  /// Creates a step.
  public init(event: Event, state: VisibleState) {
    self.event = event
    self.state = state
  }
}

/// What a player can see of the game at one moment.
public struct VisibleState: Equatable, Sendable {
  /// The 0-based index of the current question.
  public var index: Int
  /// The number of questions.
  public var total: Int
  /// The score.
  public var score: Int
  /// The letter in each slot, `nil` when empty.
  public var slots: [Character?]
  /// The letter on each tile in grid order, `nil` when it is in a slot or removed.
  public var tiles: [Character?]
  /// The grid indices of the tiles the remove hint has hidden, in increasing order.
  public var removed: [TileIndex]

  /// Creates a state.
  public init(
    index: Int, total: Int, score: Int, slots: [Character?], tiles: [Character?],
    removed: [TileIndex] = []
  ) {
    self.index = index
    self.total = total
    self.score = score
    self.slots = slots
    self.tiles = tiles
    self.removed = removed
  }
}
