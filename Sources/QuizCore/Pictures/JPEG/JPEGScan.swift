/// Decodes one scan's entropy-coded data into coefficients: sequential scans and the four
/// kinds of progressive scan.
struct JPEGScan {
  /// The zigzag order: the natural index of each coefficient as the file gives them.
  static let zigzag: [Int] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
    20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58,
    59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    // Past the end: where a corrupt run lands, harmlessly (never read back).
    63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63,
  ]

  /// Where one scan component's blocks go: `blocksPerLine` blocks of 64 coefficients a row.
  /// When the scan is streamed, `coefficients` holds only the current MCU row.
  struct Target {
    var coefficients: UnsafeMutablePointer<Int16>
    var blocksPerLine: Int
    var h: Int
    var v: Int
    /// Blocks a row and rows of blocks when the component is alone in its scan.
    var wide: Int
    var high: Int
    // Plain pointers: the state's tables own them for as long as the scan runs, and a
    // reference counted per block costs a tenth of the decode.
    var dc: JPEGHuffmanLookup?
    var ac: JPEGHuffmanLookup?
  }

  let header: JPEGScanHeader
  let restartInterval: Int
  var bits: JPEGBits
  /// Set for scans of a progressive frame (end-of-band runs are allowed).
  var isProgressive = false
  private var predictors: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
  private var endOfBandRun = 0
  private let zigzag: UnsafeMutablePointer<Int>

  init(header: JPEGScanHeader, restartInterval: Int, bits: JPEGBits) {
    self.header = header
    self.restartInterval = restartInterval
    self.bits = bits
    zigzag = .allocate(capacity: 80)
    zigzag.initialize(from: Self.zigzag, count: 80)
  }

  /// Frees the scan's tables; call once when done.
  func release() { zigzag.deallocate() }

  /// Reads the whole scan into `targets` (one per scan component, in scan order). With
  /// `streamed`, each MCU row (or block row, for a scan of one component) is written at the
  /// start of the targets and `rowDone` is called with its number before the next.
  mutating func decode(
    into targets: [Target], mcusPerLine: Int, mcusPerColumn: Int, streamed: Bool,
    rowDone: (Int) -> Void
  ) throws(JPEGError) {
    let needsDC = header.start == 0 && header.high == 0
    let needsAC = header.end > 0
    for target in targets {
      if needsDC, target.dc == nil { throw .missingTable }
      if needsAC, target.ac == nil { throw .missingTable }
    }
    if targets.count == 1, let only = targets.first {
      var unit = 0
      for row in 0..<only.high {
        let rowBase = streamed ? 0 : row * only.blocksPerLine
        for column in 0..<only.wide {
          try startUnit(unit)
          unit += 1
          try decodeBlock(only.coefficients + (rowBase + column) * 64, only, slot: 0)
          if bits.overran { throw .truncatedImageData }
        }
        if streamed { rowDone(row) }
      }
      return
    }
    var unit = 0
    for row in 0..<mcusPerColumn {
      for column in 0..<mcusPerLine {
        try startUnit(unit)
        unit += 1
        if !isProgressive {
          // The bit reader in a local for the whole MCU, so that it stays in registers.
          var local = bits
          for slot in 0..<targets.count {
            let target = targets[slot]
            let firstRow = streamed ? 0 : row * target.v
            for y in 0..<target.v {
              for x in 0..<target.h {
                let block = (firstRow + y) * target.blocksPerLine + column * target.h + x
                try sequentialBlock(target.coefficients + block * 64, target, slot, &local)
              }
            }
          }
          bits = local
          if bits.overran { throw .truncatedImageData }
          continue
        }
        for slot in 0..<targets.count {
          let target = targets[slot]
          let firstRow = streamed ? 0 : row * target.v
          for y in 0..<target.v {
            for x in 0..<target.h {
              let block = (firstRow + y) * target.blocksPerLine + column * target.h + x
              try decodeBlock(target.coefficients + block * 64, target, slot: slot)
            }
          }
        }
        if bits.overran { throw .truncatedImageData }
      }
      if streamed { rowDone(row) }
    }
  }

  private mutating func startUnit(_ unit: Int) throws(JPEGError) {
    guard restartInterval > 0, unit > 0, unit % restartInterval == 0 else { return }
    bits.restart()
    predictors = (0, 0, 0, 0)
    endOfBandRun = 0
  }

  @inline(__always)
  private mutating func predict(_ slot: Int, _ diff: Int32) -> Int32 {
    switch slot {
    case 0:
      predictors.0 &+= diff
      return predictors.0
    case 1:
      predictors.1 &+= diff
      return predictors.1
    case 2:
      predictors.2 &+= diff
      return predictors.2
    default:
      predictors.3 &+= diff
      return predictors.3
    }
  }

  /// A sequential block: its DC difference and 63 AC coefficients.
  @inline(__always)
  private mutating func sequentialBlock(
    _ c: UnsafeMutablePointer<Int16>, _ target: Target, _ slot: Int, _ local: inout JPEGBits
  ) throws(JPEGError) {
    guard let dc = target.dc, let ac = target.ac else { throw .missingTable }
    let diff = try local.receiveExtend(try dc.decode(&local))
    c[0] = Int16(truncatingIfNeeded: predict(slot, diff))
    try Self.decodeSequentialAC(c, table: ac, bits: &local, zigzag: zigzag)
  }

  private mutating func decodeBlock(
    _ c: UnsafeMutablePointer<Int16>, _ target: Target, slot: Int
  ) throws(JPEGError) {
    let low = Int32(header.low)
    if header.start == 0 {
      if header.high == 0 {
        guard let table = target.dc else { throw .missingTable }
        let diff = try bits.receiveExtend(try table.decode(&bits))
        c[0] = Int16(truncatingIfNeeded: predict(slot, diff) &<< low)
      } else if bits.take(1) == 1 {
        c[0] |= Int16(truncatingIfNeeded: 1 &<< low)
      }
      if header.end == 0 { return }
    }
    guard let table = target.ac else { throw .missingTable }
    let first = max(header.start, 1)
    if !isProgressive {
      // The bit reader in a local, so that the hot loop keeps it in registers.
      var local = bits
      defer { bits = local }
      try Self.decodeSequentialAC(c, table: table, bits: &local, zigzag: zigzag)
    } else if header.high == 0 {
      try decodeAC(c, from: first, table: table, low: low)
    } else {
      try refineAC(c, from: first, table: table, low: low)
    }
  }

  /// A sequential block's 63 AC coefficients, the hot loop of a baseline photo.
  @inline(__always)
  private static func decodeSequentialAC(
    _ c: UnsafeMutablePointer<Int16>, table: JPEGHuffmanLookup, bits: inout JPEGBits,
    zigzag: UnsafeMutablePointer<Int>
  ) throws(JPEGError) {
    let fastAC = table.fastAC
    let shift = UInt32(16 - JPEGHuffman.fastBits)
    var k = 1
    while k < 64 {
      let peek = bits.peek16()
      let fast = Int(fastAC[Int(peek >> shift)])
      if fast != 0 {
        k &+= (fast &>> 4) & 15
        guard k < 64 else { throw .invalidCode }
        bits.skip(fast & 15)
        c[zigzag[k]] = Int16(truncatingIfNeeded: fast &>> 8)
        k &+= 1
        continue
      }
      let symbol = try table.decode(&bits)
      let run = symbol >> 4
      let size = symbol & 15
      if size == 0 {
        if run < 15 { return }
        k += 16
        continue
      }
      k += run
      let value = try bits.receiveExtend(size)
      guard k < 64 else { throw .invalidCode }
      c[zigzag[k]] = Int16(truncatingIfNeeded: value)
      k += 1
    }
  }

  /// A progressive first pass over a band.
  private mutating func decodeAC(
    _ c: UnsafeMutablePointer<Int16>, from first: Int, table: JPEGHuffmanLookup, low: Int32
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
          endOfBandRun = (1 << run) - 1 + bits.take(run)
          return
        }
        k += 16
        continue
      }
      k += run
      guard k <= header.end else { throw .invalidCode }
      c[zigzag[k]] = Int16(truncatingIfNeeded: try bits.receiveExtend(size) &<< low)
      k += 1
    }
  }

  /// A progressive refinement pass over a band: one more bit of each coefficient.
  private mutating func refineAC(
    _ c: UnsafeMutablePointer<Int16>, from first: Int, table: JPEGHuffmanLookup, low: Int32
  ) throws(JPEGError) {
    let plus = Int16(truncatingIfNeeded: 1 &<< low)
    let minus = Int16(truncatingIfNeeded: -1 &<< low)
    var k = first
    if endOfBandRun == 0 {
      while k <= header.end {
        let symbol = try table.decode(&bits)
        var run = symbol >> 4
        let size = symbol & 15
        var value: Int16 = 0
        if size != 0 {
          guard size == 1 else { throw .invalidCode }
          value = bits.take(1) == 1 ? plus : minus
        } else if run != 15 {
          endOfBandRun = (1 << run) + bits.take(run)
          break
        }
        while k <= header.end {
          let at = zigzag[k]
          if c[at] != 0 {
            if bits.take(1) == 1, c[at] & plus == 0 { c[at] &+= c[at] >= 0 ? plus : minus }
          } else {
            if run == 0 { break }
            run -= 1
          }
          k += 1
        }
        if value != 0, k <= header.end { c[zigzag[k]] = value }
        k += 1
      }
    }
    if endOfBandRun > 0 {
      while k <= header.end {
        let at = zigzag[k]
        if c[at] != 0, bits.take(1) == 1, c[at] & plus == 0 {
          c[at] &+= c[at] >= 0 ? plus : minus
        }
        k += 1
      }
      endOfBandRun -= 1
    }
  }
}
