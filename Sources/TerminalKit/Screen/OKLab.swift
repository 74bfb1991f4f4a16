import Foundation

/// A colour in Björn Ottosson's OKLab space: lightness `l` (0 black … 1 white) and the
/// opponent axes `a` (green–red) and `b` (blue–yellow). Distances in it follow how different
/// two colours look, and its polar form (chroma, hue) says how colourful and which colour.
package struct OKLab: Equatable, Sendable {
  /// Lightness, 0…1.
  package var l: Double
  /// Green (negative) to red (positive).
  package var a: Double
  /// Blue (negative) to yellow (positive).
  package var b: Double

  /// The colour of linear-light red, green and blue (0…1 each).
  package init(linearRed red: Double, green: Double, blue: Double) {
    let long = cbrt(0.412_221_470_8 * red + 0.536_332_536_3 * green + 0.051_445_992_9 * blue)
    let medium = cbrt(0.211_903_498_2 * red + 0.680_699_545_1 * green + 0.107_396_956_6 * blue)
    let short = cbrt(0.088_302_461_9 * red + 0.281_718_837_6 * green + 0.629_978_700_5 * blue)
    l = 0.210_454_255_3 * long + 0.793_617_785_0 * medium - 0.004_072_046_8 * short
    a = 1.977_998_495_1 * long - 2.428_592_205_0 * medium + 0.450_593_709_9 * short
    b = 0.025_904_037_1 * long + 0.782_771_766_2 * medium - 0.808_675_766_0 * short
  }

  /// The colour of an 8-bit sRGB triple.
  package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.init(
      linearRed: Self.linear(red), green: Self.linear(green), blue: Self.linear(blue))
  }

  /// How colourful: the distance from the grey axis (0 for a grey; about 0.26 for sRGB red).
  package var chroma: Double { (a * a + b * b).squareRoot() }

  /// The hue angle in degrees, 0…360 (red about 29°, yellow 110°, green 142°, blue 264°).
  package var hue: Double {
    let degrees = atan2(b, a) * 180 / Double.pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// The Euclidean distance to `other`, the perceptual difference ΔE (OK).
  package func distance(to other: OKLab) -> Double {
    let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// The smaller angle between two hues, 0…180 degrees.
  package static func hueDifference(_ first: Double, _ second: Double) -> Double {
    let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
  }

  /// The linear-light value of an 8-bit sRGB channel (the sRGB transfer function undone).
  package static func linear(_ value: UInt8) -> Double { linearTable[Int(value)] }

  private static let linearTable: [Double] = (0...255).map { value in
    let c = Double(value) / 255
    return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
}
