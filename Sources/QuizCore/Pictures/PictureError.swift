/// Why a picture file could not be decoded.
public enum PictureError: Error, Equatable, CustomStringConvertible {
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
  /// A PNG file that does not decode; its message starts with `PNG:`.
  case png(PNGError)
  /// A JPEG file that does not decode; its message starts with `JPEG:`.
  case jpeg(JPEGError)
  /// A GIF file that does not decode; its message starts with `GIF:`.
  case gif(GIFError)

  /// A lowercase, specific message.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .empty:
      "the file is empty"
    // NB: no message quotes bytes of the file: a picture may be a link to any file.
    case .wrongHeader(.xpm, _):
      "not an XPM file: it does not start with ‘/* XPM */’"
    case .wrongHeader(.png, _):
      PNGError.signature.description
    case .wrongHeader(.jpeg, _):
      JPEGError.signature.description
    case .wrongHeader(.gif, _):
      GIFError.signature.description
    case .wrongHeader(.netpbm, _):
      "not a netpbm file: it does not start with ‘P2’, ‘P3’, ‘P5’ or ‘P6’"
    case .truncated(let expected, let found):
      "truncated: expected \(expected) rows, found \(found)"
    case .truncatedColorTable(let expected, let found):
      "truncated: expected \(expected) colours in the colour table, found \(found)"
    case .invalidDimensions(let width, let height):
      "invalid dimensions \(width)×\(height): both must be at least 1"
    case .dimensionsTooLarge(let width, let height):
      "dimensions \(width)×\(height) exceed the \(Picture.maxSide)×\(Picture.maxSide) limit"
    case .invalidMaxval(let maxval):
      "maxval \(maxval) is outside 1…65535"
    case .sampleOutOfRange(let value, let maxval):
      "sample \(value) exceeds the maxval \(maxval)"
    case .invalidCharsPerPixel(let count):
      "\(count) characters per pixel: expected 1 to 4"
    case .tooManyColors(let count, let limit):
      "\(count) colours: an XPM picture may have at most \(limit)"
    case .colorNotInTable:
      "a pixel uses a code that is not in the colour table"
    case .duplicateColor:
      "a code is defined twice in the colour table"
    case .unknownColor:
      "a colour in the colour table is neither None, a # hex colour nor a known colour name"
    case .wrongRowLength(let row, let expected, let found):
      "row \(row) has \(found) characters, expected \(expected)"
    case .malformed(let fault):
      fault.description
    case .png(let error):
      error.description
    case .jpeg(let error):
      error.description
    case .gif(let error):
      error.description
    }
  }

  /// Printable text for up to `limit` bytes of a file, for messages.
  static func excerpt(_ bytes: some Collection<UInt8>, limit: Int = 12) -> String {
    String(
      decoding: bytes.prefix(limit).map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") },
      as: UTF8.self)
  }
}
