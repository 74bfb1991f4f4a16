/// One colour component of a frame and its coefficients.
struct JPEGComponent {
  /// The identifier scans name it by.
  let id: UInt8
  /// Horizontal and vertical sampling factors, 1–4.
  let h: Int
  let v: Int
  /// The quantisation table's number, 0–3.
  let table: Int
  /// Blocks per row and column, padded to whole MCUs.
  let blocksPerLine: Int
  let blocksPerColumn: Int
  /// The component's own size in samples, before upsampling.
  let width: Int
  let height: Int
  /// 64 coefficients per block, blocks row by row, in natural (not zigzag) order.
  var coefficients: [Int32]
  /// The quantisation table in natural order, taken when the first scan reads the component.
  var quantisation: [Int32]?
}

/// A frame header (SOF) and the coefficients its scans fill in.
struct JPEGFrame {
  let width: Int
  let height: Int
  let progressive: Bool
  var components: [JPEGComponent]
  let hMax: Int
  let vMax: Int
  let mcusPerLine: Int
  let mcusPerColumn: Int

  /// Reads an SOF segment's body (after its length).
  init(
    _ body: ArraySlice<UInt8>, progressive: Bool, limits: PictureLimits = .picture
  ) throws(JPEGError) {
    let b = Array(body)
    guard b.count >= 6 else { throw .badSegment("SOF") }
    guard b[0] == 8 else { throw .unsupportedPrecision(Int(b[0])) }
    let height = Int(b[1]) << 8 | Int(b[2])
    let width = Int(b[3]) << 8 | Int(b[4])
    let count = Int(b[5])
    guard [1, 3, 4].contains(count) else { throw .unsupportedComponents(count) }
    guard b.count == 6 + 3 * count else { throw .badSegment("SOF") }
    guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
    guard limits.allows(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }
    var specs: [(id: UInt8, h: Int, v: Int, table: Int)] = []
    for index in 0..<count {
      let at = 6 + 3 * index
      let h = Int(b[at + 1] >> 4)
      let v = Int(b[at + 1] & 15)
      let table = Int(b[at + 2])
      guard (1...4).contains(h), (1...4).contains(v), table < 4,
        !specs.contains(where: { $0.id == b[at] })
      else { throw .badSegment("SOF") }
      specs.append((b[at], h, v, table))
    }
    let hMax = specs.map(\.h).max() ?? 1
    let vMax = specs.map(\.v).max() ?? 1
    self.width = width
    self.height = height
    self.progressive = progressive
    self.hMax = hMax
    self.vMax = vMax
    mcusPerLine = (width + 8 * hMax - 1) / (8 * hMax)
    mcusPerColumn = (height + 8 * vMax - 1) / (8 * vMax)
    components = specs.map { spec in
      let blocksPerLine = (width + 8 * hMax - 1) / (8 * hMax) * spec.h
      let blocksPerColumn = (height + 8 * vMax - 1) / (8 * vMax) * spec.v
      return JPEGComponent(
        id: spec.id, h: spec.h, v: spec.v, table: spec.table, blocksPerLine: blocksPerLine,
        blocksPerColumn: blocksPerColumn,
        width: (width * spec.h + hMax - 1) / hMax, height: (height * spec.v + vMax - 1) / vMax,
        coefficients: [Int32](repeating: 0, count: blocksPerLine * blocksPerColumn * 64),
        quantisation: nil)
    }
  }
}

/// A scan header (SOS): which components, which coefficients, which bits.
struct JPEGScanHeader {
  /// Indices into the frame's components, with their DC and AC table numbers.
  var components: [(index: Int, dc: Int, ac: Int)] = []
  var start = 0
  var end = 63
  var high = 0
  var low = 0

  init(_ body: ArraySlice<UInt8>, frame: JPEGFrame) throws(JPEGError) {
    let b = Array(body)
    guard let count = b.first.map(Int.init), (1...4).contains(count), b.count == 4 + 2 * count
    else { throw .badSegment("SOS") }
    for n in 0..<count {
      let id = b[1 + 2 * n]
      let tables = b[2 + 2 * n]
      guard let index = frame.components.firstIndex(where: { $0.id == id }),
        !components.contains(where: { $0.index == index }), tables >> 4 < 4, tables & 15 < 4
      else { throw .badSegment("SOS") }
      components.append((index, Int(tables >> 4), Int(tables & 15)))
    }
    start = Int(b[1 + 2 * count])
    end = Int(b[2 + 2 * count])
    high = Int(b[3 + 2 * count] >> 4)
    low = Int(b[3 + 2 * count] & 15)
    let blocks = components.reduce(0) {
      $0 + frame.components[$1.index].h * frame.components[$1.index].v
    }
    guard count == 1 || blocks <= 10 else { throw .badSegment("SOS") }
    if frame.progressive {
      guard start <= end, end <= 63, high <= 13, low <= 13, start == 0 ? end == 0 : count == 1
      else { throw .badSegment("SOS") }
    } else {
      start = 0
      end = 63
      high = 0
      low = 0
    }
  }
}
