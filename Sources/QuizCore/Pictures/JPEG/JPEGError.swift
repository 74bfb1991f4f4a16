/// Why a JPEG file could not be decoded. Cases carry marker names and numbers, never bytes of
/// the file.
public enum JPEGError: Error, Equatable, Sendable {
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
  public enum Process: Equatable, Sendable, CaseIterable {
    /// Arithmetic coding (SOF9 to SOF15).
    case arithmetic
    /// Lossless JPEG (SOF3).
    case lossless
    /// Hierarchical JPEG (SOF5 to SOF7).
    case hierarchical
  }
}
