import Foundation
import QuizCore
import TerminalKit

extension SymbolRenderer {
  /// The shape and colours for one cell at a time, from sums over its sub-pixels.
  ///
  /// With the sums of a cell's sub-pixels over a shape (`s`, `n` of them) and over the
  /// whole cell (`t`, `N`), the squared error of the shape drawn in its two mean colours is
  /// the cell's sum of squares less `|s|²/n + |t − s|²/(N − n)`: the shape with the largest
  /// of the latter has the least error. Rectangle sums come from a summed-area table.
  struct Chooser {
    let space: ErrorSpace
    /// Summed-area table, `(columns + 1) × (rows + 1)` entries of ``channels`` channels:
    /// red, green, blue, opaque sub-pixels, squares.
    private var table: [Double]
    private static let channels = 5
    private let stride = SymbolShape.columns + 1

    init(space: ErrorSpace) {
      self.space = space
      table = Array(
        repeating: 0, count: (SymbolShape.columns + 1) * (SymbolShape.rows + 1) * Self.channels)
    }

    /// Loads the cell whose top left sub-pixel is (`x`, `y`) and returns how many of its
    /// sub-pixels are opaque (transparent ones, and those outside the picture, count for
    /// nothing in the sums).
    mutating func load(_ fine: Fine, x: Int, y: Int) -> Int {
      let stride = stride
      let linear = space == .linear
      var opaque = 0
      table.withUnsafeMutableBufferPointer { sums in
        for row in 0..<SymbolShape.rows {
          var (red, green, blue, count, squares) = (0.0, 0.0, 0.0, 0.0, 0.0)
          for column in 0..<SymbolShape.columns {
            if let pixel = fine[x: x + column, y: y + row] {
              let value =
                linear
                ? SIMD3(OKLab.linear(pixel.r), OKLab.linear(pixel.g), OKLab.linear(pixel.b))
                : SIMD3(Double(pixel.r), Double(pixel.g), Double(pixel.b))
              red += value.x
              green += value.y
              blue += value.z
              count += 1
              squares += (value * value).sum()
              opaque += 1
            }
            let here = ((row + 1) * stride + column + 1) * Self.channels
            let above = (row * stride + column + 1) * Self.channels
            sums[here] = sums[above] + red
            sums[here + 1] = sums[above + 1] + green
            sums[here + 2] = sums[above + 2] + blue
            sums[here + 3] = sums[above + 3] + count
            sums[here + 4] = sums[above + 4] + squares
          }
        }
      }
      return opaque
    }

    /// The sums of the three channels over `x0..<x1` × `y0..<y1`.
    private func sum(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> SIMD3<Double> {
      func at(_ x: Int, _ y: Int) -> SIMD3<Double> {
        let index = (y * stride + x) * Self.channels
        return SIMD3(table[index], table[index + 1], table[index + 2])
      }
      return at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0)
    }

    /// The opaque sub-pixels over `x0..<x1` × `y0..<y1`: their channels' sums, how many
    /// they are, and the sum of their squared channels.
    func part(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Part {
      func at(_ x: Int, _ y: Int) -> SIMD8<Double> {
        let index = (y * stride + x) * Self.channels
        return SIMD8(
          table[index], table[index + 1], table[index + 2], table[index + 3], table[index + 4],
          0, 0, 0)
      }
      let sums = at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0)
      return Part(sum: SIMD3(sums[0], sums[1], sums[2]), count: sums[3], squares: sums[4])
    }

    /// What a shape draws best in: the shape and its two mean colours.
    struct Choice {
      let shape: SymbolShape
      let foreground: RGBA
      let background: RGBA
    }

    /// The shape of `shapes` with the least error for the loaded cell, and its colours.
    func best(of shapes: [SymbolShape]) -> Choice {
      let count = Double(SymbolShape.columns * SymbolShape.rows)
      let total = sum(0, 0, SymbolShape.columns, SymbolShape.rows)
      var bestIndex = 0
      var bestScore = -Double.infinity
      var bestSum = total
      for (index, shape) in shapes.enumerated() {
        var covered = SIMD3<Double>(0, 0, 0)
        for rectangle in shape.rectangles {
          covered += sum(rectangle.x0, rectangle.y0, rectangle.x1, rectangle.y1)
        }
        let rest = total - covered
        let area = Double(shape.area)
        let score =
          (covered * covered).sum() / area + (rest * rest).sum() / (count - area)
        // A tolerance, so rounding never lets a later shape beat an exact earlier one.
        if index == 0 || score > bestScore + 1e-9 * max(1, abs(bestScore)) {
          bestScore = score
          bestIndex = index
          bestSum = covered
        }
      }
      let shape = shapes[bestIndex]
      let area = Double(shape.area)
      return Choice(
        shape: shape, foreground: color(bestSum / area),
        background: color((total - bestSum) / (count - area)))
    }

