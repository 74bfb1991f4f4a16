import QuizCore
import Synchronization
import TerminalKit

/// The colour a question's picture is drawn on: of a few greys that suit the terminal's
/// background, the one its outline and details stand apart from best.
///
/// A picture's edge is each opaque pixel beside a transparent one or the picture's border:
/// its outline and its small details (a star, an eye), which meet the backdrop. Each edge
/// pixel counts its difference from the backdrop (OKLab ΔE, as drawn at the colour depth),
/// up to ``clearDifference``, beyond which a difference is plain to see and counts no more;
/// less what the picture's pixels lose by not being drawn in the backdrop's own colour (each
/// pixel whose nearest palette colour is the backdrop takes the next nearest: the extra
/// difference, over a sample of at most ``sampleLimit`` pixels scaled to the whole); the
/// backdrop with the largest sum wins, the first of ``candidates(depth:background:)`` on a
/// tie. So black ears take a lighter grey and pale stars a darker one, a cup of pale greys
/// is not drawn on its own grey, and a picture with both keeps the usual grey.
public enum PictureBackdrop {
  /// How many pixels at most are looked at for what the backdrop's colour costs them.
  static let sampleLimit = 4096

  /// The last choices made: a frame is drawn at each key, with the same picture.
  private static let memo = Mutex(
    [(picture: Picture, depth: ColorDepth, background: Theme.Background, color: TerminalColor)]())
  /// A difference (OKLab ΔE) at which an edge pixel stands clearly apart from the backdrop.
  static let clearDifference = 0.2

  /// The backdrops a picture may take at a colour depth on a dark or light terminal, the
  /// usual one first. Every depth with colour draws one (on a dark 16-colour terminal too,
  /// where a black outline would vanish into the screen).
  public static func candidates(depth: ColorDepth, background: Theme.Background)
    -> [TerminalColor]
  {
    switch (depth, background) {
    case (.none, _): return [.standard]
    // The console has only the dark eight backgrounds, and is dark.
    case (.linuxConsole, _): return [.basic(0), .basic(7)]
    case (.palette16, .dark): return [.basic(8), .basic(0)]
    case (.palette16, .light): return [.basic(7), .basic(15)]
    case (_, .dark): return [.palette(236), .palette(239), .palette(242)]
    case (_, .light): return [.palette(254), .palette(251), .palette(248)]
    }
  }

  /// The backdrop `picture` is drawn on (see ``PictureBackdrop``).
  public static func choose(
    for picture: Picture, depth: ColorDepth, background: Theme.Background
  ) -> TerminalColor {
    let choices = candidates(depth: depth, background: background)
    guard choices.count > 1 else { return choices.first ?? .standard }
    if let known = memo.withLock({ memo in
      memo.first { $0.depth == depth && $0.background == background && $0.picture == picture }
    }) {
      return known.color
    }
    let edge = edgeColors(of: picture)
    let sample = sampledColors(of: picture)
    var best = (score: -Double.infinity, color: choices[0])
    for choice in choices {
      guard let backdrop = rgb(of: choice, depth: depth) else { continue }
      let avoided = index(of: choice)
      let score =
        contrast(edge, against: backdrop, index: avoided, depth: depth)
        - avoidanceCost(sample.colors, index: avoided, depth: depth) * sample.scale
      if score > best.score { best = (score, choice) }
    }
    memo.withLock { memo in
      memo.insert((picture, depth, background, best.color), at: 0)
      if memo.count > 4 { memo.removeLast() }
    }
    return best.color
  }

  /// What drawing no pixel in palette colour `index` costs: for each pixel whose nearest
  /// colour that is, how much farther the next nearest is (OKLab ΔE).
  static func avoidanceCost(_ colors: [RGBA: Int], index: UInt8?, depth: ColorDepth) -> Double {
    guard let index, depth != .trueColor else { return 0 }
    let set = depth.colorSet
    var cost = 0.0
    for (pixel, count) in colors where closest(pixel, depth: depth) == index {
      let source = OKLab(pixel.r, pixel.g, pixel.b)
      let next = closest(pixel, depth: depth, avoiding: index)
      guard let near = set.rgb(of: index), let far = set.rgb(of: next) else { continue }
      cost +=
        Double(count)
        * (source.distance(to: OKLab(far.0, far.1, far.2))
          - source.distance(to: OKLab(near.0, near.1, near.2)))
    }
    return cost
  }

