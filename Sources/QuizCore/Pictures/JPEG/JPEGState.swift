/// What the markers have said so far, and the component planes the scans fill in.
struct JPEGState {
  let request: JPEGDecoder.Request
  var frame: JPEGFrame?
  var quantisation = [[Int32]?](repeating: nil, count: 4)
  var dcTables = [JPEGHuffman?](repeating: nil, count: 4)
  var acTables = [JPEGHuffman?](repeating: nil, count: 4)
  var restartInterval = 0
  var scans = 0
  var orientation = 1
  var adobeTransform: Int?
  /// The side of a luma block once transformed: 8, 4, 2 or 1 (libjpeg's minimum DCT scaled
  /// size).
  var scale = 8
  /// Each component's samples at its decoded size, `blocksPerLine × blockSize` a row.
  var planes: [JPEGBuffer<UInt8>] = []

  init(request: JPEGDecoder.Request) {
    self.request = request
  }

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
      try start(JPEGFrame(body, progressive: marker == 0xC2))
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

  /// Checks the frame's size against the request, chooses the scale and makes the planes.
  private mutating func start(_ new: JPEGFrame) throws(JPEGError) {
    var new = new
    let (width, height) = (new.width, new.height)
    switch request {
    case .fullSize:
      guard width <= Picture.maxSide, height <= Picture.maxSide,
        width * height <= Picture.maxPixels
      else { throw .tooLarge(width: width, height: height) }
    case .fitting(let side):
      guard width * height <= JPEGDecoder.maxInputPixels else {
        throw .overDecodeBudget(
          width: width, height: height, limit: JPEGDecoder.maxInputPixels)
      }
      let longer = max(width, height)
      scale = 8
      for denominator in [8, 4, 2] where (longer + denominator - 1) / denominator >= side {
        scale = 8 / denominator
        break
      }
    }
    // As libjpeg-turbo: a subsampled component is brought up by a larger transform where
    // the ratios allow, rather than by upsampling.
    for index in new.components.indices {
      let component = new.components[index]
      var size = scale
      while size < 8, (new.hMax * scale) % (component.h * size * 2) == 0,
        (new.vMax * scale) % (component.v * size * 2) == 0
      {
        size *= 2
      }
      new.components[index].blockSize = size
      planes.append(
        JPEGBuffer(
          count: component.blocksPerLine * size * component.blocksPerColumn * size))
    }
    frame = new
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
}
