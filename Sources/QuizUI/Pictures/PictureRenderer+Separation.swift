import PictureScore
import QuizCore
import TerminalKit

/// Keeping a picture's neighbouring regions apart in 16 colours.
extension PictureRenderer {
  /// Two colours at least this far apart (OKLab ΔE) are different regions of a picture.
  static let distinctDifference = 0.05
  /// How much SSIM (``PictureScore``) a picture may lose for the edges its regions keep.
  static let separationMargin = 0.01
  /// How much lighter (OKLab lightness) than its own colour a region may be drawn to stand
  /// apart from its neighbour.
  static let maximumLightening = 0.5
  /// The most drawings measured for one picture.
  static let separationTrials = 12

  /// A picture's pixels as placed in a box of cells: `width` pixels a row, the first at
  /// half cell (`left`, `top` × 2) of a box `columns` wide.
  struct Placement {
    let pixels: [RGBA?]
    let width: Int
    let left: Int
    let top: Int
    let columns: Int

    /// The half cell (row by row, as ``PictureRenderer/blocks(_:depth:ground:)``) showing
    /// the pixel at `offset`.
    func block(_ offset: Int) -> Int {
      (top * 2 + offset / width) * columns + left + offset % width
    }
  }

  /// Two colours of a picture that meet, in a fixed order.
  private struct Boundary: Hashable {
    let first: RGBA
    let second: RGBA

    init(_ one: RGBA, _ other: RGBA) {
      (first, second) = order(one) <= order(other) ? (one, other) : (other, one)
    }

    /// The two colours as one number, for a fixed order.
    var key: UInt64 { UInt64(order(first)) << 32 | UInt64(order(second)) }
  }

