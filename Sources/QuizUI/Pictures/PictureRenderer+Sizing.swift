import Foundation
import QuizCore
import TerminalKit

/// The sizes a picture is drawn at, and its resampling to them.
extension PictureRenderer {
  /// The largest size that fits in `columns` × `pixelRows` keeping the aspect ratio: a
  /// whole multiple of the picture when it fits, else a shrunk size of at least 1×1.
  package static func fittedSize(
    of picture: Picture, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    fittedSize(width: picture.width, height: picture.height, columns: columns, pixelRows: pixelRows)
  }

  /// ``fittedSize(of:columns:pixelRows:)`` for a picture `width` × `height` pixels.
  package static func fittedSize(
    width: Int, height: Int, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    let (width, height) = (max(1, width), max(1, height))
    if width <= columns, height <= pixelRows {
      let factor = min(columns / width, pixelRows / height)
      return (width * factor, height * factor)
    }
    return filling(width: width, height: height, columns: columns, pixelRows: pixelRows)
  }

  /// The size that fills `columns` or `pixelRows` keeping the aspect ratio of a picture
  /// `width` × `height` pixels, at least 1×1.
  static func filling(
    width: Int, height: Int, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    let (width, height) = (max(1, width), max(1, height))
    if columns * height <= pixelRows * width {
      return (columns, min(pixelRows, max(1, height * columns / width)))
    }
    return (min(columns, max(1, width * pixelRows / height)), pixelRows)
  }

  /// The size of the enlarged view in `columns` × `pixelRows`: a whole multiple of the
  /// picture when at least 2× fits (every pixel the same size), else as large as fits
  /// keeping the aspect ratio when that is at least a quarter larger than `fittedSize`
  /// (a smaller gain would only double a few stray rows of pixels), else `fittedSize`.
  static func enlargedSize(
    of picture: Picture, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    enlargedSize(
      width: picture.width, height: picture.height, columns: columns, pixelRows: pixelRows)
  }

  /// ``enlargedSize(of:columns:pixelRows:)`` for a picture `width` × `height` pixels.
  static func enlargedSize(
    width: Int, height: Int, columns: Int, pixelRows: Int
  ) -> (width: Int, height: Int) {
    let fitted = fittedSize(width: width, height: height, columns: columns, pixelRows: pixelRows)
    guard fitted.width < width * 2 else { return fitted }
    let filled = filling(width: width, height: height, columns: columns, pixelRows: pixelRows)
    return filled.width * 4 >= fitted.width * 5 ? filled : fitted
  }

  /// `picture` resampled to exactly `width` × `height` pixels (see `resample`), or the
  /// picture itself when that size is not a valid picture size.
  static func scaled(_ picture: Picture, width: Int, height: Int) -> Picture {
    guard width != picture.width || height != picture.height else { return picture }
    let pixels = resample(picture, width: width, height: height).map { $0 ?? .transparent }
    return Picture(width: width, height: height, pixels: pixels) ?? picture
  }

  /// The picture resampled to `width` × `height`, row-major; `nil` for a pixel at least half
  /// of whose source area is transparent.
  ///
  /// Shrinking averages areas, with colours weighted by alpha so transparent pixels do not
  /// darken the edges. Growing takes, in each direction, the source pixel under the target
  /// pixel's centre, so pixel art stays crisp at any scale instead of blurring; with
  /// `weighingAreas`, growing weighs areas too, so a target pixel across an edge between two
  /// source pixels takes each by how much of it covers.
  package static func resample(
    _ picture: Picture, width: Int, height: Int, weighingAreas: Bool = false
  ) -> [RGBA?] {
    let columnSpans =
      width >= picture.width && !weighingAreas
      ? nearest(source: picture.width, target: width)
      : spans(source: picture.width, target: width)
    let rowSpans =
      height >= picture.height && !weighingAreas
      ? nearest(source: picture.height, target: height)
      : spans(source: picture.height, target: height)
    var result: [RGBA?] = []
    result.reserveCapacity(width * height)
    for rowSpan in rowSpans {
      for columnSpan in columnSpans {
        var (area, alpha, red, green, blue) = (0, 0, 0, 0, 0)
        for (y, rowWeight) in rowSpan {
          for (x, columnWeight) in columnSpan {
            let pixel = picture[x: x, y: y]
            let weight = rowWeight * columnWeight
            let opacity = weight * Int(pixel.a)
            area += weight
            alpha += opacity
            red += opacity * Int(pixel.r)
            green += opacity * Int(pixel.g)
            blue += opacity * Int(pixel.b)
          }
        }
        // Opaque when more than half opaque: a pixel half over a picture's outline and half
        // over the transparent area beside it is left clear, so shrinking never widens the
        // silhouette by the outline (an apple's black sides at half size).
        guard alpha * 2 > area * 255 else {
          result.append(nil)
          continue
        }
        result.append(
          RGBA(
            r: UInt8((red + alpha / 2) / alpha), g: UInt8((green + alpha / 2) / alpha),
            b: UInt8((blue + alpha / 2) / alpha)))
      }
    }
    return result
  }

  /// For each target index, the source indices it covers and by how much: target `t`
  /// spans `[t * source, (t + 1) * source)` and source `s` spans `[s * target, …)` in
  /// units of 1 / (source × target) of the whole length.
  private static func spans(source: Int, target: Int) -> [[(index: Int, weight: Int)]] {
    (0..<target).map { t in
      let start = t * source
      let end = start + source
      return (start / target...(end - 1) / target).map { s in
        (s, min(end, (s + 1) * target) - max(start, s * target))
      }
    }
  }

  /// For growing: each target index takes the one source pixel under its centre, counted
  /// from the nearer edge, so the pixels that end up doubled are placed symmetrically and a
  /// symmetric picture stays symmetric at any scale.
  private static func nearest(source: Int, target: Int) -> [[(index: Int, weight: Int)]] {
    (0..<target).map { t in
      if 2 * t + 1 <= target { return [((2 * t + 1) * source / (2 * target), 1)] }
      let mirrored = target - 1 - t
      return [(source - 1 - (2 * mirrored + 1) * source / (2 * target), 1)]
    }
  }
}
