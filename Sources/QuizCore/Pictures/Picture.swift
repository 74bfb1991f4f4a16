import Foundation

/// One pixel: 8-bit red, green, blue and alpha, where alpha 0 means transparent.
public struct RGBA: Hashable, Sendable {
  /// Red, 0–255.
  public var r: UInt8
  /// Green, 0–255.
  public var g: UInt8
  /// Blue, 0–255.
  public var b: UInt8
  /// Opacity, 0 (transparent) to 255 (opaque).
  public var a: UInt8

  /// Creates a pixel; opaque unless told otherwise.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// A fully transparent pixel.
  public static let transparent = RGBA(r: 0, g: 0, b: 0, a: 0)

  /// Whether the pixel shows nothing (alpha 0).
  public var isTransparent: Bool { a == 0 }
}

/// A decoded picture: `width` × `height` pixels stored row by row, top row first.
public struct Picture: Equatable, Sendable {
  /// The largest width or height a picture may have.
  public static let maxSide = 1024
  /// The largest number of pixels a picture may have.
  public static let maxPixels = 1_048_576

  /// Pixels per row.
  public let width: Int
  /// Number of rows.
  public let height: Int
  /// The pixels, row-major: pixel (x, y) is at `y * width + x`.
  public let pixels: [RGBA]

  /// Creates a picture, or `nil` when the sizes are not positive or `pixels` has not
  /// exactly `width * height` elements.
  public init?(width: Int, height: Int, pixels: [RGBA]) {
    guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
      pixels.count == width * height
    else { return nil }
    self.init(checkedWidth: width, height: height, pixels: pixels)
  }

  /// Creates a picture whose sizes the caller has already checked.
  init(checkedWidth width: Int, height: Int, pixels: [RGBA]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x` and row `y`; transparent outside the picture.
  public subscript(x x: Int, y y: Int) -> RGBA {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return .transparent }
    return pixels[y * width + x]
  }

  /// Decodes a picture file's bytes in the given format.
  ///
  /// Never traps: malformed, truncated or oversized input throws a ``PictureError``, and the
  /// dimensions are checked against `limits` (``maxSide`` and ``maxPixels`` unless told
  /// otherwise; XPM and netpbm always) before any pixel is stored.
  public static func decode(
    _ bytes: [UInt8], format: PictureFormat, limits: PictureLimits = .picture
  ) throws(PictureError) -> Picture {
    switch format {
    case .png:
      do {
        return try PNGDecoder.decode(bytes, limits: limits)
      } catch {
        throw .png(error)
      }
    case .jpeg:
      do {
        // Beyond a bank's limits, within the JPEG decode budget (a photo to import).
        if limits == .picture { return try JPEGDecoder.decode(bytes) }
        return try JPEGDecoder.decode(bytes, maxSide: limits.maxSide)
      } catch {
        throw .jpeg(error)
      }
    case .gif:
      do {
        return try GIFDecoder.decode(bytes, limits: limits)
      } catch {
        throw .gif(error)
      }
    case .xpm: return try XPMDecoder.decode(bytes)
    case .netpbm: return try NetpbmDecoder.decode(bytes)
    }
  }

  /// Decodes a picture file's contents in the given format.
  public static func decode(_ data: Data, format: PictureFormat) throws(PictureError) -> Picture {
    try decode([UInt8](data), format: format)
  }

  /// Decodes a picture file's bytes to a picture whose longer side is at most `maxSide`
  /// pixels, for showing it or storing it small.
  ///
  /// A JPEG photo may be larger than ``maxSide`` (up to ``JPEGDecoder/maxInputPixels``): it
  /// is decoded at 1/2, 1/4 or 1/8 scale in the DCT domain and area-averaged to the size, so
  /// a 12-megapixel photo is never held at full size (``JPEGDecoder/decode(_:maxSide:)``).
  /// Other formats are decoded as ``decode(_:format:)`` does, within its limits, then
  /// area-averaged when larger. A picture already small enough comes as it is.
  public static func decode(
    _ bytes: [UInt8], format: PictureFormat, maxSide: Int
  ) throws(PictureError) -> Picture {
    if format == .jpeg {
      do {
        return try JPEGDecoder.decode(bytes, maxSide: maxSide)
      } catch {
        throw .jpeg(error)
      }
    }
    return try decode(bytes, format: format).fitting(maxSide: maxSide)
  }

  /// Throws unless `width` × `height` is a positive size within the limits.
  static func checkDimensions(width: Int, height: Int) throws(PictureError) {
    guard width > 0, height > 0 else {
      throw .invalidDimensions(width: width, height: height)
    }
    guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
      throw .dimensionsTooLarge(width: width, height: height)
    }
  }
}

/// The picture file formats the game reads.
public enum PictureFormat: String, Hashable, Sendable, CaseIterable {
  /// PNG: every colour type and bit depth, palette and tRNS transparency, Adam7 interlacing.
  case png
  /// JPEG: baseline and progressive Huffman-coded, grey, YCbCr, RGB and Adobe CMYK, upright
  /// by its EXIF orientation.
  case jpeg
  /// GIF87a and GIF89a: the first frame (an animation's first picture), its global or local
  /// colour table and transparent colour, interlaced or not.
  case gif
  /// XPM3: C source text with a colour table.
  case xpm
  /// Netpbm greymaps and pixmaps: P2, P3 (text) and P5, P6 (binary).
  case netpbm

  /// The format a file extension names (`png`, `jpg`, `jpeg`, `gif`, `xpm`, `ppm`, `pgm`,
  /// `pnm`, any case), or `nil`.
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "png": self = .png
    case "jpg", "jpeg": self = .jpeg
    case "gif": self = .gif
    case "xpm": self = .xpm
    case "ppm", "pgm", "pnm": self = .netpbm
    default: return nil
    }
  }
}
