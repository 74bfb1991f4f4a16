import QuizCore
import TerminalKit

/// The colour a question's picture is drawn on: of a few greys that suit the terminal's
/// background, the one its outline and details stand apart from best.
///
/// A picture's edge is each opaque pixel beside a transparent one or the picture's border:
/// its outline and its small details (a star, an eye), which meet the backdrop. Each edge
/// pixel counts its difference from the backdrop (OKLab ΔE, as drawn at the colour depth),
/// up to ``clearDifference``, beyond which a difference is plain to see and counts no more;
/// the backdrop with the largest sum wins, the first of ``candidates(depth:background:)``
/// on a tie. So black ears take a lighter grey and pale stars a darker one, while a
/// picture with both keeps the usual grey.
public enum PictureBackdrop {
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
    let edge = edgeColors(of: picture)
    var best = (score: -1.0, color: choices[0])
    for choice in choices {
      guard let backdrop = rgb(of: choice, depth: depth) else { continue }
      let score = contrast(edge, against: backdrop, depth: depth)
      if score > best.score { best = (score, choice) }
    }
    return best.color
  }

  /// How far the edge pixels stand from `backdrop`: the sum of their differences, each at
  /// most ``clearDifference``.
  static func contrast(
    _ edge: [RGBA: Int], against backdrop: (UInt8, UInt8, UInt8), depth: ColorDepth
  ) -> Double {
    let ground = OKLab(backdrop.0, backdrop.1, backdrop.2)
    var sum = 0.0
    for (pixel, count) in edge {
      let shown = drawn(pixel, depth: depth)
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

  /// The colour a pixel shows at `depth`: the palette colour it is drawn with.
  static func drawn(_ pixel: RGBA, depth: ColorDepth) -> (UInt8, UInt8, UInt8) {
    guard depth != .trueColor else { return (pixel.r, pixel.g, pixel.b) }
    let set = depth.colorSet
    let index = Palette.closest(pixel.r, pixel.g, pixel.b, in: set)
    return set.rgb(of: index) ?? (pixel.r, pixel.g, pixel.b)
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
