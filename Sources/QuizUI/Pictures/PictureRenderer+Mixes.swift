import PictureScore
import QuizCore
import TerminalKit

/// The choice, per picture and per colour, between flat colours and 2×2 mixes in 16 and 256
/// colours.
extension PictureRenderer {
  /// The most colours whose drawing, flat or mixed, is chosen one by one.
  static let mixChoiceLimit = 12
  /// The most cells of a box whose colours are chosen one by one (twice 80×24's picture);
  /// in a larger box only all flat or all mixed, and flat beyond ``mixCellLimit``: each
  /// measure reads every screen pixel of the box back.
  static let colourChoiceCellLimit = 576
  /// The most cells of a box where mixes are weighed at all.
  static let mixCellLimit = 2048

  /// The cells that draw the picture best, by ``PictureScore`` (SSIM read back to pixels):
  /// `flat` (each pixel one palette colour), or the same cells with some colours' pixels
  /// each the colour's 2×2 mix at its place (``mixedColor(_:x:y:depth:backdrop:)``). The better of all
  /// flat and all mixed first; then, for each of the picture's most frequent
  /// ``mixChoiceLimit`` colours that a mix draws differently, the other way when that scores
  /// higher. So a mix is drawn only where it brings the picture closer as the eye sees it,
  /// flat colours on a tie, and the picture never scores below either whole drawing.
  ///
  /// `pixels` are the picture at `size`, placed at `left`, `top` (cells) in `flat`. Only in
  /// 16 or 256 colours (not the console) on a backdrop of known colour, colour by colour in
  /// a box of up to ``colourChoiceCellLimit`` cells, all or nothing up to ``mixCellLimit``.
  /// Not remembered here: a frame drawn at each key asks ``PictureMemo`` for the same
  /// picture, which renders it once.
  static func closer(
    _ flat: [[Cell]], pixels: [RGBA?], size: (width: Int, height: Int), left: Int, top: Int,
    depth: ColorDepth, background: TerminalColor, separating: Bool = true
  ) -> [[Cell]] {
    guard depth == .palette16 || depth == .palette256,
      let backdrop = PictureBackdrop.rgb(of: background, depth: depth),
      let columns = flat.first?.count, columns > 0, columns * flat.count <= mixCellLimit
    else { return flat }
    return choosingMixes(
      flat, pixels: pixels, size: size, left: left, top: top, depth: depth,
      background: background, ground: SIMD3(backdrop.0, backdrop.1, backdrop.2),
      separating: separating && depth == .palette16)
  }

  /// The colour a pixel at (`x`, `y`) of the picture takes in its 2×2 mix: its place in the
  /// pattern of ``Palette/mix(_:_:_:in:)``; its one colour
  /// (``color(_:depth:backdrop:)``) when the mix has the `backdrop`'s colour, which no
  /// pixel is drawn in (a grey mixed with the backdrop's grey melts into it), or in 16
  /// colours a colour not of the pixel's hue family (``HueFamilies``: an avocado's green
  /// flesh mixed of dark yellow and white is a yellow face).
  static func mixedColor(_ pixel: RGBA, x: Int, y: Int, depth: ColorDepth, backdrop: TerminalColor)
    -> TerminalColor
  {
    let mix = Palette.mix(pixel.r, pixel.g, pixel.b, in: depth.colorSet)
    let avoided = PictureBackdrop.index(of: backdrop)
    let used = mix.quarters == 0 ? [mix.first] : [mix.first, mix.second]
    guard !used.contains(where: { $0 == avoided }),
      !depth.isSixteen
        || used.allSatisfy({ HueFamilies.allows($0, for: pixel, in: depth.colorSet) })
    else {
      return color(pixel, depth: depth, backdrop: backdrop)
    }
    let index = mix.index(x: x, y: y)
    return depth.isSixteen ? .basic(index) : .palette(index)
  }

