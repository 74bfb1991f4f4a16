/// One chunk of a PNG file, its length and CRC-32 checked.
///
/// A critical chunk whose CRC is wrong is an error; an ancillary one (tRNS, tEXt, iCCP…) is
/// read as ``Kind/damaged`` and skipped, as PNG (3rd edition, §13) asks of decoders.
struct PNGChunk {
  /// The chunks the decoder tells apart.
  enum Kind: Equatable {
    case header, palette, imageData, end, transparency
    /// A critical chunk (upper-case first letter) the decoder does not know.
    case unknownCritical
    /// Any other ancillary chunk: skipped.
    case ancillary
    /// An ancillary chunk, known or not, whose CRC-32 is wrong: skipped.
    case damaged

    init(_ type: UInt32) {
      switch type {
      case 0x4948_4452: self = .header
      case 0x504C_5445: self = .palette
      case 0x4944_4154: self = .imageData
      case 0x4945_4E44: self = .end
      case 0x7452_4E53: self = .transparency
      default: self = type & 0x2000_0000 == 0 ? .unknownCritical : .ancillary
      }
    }

    /// The chunk's name, for messages; `nil` for chunks the decoder does not know.
    var name: String? {
      switch self {
      case .header: "IHDR"
      case .palette: "PLTE"
      case .imageData: "IDAT"
      case .end: "IEND"
      case .transparency: "tRNS"
      case .unknownCritical, .ancillary, .damaged: nil
      }
    }
  }

  let kind: Kind
  /// Where the chunk's data lies in the file.
  let data: Range<Int>
  /// The offset just past the chunk's CRC.
  var end: Int { data.upperBound + 4 }

  /// Reads the chunk starting at `offset` in `bytes`.
  static func read(_ bytes: [UInt8], at offset: Int) throws(PNGError) -> PNGChunk {
    guard offset < bytes.count else { throw .missingEnd }
    guard offset + 8 <= bytes.count else { throw .truncatedChunk(nil) }
    let length = number(bytes, at: offset)
    let type = UInt32(number(bytes, at: offset + 4))
    let kind = Kind(type)
    guard length <= Int(Int32.max) else { throw .chunkTooLong }
    let letters = (0..<4).map { UInt8(truncatingIfNeeded: type >> (24 - 8 * $0)) }
    guard letters.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
      throw .invalidChunkType
    }
    let start = offset + 8
    guard length + 4 <= bytes.count - start else { throw .truncatedChunk(kind.name) }
    let crc = bytes.withUnsafeBufferPointer { buffer in
      Checksum.crc32(UnsafeBufferPointer(rebasing: buffer[offset + 4..<start + length]))
    }
    guard crc == UInt32(number(bytes, at: start + length)) else {
      guard type & 0x2000_0000 != 0 else { throw .crcMismatch(kind.name) }
      return PNGChunk(kind: .damaged, data: start..<start + length)
    }
    return PNGChunk(kind: kind, data: start..<start + length)
  }

  /// The big-endian 32-bit number at `offset`.
  private static func number(_ bytes: [UInt8], at offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }
}

/// The tRNS chunk: alpha for palette entries, or the one colour that is transparent.
enum PNGTransparency: Equatable {
  /// Alpha for the first palette entries (the rest are opaque).
  case palette([UInt8])
  /// The grey sample value that is transparent, at the image's bit depth.
  case grey(Int)
  /// The red, green and blue sample values that are transparent, at the image's bit depth.
  case rgb(Int, Int, Int)

  init(_ data: ArraySlice<UInt8>, header: PNGHeader, palette: [RGBA]?) throws(PNGError) {
    let bytes = Array(data)
    func sample(_ index: Int) -> Int { Int(bytes[2 * index]) << 8 | Int(bytes[2 * index + 1]) }
    switch header.colorType {
    case .indexed:
      guard let palette else { throw .chunkOrder(.transparencyBeforePalette) }
      guard bytes.count <= palette.count else { throw .badTransparency }
      self = .palette(bytes)
    case .grey:
      guard bytes.count == 2 else { throw .badTransparency }
      self = .grey(sample(0))
    case .rgb:
      guard bytes.count == 6 else { throw .badTransparency }
      self = .rgb(sample(0), sample(1), sample(2))
    case .greyAlpha, .rgba:
      throw .badTransparency
    }
  }
}
