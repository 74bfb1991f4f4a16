/// A value that means one kind of thing, named by `Tag`: a slot index and a tile index are
/// both `Int`, but a ``SlotIndex`` passed where a ``TileIndex`` is expected does not compile.
///
/// Costs nothing at run time: the tag is a type only, never stored.
public struct Tagged<Tag, RawValue> {
  /// The value underneath.
  public var rawValue: RawValue

  /// Tags `rawValue`.
  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Comparable where RawValue: Comparable {
  /// Ordered as the raw values are.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
  /// A tagged number written as a literal (`.pickTile(3)`).
  public init(integerLiteral value: RawValue.IntegerLiteralType) {
    self.init(RawValue(integerLiteral: value))
  }
}

extension Tagged: CustomStringConvertible {
  /// The raw value's description.
  public var description: String { String(describing: rawValue) }
}

/// The tag of an answer slot's index.
public enum SlotTag {}
/// The tag of a tile's index in grid order.
public enum TileTag {}

/// The 0-based index of an answer slot.
public typealias SlotIndex = Tagged<SlotTag, Int>
/// The 0-based index of a tile in grid order.
public typealias TileIndex = Tagged<TileTag, Int>
