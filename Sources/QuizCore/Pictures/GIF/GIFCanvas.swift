/// What a graphic control extension says about the image after it.
struct GIFControl {
  /// The palette index drawn transparent, if any.
  var transparent: Int?
  /// How long the image is shown, in hundredths of a second (0: drawn with the next).
  var delay = 0

  init() {}

  /// Reads the extension's block: flags, delay (2 bytes, little-endian), transparent index.
  init(_ block: [UInt8]) {
    guard block.count >= 4 else { return }
    transparent = block[0] & 1 != 0 ? Int(block[3]) : nil
    delay = Int(block[1]) | Int(block[2]) << 8
  }
}

/// The logical screen the first frame's images are drawn on, transparent at first.
struct GIFCanvas {
  let width: Int
  let height: Int
  let limits: PictureLimits
  var pixels: [RGBA]
  /// How many images were drawn.
  var images = 0

  init(width: Int, height: Int, limits: PictureLimits) {
    self.width = width
    self.height = height
    self.limits = limits
    pixels = [RGBA](repeating: .transparent, count: width * height)
  }

  var picture: Picture { Picture(checkedWidth: width, height: height, pixels: pixels) }

  /// Reads an image (after its `2C`) and draws it; a part outside the screen is cut off.
  /// `budget` is the pixels images may still declare; it goes below 0 at the image that
  /// passes it, which is not drawn.
  mutating func draw(
    _ reader: inout GIFReader, global: [RGBA]?, control: GIFControl, budget: inout Int
  ) throws(GIFError) {
    let left = try reader.word()
    let top = try reader.word()
    let frameWidth = try reader.word()
    let frameHeight = try reader.word()
    let flags = try reader.byte()
    // The image's data is read whole, so it may not be larger than a picture may be.
    guard frameWidth * frameHeight == 0 || limits.allows(width: frameWidth, height: frameHeight)
    else { throw .tooLarge(width: frameWidth, height: frameHeight) }
    budget -= frameWidth * frameHeight
    guard budget >= 0 else { return }
    // An image of no pixels has nothing after its descriptor, not even a colour table.
    guard frameWidth > 0, frameHeight > 0 else { return }
    var palette = global
    if flags & 0x80 != 0 { palette = try reader.palette(size: flags & 7) }
    guard var colors = palette else { throw .missingColorTable }
    let known = colors.count
    if let transparent = control.transparent, transparent < known {
      colors[transparent] = .transparent
    }
    colors += [RGBA](repeating: .transparent, count: 256 - known)
    let codeSize = Int(try reader.byte())
    guard (1...11).contains(codeSize) else { throw .badCodeSize(codeSize) }
    var indices = [UInt8](repeating: 0, count: frameWidth * frameHeight)
    let produced = try GIFLZW.decode(&reader, codeSize: codeSize, into: &indices)
    // Data that ends (an end code, the sub-blocks' terminator) before the last pixel is a
    // picture cut short, refused as a file cut there is.
    guard produced == indices.count else {
      throw .truncatedImageData(found: produced, expected: indices.count)
    }
    images += 1
    let rows = GIFDecoder.rowOrder(height: frameHeight, interlaced: flags & 0x40 != 0)
    let columns = max(0, min(frameWidth, width - left))
    for (stored, row) in rows.enumerated() {
      let start = stored * frameWidth
      guard top + row < height else { continue }
      let base = (top + row) * width + left
      for x in 0..<columns {
        let index = Int(indices[start + x])
        // An index past the colour table is an error (the transparent one excepted).
        guard index < known || index == control.transparent else { throw .colorOutOfTable(index) }
        let color = colors[index]
        if color.a != 0 { pixels[base + x] = color }
      }
    }
  }
}
