import QuizCore
import Synchronization
import TerminalKit

/// The colour a picture's pixel takes among 16 colours (xterm's or the Linux console's):
/// one of the hue family a player names the thing by.
///
/// Sixteen colours keep lightness only at the cost of hue: nearest in OKLab, a dark green
/// avocado skin is grey, its pale flesh dark yellow, and every brown of a chocolate bar or
/// a tree trunk red or grey, so a picture named by its colour is unnamed. Here a
/// colourful pixel (OKLCh chroma ≥ ``greyChroma``, lightness ≥ ``darkLightness``) takes only
/// a colour of its own family (``family(of:lightness:)``): red, brown and orange, yellow,
/// green, cyan, blue or magenta, by hue angle; a grey only when it is hardly colourful
/// (``Self/greyAllowed(chroma:lightness:)``). Among those, the nearest in OKLab with
/// lightness weighing half (as ``Palette/closest(_:_:_:in:avoiding:)``); the next nearest when
/// that is `avoiding` (the backdrop). A brown is a dark orange, and of xterm's colours dark
/// yellow (ANSI 3) reads as brown where red reads as red; on the console ANSI 3 is brown.
enum HueFamilies {
  /// Below this chroma a colour is a grey: it takes the nearest colour, of any hue.
  static let greyChroma = 0.04
  /// Below this lightness a colour is near black: it takes the nearest colour.
  static let darkLightness = 0.2
  /// Lightness at or below which an orange of chroma under ``brownChroma`` is a brown,
  /// drawn in the yellow family only.
  static let brownLightness = 0.65
  /// Chroma from which a dark orange is an orange (a sun's rim), not a brown.
  static let brownChroma = 0.13
  /// How much a difference of lightness counts against one of colour.
  static let lightnessWeight = 0.5

  /// A hue family: what a player calls a colour.
  enum Family: Equatable {
    case red, orange, yellow, green, cyan, blue, magenta
  }

  /// The family of a colour of `hue` degrees (OKLCh) and some chroma. Orange and brown lie
  /// between red and yellow (45°…75°): a brown darker and redder than that (a cup's coffee,
  /// #5F2A10) stays dark red, where dark yellow is so much lighter that a 2×2 mix would look
  /// closer. The green family starts at 120°, so a yellow green (an avocado's flesh) is green.
  static func family(hue: Double) -> Family {
    switch hue {
    case 45..<75: return .orange
    case 75..<120: return .yellow
    case 120..<175: return .green
    case 175..<235: return .cyan
    case 235..<300: return .blue
    case 300..<350: return .magenta
    default: return .red
    }
  }

  /// True when a pixel of this chroma and lightness may be drawn in a grey: hardly
  /// colourful, pale (a pastel, which white or light grey stands for) or dark and dull (a
  /// night sky, which black stands for).
  static func greyAllowed(chroma: Double, lightness: Double) -> Bool {
    chroma < 0.06 || (lightness >= 0.75 && chroma < 0.12) || (lightness < 0.33 && chroma < 0.1)
  }

  /// The palette colour of `set` (16 colours) a pixel is drawn with (see ``HueFamilies``).
  static func closest(_ pixel: RGBA, in set: ColorSet, avoiding: UInt8? = nil) -> UInt8 {
    let key = Key(console: set.name == .linuxConsole, rgb: pixel.key)
    let choice =
      memo.withLock({ $0[key] })
      ?? {
        let made = choose(pixel, in: set)
        memo.withLock { memo in
          if memo.count >= 1 << 16 { memo.removeAll(keepingCapacity: true) }
          memo[key] = made
        }
        return made
      }()
    return choice.first == avoiding ? choice.second : choice.first
  }

  private struct Key: Hashable {
    let console: Bool
    let rgb: UInt32
  }

  /// Choices made: the nearest allowed colour and the next.
  private static let memo = Mutex([Key: (first: UInt8, second: UInt8)]())