  /// The palette colours (`entries`, each of the picture's colours' 16-colour index) changed
  /// where two neighbouring colours that differ clearly (by ``distinctDifference``) are
  /// drawn alike: a chocolate bar's squares and its grooves, both dark yellow, were one flat
  /// box. The boundary with the most neighbouring pixel pairs first: the lighter colour
  /// takes the nearest colour of its own hue family (``HueFamilies/alternatives(for:in:)``)
  /// lighter than the shared one, or the darker one a darker one, so the two keep their
  /// order of lightness, never the `avoiding` backdrop's colour. Each is measured (the SSIM
  /// of `drawn` with that colour's pixels changed, by each of `scores`: against the picture
  /// as squares and as `Benchmarks/colours.py` enlarges it, smooth, which disagree on
  /// where an edge gained is worth a colour further off); of those that leave fewer of that
  /// colour's boundaries drawn alike and the picture within ``separationMargin`` of what
  /// `drawn` scored by each measure, the one whose scores add up higher is kept. Then the next boundary
  /// drawn alike, up to ``separationTrials`` drawings measured.
  ///
  /// `entries` are the colours drawn flat, `drawn` the drawing as it is; returns the changed
  /// entries.
  static func separated(
    _ drawn: [SIMD3<UInt8>], pixels placement: Placement, entries: [RGBA: UInt8],
    depth: ColorDepth, avoiding: UInt8?, scores: () -> [PictureScore]
  ) -> [RGBA: UInt8] {
    let set = depth.colorSet
    var labs: [RGBA: OKLab] = [:]
    var places: [RGBA: [Int]] = [:]
    for (offset, pixel) in placement.pixels.enumerated() {
      guard let pixel else { continue }
      if labs[pixel] == nil { labs[pixel] = OKLab(pixel.r, pixel.g, pixel.b) }
      places[pixel, default: []].append(offset)
    }
    let boundaries = self.boundaries(placement, labs: labs)
    var entries = entries
    func alike(_ boundary: Boundary) -> Bool {
      entries[boundary.first] != nil && entries[boundary.first] == entries[boundary.second]
    }
    guard boundaries.contains(where: { alike($0.key) }) else { return [:] }
    let scores = scores()
    let floors = scores.map { $0.ssim(drawn) - separationMargin }
    var (blocks, changed, tried, trials) = (drawn, [RGBA: UInt8](), Set<Boundary>(), 0)
    /// How many neighbouring pairs of `colour`'s boundaries are drawn alike when it is `entry`.
    func lost(_ colour: RGBA, as entry: UInt8) -> Int {
      boundaries.reduce(0) { sum, item in
        let other = item.key.first == colour ? item.key.second : item.key.first
        guard other != colour, item.key.first == colour || item.key.second == colour,
          entries[other] == entry
        else { return sum }
        return sum + item.value
      }
    }
    func lightness(_ index: UInt8) -> Double {
      set.rgb(of: index).map { OKLab($0.0, $0.1, $0.2).l } ?? 0
    }
    let longestFirst = boundaries.sorted { ($0.value, $1.key.key) > ($1.value, $0.key.key) }
    while trials < separationTrials,
      let (boundary, _) = longestFirst.first(where: { alike($0.key) && !tried.contains($0.key) })
    {
      tried.insert(boundary)
      guard let shared = entries[boundary.first], let one = labs[boundary.first],
        let other = labs[boundary.second]
      else { continue }
      let (lighter, darker) =
        one.l >= other.l ? (boundary.first, boundary.second) : (boundary.second, boundary.first)
      var options: [(colour: RGBA, entry: UInt8)] = []
      let alternatives = { (colour: RGBA) in
        HueFamilies.alternatives(for: colour, in: set).filter { $0 != shared && $0 != avoiding }
      }
      // Lighter, a colourful pixel keeps a colour: a camel's tan body drawn white, or a
      // cookie's dough, is not named by its hue any more.
      let colourful = (labs[lighter]?.chroma ?? 0) >= HueFamilies.greyChroma
      func keepsHue(_ index: UInt8) -> Bool {
        !colourful
          || set.rgb(of: index).map { OKLab($0.0, $0.1, $0.2).chroma } ?? 0
            >= HueFamilies.greyChroma
      }
      // Nor does a dark region turn pale: a camera's body or a train's wheels drawn light
      // grey beside their black outline read as other things.
      let ceiling = (labs[lighter]?.l ?? 0) + maximumLightening
      if let up = alternatives(lighter).first(where: {
        lightness($0) > lightness(shared) && lightness($0) <= ceiling && keepsHue($0)
      }) {
        options.append((lighter, up))
      }
      if let down = alternatives(darker).first(where: { lightness($0) < lightness(shared) }) {
        options.append((darker, down))
      }
      var best: (score: Double, colour: RGBA, entry: UInt8, blocks: [SIMD3<UInt8>])?
      for (colour, entry) in options where lost(colour, as: entry) < lost(colour, as: shared) {
        guard let rgb = set.rgb(of: entry) else { continue }
        var trial = blocks
        for offset in places[colour] ?? [] {
          trial[placement.block(offset)] = SIMD3(rgb.0, rgb.1, rgb.2)
        }
        trials += 1
        let trialScores = scores.map { $0.ssim(trial) }
        let total = trialScores.reduce(0, +)
        if zip(trialScores, floors).allSatisfy({ $0 >= $1 }), total > best?.score ?? -.infinity {
          best = (total, colour, entry, trial)
        }
      }
      guard let best else { continue }
      // A boundary tried before may now be kept apart (the lighter of three browns moved
      // first, the middle one may follow it).
      tried.removeAll()
      entries[best.colour] = best.entry
      changed[best.colour] = best.entry
      blocks = best.blocks
    }
    return changed
  }

  /// How many pairs of neighbouring pixels (side by side or one above the other) each two
  /// clearly different colours of the picture make.
  private static func boundaries(_ placement: Placement, labs: [RGBA: OKLab]) -> [Boundary: Int] {
    let (pixels, width) = (placement.pixels, placement.width)
    var boundaries: [Boundary: Int] = [:]
    for (offset, pixel) in pixels.enumerated() {
      guard let pixel, let lab = labs[pixel] else { continue }
      let right = offset % width + 1 < width ? offset + 1 : nil
      for next in [right, offset + width] {
        guard let next, next < pixels.count, let neighbour = pixels[next], neighbour != pixel,
          let other = labs[neighbour], lab.distance(to: other) >= distinctDifference
        else { continue }
        boundaries[Boundary(pixel, neighbour), default: 0] += 1
      }
    }
    return boundaries
  }
}

/// A colour as one number, for a fixed order.
private func order(_ pixel: RGBA) -> UInt32 {
  UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
}
