/// Why a PNG file could not be decoded. Messages name chunks and numbers, never bytes of
/// the file.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
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
  public enum ChunkRule: Equatable, Sendable, CaseIterable, CustomStringConvertible {
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

    /// The broken rule, as English messages say it.
    ///
    /// For debugging and QuizCore's tests: what a user reads is the language's table
    /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
    public var description: String {
      switch self {
      case .secondHeader: "a second IHDR chunk"
      case .paletteAfterImageData: "PLTE after IDAT"
      case .secondPalette: "a second PLTE chunk"
      case .transparencyAfterImageData: "tRNS after IDAT"
      case .secondTransparency: "a second tRNS chunk"
      case .imageDataNotConsecutive: "IDAT chunks are not consecutive"
      case .transparencyBeforePalette: "tRNS before PLTE"
      case .paletteInGreyscale: "a PLTE chunk in a greyscale image"
      }
    }
  }

  /// A method named in the IHDR chunk.
  public enum Method: Equatable, Sendable, CaseIterable, CustomStringConvertible {
    /// The compression method.
    case compression
    /// The filter method.
    case filter
    /// The interlace method.
    case interlace

    /// The method's English name.
    ///
    /// For debugging and QuizCore's tests: what a user reads is the language's table
    /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
    public var description: String {
      switch self {
      case .compression: "compression"
      case .filter: "filter"
      case .interlace: "interlace"
      }
    }
  }

  /// The message, starting with `PNG:`.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    "PNG: " + detail
  }

  private var detail: String {
    switch self {
    case .signature: "not a PNG file: it does not start with the PNG signature"
    case .truncatedChunk(let name?): "the file ends inside the \(name) chunk"
    case .truncatedChunk(nil): "the file ends inside a chunk"
    case .missingEnd: "the file ends before the IEND chunk"
    case .chunkTooLong: "a chunk length is larger than 2³¹ − 1"
    case .invalidChunkType: "a chunk type is not four letters"
    case .crcMismatch(let name?): "\(name) CRC mismatch"
    case .crcMismatch(nil): "CRC mismatch in an unknown critical chunk"
    case .headerNotFirst: "the first chunk is not IHDR"
    case .chunkOrder(let rule): rule.description
    case .unknownCriticalChunk: "an unknown critical chunk"
    case .missingImageData: "no IDAT chunk"
    case .missingPalette: "an indexed-colour image without a PLTE chunk"
    case .badChunkLength(let name): "the \(name) chunk has the wrong length"
    case .invalidDimensions(let width, let height): "\(width)×\(height) is not a valid size"
    case .tooLarge(let width, let height):
      "\(width)×\(height) is larger than \(Picture.maxSide)×\(Picture.maxSide)"
    case .invalidFormat(let colorType, let bitDepth):
      "colour type \(colorType) with bit depth \(bitDepth) is not a PNG format"
    case .invalidMethod(let method): "unknown \(method) method"
    case .badPalette(let entries): "a palette of \(entries) colours does not fit the image"
    case .badTransparency: "the tRNS chunk does not fit the colour type"
    case .invalidFilter(let type): "filter type \(type) is not 0 to 4"
    case .paletteIndexOutOfRange(let index, let entries):
      "a pixel uses colour \(index) of a palette of \(entries)"
    case .imageDataTooLong(let limit, let width, let height):
      "the image data inflates to more than the \(limit) bytes a \(width)×\(height) "
        + "picture needs"
    case .imageData(.adlerMismatch): "image data Adler-32 mismatch"
    case .imageData(let error): "image data: \(error)"
    }
  }
}