    /// The shape of `shapes` with the least error for the loaded cell once its two mean
    /// colours are palette colours, and those colours' indices; the error is measured in
    /// sRGB. Each shape is scored with the palette colours nearest its means; the best
    /// shape then takes, for each of its two colours, the palette's own choice
    /// (``Palette/single(_:_:_:in:)``, which keeps hues) where that is no worse.
    func best(
      of shapes: [SymbolShape], in palette: PaletteColors
    ) -> (shape: SymbolShape, foreground: UInt8, background: UInt8) {
      let count = Double(SymbolShape.columns * SymbolShape.rows)
      let total = sum(0, 0, SymbolShape.columns, SymbolShape.rows)
      /// Minus the squared error of `part` (`area` sub-pixels summing to `sum`) drawn in
      /// `value`, less the part's sum of squares.
      func score(_ value: SIMD3<Double>, _ sum: SIMD3<Double>, _ area: Double) -> Double {
        (2 * value * sum - area * value * value).sum()
      }
      var best: (score: Double, index: Int, covered: SIMD3<Double>)?
      for (index, shape) in shapes.enumerated() {
        var covered = SIMD3<Double>(0, 0, 0)
        for rectangle in shape.rectangles {
          covered += sum(rectangle.x0, rectangle.y0, rectangle.x1, rectangle.y1)
        }
        let rest = total - covered
        let area = Double(shape.area)
        let front = palette.value(palette.nearest(to: covered / area))
        let back = palette.value(palette.nearest(to: rest / (count - area)))
        let shapeScore = score(front, covered, area) + score(back, rest, count - area)
        if best == nil
          || shapeScore > (best?.score ?? 0) + 1e-9 * max(1, abs(best?.score ?? 0))
        {
          best = (shapeScore, index, covered)
        }
      }
      let chosen = best ?? (0, 0, total)
      let shape = shapes[chosen.index]
      let area = Double(shape.area)
      return (
        shape, pick(chosen.covered, area, in: palette),
        pick(total - chosen.covered, count - area, in: palette)
      )
    }

    /// The palette colour for `area` sub-pixels summing to `sum`: the palette's own choice
    /// for their mean (``Palette/single(_:_:_:in:)``, which keeps hues) where it is as close
    /// in sRGB as the nearest palette colour, else the nearest.
    func pick(_ sum: SIMD3<Double>, _ area: Double, in palette: PaletteColors) -> UInt8 {
      func score(_ value: SIMD3<Double>) -> Double {
        (2 * value * sum - area * value * value).sum()
      }
      let mean = sum / area
      let nearest = palette.nearest(to: mean)
      let kept = palette.single(color(mean))
      return score(palette.value(kept)) >= score(palette.value(nearest)) ? kept : nearest
    }

    /// The 8-bit sRGB colour of a mean in the working space.
    func color(_ mean: SIMD3<Double>) -> RGBA {
      func channel(_ value: Double) -> UInt8 {
        let encoded: Double
        switch space {
        case .sRGB: encoded = value
        case .linear:
          let light = max(0, value)
          encoded =
            255 * (light <= 0.003_130_8 ? light * 12.92 : 1.055 * pow(light, 1 / 2.4) - 0.055)
        }
        return UInt8(max(0, min(255, encoded.rounded())))
      }
      return RGBA(r: channel(mean.x), g: channel(mean.y), b: channel(mean.z))
    }
  }
}

/// A palette's colours by index, the nearest of them to a colour, and the palette's own
/// choices already made for one picture.
final class PaletteColors {
  let set: ColorSet
  private var values = [SIMD3<Double>](repeating: .zero, count: 256)
  /// The indices the set has.
  private var indices: [UInt8] = []
  private var chosen: [UInt32: UInt8] = [:]

  init(_ set: ColorSet) {
    self.set = set
    for index in UInt8.min...UInt8.max {
      guard let rgb = set.rgb(of: index) else { continue }
      values[Int(index)] = SIMD3(Double(rgb.0), Double(rgb.1), Double(rgb.2))
      indices.append(index)
    }
  }

  /// ``Palette/single(_:_:_:in:)`` for `color`, remembered.
  func single(_ color: RGBA) -> UInt8 {
    let key = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    if let known = chosen[key] { return known }
    let index = Palette.single(color.r, color.g, color.b, in: set)
    chosen[key] = index
    return index
  }

  /// The index of the palette colour nearest `color` (sRGB, 0…255 a channel) in sRGB.
  func nearest(to color: SIMD3<Double>) -> UInt8 {
    guard set.name == .xterm256 else {
      var best = (distance: Double.infinity, index: UInt8(0))
      for index in indices {
        let difference = values[Int(index)] - color
        let distance = (difference * difference).sum()
        if distance < best.distance { best = (distance, index) }
      }
      return best.index
    }
    // The cube is a grid: its nearest colour is the nearest level of each channel.
    func level(_ value: Double) -> Int {
      value < 47.5 ? 0 : value < 115 ? 1 : min(5, Int((value - 35) / 40))
    }
    let cube = 16 + 36 * level(color.x) + 6 * level(color.y) + level(color.z)
    let grey = 232 + max(0, min(23, Int(((color.sum() / 3 - 8) / 10).rounded())))
    func distance(_ index: Int) -> Double {
      let difference = values[index] - color
      return (difference * difference).sum()
    }
    return UInt8(distance(grey) < distance(cube) ? grey : cube)
  }

  /// The sRGB value of `index`, 0…255 a channel.
  func value(_ index: UInt8) -> SIMD3<Double> { values[Int(index)] }
}
