/// The IHDR chunk: size, pixel format and interlacing.
struct PNGHeader: Equatable {
  /// PNG's colour types.
  enum ColorType: Int {
    case grey = 0
    case rgb = 2
    case indexed = 3
    case greyAlpha = 4
    case rgba = 6

    /// Samples per pixel.
    var channels: Int {
      switch self {
      case .grey, .indexed: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }

    /// The bit depths PNG allows for this colour type.
    var bitDepths: [Int] {
      switch self {
      case .grey: [1, 2, 4, 8, 16]
      case .indexed: [1, 2, 4, 8]
      case .rgb, .greyAlpha, .rgba: [8, 16]
      }
    }
  }

  let width: Int
  let height: Int
  let bitDepth: Int
  let colorType: ColorType
  let interlaced: Bool

  /// Reads and checks the 13 bytes of IHDR; the size limit is checked before anything else
  /// so that nothing is allocated for an oversized picture.
  init(_ data: ArraySlice<UInt8>, limits: PictureLimits = .picture) throws(PNGError) {
    guard data.count == 13 else { throw .badChunkLength("IHDR") }
    let bytes = Array(data)
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    width = number(at: 0)
    height = number(at: 4)
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw .invalidDimensions(width: width, height: height)
    }
    guard limits.allows(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }
    bitDepth = Int(bytes[8])
    guard let type = ColorType(rawValue: Int(bytes[9])), type.bitDepths.contains(bitDepth)
    else { throw .invalidFormat(colorType: Int(bytes[9]), bitDepth: bitDepth) }
    colorType = type
    guard bytes[10] == 0 else { throw .invalidMethod(.compression) }
    guard bytes[11] == 0 else { throw .invalidMethod(.filter) }
    guard bytes[12] <= 1 else { throw .invalidMethod(.interlace) }
    interlaced = bytes[12] == 1
  }

  /// Bits per pixel.
  var bitsPerPixel: Int { colorType.channels * bitDepth }

  /// The distance in bytes between a byte and the same byte of the pixel before, for the
  /// filters (at least 1).
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  /// Bytes in a row of `width` pixels, without the filter byte.
  func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// The passes the image data holds: the seven of Adam7, or one for the whole picture.
  /// Passes with no pixels are left out (they have no rows in the data).
  var passes: [PNGPass] {
    let all =
      interlaced
      ? PNGPass.adam7.map { $0.sized(width: width, height: height) }
      : [PNGPass(x: 0, y: 0, dx: 1, dy: 1, width: width, height: height)]
    return all.filter { $0.width > 0 && $0.height > 0 }
  }

  /// The exact size of the inflated image data: every row of every pass with its filter
  /// byte.
  var inflatedSize: Int {
    passes.reduce(0) { $0 + $1.height * (1 + rowBytes(width: $1.width)) }
  }
}

/// One pass of the image data: the pixels at (x + i·dx, y + j·dy).
struct PNGPass: Equatable {
  let x: Int
  let y: Int
  let dx: Int
  let dy: Int
  var width = 0
  var height = 0

  /// Adam7's seven passes, before sizing.
  static let adam7 = [
    PNGPass(x: 0, y: 0, dx: 8, dy: 8), PNGPass(x: 4, y: 0, dx: 8, dy: 8),
    PNGPass(x: 0, y: 4, dx: 4, dy: 8), PNGPass(x: 2, y: 0, dx: 4, dy: 4),
    PNGPass(x: 0, y: 2, dx: 2, dy: 4), PNGPass(x: 1, y: 0, dx: 2, dy: 2),
    PNGPass(x: 0, y: 1, dx: 1, dy: 2),
  ]

  /// This pass over a `width` × `height` picture.
  func sized(width: Int, height: Int) -> PNGPass {
    var pass = self
    pass.width = max(0, (width - x + dx - 1) / dx)
    pass.height = max(0, (height - y + dy - 1) / dy)
    return pass
  }
}
