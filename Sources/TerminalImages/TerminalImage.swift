import QuizCore
import TerminalKit

/// One picture as the bytes of a terminal image in one protocol, scaled to a box of cells:
/// what the session's ``GraphicsMode`` and the terminal's cell size make of a picture the
/// interface placed. The session decides when to send it (and a kitty image's id); this
/// decides its bytes.
public enum TerminalImage {
  /// The most pixels an image has, however large its cells and their pixels: 1024 × 1024's
  /// worth, more than any picture quiz shows holds (a PNG is at most 1024 a side), and a
  /// few tens of milliseconds of scaling and encoding. A larger box gets an image scaled to
  /// fit this: kitty and iTerm2 stretch it over the box's cells, a sixel image is drawn
  /// smaller, centred in them.
  public static let pixelBudget = 1024 * 1024

  /// The bytes of `picture` shown in `columns` × `rows` cells of `cell` pixels, in `mode`
  /// (`id`: the kitty image id), scaled to the cells (within ``pixelBudget``), and the
  /// cells from the box's corner to the image's (a sixel image over budget is centred);
  /// nil when it cannot be made (no cells, or a mode that is not an image protocol). A
  /// sixel image is made opaque over `backdrop`, the colour of the cells under it.
  public static func bytes(
    of picture: Picture, columns: Int, rows: Int, mode: GraphicsMode, cell: PixelSize,
    backdrop: TerminalColor, id: Int
  ) -> (bytes: [UInt8], offset: (rows: Int, columns: Int))? {
    guard columns > 0, rows > 0 else { return nil }
    let size = budgeted(width: columns * cell.width, height: rows * cell.height)
    guard let scaled = ImageScaler.fit(picture, width: size.width, height: size.height),
      let bytes = encoded(
        scaled, mode: mode, columns: columns, rows: rows, backdrop: backdrop, id: id)
    else { return nil }
    guard mode == .sixel else { return (bytes, (0, 0)) }
    // A sixel image is drawn at its own pixels: one smaller than the cells goes in their middle.
    let imageRows = (size.height + cell.height - 1) / cell.height
    let imageColumns = (size.width + cell.width - 1) / cell.width
    return (bytes, ((rows - imageRows) / 2, (columns - imageColumns) / 2))
  }

  /// `width` × `height`, or when that is more than ``pixelBudget`` pixels, the largest
  /// size of about the same shape within it.
  static func budgeted(width: Int, height: Int) -> PixelSize {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard overflow || pixels > pixelBudget else { return PixelSize(width: width, height: height) }
    let scale = (Double(pixelBudget) / (Double(width) * Double(height))).squareRoot()
    var fitted = PixelSize(
      width: max(1, min(pixelBudget, Int(Double(width) * scale))),
      height: max(1, min(pixelBudget, Int(Double(height) * scale))))
    // Rounding never takes it over: a side shrinks until it fits.
    while fitted.width * fitted.height > pixelBudget {
      if fitted.width >= fitted.height { fitted.width -= 1 } else { fitted.height -= 1 }
    }
    return fitted
  }

  /// `scaled` in `mode`'s protocol, shown in `columns` × `rows` cells.
  private static func encoded(
    _ scaled: Picture, mode: GraphicsMode, columns: Int, rows: Int, backdrop: TerminalColor,
    id: Int
  ) -> [UInt8]? {
    switch mode {
    case .kitty:
      return KittyGraphics.transmit(scaled, id: id, columns: columns, rows: rows)
    case .sixel:
      // Terminals differ over the pixels a sixel image leaves unset: xterm shows the cells
      // under them, mlterm its own background. Painted the backdrop's colour, they look
      // the same in both.
      return SixelEncoder.encode(flattened(scaled, over: backdrop))
    case .iterm: return ITermImage.inline(scaled, columns: columns, rows: rows)
    case .blocks, .ascii: return nil
    }
  }

  /// `picture` made opaque over `color`, where its value is known (a colour of the 256
  /// palette past the basic 16, or a 24-bit one); as it is over the terminal's own colours
  /// (its default, the basic 16), whose values vary from terminal to terminal.
  static func flattened(_ picture: Picture, over color: TerminalColor) -> Picture {
    let under: (UInt8, UInt8, UInt8)
    switch color {
    case .palette(let index):
      guard let rgb = ColorSet.xterm256.rgb(of: index) else { return picture }
      under = rgb
    case .rgb(let r, let g, let b): under = (r, g, b)
    case .standard, .basic: return picture
    }
    guard picture.pixels.contains(where: { $0.a < 255 }) else { return picture }
    let pixels = picture.pixels.map { pixel -> RGBA in
      let alpha = Int(pixel.a)
      func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
        UInt8((Int(top) * alpha + Int(bottom) * (255 - alpha) + 127) / 255)
      }
      return RGBA(r: mix(pixel.r, under.0), g: mix(pixel.g, under.1), b: mix(pixel.b, under.2))
    }
    return Picture(width: picture.width, height: picture.height, pixels: pixels) ?? picture
  }
}
