/// Decodes one scan's entropy-coded data into the frame's coefficients: sequential scans
/// and the four kinds of progressive scan.
struct JPEGScan {
  /// The zigzag order: the natural index of each coefficient as the file gives them.
  static let zigzag: [Int] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
    20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58,
    59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
  ]

  let header: JPEGScanHeader
  let dcTables: [JPEGHuffman?]
  let acTables: [JPEGHuffman?]
  let restartInterval: Int
  var bits: JPEGBits
  private var predictors = [Int32](repeating: 0, count: 4)
  private var endOfBandRun = 0

  init(
    header: JPEGScanHeader, dcTables: [JPEGHuffman?], acTables: [JPEGHuffman?],
    restartInterval: Int, bits: JPEGBits
  ) {
    self.header = header
    self.dcTables = dcTables
    self.acTables = acTables
    self.restartInterval = restartInterval
    self.bits = bits
  }

  /// Reads the whole scan into `frame`.
  mutating func decode(into frame: inout JPEGFrame) throws(JPEGError) {
    let needsDC = header.start == 0 && header.high == 0
    let needsAC = header.end > 0
    for component in header.components {
      if needsDC, dcTables[component.dc] == nil { throw .missingTable }
      if needsAC, acTables[component.ac] == nil { throw .missingTable }
    }
    if header.components.count == 1, let only = header.components.first {
      // Only numbers are taken: a copy of the component would hold its coefficients and make
      // every write below copy them.
      let wide = (frame.components[only.index].width + 7) / 8
      let high = (frame.components[only.index].height + 7) / 8
      let blocksPerLine = frame.components[only.index].blocksPerLine
      for unit in 0..<(wide * high) {
        try startUnit(unit)
        let block = (unit / wide) * blocksPerLine + unit % wide
        try decodeBlock(&frame.components[only.index].coefficients, at: block * 64, slot: 0)
        if bits.overran { throw .truncatedImageData }
      }
      return
    }
    let shapes = header.components.map { entry in
      let component = frame.components[entry.index]
      return (h: component.h, v: component.v, blocksPerLine: component.blocksPerLine)
    }
    for unit in 0..<(frame.mcusPerLine * frame.mcusPerColumn) {
      try startUnit(unit)
      let row = unit / frame.mcusPerLine
      let column = unit % frame.mcusPerLine
      for (slot, entry) in header.components.enumerated() {
        let component = shapes[slot]
        for y in 0..<component.v {
          for x in 0..<component.h {
            let block =
              (row * component.v + y) * component.blocksPerLine + column * component.h + x
            try decodeBlock(&frame.components[entry.index].coefficients, at: block * 64, slot: slot)
          }
        }
      }
      if bits.overran { throw .truncatedImageData }
    }
  }

  private mutating func startUnit(_ unit: Int) throws(JPEGError) {
    guard restartInterval > 0, unit > 0, unit % restartInterval == 0 else { return }
    bits.restart()
    predictors = [0, 0, 0, 0]
    endOfBandRun = 0
  }

  private mutating func decodeBlock(_ c: inout [Int32], at base: Int, slot: Int)
    throws(JPEGError)
  {
    let entry = header.components[slot]
    let low = Int32(header.low)
    if header.start == 0 {
      if header.high == 0 {
        guard let table = dcTables[entry.dc] else { throw .missingTable }
        let diff = try bits.receiveExtend(try table.decode(&bits))
        predictors[slot] &+= diff
        c[base] = predictors[slot] &<< low
      } else if bits.take(1) == 1 {
        c[base] |= 1 &<< low
      }
      if header.end == 0 { return }
    }
    guard let table = acTables[entry.ac] else { throw .missingTable }
    let first = max(header.start, 1)
    if header.high == 0 {
      try decodeAC(&c, at: base, from: first, table: table, low: low)
    } else {
      try refineAC(&c, at: base, from: first, table: table, low: low)
    }
  }

  /// A sequential block's AC coefficients, or a progressive first pass over a band.
  private mutating func decodeAC(
    _ c: inout [Int32], at base: Int, from first: Int, table: JPEGHuffman, low: Int32
  ) throws(JPEGError) {
    if endOfBandRun > 0 {
      endOfBandRun -= 1
      return
    }
    var k = first
    while k <= header.end {
      let symbol = try table.decode(&bits)
      let run = symbol >> 4
      let size = symbol & 15
      if size == 0 {
        if run < 15 {
          if isProgressive { endOfBandRun = (1 << run) - 1 + bits.take(run) }
          return
        }
        k += 16
        continue
      }
      k += run
      guard k <= header.end else { throw .invalidCode }
      c[base + Self.zigzag[k]] = try bits.receiveExtend(size) &<< low
      k += 1
    }
  }

  /// Set for scans of a progressive frame (end-of-band runs are allowed).
  var isProgressive = false

  /// A progressive refinement pass over a band: one more bit of each coefficient.
  private mutating func refineAC(
    _ c: inout [Int32], at base: Int, from first: Int, table: JPEGHuffman, low: Int32
  ) throws(JPEGError) {
    let plus: Int32 = 1 &<< low
    let minus: Int32 = -1 &<< low
    var k = first
    if endOfBandRun == 0 {
      while k <= header.end {
        let symbol = try table.decode(&bits)
        var run = symbol >> 4
        let size = symbol & 15
        var value: Int32 = 0
        if size != 0 {
          guard size == 1 else { throw .invalidCode }
          value = bits.take(1) == 1 ? plus : minus
        } else if run != 15 {
          endOfBandRun = (1 << run) + bits.take(run)
          break
        }
        while k <= header.end {
          let at = base + Self.zigzag[k]
          if c[at] != 0 {
            if bits.take(1) == 1, c[at] & plus == 0 { c[at] &+= c[at] >= 0 ? plus : minus }
          } else {
            if run == 0 { break }
            run -= 1
          }
          k += 1
        }
        if value != 0, k <= header.end { c[base + Self.zigzag[k]] = value }
        k += 1
      }
    }
    if endOfBandRun > 0 {
      while k <= header.end {
        let at = base + Self.zigzag[k]
        if c[at] != 0, bits.take(1) == 1, c[at] & plus == 0 {
          c[at] &+= c[at] >= 0 ? plus : minus
        }
        k += 1
      }
      endOfBandRun -= 1
    }
  }
}
