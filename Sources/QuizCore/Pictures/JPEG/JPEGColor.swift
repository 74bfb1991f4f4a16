/// The colour transforms: YCbCr to RGB with libjpeg's fixed-point rounding, and Adobe's
/// inverted CMYK and YCCK.
enum JPEGColor {
  private static func fixed(_ x: Double) -> Int32 { Int32(x * 65536 + 0.5) }
  private static let half: Int32 = 1 << 15
  private static let crR: [Int32] = (0..<256).map { (fixed(1.402) * Int32($0 - 128) + half) >> 16 }
  private static let cbB: [Int32] = (0..<256).map { (fixed(1.772) * Int32($0 - 128) + half) >> 16 }
  private static let crG: [Int32] = (0..<256).map { -fixed(0.71414) * Int32($0 - 128) }
  private static let cbG: [Int32] = (0..<256).map { -fixed(0.34414) * Int32($0 - 128) + half }

  private static func clamp(_ value: Int32) -> UInt8 { UInt8(min(max(value, 0), 255)) }

  /// One pixel from Y, Cb and Cr.
  static func rgb(y: UInt8, cb: UInt8, cr: UInt8) -> (UInt8, UInt8, UInt8) {
    let luma = Int32(y)
    return (
      clamp(luma + crR[Int(cr)]), clamp(luma + ((cbG[Int(cb)] + crG[Int(cr)]) >> 16)),
      clamp(luma + cbB[Int(cb)])
    )
  }

  /// How the components of a picture are to be read.
  enum Model {
    case grey
    case ycc
    case rgb
    case cmyk
    case ycck
  }

  /// The model for `count` components, an Adobe APP14 transform flag (`nil` when there is
  /// none) and the components' identifiers.
  static func model(count: Int, adobeTransform: Int?, ids: [UInt8]) -> Model {
    switch count {
    case 1: return .grey
    case 3:
      if let transform = adobeTransform { return transform == 0 ? .rgb : .ycc }
      return ids == [0x52, 0x47, 0x42] ? .rgb : .ycc
    default:
      return adobeTransform == 2 ? .ycck : .cmyk
    }
  }

  /// The picture from full-size planes, one per component.
  static func pixels(_ planes: [[UInt8]], model: Model, count: Int) -> [RGBA] {
    var out = [RGBA](repeating: RGBA(r: 0, g: 0, b: 0), count: count)
    for i in 0..<count {
      switch model {
      case .grey:
        let value = planes[0][i]
        out[i] = RGBA(r: value, g: value, b: value)
      case .rgb:
        out[i] = RGBA(r: planes[0][i], g: planes[1][i], b: planes[2][i])
      case .ycc:
        let (r, g, b) = rgb(y: planes[0][i], cb: planes[1][i], cr: planes[2][i])
        out[i] = RGBA(r: r, g: g, b: b)
      case .cmyk, .ycck:
        // Adobe writes CMYK inverted: each stored value is 255 − ink.
        var (c, m, y) = (planes[0][i], planes[1][i], planes[2][i])
        if model == .ycck {
          let (r, g, b) = rgb(y: c, cb: m, cr: y)
          (c, m, y) = (255 - r, 255 - g, 255 - b)
        }
        let k = UInt16(planes[3][i])
        func ink(_ value: UInt8) -> UInt8 { UInt8((UInt16(value) * k + 127) / 255) }
        out[i] = RGBA(r: ink(c), g: ink(m), b: ink(y))
      }
    }
    return out
  }
}
