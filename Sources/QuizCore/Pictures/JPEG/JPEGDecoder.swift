/// Decodes JPEG files: baseline and extended sequential, and progressive, all Huffman-coded;
/// 1 (grey), 3 (YCbCr or RGB) or 4 (Adobe CMYK or YCCK) components at any sampling factors;
/// the EXIF orientation applied. ICC profiles are ignored and sRGB assumed.
///
/// A big photo can be decoded small (``decode(_:maxSide:)``): at 1/2, 1/4 or 1/8 scale in
/// the DCT domain, as libjpeg's `scale_num/scale_denom` do, then area-averaged to the size
/// asked for, so that a 12-megapixel photo shown 256 pixels wide is never held at full size.
///
/// Never traps: malformed or truncated input throws a ``JPEGError``, the frame's size is
/// checked before anything is allocated, and the number of scans is bounded.
public enum JPEGDecoder {
  /// The most scans a file may have (a progressive file has about ten).
  public static let maxScans = 256

  /// The decode budget of ``decode(_:maxSide:)``: the most pixels (width × height) a JPEG
  /// may have to be decoded small, 50 megapixels (a 12-megapixel phone photo is well within
  /// it; a progressive one of that size holds about 37 MB of coefficients while decoding).
  public static let maxInputPixels = 50_000_000

  /// Decodes a JPEG file's bytes at full size; a picture wider or taller than
  /// ``Picture/maxSide`` is refused (``JPEGError/tooLarge(width:height:)``).
  public static func decode(_ bytes: [UInt8]) throws(JPEGError) -> Picture {
    try decode(bytes, request: .fullSize)
  }

  /// Decodes a JPEG file's bytes to a picture whose longer side is at most `maxSide` pixels
  /// (at least 1): a larger photo is decoded at the smallest of 1/1, 1/2, 1/4 and 1/8 scale
  /// that is still at least that size, then area-averaged down to it, keeping its shape; a
  /// smaller one comes at its own size. The EXIF orientation is applied after.
  ///
  /// The photo may have up to ``maxInputPixels`` pixels
  /// (``JPEGError/overDecodeBudget(width:height:limit:)`` beyond). A `maxSide` above
  /// ``Picture/maxSide`` gives pictures larger than a bank may hold: for tools and
  /// measurements.
  public static func decode(_ bytes: [UInt8], maxSide: Int) throws(JPEGError) -> Picture {
    try decode(bytes, request: .fitting(max(1, maxSide)))
  }

  /// What a decode is asked for.
  enum Request {
    /// Full size, within ``Picture/maxSide``.
    case fullSize
    /// The longer side at most this, from a photo within the decode budget.
    case fitting(Int)
  }

  static func decode(_ bytes: [UInt8], request: Request) throws(JPEGError) -> Picture {
    guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .signature }
    var state = JPEGState(request: request)
    var position = 2
    while true {
      // Fill bytes (FF) may precede a marker; anything else between segments is skipped,
      // as libjpeg does.
      while position < bytes.count, bytes[position] != 0xFF { position += 1 }
      while position < bytes.count, bytes[position] == 0xFF { position += 1 }
      guard position < bytes.count else { throw .truncated }
      let marker = bytes[position]
      position += 1
      if marker == 0xD9 { break }
      if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
      guard position + 2 <= bytes.count else { throw .truncated }
      let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
      guard length >= 2 else { throw .badSegment(JPEGState.name(marker)) }
      guard position + length <= bytes.count else { throw .truncated }
      let body = bytes[(position + 2)..<(position + length)]
      position += length
      if marker == 0xDA {
        position = try state.scan(body, bytes: bytes, from: position)
      } else {
        try state.segment(marker, body)
      }
    }
    return try state.picture()
  }
}
