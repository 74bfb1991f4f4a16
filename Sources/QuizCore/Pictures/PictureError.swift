/// Why a picture file could not be decoded: a value each language's `PictureErrorText` says in
/// its words (English in `Sources/QuizUI/Languages/English/`).
public enum PictureError: Error, Equatable {
  /// The file has no bytes at all.
  case empty
  /// The file does not start the way the format requires; `found` is its first bytes (kept
  /// for tests, never shown).
  case wrongHeader(PictureFormat, found: String)
  /// The file ended before all pixel rows were read.
  case truncated(expectedRows: Int, foundRows: Int)
  /// The file ended inside the XPM colour table.
  case truncatedColorTable(expected: Int, found: Int)
  /// The width or height is zero or negative.
  case invalidDimensions(width: Int, height: Int)
  /// The width, height or pixel count is beyond ``Picture/maxSide`` or ``Picture/maxPixels``.
  case dimensionsTooLarge(width: Int, height: Int)
  /// The netpbm maxval is outside 1…65535.
  case invalidMaxval(Int)
  /// A netpbm sample is larger than the file's maxval.
  case sampleOutOfRange(value: Int, maxval: Int)
  /// The XPM characters-per-pixel count is outside 1…4.
  case invalidCharsPerPixel(Int)
  /// The XPM values line declares more colours than a picture may have (``XPMDecoder``'s
  /// limit, one colour per pixel of the largest picture).
  case tooManyColors(Int, limit: Int)
  /// An XPM pixel uses a code that the colour table does not define (the code is never shown).
  case colorNotInTable(String)
  /// The XPM colour table defines the same code twice.
  case duplicateColor(String)
  /// An XPM colour value is neither `None`, a `#` hex colour nor a known colour name.
  case unknownColor(String)
  /// An XPM pixel row has the wrong length (`row` counts from 1).
  case wrongRowLength(row: Int, expected: Int, found: Int)
  /// Any other syntax error of an XPM or netpbm file.
  case malformed(PictureSyntaxFault)
  /// A PNG file that does not decode.
  case png(PNGError)
  /// A JPEG file that does not decode.
  case jpeg(JPEGError)
  /// A GIF file that does not decode.
  case gif(GIFError)

  /// Printable text for up to `limit` bytes of a file, kept in ``wrongHeader(_:found:)`` for
  /// tests (no message shows it).
  static func excerpt(_ bytes: some Collection<UInt8>, limit: Int = 12) -> String {
    String(
      decoding: bytes.prefix(limit).map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") },
      as: UTF8.self)
  }
}
