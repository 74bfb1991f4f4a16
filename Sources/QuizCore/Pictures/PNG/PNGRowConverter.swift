/// Converts one unfiltered row of PNG samples to 8-bit RGBA pixels.
struct PNGRowConverter {
  let header: PNGHeader
  let palette: [RGBA]
  let transparency: PNGTransparency?

  /// Writes the `count` pixels of `row` to `first`, `first + step`, ….
  func convert(
    _ row: UnsafePointer<UInt8>, count: Int, into first: UnsafeMutablePointer<RGBA>, step: Int
  ) throws(PNGError) {
    let depth = header.bitDepth
    var out = first
    switch (header.colorType, depth) {
    case (.indexed, _):
      try palette.withUnsafeBufferPointer { (colors) throws(PNGError) in
        for index in 0..<count {
          let entry = Self.packed(row, index: index, depth: depth)
          guard entry < colors.count else {
            throw .paletteIndexOutOfRange(index: entry, entries: colors.count)
          }
          out.pointee = colors[entry]
          out += step
        }
      }
    case (.grey, 16):
      let transparent = greyKey
      for index in 0..<count {
        let value = Self.sample16(row, index)
        let grey = Self.to8(value)
        out.pointee = RGBA(r: grey, g: grey, b: grey, a: value == transparent ? 0 : 255)
        out += step
      }
    case (.grey, _):
      let transparent = greyKey
      let scale = 255 / (1 << depth - 1)
      for index in 0..<count {
        let value = Self.packed(row, index: index, depth: depth)
        let grey = UInt8(truncatingIfNeeded: value * scale)
        out.pointee = RGBA(r: grey, g: grey, b: grey, a: value == transparent ? 0 : 255)
        out += step
      }
    case (.greyAlpha, 8):
      for index in 0..<count {
        let grey = row[2 * index]
        out.pointee = RGBA(r: grey, g: grey, b: grey, a: row[2 * index + 1])
        out += step
      }
    case (.greyAlpha, _):
      for index in 0..<count {
        let grey = Self.to8(Self.sample16(row, 2 * index))
        out.pointee = RGBA(
          r: grey, g: grey, b: grey, a: Self.to8(Self.sample16(row, 2 * index + 1)))
        out += step
      }
    case (.rgb, 8):
      let key = rgbKey
      for index in 0..<count {
        let (r, g, b) = (row[3 * index], row[3 * index + 1], row[3 * index + 2])
        let clear = key.map { $0 == (Int(r), Int(g), Int(b)) } ?? false
        out.pointee = RGBA(r: r, g: g, b: b, a: clear ? 0 : 255)
        out += step
      }
    case (.rgb, _):
      let key = rgbKey
      for index in 0..<count {
        let (r, g, b) = (
          Self.sample16(row, 3 * index), Self.sample16(row, 3 * index + 1),
          Self.sample16(row, 3 * index + 2)
        )
        let clear = key.map { $0 == (r, g, b) } ?? false
        out.pointee = RGBA(r: Self.to8(r), g: Self.to8(g), b: Self.to8(b), a: clear ? 0 : 255)
        out += step
      }
    case (.rgba, 8):
      UnsafeRawPointer(row).withMemoryRebound(to: RGBA.self, capacity: count) { source in
        if step == 1 {
          out.update(from: source, count: count)
        } else {
          for index in 0..<count {
            out.pointee = source[index]
            out += step
          }
        }
      }
    case (.rgba, _):
      for index in 0..<count {
        out.pointee = RGBA(
          r: Self.to8(Self.sample16(row, 4 * index)),
          g: Self.to8(Self.sample16(row, 4 * index + 1)),
          b: Self.to8(Self.sample16(row, 4 * index + 2)),
          a: Self.to8(Self.sample16(row, 4 * index + 3)))
        out += step
      }
    }
  }

  /// The grey sample value tRNS makes transparent, or -1 (which no sample equals).
  private var greyKey: Int {
    if case .grey(let value) = transparency { return value }
    return -1
  }

  private var rgbKey: (Int, Int, Int)? {
    if case .rgb(let r, let g, let b) = transparency { return (r, g, b) }
    return nil
  }

  /// Sample `index` of a row of 1-, 2-, 4- or 8-bit samples packed from the high bit.
  @inline(__always)
  private static func packed(_ row: UnsafePointer<UInt8>, index: Int, depth: Int) -> Int {
    let bit = index * depth
    let shift = 8 - depth - bit & 7
    return Int(row[bit >> 3] >> UInt8(shift)) & (1 << depth - 1)
  }

  /// The 16-bit big-endian sample `index` of a row.
  @inline(__always)
  private static func sample16(_ row: UnsafePointer<UInt8>, _ index: Int) -> Int {
    Int(row[2 * index]) << 8 | Int(row[2 * index + 1])
  }

  /// A 16-bit sample rounded to 8 bits.
  @inline(__always)
  private static func to8(_ value: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: (value * 255 + 32767) / 65535)
  }
}
