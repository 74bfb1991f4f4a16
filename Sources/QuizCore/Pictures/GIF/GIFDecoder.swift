/// Decodes the first picture of a GIF file (GIF87a or GIF89a): its global or local colour
/// table, LZW-compressed indices, interlaced or not, and the transparent colour of the
/// graphic control extension that comes before it. Later frames of an animation are never
/// read.
///
/// The picture is the logical screen, transparent where the first frame does not cover it
/// (a frame reaching past the screen is cut at its edge), as a browser shows an animation's
/// first frame. Never traps: malformed or truncated input (a file, or an image's data, that
/// ends before the last pixel) throws a ``GIFError``, and the size is checked against the
/// limits before anything is allocated.
public enum GIFDecoder {
  /// How many pixels the images of the first frame may declare together, in multiples of
  /// the picture's own: a frame drawn from many small images (a GIF of more than 256
  /// colours) is read whole, an endless run of images is not.
  static let layerBudget = 8

  /// Decodes a GIF file's bytes, refusing a picture beyond `limits`.
  public static func decode(
    _ bytes: [UInt8], limits: PictureLimits = .picture
  ) throws(GIFError) -> Picture {
    var reader = GIFReader(bytes: bytes)
    guard bytes.count >= 6, bytes[0..<3].elementsEqual("GIF".utf8),
      bytes[3..<6].elementsEqual("87a".utf8) || bytes[3..<6].elementsEqual("89a".utf8)
    else { throw .signature }
    reader.position = 6
    let width = try reader.word()
    let height = try reader.word()
    let flags = try reader.byte()
    _ = try reader.take(2)  // Background colour and aspect ratio: a browser ignores both.
    guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
    guard limits.allows(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }
    var global: [RGBA]? = nil
    if flags & 0x80 != 0 { global = try reader.palette(size: flags & 7) }
    var canvas = GIFCanvas(width: width, height: height, limits: limits)
    var control = GIFControl()
    var budget = layerBudget * width * height
    var animated = false
    // The first frame is every image up to the first one shown for a while (a delay):
    // images without one are drawn together, as GIF89a means them. A looping animation
    // (its NETSCAPE2.0 extension) with no delay at all shows its images one by one, as
    // browsers do, so its first frame is its first image.
    var firstImage: Picture? = nil
    while !reader.isAtEnd || canvas.images == 0 {
      let introducer: UInt8
      do {
        introducer = try reader.byte()
      } catch {
        // A file cut after its first picture still shows it.
        guard canvas.images == 0 else { break }
        throw error
      }
      switch introducer {
      case 0x21:
        let label = try reader.byte()
        if label == 0xF9 {
          control = GIFControl(Array(try reader.subBlock()))
        } else if label == 0xFF {
          let application = try reader.subBlock()
          animated =
            animated || application.elementsEqual("NETSCAPE2.0".utf8)
            || application.elementsEqual("ANIMEXTS1.0".utf8)
        }
        try reader.skipSubBlocks()
      case 0x2C:
        try canvas.draw(&reader, global: global, control: control, budget: &budget)
        if control.delay > 0 { return canvas.picture }
        if canvas.images == 1 && animated { firstImage = canvas.picture }
        // The image past the budget was not read: the frame ends with the images before it.
        if budget < 0 { return firstImage ?? canvas.picture }
        control = GIFControl()
      default:
        // The trailer (0x3B), or a block no GIF has: nothing more can be read. A file with
        // no image at all is an empty, transparent screen.
        return firstImage ?? canvas.picture
      }
    }
    return firstImage ?? canvas.picture
  }

  /// The picture row each stored row of a frame `height` rows high goes to: in order, or
  /// in the four passes of GIF interlacing (every 8th row from 0, every 8th from 4, every
  /// 4th from 2, every 2nd from 1).
  static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
    guard interlaced else { return Array(0..<height) }
    let passes = [(0, 8), (4, 8), (2, 4), (1, 2)]
    return passes.flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
  }
}

/// Reads a GIF file's bytes in order; every read past the end throws.
struct GIFReader {
  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() throws(GIFError) -> UInt8 {
    guard position < bytes.count else { throw .truncated }
    defer { position += 1 }
    return bytes[position]
  }

  /// A little-endian 16-bit number.
  mutating func word() throws(GIFError) -> Int {
    let low = Int(try byte())
    return low | Int(try byte()) << 8
  }

  mutating func take(_ count: Int) throws(GIFError) -> ArraySlice<UInt8> {
    guard count <= bytes.count - position else { throw .truncated }
    defer { position += count }
    return bytes[position..<(position + count)]
  }

  /// A colour table of 2^(size + 1) entries.
  mutating func palette(size: UInt8) throws(GIFError) -> [RGBA] {
    let table = try take(3 << (Int(size) + 1))
    return stride(from: table.startIndex, to: table.endIndex, by: 3).map {
      RGBA(r: table[$0], g: table[$0 + 1], b: table[$0 + 2])
    }
  }

  /// One data sub-block (its length byte, then that many bytes); empty for the terminator.
  mutating func subBlock() throws(GIFError) -> ArraySlice<UInt8> {
    try take(Int(try byte()))
  }

  /// Skips sub-blocks up to and including the terminator.
  mutating func skipSubBlocks() throws(GIFError) {
    while try !subBlock().isEmpty {}
  }
}
