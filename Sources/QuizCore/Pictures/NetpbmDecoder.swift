/// Decodes netpbm greymaps and pixmaps: P2 and P3 (ASCII samples), P5 and P6 (binary).
enum NetpbmDecoder {
  /// Decodes a whole netpbm file.
  static func decode(_ bytes: [UInt8]) throws(PictureError) -> Picture {
    guard !bytes.isEmpty else { throw .empty }
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"),
      let kind = Kind(rawValue: bytes[1])
    else {
      throw .wrongHeader(.netpbm, found: PictureError.excerpt(bytes, limit: 2))
    }
    if bytes.count > 2, !(0x09...0x0D).contains(bytes[2]), bytes[2] != 0x20, bytes[2] != 0x23 {
      throw .malformed(.noSpaceAfterMagic(digit: Character(.init(bytes[1]))))
    }
    var reader = Reader(bytes: bytes, index: 2)
    let width = try reader.headerNumber(.width)
    let height = try reader.headerNumber(.height)
    try Picture.checkDimensions(width: width, height: height)
    let maxval = try reader.headerNumber(.maxval)
    guard (1...65535).contains(maxval) else { throw .invalidMaxval(maxval) }

    let channels = kind.channels
    var pixels: [RGBA] = []
    pixels.reserveCapacity(width * height)
    var samples: [Int] = []
    samples.reserveCapacity(width * channels)
    for row in 0..<height {
      samples.removeAll(keepingCapacity: true)
      if kind.isBinary {
        guard reader.binarySamples(width * channels, maxval: maxval, into: &samples) else {
          throw .truncated(expectedRows: height, foundRows: row)
        }
      } else {
        for _ in 0..<width * channels {
          guard let sample = try reader.asciiNumber() else {
            throw .truncated(expectedRows: height, foundRows: row)
          }
          samples.append(sample)
        }
      }
      for x in 0..<width {
        pixels.append(try pixel(samples[(x * channels)..<((x + 1) * channels)], maxval: maxval))
      }
    }
    return Picture(checkedWidth: width, height: height, pixels: pixels)
  }

  /// The four supported magic numbers, by their second byte.
  private enum Kind: UInt8 {
    case asciiGrey = 0x32  // "2"
    case asciiColor = 0x33  // "3"
    case binaryGrey = 0x35  // "5"
    case binaryColor = 0x36  // "6"

    var channels: Int { self == .asciiGrey || self == .binaryGrey ? 1 : 3 }
    var isBinary: Bool { self == .binaryGrey || self == .binaryColor }
  }

  /// One opaque pixel from 1 (grey) or 3 (RGB) samples scaled from 0…maxval to 0…255.
  private static func pixel(
    _ samples: ArraySlice<Int>, maxval: Int
  ) throws(PictureError) -> RGBA {
    let start = samples.startIndex
    let red = try level(samples[start], maxval: maxval)
    guard samples.count == 3 else { return RGBA(r: red, g: red, b: red) }
    let green = try level(samples[start + 1], maxval: maxval)
    let blue = try level(samples[start + 2], maxval: maxval)
    return RGBA(r: red, g: green, b: blue)
  }

  private static func level(_ sample: Int, maxval: Int) throws(PictureError) -> UInt8 {
    guard sample <= maxval else { throw .sampleOutOfRange(value: sample, maxval: maxval) }
    return UInt8((sample * 255 + maxval / 2) / maxval)
  }

  /// A cursor over the file's bytes.
  private struct Reader {
    let bytes: [UInt8]
    var index: Int

    /// A header number after whitespace and `#` comments; throws when it is missing.
    mutating func headerNumber(
      _ field: PictureSyntaxFault.HeaderField
    ) throws(PictureError) -> Int {
      guard let number = try asciiNumber() else {
        throw .malformed(.headerEndsBefore(field))
      }
      return number
    }

    /// The next decimal number after whitespace and `#` comments, or `nil` at the end of
    /// the file; consumes the one whitespace byte that ends it.
    mutating func asciiNumber() throws(PictureError) -> Int? {
      skipSpaceAndComments()
      guard index < bytes.endIndex else { return nil }
      let start = index
      var value = 0
      var digits = 0
      while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) {
        value = value * 10 + Int(bytes[index] - 0x30)
        digits += 1
        guard digits <= 9 else { throw .malformed(.numberTooLarge(byte: start)) }
        index += 1
      }
      guard digits > 0 else {
        throw .malformed(.expectedNumber(byte: index))
      }
      if index < bytes.endIndex {
        guard isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "#") else {
          throw .malformed(.noSpaceAfterNumber(byte: index))
        }
        if isSpace(bytes[index]) { index += 1 }
      }
      return value
    }

    /// Reads `count` big-endian samples of 1 byte (maxval < 256) or 2 bytes; `false` when
    /// the file ends first.
    mutating func binarySamples(
      _ count: Int, maxval: Int, into samples: inout [Int]
    ) -> Bool {
      let size = maxval > 255 ? 2 : 1
      guard bytes.endIndex - index >= count * size else { return false }
      for _ in 0..<count {
        if size == 2 {
          samples.append(Int(bytes[index]) << 8 | Int(bytes[index + 1]))
        } else {
          samples.append(Int(bytes[index]))
        }
        index += size
      }
      return true
    }

    private mutating func skipSpaceAndComments() {
      while index < bytes.endIndex {
        if isSpace(bytes[index]) {
          index += 1
        } else if bytes[index] == UInt8(ascii: "#") {
          while index < bytes.endIndex, bytes[index] != 0x0A, bytes[index] != 0x0D {
            index += 1
          }
        } else {
          return
        }
      }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || (0x09...0x0D).contains(byte)
    }
  }
}
