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

  /// The picture's size in pixels and in blocks.
  private let width: Int
  private let height: Int
  private let columns: Int
  private let rows: Int
  /// Whether the reference is squares of blocks: its planes (red, green, blue) hold a value
  /// per block; else a value per pixel.
  private let sharp: Bool
  private let planes: [[Float]]
  /// The blurs of the reference's planes and of their squares, a value per pixel.
  private let means: [[Float]]
  private let squares: [[Float]]

  /// The reference: `blocks` (`columns` × `rows`, row by row), each a half cell.
  public init(_ blocks: [SIMD3<UInt8>], columns: Int, rows: Int) {
    self.init(Self.planes(blocks), sharp: true, columns: columns, rows: rows)
  }

  /// The reference: `blocks` (`columns` × `rows`, row by row), each a half cell, enlarged
  /// to screen pixels with a Lanczos filter (three blocks either side, as Pillow's `LANCZOS`
  /// enlarges the picture for `Benchmarks/colours.py`) rather than as squares: its edges
  /// soft, so a drawing's sharp edges count for less.
  public init(smoothing blocks: [SIMD3<UInt8>], columns: Int, rows: Int) {
    self.init(
      Self.smoothPlanes(blocks, columns: columns, rows: rows), sharp: false, columns: columns,
      rows: rows)
  }

  /// The reference's `planes`, a value per block when `sharp`, else per pixel.
  private init(_ planes: [[Float]], sharp: Bool, columns: Int, rows: Int) {
    let (width, height) = (columns * Self.block, rows * Self.block)
    (self.width, self.height, self.columns, self.rows) = (width, height, columns, rows)
    self.sharp = sharp
    self.planes = planes
    func blur(_ plane: [Float]) -> [Float] {
      sharp
        ? Self.blur(plane, columns: columns, rows: rows)
        : Self.blur(plane, width: width, height: height)
    }
    means = planes.map(blur)
    squares = planes.map { blur(Self.product($0, $0)) }
  }

  /// The SSIM of a drawing, `blocks` of the same layout as the reference's, against it.
  public func ssim(_ blocks: [SIMD3<UInt8>]) -> Double {
    let drawn = Self.planes(blocks)
    let (c1, c2): (Float, Float) = (6.5025, 58.5225)  // (0.01·255)², (0.03·255)²
    var total = 0.0
    for channel in 0..<3 {
      let y = drawn[channel]
      let mx = means[channel]
      let my = Self.blur(y, columns: columns, rows: rows)
      let sxx = squares[channel]
      let syy = Self.blur(Self.product(y, y), columns: columns, rows: rows)
      let sxy =
        sharp
        ? Self.blur(Self.product(planes[channel], y), columns: columns, rows: rows)
        : Self.blur(
          Self.product(planes[channel], Self.pixels(y, columns: columns, rows: rows)),
          width: width, height: height)
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

  /// Red, green and blue planes of `blocks` (`columns` × `rows`) enlarged ``block`` times
  /// each way by a Lanczos filter of three lobes: along rows, then along columns, the
  /// window cut at the edges and its weights summing to 1, the result kept within 0…255.
  private static func smoothPlanes(_ blocks: [SIMD3<UInt8>], columns: Int, rows: Int)
    -> [[Float]]
  {
    let (width, height) = (columns * block, rows * block)
    /// For each screen pixel along a side of `count` blocks: its first block and weights.
    func taps(_ count: Int) -> [(first: Int, weights: [Float])] {
      (0..<count * block).map { index in
        let centre = (Double(index) + 0.5) / Double(block)
        let first = max(0, Int((centre - 3).rounded(.down)))
        let last = min(count - 1, Int((centre + 3).rounded(.up)))
        var weights = (first...last).map { source in lanczos(Double(source) + 0.5 - centre) }
        let total = weights.reduce(0, +)
        if total != 0 { weights = weights.map { $0 / total } }
        return (first, weights.map(Float.init))
      }
    }
    let (across, down) = (taps(columns), taps(rows))
    var planes = Array(repeating: [Float](repeating: 0, count: width * height), count: 3)
    for channel in 0..<3 {
      var wide = [Float](repeating: 0, count: width * rows)
      for row in 0..<rows {
        for (x, tap) in across.enumerated() {
          var sum: Float = 0
          for (k, weight) in tap.weights.enumerated() {
            sum += weight * Float(blocks[row * columns + tap.first + k][channel])
          }
          wide[row * width + x] = sum
        }
      }
      for (y, tap) in down.enumerated() {
        for x in 0..<width {
          var sum: Float = 0
          for (k, weight) in tap.weights.enumerated() {
            sum += weight * wide[(tap.first + k) * width + x]
          }
          planes[channel][y * width + x] = min(255, max(0, sum))
        }
      }
    }
    return planes
  }

  /// The Lanczos kernel of three lobes at `x`.
  private static func lanczos(_ x: Double) -> Double {
    guard x != 0 else { return 1 }
    guard abs(x) < 3 else { return 0 }
    let p = Double.pi * x
    return 3 * sin(p) * sin(p / 3) / (p * p)
  }

  /// A plane of a value per block as a value per pixel, each block 8×8 pixels.
  private static func pixels(_ plane: [Float], columns: Int, rows: Int) -> [Float] {
    let width = columns * block
    var pixels = [Float](repeating: 0, count: width * rows * block)
    for row in 0..<rows {
      for column in 0..<columns {
        let value = plane[row * columns + column]
        for y in row * block..<(row + 1) * block {
          for x in column * block..<(column + 1) * block { pixels[y * width + x] = value }
        }
      }
    }
    return pixels
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

  /// A Gaussian blur of a plane of `width` × `height` pixels, edges mirrored (as scipy's
  /// `gaussian_filter`): a pass along each row, then along each column, of the plane padded
  /// with its mirror.
  private static func blur(_ plane: [Float], width: Int, height: Int) -> [Float] {
    let radius = 6
    let taps = 2 * radius + 1
    let count = width * height
    let weight = UnsafeMutablePointer<Float>.allocate(capacity: taps)
    let padded = UnsafeMutablePointer<Float>.allocate(capacity: max(width, height) + 2 * radius)
    let source = UnsafeMutablePointer<Float>.allocate(capacity: count)
    let across = UnsafeMutablePointer<Float>.allocate(capacity: count)
    let target = UnsafeMutablePointer<Float>.allocate(capacity: count)
    defer {
      for buffer in [weight, padded, source, across, target] { buffer.deallocate() }
    }
    for k in 0..<taps { weight[k] = weights[k] }
    for i in 0..<count { source[i] = plane[i] }
    for row in 0..<height {
      for i in 0..<width + 2 * radius {
        let j = i - radius
        padded[i] = source[row * width + (j < 0 ? -j - 1 : j >= width ? 2 * width - j - 1 : j)]
      }
      for column in 0..<width {
        var sum: Float = 0
        for k in 0..<taps { sum += weight[k] * padded[column + k] }
        across[row * width + column] = sum
      }
    }
    for column in 0..<width {
      for i in 0..<height + 2 * radius {
        let j = i - radius
        padded[i] = across[(j < 0 ? -j - 1 : j >= height ? 2 * height - j - 1 : j) * width + column]
      }
      for row in 0..<height {
        var sum: Float = 0
        for k in 0..<taps { sum += weight[k] * padded[row + k] }
        target[row * width + column] = sum
      }
    }
    return Array(UnsafeBufferPointer(start: target, count: count))
  }
}
