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
}
