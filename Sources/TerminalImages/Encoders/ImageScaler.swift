import QuizCore
import TerminalKit

/// Scales a picture to the pixels a terminal image shows: pixel art (small pictures, such
/// as the bundled 24×24 ones) by nearest neighbour, so every pixel stays a crisp square;
/// photos by area averaging when shrinking and linear interpolation when growing. Colours
/// are weighted by alpha, so transparent pixels do not darken the edges.
public enum ImageScaler {
  /// The largest side of a picture drawn as pixel art.
  public static let pixelArtSide = 64

  /// True for pictures scaled as pixel art: neither side larger than ``pixelArtSide``.
  public static func isPixelArt(_ picture: Picture) -> Bool {
    max(picture.width, picture.height) <= pixelArtSide
  }

  /// `picture` scaled to fit `width` × `height` pixels keeping its aspect ratio, centred
  /// in a transparent picture of exactly that size; `nil` when the size is not positive.
  public static func fit(_ picture: Picture, width: Int, height: Int) -> Picture? {
    guard width > 0, height > 0 else { return nil }
    var fitted = (width: width, height: height)
    if picture.width * height > width * picture.height {
      fitted.height = max(1, (picture.height * width + picture.width / 2) / picture.width)
    } else {
      fitted.width = max(1, (picture.width * height + picture.height / 2) / picture.height)
    }
    let scaled = scale(picture, width: fitted.width, height: fitted.height)
    guard fitted != (width, height) else { return scaled }
    var pixels = [RGBA](repeating: .transparent, count: width * height)
    let left = (width - fitted.width) / 2
    let top = (height - fitted.height) / 2
    for y in 0..<fitted.height {
      let from = y * fitted.width
      let to = (top + y) * width + left
      pixels.replaceSubrange(
        to..<(to + fitted.width), with: scaled.pixels[from..<(from + fitted.width)])
    }
    return Picture(width: width, height: height, pixels: pixels)
  }

  /// `picture` scaled to exactly `width` × `height` pixels (both positive).
  public static func scale(_ picture: Picture, width: Int, height: Int) -> Picture {
    guard width != picture.width || height != picture.height, width > 0, height > 0 else {
      return picture
    }
    let art = isPixelArt(picture)
    let columns = weights(source: picture.width, target: width, pixelArt: art)
    let rows = weights(source: picture.height, target: height, pixelArt: art)
    // Across: each source row into `width` premultiplied sums, in 1/256 units.
    var across = [Int32](repeating: 0, count: picture.height * width * 4)
    picture.pixels.withUnsafeBufferPointer { source in
      across.withUnsafeMutableBufferPointer { across in
        for y in 0..<picture.height {
          let row = y * picture.width
          for x in 0..<width {
            var (r, g, b, a): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            for (index, weight) in columns[x] {
              let pixel = source[row + index]
              let alpha = Int32(pixel.a) * weight
              r += Int32(pixel.r) * alpha / 255
              g += Int32(pixel.g) * alpha / 255
              b += Int32(pixel.b) * alpha / 255
              a += alpha
            }
            let at = (y * width + x) * 4
            across[at] = r
            across[at + 1] = g
            across[at + 2] = b
            across[at + 3] = a
          }
        }
      }
    }
    var pixels = [RGBA](repeating: .transparent, count: width * height)
    across.withUnsafeBufferPointer { across in
      for y in 0..<height {
        for x in 0..<width {
          var (r, g, b, a) = (0, 0, 0, 0)
          for (index, weight) in rows[y] {
            let at = (index * width + x) * 4
            r += Int(across[at]) * Int(weight)
            g += Int(across[at + 1]) * Int(weight)
            b += Int(across[at + 2]) * Int(weight)
            a += Int(across[at + 3]) * Int(weight)
          }
          guard a > 0 else { continue }
          func channel(_ sum: Int) -> UInt8 { UInt8(min(255, (sum * 255 + a / 2) / a)) }
          pixels[y * width + x] = RGBA(
            r: channel(r), g: channel(g), b: channel(b), a: UInt8(min(255, (a + 32_768) >> 16)))
        }
      }
    }
    return Picture(width: width, height: height, pixels: pixels) ?? picture
  }

  /// For each target index along one axis, the source indices it takes and their weights,
  /// which add up to 256.
  static func weights(source: Int, target: Int, pixelArt: Bool) -> [[(Int, Int32)]] {
    if pixelArt || source == 1 {
      // The source pixel under the target pixel's centre, counted from the nearer edge, so
      // a symmetric picture stays symmetric at any scale.
      return (0..<target).map { t in
        if 2 * t + 1 <= target { return [((2 * t + 1) * source / (2 * target), 256)] }
        let mirrored = target - 1 - t
        return [(source - 1 - (2 * mirrored + 1) * source / (2 * target), 256)]
      }
    }
    if target > source {
      // Linear interpolation between the two source pixels nearest the target's centre.
      return (0..<target).map { t in
        let centre = max(0, (2 * t + 1) * source * 256 / (2 * target) - 128)
        let index = min(source - 1, centre / 256)
        let fraction = Int32(centre % 256)
        guard index + 1 < source, fraction > 0 else { return [(index, 256)] }
        return [(index, 256 - fraction), (index + 1, fraction)]
      }
    }
    // Area averaging: target t covers [t * source, (t + 1) * source) and source s covers
    // [s * target, (s + 1) * target), in units of 1 / (source × target).
    return (0..<target).map { t in
      let start = t * source
      let end = start + source
      var spans = (start / target...(end - 1) / target).map { s in
        (s, Int32(256 * (min(end, (s + 1) * target) - max(start, s * target)) / source))
      }
      let short = 256 - spans.reduce(0) { $0 + $1.1 }
      if let widest = spans.indices.max(by: { spans[$0].1 < spans[$1].1 }) {
        spans[widest].1 += short
      }
      return spans
    }
  }
}
