/// Turns inflated PNG image data into pixels: undoes the five filters row by row, then
/// converts each pass's rows to 8-bit RGBA and places them (Adam7 scatters them).
enum PNGRaster {
  /// The pixels of the image whose inflated data is `data` (unfiltered in place).
  static func pixels(
    from data: inout [UInt8], header: PNGHeader, palette: [RGBA],
    transparency: PNGTransparency?
  ) throws(PNGError) -> [RGBA] {
    var pixels = [RGBA](repeating: .transparent, count: header.width * header.height)
    let converter = PNGRowConverter(header: header, palette: palette, transparency: transparency)
    let zeros = [UInt8](repeating: 0, count: header.rowBytes(width: header.width))
    try data.withUnsafeMutableBufferPointer { (buffer) throws(PNGError) in
      try pixels.withUnsafeMutableBufferPointer { (output) throws(PNGError) in
        try zeros.withUnsafeBufferPointer { (zeroRow) throws(PNGError) in
          // The inflated size is checked to be exactly what the passes need.
          var row = buffer.baseAddress.unsafelyUnwrapped
          let out = output.baseAddress.unsafelyUnwrapped
          for pass in header.passes {
            let count = header.rowBytes(width: pass.width)
            var prior = zeroRow.baseAddress.unsafelyUnwrapped
            for y in 0..<pass.height {
              try unfilter(
                row + 1, prior: prior, count: count, stride: header.filterStride,
                type: Int(row[0]))
              let first = out + (pass.y + y * pass.dy) * header.width + pass.x
              try converter.convert(row + 1, count: pass.width, into: first, step: pass.dx)
              prior = UnsafePointer(row + 1)
              row += 1 + count
            }
          }
        }
      }
    }
    return pixels
  }

  /// Undoes filter `type` on the `count` bytes at `row`, `prior` being the row above
  /// (zeros for a pass's first row) and `stride` the bytes per pixel.
  @inline(__always)
  static func unfilter(
    _ row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, stride: Int,
    type: Int
  ) throws(PNGError) {
    switch type {
    case 0: break
    case 1:
      var index = stride
      while index < count {
        row[index] &+= row[index - stride]
        index += 1
      }
    case 2:
      for index in 0..<count { row[index] &+= prior[index] }
    case 3:
      for index in 0..<min(stride, count) { row[index] &+= prior[index] >> 1 }
      var index = stride
      while index < count {
        row[index] &+= UInt8(
          truncatingIfNeeded: (Int(row[index - stride]) + Int(prior[index])) >> 1)
        index += 1
      }
    case 4:
      for index in 0..<min(stride, count) { row[index] &+= prior[index] }
      var index = stride
      while index < count {
        let left = Int(row[index - stride])
        let above = Int(prior[index])
        let corner = Int(prior[index - stride])
        let towardsLeft = abs(above - corner)
        let towardsAbove = abs(left - corner)
        let towardsCorner = abs(left + above - 2 * corner)
        let predictor =
          towardsLeft <= towardsAbove && towardsLeft <= towardsCorner
          ? left : towardsAbove <= towardsCorner ? above : corner
        row[index] &+= UInt8(truncatingIfNeeded: predictor)
        index += 1
      }
    default: throw .invalidFilter(type)
    }
  }
}
