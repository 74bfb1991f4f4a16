import Foundation

/// The inverse DCT: coefficients of a component to its samples.
enum JPEGTransform {
  /// `cosines[x * 8 + u]` = C(u) / 2 · cos((2x + 1)uπ / 16).
  private static let cosines: [Float] = (0..<64).map { index in
    let x = Float(index / 8)
    let u = Float(index % 8)
    let scale: Float = index % 8 == 0 ? Float(0.5).squareRoot() / 2 : 0.5
    return scale * cos((2 * x + 1) * u * Float.pi / 16)
  }

  /// The component's samples: `blocksPerLine * 8` by `blocksPerColumn * 8`, row by row.
  static func samples(of component: JPEGComponent) -> [UInt8] {
    let stride = component.blocksPerLine * 8
    var out = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * 8)
    let quantisation = component.quantisation ?? [Int32](repeating: 1, count: 64)
    var block = [Float](repeating: 0, count: 64)
    var rows = [Float](repeating: 0, count: 64)
    component.coefficients.withUnsafeBufferPointer { coefficients in
      out.withUnsafeMutableBufferPointer { out in
        for blockRow in 0..<component.blocksPerColumn {
          for blockColumn in 0..<component.blocksPerLine {
            let base = (blockRow * component.blocksPerLine + blockColumn) * 64
            for i in 0..<64 {
              block[i] = Float(coefficients[base + i] &* quantisation[i])
            }
            inverse(&block, scratch: &rows)
            let origin = blockRow * 8 * stride + blockColumn * 8
            for y in 0..<8 {
              for x in 0..<8 {
                let value = (block[y * 8 + x] + 128).rounded()
                out[origin + y * stride + x] = UInt8(min(max(value, 0), 255))
              }
            }
          }
        }
      }
    }
    return out
  }

  /// Replaces the 8×8 coefficients in `block` by their samples (without the +128 shift).
  private static func inverse(_ block: inout [Float], scratch rows: inout [Float]) {
    let c = cosines
    for v in 0..<8 {
      var zero = true
      for u in 0..<8 where block[v * 8 + u] != 0 { zero = false }
      for x in 0..<8 {
        var sum: Float = 0
        if !zero {
          for u in 0..<8 { sum += c[x * 8 + u] * block[v * 8 + u] }
        }
        rows[v * 8 + x] = sum
      }
    }
    for x in 0..<8 {
      for y in 0..<8 {
        var sum: Float = 0
        for v in 0..<8 { sum += c[y * 8 + v] * rows[v * 8 + x] }
        block[y * 8 + x] = sum
      }
    }
  }
}
