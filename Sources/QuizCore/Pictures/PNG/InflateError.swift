/// Why a zlib stream (RFC 1950) of DEFLATE data (RFC 1951) could not be inflated.
public enum InflateError: Error, Equatable, Sendable {
  /// The two-byte zlib header is not DEFLATE with a valid check value.
  case badHeader
  /// The stream asks for a preset dictionary, which PNG never uses.
  case presetDictionary
  /// The data ends before the stream does.
  case truncated
  /// A block has the reserved type 3.
  case reservedBlockType
  /// A stored block's length and its one's complement disagree.
  case storedLengthMismatch
  /// A block's Huffman code lengths describe more codes than there is room for, or no end
  /// of block code, or repeat a length that is not there.
  case invalidCodeLengths
  /// The bits do not form any code of the block's Huffman table, or name a length or
  /// distance symbol DEFLATE does not define.
  case invalidCode
  /// A back-reference reaches further back than the output written so far.
  case distanceTooFar
  /// The stream inflates to more than `limit` bytes.
  case tooLong(limit: Int)
  /// The stream ends after `found` bytes, fewer than the `expected`.
  case tooShort(found: Int, expected: Int)
  /// The Adler-32 of the inflated bytes does not match the stream's.
  case adlerMismatch
}
