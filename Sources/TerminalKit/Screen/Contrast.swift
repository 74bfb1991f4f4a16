import Foundation

/// WCAG 2's relative luminance and contrast ratio, for choosing and checking themes.
public enum Contrast {
  /// The relative luminance of an sRGB colour whose channels run from 0 to 1.
  public static func luminance(_ rgb: (Double, Double, Double)) -> Double {
    func linear(_ c: Double) -> Double {
      c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
  }

  /// The relative luminance of an 8-bit sRGB colour.
  public static func luminance(_ rgb: (UInt8, UInt8, UInt8)) -> Double {
    luminance((Double(rgb.0) / 255, Double(rgb.1) / 255, Double(rgb.2) / 255))
  }

  /// The contrast ratio of two colours, from 1 (the same) to 21 (black and white).
  public static func ratio(_ first: (UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8))
    -> Double
  {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
