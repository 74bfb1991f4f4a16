/// The colour transforms: YCbCr to RGB with libjpeg's fixed-point tables, and Adobe's
/// inverted CMYK and YCCK, a row at a time.
struct JPEGColor {
  // libjpeg's constants: FIX(x) = x · 2¹⁶ rounded.
  private static let half: Int32 = 1 << 15
  private static let redFromCr: Int32 = 91881  // FIX(1.40200)
  private static let blueFromCb: Int32 = 116130  // FIX(1.77200)
  private static let greenFromCr: Int32 = 46802  // FIX(0.71414)
  private static let greenFromCb: Int32 = 22554  // FIX(0.34414)

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

  let model: Model
  /// libjpeg's tables, 256 entries each: red from Cr, blue from Cb, and the two green terms
  /// (before the shift by 16).
  private let tables: UnsafeMutablePointer<Int32>

  init(model: Model) {
    self.model = model
    tables = .allocate(capacity: 4 * 256)
    for i in 0..<256 {
      let x = Int32(i) - 128
      tables[i] = (Self.redFromCr * x + Self.half) >> 16
      tables[256 + i] = (Self.blueFromCb * x + Self.half) >> 16
      tables[512 + i] = -Self.greenFromCr * x
      tables[768 + i] = -Self.greenFromCb * x + Self.half
    }
  }

  func release() { tables.deallocate() }

  @inline(__always)
  private static func clamp(_ value: Int32) -> UInt8 {
    UInt8(truncatingIfNeeded: min(max(value, 0), 255))
  }

  @inline(__always)
  private func ycc(_ y: UInt8, _ cb: UInt8, _ cr: UInt8) -> RGBA {
    let luma = Int32(y)
    let (cb, cr) = (Int(cb), Int(cr))
    return RGBA(
      r: Self.clamp(luma &+ tables[cr]),
      g: Self.clamp(luma &+ ((tables[768 + cb] &+ tables[512 + cr]) >> 16)),
      b: Self.clamp(luma &+ tables[256 + cb]))
  }

  /// Converts `count` samples of each row in `rows` (one per component) into `out`.
  func convert(
    _ rows: [UnsafePointer<UInt8>], count: Int, into out: UnsafeMutablePointer<RGBA>
  ) {
    switch model {
    case .grey:
      let g = rows[0]
      for x in 0..<count { out[x] = RGBA(r: g[x], g: g[x], b: g[x]) }
    case .rgb:
      let (r, g, b) = (rows[0], rows[1], rows[2])
      for x in 0..<count { out[x] = RGBA(r: r[x], g: g[x], b: b[x]) }
    case .ycc:
      let (y, cb, cr) = (rows[0], rows[1], rows[2])
      for x in 0..<count { out[x] = ycc(y[x], cb[x], cr[x]) }
    case .cmyk, .ycck:
      let (c0, c1, c2, k0) = (rows[0], rows[1], rows[2], rows[3])
      for x in 0..<count {
        // Adobe writes CMYK inverted: each stored value is 255 − ink.
        var (c, m, y) = (c0[x], c1[x], c2[x])
        if model == .ycck {
          let pixel = ycc(c, m, y)
          (c, m, y) = (255 - pixel.r, 255 - pixel.g, 255 - pixel.b)
        }
        let k = UInt16(k0[x])
        func ink(_ value: UInt8) -> UInt8 { UInt8((UInt16(value) * k + 127) / 255) }
        out[x] = RGBA(r: ink(c), g: ink(m), b: ink(y))
      }
    }
  }
}
