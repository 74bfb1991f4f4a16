/// The EXIF orientation tag (0x0112) of an APP1 segment, and turning a picture upright.
enum JPEGExif {
  /// The orientation 1–8 an APP1 body (after its length) gives, or `nil`: the TIFF header
  /// and the first IFD are read, every offset checked against the segment's bounds.
  static func orientation(_ body: ArraySlice<UInt8>) -> Int? {
    let b = Array(body)
    guard b.count >= 14, b[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else {
      return nil
    }
    let tiff = Array(b[6...])
    let little: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): little = true
    case (0x4D, 0x4D): little = false
    default: return nil
    }
    func u16(_ at: Int) -> Int? {
      guard at >= 0, at + 2 <= tiff.count else { return nil }
      let (a, b) = (Int(tiff[at]), Int(tiff[at + 1]))
      return little ? b << 8 | a : a << 8 | b
    }
    func u32(_ at: Int) -> Int? {
      guard let first = u16(at), let second = u16(at + 2) else { return nil }
      return little ? second << 16 | first : first << 16 | second
    }
    guard u16(2) == 42, let ifd = u32(4), let entries = u16(ifd) else { return nil }
    for entry in 0..<entries {
      let at = ifd + 2 + entry * 12
      guard let tag = u16(at) else { return nil }
      if tag == 0x0112 {
        guard u16(at + 2) == 3, let value = u16(at + 8), (1...8).contains(value) else {
          return nil
        }
        return value
      }
    }
    return nil
  }

  /// `pixels` (`width` × `height`) turned by EXIF `orientation`, and the new size.
  static func apply(_ orientation: Int, to pixels: [RGBA], width: Int, height: Int)
    -> (pixels: [RGBA], width: Int, height: Int)
  {
    guard orientation > 1 else { return (pixels, width, height) }
    let swaps = orientation >= 5
    let newWidth = swaps ? height : width
    let newHeight = swaps ? width : height
    var out = pixels
    for y in 0..<newHeight {
      for x in 0..<newWidth {
        // The source pixel shown at (x, y).
        let (sx, sy): (Int, Int)
        switch orientation {
        case 2: (sx, sy) = (width - 1 - x, y)
        case 3: (sx, sy) = (width - 1 - x, height - 1 - y)
        case 4: (sx, sy) = (x, height - 1 - y)
        case 5: (sx, sy) = (y, x)
        case 6: (sx, sy) = (y, height - 1 - x)
        case 7: (sx, sy) = (width - 1 - y, height - 1 - x)
        default: (sx, sy) = (width - 1 - y, x)
        }
        out[y * newWidth + x] = pixels[sy * width + sx]
      }
    }
    return (out, newWidth, newHeight)
  }
}
