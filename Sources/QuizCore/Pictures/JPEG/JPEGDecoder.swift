/// Decodes JPEG files: baseline and extended sequential, and progressive, all Huffman-coded;
/// 1 (grey), 3 (YCbCr or RGB) or 4 (Adobe CMYK or YCCK) components at any sampling factors;
/// the EXIF orientation applied. ICC profiles are ignored and sRGB assumed.
///
/// Never traps: malformed or truncated input throws a ``JPEGError``, the frame's size is
/// checked against ``Picture/maxSide`` and ``Picture/maxPixels`` before anything is
/// allocated, and the number of scans is bounded.
public enum JPEGDecoder {
  /// The most scans a file may have (a progressive file has about ten).
  public static let maxScans = 256

  /// Decodes a JPEG file's bytes, refusing a picture beyond `limits`.
  public static func decode(
    _ bytes: [UInt8], limits: PictureLimits = .picture
  ) throws(JPEGError) -> Picture {
    guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .signature }
    var state = JPEGState(limits: limits)
    var position = 2
    while true {
      // Fill bytes (FF) may precede a marker; anything else between segments is skipped,
      // as libjpeg does.
      while position < bytes.count, bytes[position] != 0xFF { position += 1 }
      while position < bytes.count, bytes[position] == 0xFF { position += 1 }
      guard position < bytes.count else { throw .truncated }
      let marker = bytes[position]
      position += 1
      if marker == 0xD9 { break }
      if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
      guard position + 2 <= bytes.count else { throw .truncated }
      let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
      guard length >= 2 else { throw .badSegment(JPEGState.name(marker)) }
      guard position + length <= bytes.count else { throw .truncated }
      let body = bytes[(position + 2)..<(position + length)]
      position += length
      if marker == 0xDA {
        position = try state.scan(body, bytes: bytes, from: position)
      } else {
        try state.segment(marker, body)
      }
    }
    return try state.picture()
  }
}

/// What the markers have said so far.
struct JPEGState {
  let limits: PictureLimits
  var frame: JPEGFrame?
  var quantisation = [[Int32]?](repeating: nil, count: 4)
  var dcTables = [JPEGHuffman?](repeating: nil, count: 4)
  var acTables = [JPEGHuffman?](repeating: nil, count: 4)
  var restartInterval = 0
  var scans = 0
  var orientation = 1
  var adobeTransform: Int?

  static func name(_ marker: UInt8) -> String {
    switch marker {
    case 0xC4: "DHT"
    case 0xDB: "DQT"
    case 0xDA: "SOS"
    case 0xDD: "DRI"
    case 0xC0...0xCF: "SOF"
    default: "marker"
    }
  }

  mutating func segment(_ marker: UInt8, _ body: ArraySlice<UInt8>) throws(JPEGError) {
    switch marker {
    case 0xC0, 0xC1, 0xC2:
      guard frame == nil else { throw .markerOrder("SOF") }
      frame = try JPEGFrame(body, progressive: marker == 0xC2, limits: limits)
    case 0xC3: throw .unsupported(.lossless)
    case 0xC5, 0xC6, 0xC7: throw .unsupported(.hierarchical)
    case 0xC8...0xCF: throw .unsupported(.arithmetic)
    case 0xC4: try huffmanTables(body)
    case 0xDB: try quantisationTables(body)
    case 0xDD:
      guard body.count == 2 else { throw .badSegment("DRI") }
      restartInterval = Int(body[body.startIndex]) << 8 | Int(body[body.startIndex + 1])
    case 0xE1:
      if let value = JPEGExif.orientation(body) { orientation = value }
    case 0xEE:
      let adobe: [UInt8] = [0x41, 0x64, 0x6F, 0x62, 0x65]
      if body.count >= 12, body.prefix(5).elementsEqual(adobe) {
        adobeTransform = Int(body[body.startIndex + 11])
      }
    default: break  // APPn, COM, DNL and others are skipped.
    }
  }

