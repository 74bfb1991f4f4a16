/// Why a JPEG file could not be decoded. Messages name markers and numbers, never bytes of
/// the file.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file does not start with the SOI marker (`FF D8`).
  case signature
  /// The file ends inside a marker segment or before the EOI marker.
  case truncated
  /// The entropy-coded image data ends (or meets a marker) before every block is read.
  case truncatedImageData
  /// A marker segment (`DQT`, `DHT`, `SOF`, `SOS`, `DRI`) is malformed or has the wrong
  /// length.
  case badSegment(String)
  /// A marker that does not belong where it is, such as a second frame header or a scan
  /// before the frame header.
  case markerOrder(String)
  /// A JPEG process the decoder does not read.
  case unsupported(Process)
  /// The sample precision is not 8 bits.
  case unsupportedPrecision(Int)
  /// The number of colour components is not 1, 3 or 4.
  case unsupportedComponents(Int)
  /// The width or height is 0.
  case invalidDimensions(width: Int, height: Int)
  /// The picture is larger than ``Picture/maxSide`` in some direction.
  case tooLarge(width: Int, height: Int)
  /// The photo has more pixels than the decode budget (`limit` pixels) of a picture
  /// decoded small.
  case overDecodeBudget(width: Int, height: Int, limit: Int)
  /// A scan uses a Huffman or quantisation table the file never defined.
  case missingTable
  /// The image data holds a Huffman code no table defines, or a value out of range.
  case invalidCode
  /// The file has more scans than a picture may have (the `limit`).
  case tooManyScans(limit: Int)
  /// The file ends (EOI) before any image data.
  case missingImageData

  /// A JPEG process that is refused.
  public enum Process: Equatable, Sendable, CaseIterable, CustomStringConvertible {
    /// Arithmetic coding (SOF9 to SOF15).
    case arithmetic
    /// Lossless JPEG (SOF3).
    case lossless
    /// Hierarchical JPEG (SOF5 to SOF7).
    case hierarchical

    /// The process's English name.
    ///
    /// For debugging and QuizCore's tests: what a user reads is the language's table
    /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
    public var description: String {
      switch self {
      case .arithmetic: "arithmetic-coded"
      case .lossless: "lossless"
      case .hierarchical: "hierarchical"
      }
    }
  }

  /// The message, starting with `JPEG:`.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    "JPEG: " + detail
  }

  private var detail: String {
    switch self {
    case .signature: "not a JPEG file: it does not start with the SOI marker"
    case .truncated: "the file ends before the EOI marker"
    case .truncatedImageData: "the image data ends before the last block"
    case .badSegment(let name): "the \(name) segment is malformed"
    case .markerOrder(let name): "a \(name) marker where it does not belong"
    case .unsupported(let process):
      "\(process) JPEG cannot be read: save it as baseline JPEG or PNG"
    case .unsupportedPrecision(let bits): "\(bits)-bit samples: only 8-bit JPEG can be read"
    case .unsupportedComponents(let count): "\(count) colour components: expected 1, 3 or 4"
    case .invalidDimensions(let width, let height): "\(width)×\(height) is not a valid size"
    case .tooLarge(let width, let height):
      "\(width)×\(height) is larger than \(Picture.maxSide)×\(Picture.maxSide)"
    case .overDecodeBudget(let width, let height, let limit):
      "\(width)×\(height) is more than the decode budget of \(limit / 1_000_000) megapixels"
    case .missingTable: "a scan uses a table the file does not define"
    case .invalidCode: "the image data holds an invalid code"
    case .tooManyScans(let limit): "more than \(limit) scans"
    case .missingImageData: "no image data"
    }
  }
}
