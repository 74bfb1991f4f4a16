/// The colours of a terminal palette that 24-bit colours may become, each with its index and
/// what it looks like (the usual default values: a terminal's own may differ a little).
public struct ColorSet: Sendable {
  /// Which palette.
  public enum Name: Hashable, Sendable {
    /// xterm's 6×6×6 cube and grey ramp (16–255); 0–15 are left out, as each terminal
    /// draws them its own way.
    case xterm256
    /// xterm's 16 basic colours.
    case xterm16
    /// The Linux console's 16 colours (the VGA palette: 3 is brown).
    case linuxConsole
  }

  /// One palette colour.
  struct Entry: Sendable {
    /// The palette index.
    let index: UInt8
    /// 8-bit sRGB.
    let rgb: (UInt8, UInt8, UInt8)
    /// Linear-light channels, 0…1.
    let red: Double
    let green: Double
    let blue: Double
    /// The colour in OKLab.
    let lab: OKLab

    init(_ index: UInt8, _ rgb: (UInt8, UInt8, UInt8)) {
      self.index = index
      self.rgb = rgb
      red = OKLab.linear(rgb.0)
      green = OKLab.linear(rgb.1)
      blue = OKLab.linear(rgb.2)
      lab = OKLab(rgb.0, rgb.1, rgb.2)
    }
  }

  /// Which palette this is.
  public let name: Name
  /// Its colours.
  let entries: [Entry]

  /// The 8-bit sRGB value of a palette index, when the set has it.
  public func rgb(of index: UInt8) -> (UInt8, UInt8, UInt8)? {
    entries.first { $0.index == index }?.rgb
  }

  /// The channel levels of the 6×6×6 colour cube (xterm's values).
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// xterm's cube (16–231) and grey ramp (232–255).
  public static let xterm256: ColorSet = {
    var entries: [Entry] = []
    for index in 16...255 {
      entries.append(Entry(UInt8(index), xtermRGB(UInt8(index))))
    }
    return ColorSet(name: .xterm256, entries: entries)
  }()

  /// xterm's 16 basic colours (its defaults).
  public static let xterm16 = ColorSet(
    name: .xterm16,
    entries: [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].enumerated().map { Entry(UInt8($0.offset), $0.element) })

  /// The Linux console's 16 colours (the kernel's default VGA palette).
  public static let linuxConsole = ColorSet(
    name: .linuxConsole,
    entries: [
      (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170),
      (0, 170, 170), (170, 170, 170), (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85),
      (85, 85, 255), (255, 85, 255), (85, 255, 255), (255, 255, 255),
    ].enumerated().map { Entry(UInt8($0.offset), $0.element) })

  /// The sRGB value xterm gives a 256-colour index of 16 or more (the cube, then the greys).
  static func xtermRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    if index >= 232 {
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return (grey, grey, grey)
    }
    let cube = max(Int(index), 16) - 16
    return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
  }
}
