/// Why a GIF file could not be decoded. Cases carry numbers, never bytes of the file.
public enum GIFError: Error, Equatable, Sendable {
  /// The file does not start with `GIF87a` or `GIF89a`.
  case signature
  /// The file ends before the first picture's data does.
  case truncated
  /// The logical screen is 0 pixels wide or high.
  case invalidDimensions(width: Int, height: Int)
  /// The picture is larger than the limit in some direction or in pixels.
  case tooLarge(width: Int, height: Int)
  /// The first picture has no colour table, neither its own nor the file's.
  case missingColorTable
  /// The LZW minimum code size is outside 1…11.
  case badCodeSize(Int)
  /// The image data holds an LZW code that is not yet defined.
  case invalidCode
  /// The image data (an end code, or the last sub-block) ends after `found` of the image's
  /// `expected` pixels.
  case truncatedImageData(found: Int, expected: Int)
  /// A pixel's colour index is past the end of the colour table.
  case colorOutOfTable(Int)
}
