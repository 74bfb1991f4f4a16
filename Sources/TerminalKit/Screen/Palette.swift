import Synchronization

/// The one place a 24-bit colour becomes a palette colour: for pictures and for any RGB
/// colour drawn in 256 or 16 colours.
///
/// The choice is perceptual and keeps what a colour means. In OKLab, a colour with some
/// colour in it (chroma ≥ ``greyChroma``) may only become a palette colour, or a mix of two
/// in a 2×2 pattern, whose hue is within ``hueTolerance`` of its own and whose chroma is at
/// least ``chromaKept`` of its own; among those, the one nearest in OKLab wins, a mix paying
/// for its texture (``mixTexture`` × the distance between its two colours). A near grey
/// or a colour darker than ``darkLightness`` takes the nearest colour in OKLab. So red stays red, brown stays brown and nothing
/// colourful turns grey, where plain nearest colour (in RGB or in OKLab) turns the apple
/// orange and dark browns olive or grey.
public enum Palette {
  /// Below this OKLCh chroma a colour counts as a grey: any hue may stand in for it.
  static let greyChroma = 0.04
  /// Below this OKLab lightness a colour counts as near black, whatever its chroma.
  static let darkLightness = 0.2
  /// The largest hue change, in degrees, allowed for a colourful colour.
  static let hueTolerance = 15.0
  /// The smallest share of its chroma a colourful colour keeps.
  static let chromaKept = 0.6
  /// What a mix pays, per unit of OKLab distance between its two colours, for its texture.
  static let mixTexture = 0.75

  /// The xterm 256-colour palette index closest to a 24-bit colour (one colour, never a
  /// mix: for text and backgrounds), chosen among the 6×6×6 cube and the grey ramp (16–255).
  public static func nearest(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    single(r, g, b, in: .xterm256)
  }

  /// The single colour of `set` that best stands for a 24-bit colour.
  public static func single(_ r: UInt8, _ g: UInt8, _ b: UInt8, in set: ColorSet) -> UInt8 {
    cached(r, g, b, in: set, mixes: false).first
  }

