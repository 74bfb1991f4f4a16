/// Where the 2×2 patterns of a picture's 16-colour mixes fall, chosen per colour from the
/// pixels that colour covers.
///
/// A mix keeps its colour only over an area that takes every place of the pattern as often
/// as the others: a stripe one pixel wide, or a colour on every other pixel, meets only some
/// of them, and may show one of the two colours alone, with another hue (the 2×2 mix of a
/// yellow that fills only even columns shows its green). So for each colour the pattern is
/// shifted by one of its four offsets to where the pixels it covers show, on average, the
/// colour nearest its own that keeps its hue and chroma (``Palette``'s rule); when no offset
/// does, the colour is drawn with the single palette colour that keeps it best.
package struct MixPlacement {
  /// A 24-bit colour.
  package typealias RGB = (r: UInt8, g: UInt8, b: UInt8)
  /// The mix and its pattern offset for each colour that is mixed, by its 24-bit value.
  private var placed: [UInt32: PaletteMix] = [:]
  /// The colour set the mixes are of.
  package let set: ColorSet

  /// Places the mixes of `pixels`, each at its (x, y) in the pattern's coordinates.
  package init(_ pixels: [(color: RGB, x: Int, y: Int)], set: ColorSet) {
    self.set = set
    var phases: [UInt32: [Int]] = [:]
    for (color, x, y) in pixels {
      phases[Self.key(color), default: [0, 0, 0, 0]][(x & 1) | (y & 1) << 1] += 1
    }
    for (key, counts) in phases {
      let (r, g, b) = (UInt8(key >> 16), UInt8(key >> 8 & 0xFF), UInt8(key & 0xFF))
      let mix = Palette.mix(r, g, b, in: set)
      guard mix.quarters > 0 else { continue }
      placed[key] = Self.best(for: OKLab(r, g, b), mix, counts, set)
    }
  }

  private static func key(_ color: RGB) -> UInt32 {
    UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
  }

  /// The palette index for `color` at (`x`, `y`).
  package func index(_ color: RGB, x: Int, y: Int) -> UInt8 {
    (placed[Self.key(color)] ?? Palette.mix(color.r, color.g, color.b, in: set)).index(x: x, y: y)
  }

  /// The offset of `mix` whose pixels, counted by place in `counts`, look most like `target`
  /// and keep its hue and chroma; else the single colour that does best.
  private static func best(for target: OKLab, _ mix: PaletteMix, _ counts: [Int], _ set: ColorSet)
    -> PaletteMix
  {
    guard let first = set.entry(mix.first), let second = set.entry(mix.second) else {
      return mix
    }
    let total = Double(counts.reduce(0, +))
    func cost(_ shown: OKLab) -> Double {
      let distance = shown.distance(to: target)
      guard target.chroma >= Palette.greyChroma else { return distance }
      let hue = OKLab.hueDifference(shown.hue, target.hue)
      let share = shown.chroma / target.chroma
      let off =
        max(0, hue - Palette.hueTolerance) / Palette.hueTolerance
        + max(0, Palette.chromaKept - share) / Palette.chromaKept
      // Any colour that keeps the hue and chroma beats every one that does not; among those
      // that do not, the one that misses least.
      return off > 0 ? 10 + off + distance : distance
    }
    /// What the pixels show of a mix at its phase.
    func shown(_ mix: PaletteMix, _ first: ColorSet.Entry, _ second: ColorSet.Entry) -> OKLab {
      var share = 0.0
      for place in 0..<4
      where counts[place] > 0 && mix.index(x: place & 1, y: place >> 1) != mix.first {
        share += Double(counts[place])
      }
      share /= max(total, 1)
      return OKLab(
        linearRed: first.red + (second.red - first.red) * share,
        green: first.green + (second.green - first.green) * share,
        blue: first.blue + (second.blue - first.blue) * share)
    }
    var choice = (cost: Double.infinity, mix: mix)
    for phase in 0..<4 {
      let shifted = mix.shifted(phase: UInt8(phase))
      let value = cost(shown(shifted, first, second))
      if value < choice.cost { choice = (value, shifted) }
    }
    guard choice.cost >= 10 else { return choice.mix }
    // No place of the pattern keeps the colour: any single colour, or any mix of two at any
    // place, of those these pixels show (rare: a few thin parts of a few pictures).
    for (offset, one) in set.entries.enumerated() {
      let value = cost(one.lab)
      if value < choice.cost { choice = (value, PaletteMix(one.index)) }
      for other in set.entries[(offset + 1)...] {
        let texture = Palette.mixTexture * one.lab.distance(to: other.lab)
        guard texture < choice.cost else { continue }
        for quarters in 1...3 {
          for phase in 0..<4 {
            let candidate = PaletteMix(
              one.index, other.index, quarters: UInt8(quarters), phase: UInt8(phase))
            let value = cost(shown(candidate, one, other)) + texture
            if value < choice.cost { choice = (value, candidate) }
          }
        }
      }
    }
    return choice.mix
  }
}

extension ColorSet {
  /// The entry of a palette index.
  func entry(_ index: UInt8) -> Entry? { entries.first { $0.index == index } }
}
