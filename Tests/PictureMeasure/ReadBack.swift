import Foundation
import QuizCore

import QuizUI
import TerminalKit

/// A picture as drawn, read back to pixels the way `Benchmarks/symbols.py` does (8×16 pixels
/// a cell, each glyph's exact shape, the palette's usual RGB values), and its SSIM against
/// the picture (Gaussian window σ 1.5 on R, G and B, averaged, as `symbols.py` measures).
public struct ReadBack {
  /// Pixels across one cell.
  public static let cellWidth = 8
  /// Pixels down one cell.
  public static let cellHeight = 16

  /// The image's width in pixels.
  public let width: Int
  /// The image's height in pixels.
  public let height: Int
  /// R, G and B planes, row by row.
  public var planes: [[Float]]

  /// An image of `width` × `height` pixels, each `fill`.
  public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8)) {
    self.width = width
    self.height = height
    planes = [fill.0, fill.1, fill.2].map { Array(repeating: Float($0), count: width * height) }
  }

  /// Fills the rectangle at `x`, `y` of `width` × `height` pixels with `rgb`.
  public mutating func paint(x: Int, y: Int, width: Int, height: Int, _ rgb: (UInt8, UInt8, UInt8))
  {
    for row in y..<y + height {
      for column in x..<x + width {
        planes[0][row * self.width + column] = Float(rgb.0)
        planes[1][row * self.width + column] = Float(rgb.1)
        planes[2][row * self.width + column] = Float(rgb.2)
      }
    }
  }

  /// Cells drawn with half blocks, full blocks and spaces, read back; `nil` for any other
  /// glyph or a colour with no known value.
  public static func cells(_ grid: [[Cell]], depth: ColorDepth, terminal: (UInt8, UInt8, UInt8))
    -> ReadBack?
  {
    let columns = grid.first?.count ?? 0
    var image = ReadBack(
      width: columns * cellWidth, height: grid.count * cellHeight, fill: terminal)
    for (y, row) in grid.enumerated() {
      for (x, cell) in row.enumerated() {
        var (ink, paper) = (cell.style.foreground, cell.style.background)
        if cell.style.reverse { (ink, paper) = (paper, ink) }
        guard let back = rgb(paper, depth: depth) ?? (paper == .standard ? terminal : nil) else {
          return nil
        }
        let (left, top) = (x * cellWidth, y * cellHeight)
        image.paint(x: left, y: top, width: cellWidth, height: cellHeight, back)
        let half = cellHeight / 2
        let inked: (top: Int, rows: Int)
        switch cell.text {
        case " ": continue
        case "▀": inked = (top, half)
        case "▄": inked = (top + half, half)
        case "█": inked = (top, cellHeight)
        default: return nil
        }
        guard let front = rgb(ink, depth: depth) else { return nil }
        image.paint(x: left, y: inked.top, width: cellWidth, height: inked.rows, front)
      }
    }
    return image
  }

  /// The picture as the renderer places it in `columns` × `rows` cells (fitted, resampled,
  /// centred), each of its pixels a block of a cell's width and half its height, laid on
  /// `backdrop`.
  public static func reference(
    _ picture: Picture, columns: Int, rows: Int, backdrop: (UInt8, UInt8, UInt8)
  ) -> ReadBack {
    let size = PictureRenderer.fittedSize(of: picture, columns: columns, pixelRows: rows * 2)
    let pixels = PictureRenderer.resample(picture, width: size.width, height: size.height)
    var image = ReadBack(
      width: columns * cellWidth, height: rows * cellHeight, fill: backdrop)
    let left = (columns - size.width) / 2
    let top = (rows - (size.height + 1) / 2) / 2
    for y in 0..<size.height {
      for x in 0..<size.width {
        guard let pixel = pixels[y * size.width + x] else { continue }
        image.paint(
          x: (left + x) * cellWidth, y: top * cellHeight + y * cellHeight / 2, width: cellWidth,
          height: cellHeight / 2, (pixel.r, pixel.g, pixel.b))
      }
    }
    return image
  }

  /// The usual RGB value of a cell colour at `depth`.
  public static func rgb(_ color: TerminalColor, depth: ColorDepth) -> (UInt8, UInt8, UInt8)? {
    switch color {
    case .rgb(let r, let g, let b): return (r, g, b)
    case .palette(let index): return ColorSet.xterm256.rgb(of: index)
    case .basic(let index): return depth.colorSet.rgb(of: index)
    case .standard: return nil
    }
  }

  /// SSIM against `other` (the same size).
  public func ssim(_ other: ReadBack) -> Double {
    let (c1, c2): (Float, Float) = (6.5025, 58.5225)  // (0.01·255)², (0.03·255)²
    var total = 0.0
    for channel in 0..<3 {
      let (x, y) = (planes[channel], other.planes[channel])
      let mx = blur(x)
      let my = blur(y)
      let sxx = blur(zip(x, x).map(*))
      let syy = blur(zip(y, y).map(*))
      let sxy = blur(zip(x, y).map(*))
      var sum = 0.0
      for i in x.indices {
        let (a, b) = (mx[i], my[i])
        let (va, vb, cov) = (sxx[i] - a * a, syy[i] - b * b, sxy[i] - a * b)
        sum += Double(((2 * a * b + c1) * (2 * cov + c2)) / ((a * a + b * b + c1) * (va + vb + c2)))
      }
      total += sum / Double(x.count)
    }
    return total / 3
  }

  /// A Gaussian blur, σ 1.5 truncated at 4σ, edges mirrored (as scipy's `gaussian_filter`):
  /// a pass along each row, then along each column, of the plane padded with its mirror.
  private func blur(_ plane: [Float]) -> [Float] {
    let radius = 6
    let raw: [Float] = (-radius...radius).map { (offset: Int) -> Float in
      exp(-Float(offset * offset) / Float(4.5))
    }
    let weights = raw.map { $0 / raw.reduce(0, +) }
    let taps = weights.count
    func mirror(_ i: Int, _ n: Int) -> Int { i < 0 ? -i - 1 : i >= n ? 2 * n - i - 1 : i }
    var line = [Float](repeating: 0, count: max(width, height) + 2 * radius)
    var across = [Float](repeating: 0, count: plane.count)
    var result = [Float](repeating: 0, count: plane.count)
    weights.withUnsafeBufferPointer { weight in
      line.withUnsafeMutableBufferPointer { padded in
        plane.withUnsafeBufferPointer { source in
          across.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
              for i in 0..<width + 2 * radius {
                padded[i] = source[row * width + mirror(i - radius, width)]
              }
              for column in 0..<width {
                var sum: Float = 0
                for k in 0..<taps { sum += weight[k] * padded[column + k] }
                target[row * width + column] = sum
              }
            }
          }
        }
        across.withUnsafeBufferPointer { source in
          result.withUnsafeMutableBufferPointer { target in
            for column in 0..<width {
              for i in 0..<height + 2 * radius {
                padded[i] = source[mirror(i - radius, height) * width + column]
              }
              for row in 0..<height {
                var sum: Float = 0
                for k in 0..<taps { sum += weight[k] * padded[row + k] }
                target[row * width + column] = sum
              }
            }
          }
        }
      }
    }
    return result
  }
}