  /// The colour of `set` a picture's pixel is drawn with: the nearest in OKLab with
  /// lightness weighing half as much as the two colour axes (``pictureLightnessWeight``);
  /// the next nearest when that is `avoiding` (the backdrop, which a pixel of the picture
  /// must not melt into).
  ///
  /// One colour: at half-block size a pattern is seen as a pattern, so a flat area is
  /// closest drawn flat; QuizUI's picture renderer draws a colour as its 2×2
  /// ``mix(_:_:_:in:)`` only where the whole picture then scores higher (see BENCHMARKS.md,
  /// "Pictures in 16 and 256 colours").
  public static func closest(
    _ r: UInt8, _ g: UInt8, _ b: UInt8, in set: ColorSet, avoiding: UInt8? = nil
  ) -> UInt8 {
    let key = Key(set: set.name, rgb: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b), mixes: nil)
    if let known = memo.withLock({ $0[key] }) {
      // The memo holds the nearest first and the next nearest second.
      return known.first == avoiding ? known.second : known.first
    }
    let target = OKLab(r, g, b)
    let fallback = set.entries.first?.index ?? 0
    var best = (distance: Double.infinity, index: fallback)
    var next = best
    for entry in set.entries {
      let (dl, da, db) = (entry.lab.l - target.l, entry.lab.a - target.a, entry.lab.b - target.b)
      let distance = pictureLightnessWeight * dl * dl + da * da + db * db
      if distance < best.distance {
        next = best
        best = (distance, entry.index)
      } else if distance < next.distance {
        next = (distance, entry.index)
      }
    }
    memo.withLock { memo in
      if memo.count >= memoLimit { memo.removeAll(keepingCapacity: true) }
      memo[key] = PaletteMix(best.index, next.index, quarters: 0)
    }
    return best.index == avoiding ? next.index : best.index
  }

  /// How much a difference of lightness counts, against one of colour, when a picture's
  /// pixel takes a palette colour: hue and chroma say what a thing is (a brown trunk, a pink
  /// pig), so they count double. Measured over the bundled pictures, weights 0.5 to 1 score
  /// alike on average and 0.5 lifts the worst pictures in 16 colours most.
  static let pictureLightnessWeight = 0.5

  /// How to draw a 24-bit colour with `set`: one colour, or two in a 2×2 pattern when that
  /// keeps the colour better.
  public static func mix(_ r: UInt8, _ g: UInt8, _ b: UInt8, in set: ColorSet) -> PaletteMix {
    cached(r, g, b, in: set, mixes: true)
  }

  private struct Key: Hashable {
    let set: ColorSet.Name
    let rgb: UInt32
    /// True for ``mix(_:_:_:in:)``, false for ``single(_:_:_:in:)``, `nil` for
    /// ``closest(_:_:_:in:)``.
    let mixes: Bool?
  }

  /// Choices already made: pictures repeat a few colours many times.
  private static let memo = Mutex([Key: PaletteMix]())
  private static let memoLimit = 1 << 16

  private static func cached(
    _ r: UInt8, _ g: UInt8, _ b: UInt8, in set: ColorSet, mixes: Bool
  ) -> PaletteMix {
    let key = Key(set: set.name, rgb: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b), mixes: mixes)
    if let known = memo.withLock({ $0[key] }) { return known }
    let chosen = choose(OKLab(r, g, b), in: set, mixes: mixes)
    memo.withLock { memo in
      if memo.count >= memoLimit { memo.removeAll(keepingCapacity: true) }
      memo[key] = chosen
    }
    return chosen
  }

  /// The choice described on ``Palette``.
  static func choose(_ target: OKLab, in set: ColorSet, mixes: Bool) -> PaletteMix {
    let entries = set.entries
    let distances = entries.map { $0.lab.distance(to: target) }
    var nearest = 0
    for index in entries.indices where distances[index] < distances[nearest] { nearest = index }
    let chroma = target.chroma
    guard chroma >= greyChroma, target.l >= darkLightness else {
      return PaletteMix(entries[nearest].index)
    }
    let hue = target.hue
    func keeps(_ lab: OKLab) -> Bool {
      lab.chroma >= chromaKept * chroma
        && OKLab.hueDifference(lab.hue, hue) <= hueTolerance
    }
    var best: (cost: Double, mix: PaletteMix)?
    for index in entries.indices where keeps(entries[index].lab) {
      if best == nil || distances[index] < best?.cost ?? 0 {
        best = (distances[index], PaletteMix(entries[index].index))
      }
    }
    if mixes {
      // Pairs among the nearest colours and the nearest of a like hue (of a 16-colour
      // set, all pairs).
      let byDistance = entries.indices.sorted { distances[$0] < distances[$1] }
      let alike = byDistance.filter {
        let lab = entries[$0].lab
        return lab.chroma >= chroma / 2 && OKLab.hueDifference(lab.hue, hue) <= 3 * hueTolerance
      }
      var candidates = Array(byDistance.prefix(entries.count <= 16 ? 16 : 8))
      for index in alike.prefix(8) where !candidates.contains(index) { candidates.append(index) }
      for (offset, one) in candidates.enumerated() {
        for other in candidates[(offset + 1)...] {
          let (x, y) = (entries[one], entries[other])
          let texture = mixTexture * x.lab.distance(to: y.lab)
          if let best, texture >= best.cost { continue }
          for quarters in 1...3 {
            let share = Double(quarters) / 4
            let mixed = OKLab(
              linearRed: x.red + (y.red - x.red) * share,
              green: x.green + (y.green - x.green) * share,
              blue: x.blue + (y.blue - x.blue) * share)
            guard keeps(mixed) else { continue }
            let cost = mixed.distance(to: target) + texture
            if best == nil || cost < best?.cost ?? 0 {
              best = (cost, PaletteMix(x.index, y.index, quarters: UInt8(quarters)))
            }
          }
        }
      }
    }
    return best?.mix ?? PaletteMix(entries[nearest].index)
  }
}

/// How one 24-bit colour is drawn with a palette: one palette colour, or two mixed in a
/// 2×2 pattern (ordered dithering), `second` on `quarters` of every four pixels.
public struct PaletteMix: Hashable, Sendable {
  /// The palette index drawn on most pixels (on all of them when `quarters` is 0).
  public let first: UInt8
  /// The other palette index.
  public let second: UInt8
  /// How many pixels of every 2×2 block take `second`: 0…3.
  public let quarters: UInt8
  /// Where the pattern starts: 0…3, one column (1) and one row (2) over.
  let phase: UInt8

  /// One palette colour.
  init(_ index: UInt8) {
    first = index
    second = index
    quarters = 0
    phase = 0
  }

  /// Two palette colours.
  init(_ first: UInt8, _ second: UInt8, quarters: UInt8, phase: UInt8 = 0) {
    self.first = first
    self.second = second
    self.quarters = quarters
    self.phase = phase
  }

  /// The same mix with its pattern moved to start at `phase`.
  func shifted(phase: UInt8) -> PaletteMix {
    PaletteMix(first, second, quarters: quarters, phase: phase)
  }

  /// The index for the pixel at (`x`, `y`): a fixed 2×2 order (0 2 / 3 1), moved by the
  /// phase, so half and half is a checkerboard and a flat area of one colour stays an even pattern.
  public func index(x: Int, y: Int) -> UInt8 {
    let (x, y) = (x + Int(phase & 1), y + Int(phase >> 1))
    let order = (x & 1) == 0 ? ((y & 1) == 0 ? 0 : 3) : ((y & 1) == 0 ? 2 : 1)
    return order < Int(quarters) ? second : first
  }
}
