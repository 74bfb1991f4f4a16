import QuizCore

/// PNG pictures: any bytes decode to a `Picture` or throw a `PictureError`.
///
/// A CRC or an Adler-32 stops nearly every random change at the first check, so the low
/// bits of the first byte pick what the rest becomes:
/// 0 — the bytes as they are;
/// 1 — the bytes with every chunk's CRC put right (the chunk rules and the inflater);
/// 2 — 13 bytes of IHDR fields, then image data stored in a zlib stream with its right
///     Adler-32, in a file with a 256-colour palette for indexed images (the filters, Adam7
///     and the colour conversion).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  guard let mode = bytes.first else { return 0 }
  let rest = Array(bytes.dropFirst())
  let input: [UInt8]
  switch mode % 3 {
  case 1: input = withRightCRCs(rest)
  case 2: input = storedImage(rest)
  default: input = rest
  }
  _ = try? Picture.decode(input, format: .png)
  return 0
}

private let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

private func withRightCRCs(_ bytes: [UInt8]) -> [UInt8] {
  var result = bytes
  var offset = 8
  while offset + 12 <= result.count {
    let length = result[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    guard length <= result.count - offset - 12 else { break }
    let crc = crc32(result[offset + 4..<offset + 8 + length])
    result.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: bigEndian(crc))
    offset += 12 + length
  }
  return result
}

private func storedImage(_ bytes: [UInt8]) -> [UInt8] {
  guard bytes.count >= 13 else { return bytes }
  let header = Array(bytes.prefix(13))
  let data = Array(bytes.dropFirst(13))
  var stream: [UInt8] = [0x78, 0x01]
  var offset = 0
  repeat {
    let length = min(65535, data.count - offset)
    stream += [offset + length == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
    stream += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
    stream += data[offset..<offset + length]
    offset += length
  } while offset < data.count
  stream += bigEndian(adler32(data))
  var palette: [UInt8] = []
  for index in 0..<(1 << min(8, Int(header[8]))) {
    palette += [UInt8(truncatingIfNeeded: index), UInt8(truncatingIfNeeded: 255 - index)]
    palette.append(UInt8(truncatingIfNeeded: index / 2))
  }
  var file = signature + chunk("IHDR", header)
  if header[9] == 3 { file += chunk("PLTE", palette) }
  return file + chunk("IDAT", stream) + chunk("IEND", [])
}

private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
  let body = Array(type.utf8) + data
  return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body[...]))
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
  [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
  }
  return ~crc
}

private func adler32(_ bytes: [UInt8]) -> UInt32 {
  var (a, b): (UInt32, UInt32) = (1, 0)
  for byte in bytes {
    a = (a + UInt32(byte)) % 65521
    b = (b + a) % 65521
  }
  return b << 16 | a
}
