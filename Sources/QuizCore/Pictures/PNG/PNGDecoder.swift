/// Decodes PNG files: every colour type and bit depth, PLTE and tRNS, Adam7 interlacing.
///
/// The CRC-32 of every chunk is checked: a critical chunk with a wrong one is refused, an
/// ancillary one is skipped. Ancillary chunks other than tRNS are skipped, and
/// the critical chunks must come in the order PNG requires. The size limit is checked on
/// IHDR, before anything is allocated, and the image data is inflated into a buffer of
/// exactly the size the header implies.
enum PNGDecoder {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The picture in `bytes`, a whole PNG file, refused beyond `limits`.
  static func decode(
    _ bytes: [UInt8], limits: PictureLimits = .picture
  ) throws(PNGError) -> Picture {
    guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { throw .signature }
    var header: PNGHeader?
    var palette: [RGBA]?
    var transparency: PNGTransparency?
    var imageData: [UInt8] = []
    var imageDataState = ImageDataState.notYet
    var offset = 8
    while true {
      let chunk = try PNGChunk.read(bytes, at: offset)
      offset = chunk.end
      guard let header else {
        guard chunk.kind == .header else { throw .headerNotFirst }
        header = try PNGHeader(bytes[chunk.data], limits: limits)
        continue
      }
      if imageDataState == .reading, chunk.kind != .imageData { imageDataState = .done }
      switch chunk.kind {
      case .header: throw .chunkOrder(.secondHeader)
      case .palette:
        guard imageDataState == .notYet else { throw .chunkOrder(.paletteAfterImageData) }
        guard palette == nil else { throw .chunkOrder(.secondPalette) }
        palette = try readPalette(bytes[chunk.data], header: header)
      case .transparency:
        guard imageDataState == .notYet else { throw .chunkOrder(.transparencyAfterImageData) }
        guard transparency == nil else { throw .chunkOrder(.secondTransparency) }
        transparency = try PNGTransparency(bytes[chunk.data], header: header, palette: palette)
      case .imageData:
        guard imageDataState != .done else { throw .chunkOrder(.imageDataNotConsecutive) }
        if header.colorType == .indexed, palette == nil { throw .missingPalette }
        imageDataState = .reading
        imageData.append(contentsOf: bytes[chunk.data])
      case .end:
        guard chunk.data.isEmpty else { throw .badChunkLength("IEND") }
        guard imageDataState != .notYet else { throw .missingImageData }
        return try picture(
          imageData, header: header, palette: palette, transparency: transparency)
      case .unknownCritical: throw .unknownCriticalChunk
      case .ancillary, .damaged: break
      }
    }
  }

  private enum ImageDataState {
    case notYet, reading, done
  }

  private static func readPalette(
    _ data: ArraySlice<UInt8>, header: PNGHeader
  ) throws(PNGError) -> [RGBA] {
    guard data.count % 3 == 0 else { throw .badChunkLength("PLTE") }
    let entries = data.count / 3
    switch header.colorType {
    case .grey, .greyAlpha: throw .chunkOrder(.paletteInGreyscale)
    case .indexed:
      guard entries >= 1, entries <= 1 << header.bitDepth else {
        throw .badPalette(entries: entries)
      }
    case .rgb, .rgba:
      guard entries >= 1, entries <= 256 else { throw .badPalette(entries: entries) }
    }
    let start = data.startIndex
    return (0..<entries).map { index in
      RGBA(
        r: data[start + 3 * index], g: data[start + 3 * index + 1], b: data[start + 3 * index + 2])
    }
  }

  private static func picture(
    _ imageData: [UInt8], header: PNGHeader, palette: [RGBA]?, transparency: PNGTransparency?
  ) throws(PNGError) -> Picture {
    let limit = header.inflatedSize
    var data: [UInt8]
    do {
      data = try Inflate.zlib(imageData, size: limit)
    } catch {
      if case .tooLong = error {
        throw .imageDataTooLong(limit: limit, width: header.width, height: header.height)
      }
      throw .imageData(error)
    }
    var colors = palette ?? []
    if case .palette(let alphas) = transparency {
      for (index, alpha) in alphas.enumerated() { colors[index].a = alpha }
    }
    let pixels = try PNGRaster.pixels(
      from: &data, header: header, palette: colors, transparency: transparency)
    return Picture(checkedWidth: header.width, height: header.height, pixels: pixels)
  }
}
