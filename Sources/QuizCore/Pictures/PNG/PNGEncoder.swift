/// Writes pictures as PNG files: 8-bit RGB when every pixel is opaque, else RGBA; each row
/// filtered with None, Sub or Up (whichever leaves the smallest sum of magnitudes), the
/// image data compressed by ``Deflate``.
public enum PNGEncoder {
  /// The PNG file of `picture`.
  public static func encode(_ picture: Picture) -> [UInt8] {
    let opaque = picture.pixels.allSatisfy { $0.a == 255 }
    let channels = opaque ? 3 : 4
    let stride = picture.width * channels
    var raw = [UInt8](repeating: 0, count: picture.height * stride)
    var index = 0
    for pixel in picture.pixels {
      raw[index] = pixel.r
      raw[index + 1] = pixel.g
      raw[index + 2] = pixel.b
      if !opaque { raw[index + 3] = pixel.a }
      index += channels
    }
    let filtered = filter(raw, stride: stride, height: picture.height, channels: channels)
    var file = PNGDecoder.signature
    var header: [UInt8] = []
    header += bigEndian(UInt32(picture.width))
    header += bigEndian(UInt32(picture.height))
    // Bit depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filters, no interlace.
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    append(chunk: "IHDR", header, to: &file)
    // A match one pixel back (Sub-like runs) or one row back (rows filtered alike) first.
    let data = Deflate.zlib(filtered, distances: [channels, stride + 1])
    append(chunk: "IDAT", data, to: &file)
    append(chunk: "IEND", [], to: &file)
    return file
  }

  /// Every row behind its filter-type byte.
  private static func filter(
    _ raw: [UInt8], stride: Int, height: Int, channels: Int
  ) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: height * (stride + 1))
    var sub = [UInt8](repeating: 0, count: stride)
    var up = [UInt8](repeating: 0, count: stride)
    for row in 0..<height {
      let start = row * stride
      var costs = (none: 0, sub: 0, up: 0)
      for x in 0..<stride {
        let value = raw[start + x]
        let left = x >= channels ? raw[start + x - channels] : 0
        let above = row > 0 ? raw[start + x - stride] : 0
        sub[x] = value &- left
        up[x] = value &- above
        costs.none += magnitude(value)
        costs.sub += magnitude(sub[x])
        costs.up += magnitude(up[x])
      }
      let target = row * (stride + 1)
      if costs.none <= costs.sub, costs.none <= costs.up {
        output[target] = 0
        for x in 0..<stride { output[target + 1 + x] = raw[start + x] }
      } else if costs.sub <= costs.up {
        output[target] = 1
        for x in 0..<stride { output[target + 1 + x] = sub[x] }
      } else {
        output[target] = 2
        for x in 0..<stride { output[target + 1 + x] = up[x] }
      }
    }
    return output
  }

  /// A filtered byte read as a signed difference: how far from zero it is.
  private static func magnitude(_ byte: UInt8) -> Int {
    byte < 128 ? Int(byte) : 256 - Int(byte)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  private static func append(chunk kind: String, _ data: [UInt8], to file: inout [UInt8]) {
    let typed = Array(kind.utf8) + data
    file += bigEndian(UInt32(data.count))
    file += typed
    file += bigEndian(typed.withUnsafeBufferPointer { Checksum.crc32($0) })
  }
}
