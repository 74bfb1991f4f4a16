import Foundation

/// How close a picture drawn in half blocks looks to the picture: cells read back to pixels
/// (8×16 a cell, each half block 8×8, the palette's usual values) and their SSIM against
/// the picture laid on its backdrop, each of its pixels a half cell (a Gaussian window of
/// σ 1.5 pixels on red, green and blue, averaged: the measure of `Benchmarks/symbols.py` and
/// of the colour tests).
///
/// QuizUI's renderer uses it to choose, once per picture, between drawings of the same
/// cells. A module of its own, compiled optimised in every build: it is arithmetic over
/// every pixel, twenty times slower unoptimised.
public struct PictureScore {
  /// Screen pixels a half cell is wide and tall.
  static let block = 8

  /// The picture's size in pixels, its planes (red, green, blue) a value per block, and the
  /// blurs of its planes and of their squares, a value per pixel.
  private let width: Int
  private let height: Int
  private let columns: Int
  private let rows: Int
  private let planes: [[Float]]
  private let means: [[Float]]
  private let squares: [[Float]]

  /// The reference: `blocks` (`columns` × `rows`, row by row), each a half cell.
  public init(_ blocks: [SIMD3<UInt8>], columns: Int, rows: Int) {
    width = columns * Self.block
    height = rows * Self.block
    self.columns = columns
    self.rows = rows
    planes = Self.planes(blocks)
    means = planes.map { Self.blur($0, columns: columns, rows: rows) }
    squares = planes.map { Self.blur(Self.product($0, $0), columns: columns, rows: rows) }
  }

  /// The SSIM of a drawing, `blocks` of the same layout as the reference's, against it.
  public func ssim(_ blocks: [SIMD3<UInt8>]) -> Double {
    let drawn = Self.planes(blocks)
    let (c1, c2): (Float, Float) = (6.5025, 58.5225)  // (0.01·255)², (0.03·255)²
    var total = 0.0
    for channel in 0..<3 {
      let (x, y) = (planes[channel], drawn[channel])
      let mx = means[channel]
      let my = Self.blur(y, columns: columns, rows: rows)
      let sxx = squares[channel]
      let syy = Self.blur(Self.product(y, y), columns: columns, rows: rows)
      let sxy = Self.blur(Self.product(x, y), columns: columns, rows: rows)
      total += Self.mean(mx, my, sxx, syy, sxy, c1: c1, c2: c2) / Double(width * height)
    }
    return total / 3
  }

  /// The sum over pixels of the SSIM map from the local means and blurred products.
  private static func mean(
    _ mx: [Float], _ my: [Float], _ sxx: [Float], _ syy: [Float], _ sxy: [Float],
    c1: Float, c2: Float
  ) -> Double {
    var sum = 0.0
    for i in mx.indices {
      let (a, b) = (mx[i], my[i])
      let (va, vb, cov) = (sxx[i] - a * a, syy[i] - b * b, sxy[i] - a * b)
      sum += Double(((2 * a * b + c1) * (2 * cov + c2)) / ((a * a + b * b + c1) * (va + vb + c2)))
    }
    return sum
  }

  private static func product(_ x: [Float], _ y: [Float]) -> [Float] {
    zip(x, y).map(*)
  }

  /// Red, green and blue planes of `blocks`, a value per block.
  private static func planes(_ blocks: [SIMD3<UInt8>]) -> [[Float]] {
    (0..<3).map { channel in blocks.map { Float($0[channel]) } }
  }

  /// The Gaussian weights of the blur, σ 1.5 truncated at 4σ, summing to 1.
  private static let weights: [Float] = {
    let raw = (-6...6).map { exp(-Float($0 * $0) / (2 * 1.5 * 1.5)) }
    return raw.map { $0 / raw.reduce(0, +) }
  }()

  /// For each pixel's place in its block, the blur's weights on the block before, the
  /// block itself and the block after: a window 13 pixels wide reaches no further.
  private static let blockWeights: [SIMD3<Float>] = (0..<block).map { place in
    var sums = SIMD3<Float>()
    for (index, weight) in weights.enumerated() {
      let pixel = place + index - 6
      sums[pixel < 0 ? 0 : pixel < block ? 1 : 2] += weight
    }
    return sums
  }

  /// A Gaussian blur, edges mirrored (as scipy's `gaussian_filter`), of a plane of
  /// `columns` × `rows` blocks of 8×8 equal pixels, to a value per pixel. The mirror of a
  /// block edge is the edge block again, and each pixel's window covers its own block and
  /// at most one on each side, so each pass weighs three blocks, not thirteen pixels: a pass
  /// along each row of blocks, then down each column of pixels.
  private static func blur(_ plane: [Float], columns: Int, rows: Int) -> [Float] {
    let (width, height) = (columns * block, rows * block)
    var across = [Float](repeating: 0, count: rows * width)
    var result = [Float](repeating: 0, count: width * height)
    blockWeights.withUnsafeBufferPointer { weight in
      plane.withUnsafeBufferPointer { source in
        across.withUnsafeMutableBufferPointer { target in
          for row in 0..<rows {
            let line = row * columns
            for column in 0..<columns {
              let before = source[line + max(column - 1, 0)]
              let here = source[line + column]
              let after = source[line + min(column + 1, columns - 1)]
              for place in 0..<block {
                let w = weight[place]
                target[row * width + column * block + place] =
                  w.x * before + w.y * here + w.z * after
              }
            }
          }
        }
      }
      across.withUnsafeBufferPointer { source in
        result.withUnsafeMutableBufferPointer { target in
          for row in 0..<rows {
            let (before, after) = (max(row - 1, 0) * width, min(row + 1, rows - 1) * width)
            let here = row * width
            for place in 0..<block {
              let w = weight[place]
              let out = (row * block + place) * width
              for x in 0..<width {
                target[out + x] =
                  w.x * source[before + x] + w.y * source[here + x] + w.z * source[after + x]
              }
            }
          }
        }
      }
    }
    return result
  }
}