  private mutating func huffmanTables(_ body: ArraySlice<UInt8>) throws(JPEGError) {
    var at = body.startIndex
    while at < body.endIndex {
      guard at + 17 <= body.endIndex else { throw .badSegment("DHT") }
      let kind = body[at] >> 4
      let slot = Int(body[at] & 15)
      guard kind < 2, slot < 4 else { throw .badSegment("DHT") }
      let counts = body[(at + 1)..<(at + 17)].map(Int.init)
      let total = counts.reduce(0, +)
      guard at + 17 + total <= body.endIndex,
        let table = JPEGHuffman(counts: counts, symbols: Array(body[(at + 17)..<(at + 17 + total)]))
      else { throw .badSegment("DHT") }
      if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
      at += 17 + total
    }
  }

  private mutating func quantisationTables(_ body: ArraySlice<UInt8>) throws(JPEGError) {
    var at = body.startIndex
    while at < body.endIndex {
      let wide = body[at] >> 4
      let slot = Int(body[at] & 15)
      let size = wide == 0 ? 64 : 128
      guard wide < 2, slot < 4, at + 1 + size <= body.endIndex else {
        throw .badSegment("DQT")
      }
      var table = [Int32](repeating: 0, count: 64)
      for k in 0..<64 {
        let value =
          wide == 0
          ? Int32(body[at + 1 + k]) : Int32(body[at + 1 + 2 * k]) << 8 | Int32(body[at + 2 + 2 * k])
        table[JPEGScan.zigzag[k]] = value
      }
      quantisation[slot] = table
      at += 1 + size
    }
  }

  /// Reads a scan whose header is `body` and whose data starts at `start`; returns where
  /// the next marker is.
  mutating func scan(_ body: ArraySlice<UInt8>, bytes: [UInt8], from start: Int)
    throws(JPEGError) -> Int
  {
    guard var frame else { throw .markerOrder("SOS") }
    scans += 1
    guard scans <= JPEGDecoder.maxScans else { throw .tooManyScans(limit: JPEGDecoder.maxScans) }
    let header = try JPEGScanHeader(body, frame: frame)
    for entry in header.components where frame.components[entry.index].quantisation == nil {
      guard let table = quantisation[frame.components[entry.index].table] else {
        throw .missingTable
      }
      frame.components[entry.index].quantisation = table
    }
    self.frame = nil  // Let the coefficients be changed in place.
    var decoder = JPEGScan(
      header: header, dcTables: dcTables, acTables: acTables, restartInterval: restartInterval,
      bits: JPEGBits(bytes, position: start))
    decoder.isProgressive = frame.progressive
    try decoder.decode(into: &frame)
    self.frame = frame
    var position = decoder.bits.position
    // Skip what is left of the data (restart markers included) up to the next marker.
    while position + 1 < bytes.count {
      let next = bytes[position + 1]
      if bytes[position] == 0xFF, next != 0, next != 0xFF, !(0xD0...0xD7).contains(next) {
        break
      }
      position += 1
    }
    return position
  }

  /// The picture, once EOI is reached.
  func picture() throws(JPEGError) -> Picture {
    guard let frame, scans > 0 else { throw .missingImageData }
    let planes = frame.components.map { component in
      JPEGUpsample.upsample(
        JPEGTransform.samples(of: component), stride: component.blocksPerLine * 8,
        component: component, hMax: frame.hMax, vMax: frame.vMax, width: frame.width,
        height: frame.height)
    }
    let model = JPEGColor.model(
      count: frame.components.count, adobeTransform: adobeTransform,
      ids: frame.components.map(\.id))
    let pixels = JPEGColor.pixels(planes, model: model, count: frame.width * frame.height)
    let turned = JPEGExif.apply(orientation, to: pixels, width: frame.width, height: frame.height)
    return Picture(checkedWidth: turned.width, height: turned.height, pixels: turned.pixels)
  }
}
