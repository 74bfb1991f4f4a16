extension Picture {
  /// The picture area-averaged so that its longer side is at most `maxSide` (at least 1),
  /// keeping its shape; itself when it already fits. Colours are averaged weighted by their
  /// opacity, so transparent pixels lend no colour to their neighbours.
  public func fitting(maxSide: Int) -> Picture {
    let side = max(1, maxSide)
    guard max(width, height) > side else { return self }
    let (outWidth, outHeight) =
      width >= height
      ? (side, max(1, (height * side + width / 2) / width))
      : (max(1, (width * side + height / 2) / height), side)
    var out = [RGBA](repeating: .transparent, count: outWidth * outHeight)
    for oy in 0..<outHeight {
      let (y0, y1) = (oy * height / outHeight, (oy + 1) * height / outHeight)
      for ox in 0..<outWidth {
        let (x0, x1) = (ox * width / outWidth, (ox + 1) * width / outWidth)
        var (r, g, b, a) = (0, 0, 0, 0)
        for y in y0..<y1 {
          for x in x0..<x1 {
            let p = pixels[y * width + x]
            let alpha = Int(p.a)
            r += Int(p.r) * alpha
            g += Int(p.g) * alpha
            b += Int(p.b) * alpha
            a += alpha
          }
        }
        let count = (y1 - y0) * (x1 - x0)
        guard a > 0 else { continue }
        out[oy * outWidth + ox] = RGBA(
          r: UInt8((r + a / 2) / a), g: UInt8((g + a / 2) / a), b: UInt8((b + a / 2) / a),
          a: UInt8((a + count / 2) / count))
      }
    }
    return Picture(checkedWidth: outWidth, height: outHeight, pixels: out)
  }
}
