import QuizCore
import TerminalKit

extension SymbolRenderer.Chooser {
  /// Sums over the opaque sub-pixels of part of a cell.
  struct Part {
    /// The channels' sums.
    var sum: SIMD3<Double>
    /// How many sub-pixels are opaque.
    var count: Double
    /// The sum of the squared channels.
    var squares: Double

    static func + (left: Part, right: Part) -> Part {
      Part(
        sum: left.sum + right.sum, count: left.count + right.count,
        squares: left.squares + right.squares)
    }

    static func - (left: Part, right: Part) -> Part {
      Part(
        sum: left.sum - right.sum, count: left.count - right.count,
        squares: left.squares - right.squares)
    }

    /// The squared error of these sub-pixels drawn in `value`.
    func error(_ value: SIMD3<Double>) -> Double {
      squares - (2 * value * sum - count * value * value).sum()
    }
  }

  /// What a shape draws best in when some of the cell is transparent: each side either
  /// the opaque sub-pixels it covers, drawn in one colour, or `nil`, left to the terminal's
  /// background.
  struct ClearChoice {
    let shape: SymbolShape
    let covered: Part?
    let rest: Part?
  }

  /// The cost of one sub-pixel drawn against its transparency (an opaque one left to the
  /// background, or a transparent one painted): the largest squared error a colour can
  /// have, since the terminal's background is unknown. So a cell follows the picture's
  /// outline as closely as the shapes allow, and its colours come second.
  static let clearCost = 255.0 * 255.0 / 2

  /// The cost of a transparent sub-pixel painted: more than an opaque one left clear, so
  /// where a cell's shapes can only push the picture's edge outward or pull it in by as
  /// much, the edge comes in. An outline half a cell wide beside the transparent area is
  /// not drawn as a bar across the whole cell (an apple at 12×6 stood between brackets),
  /// and a picture drawn small never grows past its silhouette.
  static let paintCost = clearCost * 1.5

  /// The shape of `shapes` and the use of its two sides with the least error for the loaded
  /// cell, some of whose sub-pixels are transparent (``load(_:x:y:)`` returned fewer than
  /// all): each side drawn in the mean of its opaque sub-pixels (the nearest colour of
  /// `palette`, when there is one) or left to the background, each transparent sub-pixel
  /// painted costing ``paintCost`` and each opaque one left ``clearCost``; or the whole
  /// cell left clear. Ties go to the earlier shape, and for a shape to both sides painted,
  /// then the covered side painted.
  func bestLeavingClear(of shapes: [SymbolShape], in palette: PaletteColors?) -> ClearChoice {
    let cellArea = Double(SymbolShape.columns * SymbolShape.rows)
    let total = part(0, 0, SymbolShape.columns, SymbolShape.rows)
    let (cost, paint) = (Self.clearCost, Self.paintCost)
    func error(_ part: Part) -> Double {
      let mean = part.sum / part.count
      guard let palette else { return part.squares - (part.sum * mean).sum() }
      return part.error(palette.value(palette.nearest(to: mean)))
    }
    var best: (cost: Double, choice: ClearChoice)?
    func consider(_ value: Double, _ choice: ClearChoice) {
      if let known = best, value >= known.cost - 1e-9 * max(1, abs(known.cost)) { return }
      best = (value, choice)
    }
    for shape in shapes {
      var covered = Part(sum: .zero, count: 0, squares: 0)
      for rectangle in shape.rectangles {
        covered = covered + part(rectangle.x0, rectangle.y0, rectangle.x1, rectangle.y1)
      }
      let rest = total - covered
      let area = Double(shape.area)
      let (coveredClear, restClear) = (area - covered.count, cellArea - area - rest.count)
      if covered.count > 0, rest.count > 0 {
        consider(
          error(covered) + error(rest) + paint * (coveredClear + restClear),
          ClearChoice(shape: shape, covered: covered, rest: rest))
      }
      if covered.count > 0 {
        consider(
          error(covered) + paint * coveredClear + cost * rest.count,
          ClearChoice(shape: shape, covered: covered, rest: nil))
      }
      if rest.count > 0 {
        consider(
          error(rest) + cost * covered.count + paint * restClear,
          ClearChoice(shape: shape, covered: nil, rest: rest))
      }
    }
    // Nothing painted: every opaque sub-pixel left clear.
    consider(cost * total.count, ClearChoice(shape: shapes[0], covered: nil, rest: nil))
    return best?.choice ?? ClearChoice(shape: shapes[0], covered: nil, rest: nil)
  }
}