  /// True when palette colour `index` of `set` (16 colours) is of `pixel`'s family (see
  /// ``HueFamilies``): any colour for a grey or near black pixel.
  static func allows(_ index: UInt8, for pixel: RGBA, in set: ColorSet) -> Bool {
    let target = OKLab(pixel.r, pixel.g, pixel.b)
    guard target.chroma >= greyChroma, target.l >= darkLightness,
      let rgb = set.rgb(of: index)
    else { return true }
    return allows(OKLab(rgb.0, rgb.1, rgb.2), for: target)
  }

  /// True when a palette colour `lab` is of the family of colourful `target`.
  private static func allows(_ lab: OKLab, for target: OKLab) -> Bool {
    guard lab.chroma >= greyChroma else {
      return greyAllowed(chroma: target.chroma, lightness: target.l)
    }
    let theirs = family(hue: lab.hue)
    switch family(hue: target.hue) {
    // A brown is drawn in the yellow family; an orange in red or yellow.
    case .orange:
      let brown = target.l <= brownLightness && target.chroma < brownChroma
      return theirs == .yellow || theirs == .orange || (theirs == .red && !brown)
    case let own: return theirs == own
    }
  }

  /// The colours of `set` (16 colours) of `pixel`'s own family, nearest first (distance as
  /// in ``choose(_:in:)``): for a colourful pixel those ``allows(_:for:in:)`` gives; for a
  /// grey (chroma under ``greyChroma``) only the greys, black and white; for a near black
  /// colourful pixel the greys and its hue's family. What a pixel may be drawn in when its
  /// nearest colour is also its neighbour's
  /// (``PictureRenderer/separated(_:pixels:entries:depth:avoiding:scores:)``).
  static func alternatives(for pixel: RGBA, in set: ColorSet) -> [UInt8] {
    let target = OKLab(pixel.r, pixel.g, pixel.b)
    var entries: [(index: UInt8, distance: Double)] = []
    for index in UInt8(0)...15 {
      guard let rgb = set.rgb(of: index) else { continue }
      let lab = OKLab(rgb.0, rgb.1, rgb.2)
      let neutral = lab.chroma < greyChroma
      let kept =
        target.chroma < greyChroma
        ? neutral
        : target.l < darkLightness
          ? neutral || family(hue: lab.hue) == family(hue: target.hue)
          : allows(lab, for: target)
      guard kept else { continue }
      let (dl, da, db) = (lab.l - target.l, lab.a - target.a, lab.b - target.b)
      entries.append((index, lightnessWeight * dl * dl + da * da + db * db))
    }
    return entries.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.map(\.index)
  }

  /// The two nearest allowed colours of `set` for `pixel`.
  static func choose(_ pixel: RGBA, in set: ColorSet) -> (first: UInt8, second: UInt8) {
    let target = OKLab(pixel.r, pixel.g, pixel.b)
    var entries: [(index: UInt8, lab: OKLab)] = []
    for index in UInt8(0)...15 {
      guard let rgb = set.rgb(of: index) else { continue }
      entries.append((index, OKLab(rgb.0, rgb.1, rgb.2)))
    }
    func distance(_ lab: OKLab) -> Double {
      let (dl, da, db) = (lab.l - target.l, lab.a - target.a, lab.b - target.b)
      return lightnessWeight * dl * dl + da * da + db * db
    }
    let sorted = entries.sorted { distance($0.lab) < distance($1.lab) }
    var allowed = sorted
    if target.chroma >= greyChroma, target.l >= darkLightness {
      allowed = sorted.filter { allows($0.lab, for: target) }
      // Fewer than two (a family the set lacks): the rest follow in order of distance.
      allowed += sorted.filter { entry in !allowed.contains { $0.index == entry.index } }
    }
    let first = allowed.first?.index ?? 0
    return (first, allowed.dropFirst().first?.index ?? first)
  }
}

extension RGBA {
  /// The colour as one number, for memos.
  fileprivate var key: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
