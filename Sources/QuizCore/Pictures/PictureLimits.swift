/// How large a picture a decoder accepts, checked on the file's header before any pixel is
/// stored.
public struct PictureLimits: Equatable, Sendable {
  /// The largest width or height.
  public var maxSide: Int
  /// The largest number of pixels.
  public var maxPixels: Int

  /// Limits of `maxSide` on a side and `maxPixels` in all.
  public init(maxSide: Int, maxPixels: Int) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
  }

  /// What a bank's picture may be: ``Picture/maxSide`` × ``Picture/maxSide``.
  public static let picture = PictureLimits(maxSide: Picture.maxSide, maxPixels: Picture.maxPixels)

  /// What `quiz import` reads before it scales a photo down: 50 megapixels (a phone's
  /// 4032×3024 is 12), at most 65,535 on a side, as JPEG, PNG and GIF headers allow.
  public static let photo = PictureLimits(maxSide: 65_535, maxPixels: 50_000_000)

  /// Whether a `width` × `height` picture is within the limits (both sizes positive).
  public func allows(width: Int, height: Int) -> Bool {
    width > 0 && height > 0 && width <= maxSide && height <= maxSide
      && width * height <= maxPixels
  }
}
