extension JPEGState {
  /// Reads a scan whose header is `body` and whose data starts at `start`; returns where
  /// the next marker is.
  ///
  /// A sequential scan of every component is streamed: each MCU row is transformed into
  /// the planes as soon as it is read, so no coefficients of the whole picture are held.
  /// Other scans (progressive, or one component at a time) keep every coefficient of their
  /// components until the end.
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
    let streamed =
      !frame.progressive && header.components.count == frame.components.count
      && frame.components.allSatisfy { $0.coefficients == nil }
    var rows: [JPEGBuffer<Int16>] = []
    var targets: [JPEGScan.Target] = []
    for entry in header.components {
      let component = frame.components[entry.index]
      let coefficients: JPEGBuffer<Int16>
      if streamed {
        coefficients = JPEGBuffer(count: component.blocksPerLine * component.v * 64)
        rows.append(coefficients)
      } else if let stored = component.coefficients {
        coefficients = stored
      } else {
        coefficients = JPEGBuffer(
          count: component.blocksPerLine * component.blocksPerColumn * 64)
        frame.components[entry.index].coefficients = coefficients
      }
      targets.append(
        JPEGScan.Target(
          coefficients: coefficients.pointer, blocksPerLine: component.blocksPerLine,
          h: component.h, v: component.v, wide: (component.width + 7) / 8,
          high: (component.height + 7) / 8, dc: dcTables[entry.dc]?.lookup,
          ac: acTables[entry.ac]?.lookup))
    }
    self.frame = frame
    let transform = JPEGBlockTransform()
    defer { transform.release() }
    let planes = planes
    let single = header.components.count == 1
    let components = header.components.map { frame.components[$0.index] }
    let indices = header.components.map(\.index)
    return try bytes.withUnsafeBufferPointer { (buffer) throws(JPEGError) -> Int in
      var decoder = JPEGScan(
        header: header, restartInterval: restartInterval,
        bits: JPEGBits(buffer, position: start))
      defer { decoder.release() }
      decoder.isProgressive = frame.progressive
      try decoder.decode(
        into: targets, mcusPerLine: frame.mcusPerLine, mcusPerColumn: frame.mcusPerColumn,
        streamed: streamed
      ) { row in
        for (slot, component) in components.enumerated() {
          let blockRows = single ? 1 : component.v
          transform.rows(
            of: component, from: rows[slot].pointer, count: blockRows,
            firstRow: row * blockRows, into: planes[indices[slot]])
          rows[slot].pointer.update(repeating: 0, count: rows[slot].count)
        }
      }
      var position = decoder.bits.position
      // Skip what is left of the data (restart markers included) up to the next marker.
      while position + 1 < buffer.count {
        let next = buffer[position + 1]
        if buffer[position] == 0xFF, next != 0, next != 0xFF, !(0xD0...0xD7).contains(next) {
          break
        }
        position += 1
      }
      return position
    }
  }

  /// The picture, once EOI is reached.
  func picture() throws(JPEGError) -> Picture {
    guard let frame, scans > 0 else { throw .missingImageData }
    let transform = JPEGBlockTransform()
    defer { transform.release() }
    for (index, component) in frame.components.enumerated() {
      guard let coefficients = component.coefficients else { continue }
      transform.rows(
        of: component, from: coefficients.pointer, count: component.blocksPerColumn,
        firstRow: 0, into: planes[index])
    }
    let model = JPEGColor.model(
      count: frame.components.count, adobeTransform: adobeTransform,
      ids: frame.components.map(\.id))
    var target: Int?
    if case .fitting(let side) = request { target = side }
    let output = JPEGOutput(frame: frame, planes: planes, scale: scale, model: model)
    let (pixels, width, height) = output.render(maxSide: target)
    let turned = JPEGExif.apply(orientation, to: pixels, width: width, height: height)
    return Picture(checkedWidth: turned.width, height: turned.height, pixels: turned.pixels)
  }
}

/// Transforms rows of blocks into a component's plane, with the table and workspace the
/// transforms need.
struct JPEGBlockTransform {
  private let limit: UnsafeMutablePointer<UInt8>
  private let workspace: UnsafeMutablePointer<Int32>

  init() {
    limit = .allocate(capacity: 1024)
    limit.initialize(from: JPEGTransform.rangeLimit, count: 1024)
    workspace = .allocate(capacity: 64)
    workspace.initialize(repeating: 0, count: 64)
  }

  func release() {
    limit.deallocate()
    workspace.deallocate()
  }

  /// `count` rows of `component.blocksPerLine` blocks from `coefficients`, written as block
  /// rows `firstRow…` of `plane`.
  func rows(
    of component: JPEGComponent, from coefficients: UnsafeMutablePointer<Int16>, count: Int,
    firstRow: Int, into plane: JPEGBuffer<UInt8>
  ) {
    let size = component.blockSize
    let stride = component.blocksPerLine * size
    let quantisation = component.quantisation ?? [Int32](repeating: 1, count: 64)
    quantisation.withUnsafeBufferPointer { table in
      guard let q = table.baseAddress else { return }
      for row in 0..<count where firstRow + row < component.blocksPerColumn {
        let origin = plane.pointer + (firstRow + row) * size * stride
        for column in 0..<component.blocksPerLine {
          JPEGTransform.block(
            coefficients + (row * component.blocksPerLine + column) * 64, quantisation: q,
            size: size, into: origin + column * size, stride: stride, limit: limit,
            workspace: workspace)
        }
      }
    }
  }
}
