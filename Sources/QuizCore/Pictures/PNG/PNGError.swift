/// Why a PNG file could not be decoded. Cases carry chunk names and numbers, never bytes of
/// the file.
public enum PNGError: Error, Equatable, Sendable {
  /// The file does not start with the eight-byte PNG signature.
  case signature
  /// The file ends inside a chunk (`chunk` is its name when it is one the decoder knows).
  case truncatedChunk(String?)
  /// The file ends before the IEND chunk.
  case missingEnd
  /// A chunk's length is larger than 2³¹ − 1.
  case chunkTooLong
  /// A chunk's type is not four ASCII letters.
  case invalidChunkType
  /// A critical chunk's CRC-32 does not match its contents (`nil` for an unknown critical
  /// chunk); an ancillary chunk with a wrong CRC is skipped instead.
  case crcMismatch(String?)
  /// The first chunk is not IHDR.
  case headerNotFirst
  /// A critical chunk appears where the PNG rules do not allow it.
  case chunkOrder(ChunkRule)
  /// A critical chunk the decoder does not know (its name is never shown).
  case unknownCriticalChunk
  /// There is no IDAT chunk.
  case missingImageData
  /// The indexed-colour image has no PLTE chunk.
  case missingPalette
  /// A chunk has the wrong length for its kind.
  case badChunkLength(String)
  /// The width or height is 0 or above 2³¹ − 1.
  case invalidDimensions(width: Int, height: Int)
  /// The picture is larger than ``Picture/maxSide`` in some direction.
  case tooLarge(width: Int, height: Int)
  /// The colour type and bit depth are not a combination PNG defines.
  case invalidFormat(colorType: Int, bitDepth: Int)
  /// The compression, filter or interlace method is not one PNG defines.
  case invalidMethod(Method)
  /// The palette has more entries than the bit depth can index, or none.
  case badPalette(entries: Int)
  /// The tRNS chunk does not fit the colour type.
  case badTransparency
  /// A row's filter type is not 0 to 4.
  case invalidFilter(Int)
  /// A pixel names a palette entry past the end of the palette.
  case paletteIndexOutOfRange(index: Int, entries: Int)
  /// The image data would inflate to more than the `limit` the header implies (a
  /// decompression bomb is refused here, before it grows).
  case imageDataTooLong(limit: Int, width: Int, height: Int)
  /// The image data is not a valid zlib stream.
  case imageData(InflateError)

  /// A rule of the order of critical chunks.
  public enum ChunkRule: Equatable, Sendable, CaseIterable {
    /// A second IHDR.
    case secondHeader
    /// PLTE comes after IDAT.
    case paletteAfterImageData
    /// A second PLTE.
    case secondPalette
    /// tRNS comes after IDAT.
    case transparencyAfterImageData
    /// A second tRNS.
    case secondTransparency
    /// Another chunk comes between IDAT chunks.
    case imageDataNotConsecutive
    /// tRNS comes before PLTE in an indexed-colour image.
    case transparencyBeforePalette
    /// A PLTE chunk in a greyscale image.
    case paletteInGreyscale
  }

  /// A method named in the IHDR chunk.
  public enum Method: Equatable, Sendable, CaseIterable {
    /// The compression method.
    case compression
    /// The filter method.
    case filter
    /// The interlace method.
    case interlace
  }
}
