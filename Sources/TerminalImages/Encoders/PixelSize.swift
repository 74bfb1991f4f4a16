/// A size in pixels.
public struct PixelSize: Equatable, Sendable {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int

  /// A size of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The pixels a side of a terminal cell may have: a terminal's cell is a few pixels to a
  /// few dozen across (about 40 × 80 with a large font on a 4K screen); a size outside this
  /// is no screen's, and counts as if the terminal had not said one.
  public static let cellSides: ClosedRange<Int> = 1...256

  /// The cell size `width` × `height` a terminal said, or nil when no screen can have it
  /// (a side outside ``cellSides``).
  public static func cell(width: Int, height: Int) -> PixelSize? {
    guard cellSides.contains(width), cellSides.contains(height) else { return nil }
    return PixelSize(width: width, height: height)
  }
}
