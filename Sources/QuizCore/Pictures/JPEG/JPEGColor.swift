/// The colour transforms: YCbCr to RGB with libjpeg's fixed-point rounding, and Adobe's
/// inverted CMYK and YCCK.
enum JPEGColor {
  // libjpeg's constants: FIX(x) = x · 2¹⁶ rounded.
  private static let half: Int32 = 1 << 15
  private static let redFromCr: Int32 = 91881  // FIX(1.40200)
  private static let blueFromCb: Int32 = 116130  // FIX(1.77200)
  private static let greenFromCr: Int32 = 46802  // FIX(0.71414)
  private static let greenFromCb: Int32 = 22554  // FIX(0.34414)

  private static func clamp(_ value: Int32) -> UInt8 { UInt8(min(max(value, 0), 255)) }

  /// One pixel from Y, Cb and Cr.
  static func rgb(y: UInt8, cb: UInt8, cr: UInt8) -> (UInt8, UInt8, UInt8) {
    let luma = Int32(y)
    let blue = Int32(cb) - 128
    let red = Int32(cr) - 128
    return (
      clamp(luma + (redFromCr * red + half) >> 16),
      clamp(luma + (half - greenFromCb * blue - greenFromCr * red) >> 16),
      clamp(luma + (blueFromCb * blue + half) >> 16)
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