  /// ``closer(_:pixels:size:left:top:depth:background:separating:)`` once the box is known
  /// to be weighed; with `separating`, the colours then drawn flat are kept apart where
  /// neighbouring regions meet (``separated(_:pixels:entries:depth:avoiding:scores:)``).
  private static func choosingMixes(
    _ flat: [[Cell]], pixels: [RGBA?], size: (width: Int, height: Int), left: Int, top: Int,
    depth: ColorDepth, background: TerminalColor, ground: SIMD3<UInt8>, separating: Bool
  ) -> [[Cell]] {
    let columns = flat.first?.count ?? 0
    guard var drawn = blocks(flat, depth: depth, ground: ground) else { return flat }
    let placement = Placement(
      pixels: pixels, width: size.width, left: left, top: top, columns: columns)
    var reference = [SIMD3<UInt8>](repeating: ground, count: drawn.count)
    // Each colour's pixels, by where they are in `pixels`, and each pixel's mixed colour.
    var places: [RGBA: [Int]] = [:]
    var mixed = [TerminalColor](repeating: background, count: pixels.count)
    for (offset, pixel) in pixels.enumerated() {
      guard let pixel else { continue }
      let (x, y) = (offset % size.width, offset / size.width)
      reference[placement.block(offset)] = SIMD3(pixel.r, pixel.g, pixel.b)
      mixed[offset] = mixedColor(pixel, x: x, y: y, depth: depth, backdrop: background)
      places[pixel, default: []].append(offset)
    }
    var made: PictureScore?
    func score() -> PictureScore {
      let score = made ?? PictureScore(reference, columns: columns, rows: flat.count * 2)
      made = score
      return score
    }
    let flatBlocks = drawn
    func rgb(_ color: TerminalColor) -> SIMD3<UInt8> {
      PictureBackdrop.rgb(of: color, depth: depth).map { SIMD3($0.0, $0.1, $0.2) } ?? ground
    }
    let mixedBlocks = mixed.map(rgb)
    // The colours a mix draws differently, the most frequent first.
    let colours = places.filter { _, offsets in
      offsets.contains { flatBlocks[placement.block($0)] != mixedBlocks[$0] }
    }
    .sorted { ($0.value.count, order($1.key)) > ($1.value.count, order($0.key)) }
    var mixes = Set<RGBA>()
    if !colours.isEmpty {
      (mixes, drawn) = choose(
        colours, flat: flatBlocks, mixed: mixedBlocks, placement: placement, score: score(),
        oneByOne: columns * flat.count <= colourChoiceCellLimit ? mixChoiceLimit : 0)
    }
    // The flat colours kept apart, where they were chosen anew.
    var kept: [RGBA: UInt8] = [:]
    if separating {
      var entries: [RGBA: UInt8] = [:]
      for pixel in places.keys where !mixes.contains(pixel) {
        if case .basic(let index) = color(pixel, depth: depth, backdrop: background) {
          entries[pixel] = index
        }
      }
      kept = separated(
        drawn, pixels: placement, entries: entries, depth: depth,
        avoiding: PictureBackdrop.index(of: background),
        scores: {
          [score(), PictureScore(smoothing: reference, columns: columns, rows: flat.count * 2)]
        })
    }
    guard !mixes.isEmpty || !kept.isEmpty else { return flat }
    var grid = flat
    for row in 0..<(size.height + 1) / 2 {
      for x in 0..<size.width {
        let (upper, lower) = (row * 2 * size.width + x, (row * 2 + 1) * size.width + x)
        let changed = [upper, lower].map { offset in
          offset < pixels.count
            && pixels[offset].map { mixes.contains($0) || kept[$0] != nil } == true
        }
        guard changed.contains(true) else { continue }
        func color(_ offset: Int) -> TerminalColor {
          guard offset < pixels.count, let pixel = pixels[offset] else { return background }
          if mixes.contains(pixel) { return mixed[offset] }
          if let index = kept[pixel] { return .basic(index) }
          return PictureRenderer.color(pixel, depth: depth, backdrop: background)
        }
        grid[top + row][left + x] = Cell(
          "▀", style: CellStyle(foreground: color(upper), background: color(lower)))
      }
    }
    return grid
  }

  /// The colours, of `colours` (each with its pixels' offsets), drawn with their mixes: the
  /// better of all flat (`flat`) and all mixed (`mixed`, by pixel offset) first, then each of
  /// the first `oneByOne` colours the other way when that scores higher; and the drawing.
  private static func choose(
    _ colours: [(key: RGBA, value: [Int])], flat: [SIMD3<UInt8>], mixed: [SIMD3<UInt8>],
    placement: Placement, score: PictureScore, oneByOne: Int
  ) -> (mixes: Set<RGBA>, drawn: [SIMD3<UInt8>]) {
    var drawn = flat
    var mixes = Set<RGBA>()
    var best = score.ssim(drawn)
    for (_, offsets) in colours {
      for offset in offsets { drawn[placement.block(offset)] = mixed[offset] }
    }
    let allMixed = score.ssim(drawn)
    if allMixed > best {
      best = allMixed
      mixes = Set(colours.map(\.key))
    } else {
      drawn = flat
    }
    for (colour, offsets) in colours.prefix(oneByOne) {
      let mixing = !mixes.contains(colour)
      var trial = drawn
      for offset in offsets {
        let block = placement.block(offset)
        trial[block] = mixing ? mixed[offset] : flat[block]
      }
      let trialScore = score.ssim(trial)
      guard trialScore > best else { continue }
      (best, drawn) = (trialScore, trial)
      if mixing { mixes.insert(colour) } else { mixes.remove(colour) }
    }
    return (mixes, drawn)
  }

  /// A colour as one number, for a fixed order.
  private static func order(_ pixel: RGBA) -> UInt32 {
    UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
  }

  /// The colours `grid`'s cells show, a half cell each, row by row: of spaces and half
  /// blocks only (else `nil`), a half of the terminal's own colour taken as `ground`.
  static func blocks(_ grid: [[Cell]], depth: ColorDepth, ground: SIMD3<UInt8>)
    -> [SIMD3<UInt8>]?
  {
    let columns = grid.first?.count ?? 0
    var blocks = [SIMD3<UInt8>](repeating: ground, count: columns * grid.count * 2)
    for (y, row) in grid.enumerated() {
      for (x, cell) in row.enumerated() {
        var (ink, paper) = (cell.style.foreground, cell.style.background)
        if cell.style.reverse { (ink, paper) = (paper, ink) }
        func rgb(_ color: TerminalColor) -> SIMD3<UInt8> {
          PictureBackdrop.rgb(of: color, depth: depth).map { SIMD3($0.0, $0.1, $0.2) } ?? ground
        }
        let (back, front) = (rgb(paper), rgb(ink))
        let halves: (SIMD3<UInt8>, SIMD3<UInt8>)
        switch cell.text {
        case " ": halves = (back, back)
        case "▀": halves = (front, back)
        case "▄": halves = (back, front)
        case "█": halves = (front, front)
        default: return nil
        }
        blocks[y * 2 * columns + x] = halves.0
        blocks[(y * 2 + 1) * columns + x] = halves.1
      }
    }
    return blocks
  }
}