  /// The opaque pixels of `picture`, at most ``sampleLimit`` of them evenly spread, by
  /// colour, and how many pixels each stands for.
  static func sampledColors(of picture: Picture) -> (colors: [RGBA: Int], scale: Double) {
    let stride = max(1, picture.pixels.count / sampleLimit)
    var colors: [RGBA: Int] = [:]
    for offset in Swift.stride(from: 0, to: picture.pixels.count, by: stride) {
      var pixel = picture.pixels[offset]
      guard pixel.a >= 128 else { continue }
      pixel.a = 255
      colors[pixel, default: 0] += 1
    }
    return (colors, Double(stride))
  }

  /// How far the edge pixels stand from `backdrop` (palette colour `index`, which no pixel
  /// is drawn with): the sum of their differences, each at most ``clearDifference``.
  static func contrast(
    _ edge: [RGBA: Int], against backdrop: (UInt8, UInt8, UInt8), index: UInt8?,
    depth: ColorDepth
  ) -> Double {
    let ground = OKLab(backdrop.0, backdrop.1, backdrop.2)
    var sum = 0.0
    for (pixel, count) in edge {
      let shown = drawn(pixel, depth: depth, avoiding: index)
      let difference = OKLab(shown.0, shown.1, shown.2).distance(to: ground)
      sum += Double(count) * min(difference, clearDifference)
    }
    return sum
  }

  /// The edge pixels of `picture` (opaque, beside a transparent pixel or the border), each
  /// opaque, with how many there are of each colour.
  static func edgeColors(of picture: Picture) -> [RGBA: Int] {
    var colors: [RGBA: Int] = [:]
    func clear(_ x: Int, _ y: Int) -> Bool {
      guard x >= 0, y >= 0, x < picture.width, y < picture.height else { return true }
      return picture.pixels[y * picture.width + x].a < 128
    }
    for y in 0..<picture.height {
      for x in 0..<picture.width where !clear(x, y) {
        guard clear(x - 1, y) || clear(x + 1, y) || clear(x, y - 1) || clear(x, y + 1) else {
          continue
        }
        var pixel = picture.pixels[y * picture.width + x]
        pixel.a = 255
        colors[pixel, default: 0] += 1
      }
    }
    return colors
  }

  /// The colour a pixel shows at `depth` on a backdrop of palette colour `avoiding`: the
  /// palette colour it is drawn with.
  static func drawn(_ pixel: RGBA, depth: ColorDepth, avoiding: UInt8?) -> (UInt8, UInt8, UInt8) {
    guard depth != .trueColor else { return (pixel.r, pixel.g, pixel.b) }
    let index = closest(pixel, depth: depth, avoiding: avoiding)
    return depth.colorSet.rgb(of: index) ?? (pixel.r, pixel.g, pixel.b)
  }

  /// The palette index a pixel is drawn with at `depth` (not 24-bit), as
  /// ``PictureRenderer`` chooses it.
  static func closest(_ pixel: RGBA, depth: ColorDepth, avoiding: UInt8? = nil) -> UInt8 {
    depth.isSixteen
      ? HueFamilies.closest(pixel, in: depth.colorSet, avoiding: avoiding)
      : Palette.closest(pixel.r, pixel.g, pixel.b, in: depth.colorSet, avoiding: avoiding)
  }

  /// The palette index of a backdrop colour, if it is one.
  static func index(of color: TerminalColor) -> UInt8? {
    switch color {
    case .basic(let index), .palette(let index): return index
    default: return nil
    }
  }

  /// The usual value of a backdrop colour at `depth`.
  static func rgb(of color: TerminalColor, depth: ColorDepth) -> (UInt8, UInt8, UInt8)? {
    switch color {
    case .palette(let index): return ColorSet.xterm256.rgb(of: index)
    case .basic(let index):
      return (depth == .linuxConsole ? ColorSet.linuxConsole : ColorSet.xterm16).rgb(of: index)
    case .rgb(let r, let g, let b): return (r, g, b)
    default: return nil
    }
  }
}
