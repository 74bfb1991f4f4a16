/// The select-graphic-rendition sequences: a style from a reset, or the shortest change from
/// the style the terminal is in, in the colour depth of the output.
extension ANSIEncoder {
  /// The select-graphic-rendition sequence for a style, starting from a reset.
  public static func sgr(_ style: CellStyle, depth: ColorDepth) -> String {
    var output: [UInt8] = []
    sgr(style, depth: depth, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the select-graphic-rendition sequence for a style, starting from a reset.
  static func sgr(_ style: CellStyle, depth: ColorDepth, into output: inout [UInt8]) {
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    output.append(UInt8(ascii: "0"))
    func code(_ value: Int) {
      output.append(UInt8(ascii: ";"))
      appendDecimal(value, to: &output)
    }
    if style.bold { code(1) }
    if style.dim { code(2) }
    if style.underline { code(4) }
    if style.reverse { code(7) }
    if depth != .none {
      color(style.foreground, background: false, depth: depth, code)
      color(style.background, background: true, depth: depth, code)
    }
    output.append(UInt8(ascii: "m"))
  }

  /// Appends the shortest select-graphic-rendition sequence that takes the terminal from
  /// `current` to `style`: a reset followed by the style's parameters (no reset from the
  /// default look), or only what changes (22, 24, 27, 39, 49 turn attributes and colours
  /// off).
  static func sgr(
    from current: CellStyle, to style: CellStyle, depth: ColorDepth, into output: inout [UInt8]
  ) {
    var reset: [Int] = current == .plain ? [] : [0]
    if style.bold { reset.append(1) }
    if style.dim { reset.append(2) }
    if style.underline { reset.append(4) }
    if style.reverse { reset.append(7) }
    if depth != .none {
      color(style.foreground, background: false, depth: depth) { reset.append($0) }
      color(style.background, background: true, depth: depth) { reset.append($0) }
    }
    if reset == [0] { reset = [] }  // `ESC [ m` is a reset
    var change: [Int] = []
    let intensityOff = (current.bold && !style.bold) || (current.dim && !style.dim)
    if intensityOff { change.append(22) }
    if style.bold && (!current.bold || intensityOff) { change.append(1) }
    if style.dim && (!current.dim || intensityOff) { change.append(2) }
    if current.underline != style.underline { change.append(style.underline ? 4 : 24) }
    if current.reverse != style.reverse { change.append(style.reverse ? 7 : 27) }
    if depth != .none {
      if current.foreground != style.foreground {
        if style.foreground == .standard { change.append(39) }
        color(style.foreground, background: false, depth: depth) { change.append($0) }
      }
      if current.background != style.background {
        if style.background == .standard { change.append(49) }
        color(style.background, background: true, depth: depth) { change.append($0) }
      }
    }
    // Only colours this terminal is not sent changed: it looks the same.
    if change.isEmpty { return }
    func length(_ codes: [Int]) -> Int {
      codes.reduce(max(0, codes.count - 1)) { $0 + ($1 < 10 ? 1 : $1 < 100 ? 2 : 3) }
    }
    let codes = length(change) < length(reset) ? change : reset
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    for (index, value) in codes.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ";")) }
      appendDecimal(value, to: &output)
    }
    output.append(UInt8(ascii: "m"))
  }

  /// Passes the SGR parameters of a colour to `code`, in order.
  private static func color(
    _ color: TerminalColor, background: Bool, depth: ColorDepth, _ code: (Int) -> Void
  ) {
    func basic(_ n: UInt8) {
      // NB: the Linux console reads 100–107 as the dark backgrounds 40–47 anyway.
      let bright = n >= 8 && !(background && depth == .linuxConsole)
      code((bright ? (background ? 100 : 90) : (background ? 40 : 30)) + Int(n % 8))
    }
    switch color {
    case .standard: return
    case .basic(let n):
      basic(n)
    case .palette(let n) where depth.isSixteen:
      let rgb = ColorSet.xterm256.rgb(of: n) ?? ColorSet.xterm16.rgb(of: n) ?? (0, 0, 0)
      basic(Palette.single(rgb.0, rgb.1, rgb.2, in: depth.colorSet))
    case .palette(let n):
      code(background ? 48 : 38)
      code(5)
      code(Int(n))
    case .rgb(let r, let g, let b) where depth.isSixteen:
      basic(Palette.single(r, g, b, in: depth.colorSet))
    case .rgb(let r, let g, let b):
      code(background ? 48 : 38)
      if depth == .trueColor {
        code(2)
        code(Int(r))
        code(Int(g))
        code(Int(b))
      } else {
        code(5)
        code(Int(Palette.nearest(r, g, b)))
      }
    }
  }
}
