/// GIF's variable-length LZW: codes of `codeSize + 1` to 12 bits, least significant bit
/// first, read across the data sub-blocks.
enum GIFLZW {
  /// The largest code, and so the table's size.
  static let tableSize = 4096

  /// Decodes the sub-blocks at the reader into `indices`, up to its count; returns how many
  /// indices were written (fewer when the end code or the last sub-block comes first, which
  /// the caller refuses). The
  /// reader is left after the sub-blocks' terminator when the data ended there, else
  /// wherever the picture filled up (nothing after the first frame is read).
  static func decode(
    _ reader: inout GIFReader, codeSize: Int, into indices: inout [UInt8]
  ) throws(GIFError) -> Int {
    let clear = 1 << codeSize
    let end = clear + 1
    var prefix = [UInt16](repeating: 0, count: tableSize)
    var suffix = [UInt8](repeating: 0, count: tableSize)
    var first = [UInt8](repeating: 0, count: tableSize)
    var length = [Int](repeating: 0, count: tableSize)
    for code in 0..<min(clear, tableSize) {
      suffix[code] = UInt8(truncatingIfNeeded: code)
      first[code] = UInt8(truncatingIfNeeded: code)
      length[code] = 1
    }
    var size = codeSize + 1
    var next = clear + 2
    var previous = -1
    var produced = 0
    let count = indices.count
    var bits = GIFCodeBits()
    while produced < count, let code = try bits.read(size, from: &reader) {
      if code == clear {
        size = codeSize + 1
        next = clear + 2
        previous = -1
        continue
      }
      if code == end { break }
      if previous >= 0 {
        guard code <= next, code < tableSize, next <= tableSize else { throw .invalidCode }
        if next < tableSize {
          // A known code adds the previous string and its first letter; the code about to
          // be defined (KwKwK) adds the previous string and the previous first letter.
          prefix[next] = UInt16(previous)
          suffix[next] = code < next ? first[code] : first[previous]
          first[next] = first[previous]
          length[next] = length[previous] + 1
          next += 1
        } else if code == next {
          throw .invalidCode
        }
      } else if code >= clear {
        throw .invalidCode
      }
      // Writes the code's string backwards from its last letter, what fits of it.
      var at = code
      var place = produced + length[code] - 1
      while place >= produced {
        if place < count { indices[place] = suffix[at] }
        at = Int(prefix[at])
        place -= 1
      }
      produced = min(count, produced + length[code])
      previous = code
      if next == 1 << size && size < 12 { size += 1 }
    }
    // The rest of the data (the end code, padding) is skipped; a file cut inside it still
    // has its picture.
    bits.skipRest(&reader)
    return produced
  }
}

/// The bit reader over GIF data sub-blocks.
struct GIFCodeBits {
  private var buffer: UInt32 = 0
  private var count = 0
  private var remaining = 0
  private var ended = false

  /// Moves the reader past the sub-blocks' terminator, or to the end of the file.
  mutating func skipRest(_ reader: inout GIFReader) {
    guard !ended else { return }
    reader.position = min(reader.bytes.count, reader.position + remaining)
    while let length = try? reader.byte(), length != 0 {
      reader.position = min(reader.bytes.count, reader.position + Int(length))
    }
    ended = true
  }

  /// The next `size`-bit code, or `nil` once the sub-blocks end (the terminator is read).
  mutating func read(_ size: Int, from reader: inout GIFReader) throws(GIFError) -> Int? {
    while count < size {
      guard !ended else { return nil }
      if remaining == 0 {
        remaining = Int(try reader.byte())
        if remaining == 0 {
          ended = true
          return nil
        }
      }
      buffer |= UInt32(try reader.byte()) << UInt32(count)
      count += 8
      remaining -= 1
    }
    let code = Int(buffer & ((1 << UInt32(size)) - 1))
    buffer >>= UInt32(size)
    count -= size
    return code
  }
}
