import Foundation
import QuizCore

/// PNG files for tests: fixtures, their chunks, and files put together again with correct
/// CRCs after a change. The CRC here is a plain bitwise one, independent of the decoder's.
enum PNGFile {
  /// One chunk: its four-letter type and its data.
  struct Chunk: Equatable {
    var type: String
    var data: [UInt8]
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The folder of the PNG fixtures and their reference PAM files.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/png")

  /// The bytes of fixture `name` (`rgba-8.png`).
  static func fixture(_ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The chunks of a well-formed file.
  static func chunks(_ bytes: [UInt8]) -> [Chunk] {
    var result: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      result.append(Chunk(type: type, data: Array(bytes[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return result
  }

  /// A file of `chunks`, each with its length and a correct CRC.
  static func assemble(_ chunks: [Chunk]) -> [UInt8] {
    var bytes = signature
    for chunk in chunks {
      bytes += bigEndian(UInt32(chunk.data.count))
      let body = Array(chunk.type.utf8) + chunk.data
      bytes += body + bigEndian(crc32(body))
    }
    return bytes
  }

  /// An IHDR chunk.
  static func header(
    width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 0, interlace: UInt8 = 0
  ) -> Chunk {
    Chunk(
      type: "IHDR",
      data: bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        + [bitDepth, colorType, 0, 0, interlace])
  }

  /// A zlib stream of `data` in stored blocks, with its Adler-32.
  static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65535, data.count - offset)
      let final: UInt8 = offset + length == data.count ? 1 : 0
      stream += [final, UInt8(length & 0xFF), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      stream += data[offset..<offset + length]
      offset += length
    } while offset < data.count
    return stream + bigEndian(adler32(data))
  }

  /// A whole file: `header`, optional extra chunks, then the stored-zlib `rows` as IDAT.
  static func file(_ header: Chunk, _ extra: [Chunk] = [], rows: [UInt8]) -> [UInt8] {
    assemble(
      [header] + extra + [
        Chunk(type: "IDAT", data: storedZlib(rows)), Chunk(type: "IEND", data: []),
      ])
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  /// Reads a PAM file (P7, maxval 255 or 65535, GRAYSCALE, GRAYSCALE_ALPHA, RGB or
  /// RGB_ALPHA) as a picture, 16-bit samples rounded to the nearest 8-bit value.
  static func pam(_ bytes: [UInt8]) -> Picture? {
    guard let end = bytes.firstRange(of: Array("ENDHDR\n".utf8)) else { return nil }
    let header = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
    var fields: [String: Int] = [:]
    for line in header.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
    }
    guard let width = fields["WIDTH"], let height = fields["HEIGHT"],
      let depth = fields["DEPTH"], let maxval = fields["MAXVAL"], maxval == 255 || maxval == 65535
    else { return nil }
    let data = Array(bytes[end.upperBound...])
    let size = maxval == 255 ? 1 : 2
    guard data.count == width * height * depth * size else { return nil }
    let samples = stride(from: 0, to: data.count, by: size).map { offset in
      let value = size == 1 ? Int(data[offset]) : Int(data[offset]) << 8 | Int(data[offset + 1])
      return UInt8((value * 255 + maxval / 2) / maxval)
    }
    let pixels = (0..<width * height).map { index in
      let sample = Array(samples[index * depth..<(index + 1) * depth])
      switch depth {
      case 1: return RGBA(r: sample[0], g: sample[0], b: sample[0])
      case 2: return RGBA(r: sample[0], g: sample[0], b: sample[0], a: sample[1])
      case 3: return RGBA(r: sample[0], g: sample[1], b: sample[2])
      default: return RGBA(r: sample[0], g: sample[1], b: sample[2], a: sample[3])
      }
    }
    return Picture(width: width, height: height, pixels: pixels)
  }
}
