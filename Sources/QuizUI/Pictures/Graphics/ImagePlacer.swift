import QuizCore
import TerminalKit

/// Shows the picture of each frame as a terminal image and takes it away again: the frame
/// diff is told which cells the image owns (they hold the backdrop in every frame that
/// shows it, so the diff never writes over the image), the image is sent once per
/// placement (a new question, size or view; after the screen was drawn whole), a kitty
/// image is deleted by its id, and the cells a sixel or iTerm2 image covered are drawn
/// again when it goes. An image that cannot be made leaves the picture in cells.
public final class ImagePlacer {
  /// The protocol images are sent in.
  public let mode: GraphicsMode
  /// The size of a cell in pixels, which images are scaled to.
  public let cell: PixelSize
  /// True when images go through tmux's passthrough.
  public let throughTmux: Bool
  private var shown: ImagePlacement?
  private var shownID = 0
  private var nextID = 1
  /// The kitty image ids start here, away from the small ids other programs pick.
  private static let firstID = 7_300

  /// The most pixels an image has, however large its cells and their pixels: 1024 × 1024's
  /// worth, more than any picture quiz shows holds (a PNG is at most 1024 a side), and a
  /// few tens of milliseconds of scaling and encoding. A larger box gets an image scaled to
  /// fit this: kitty and iTerm2 stretch it over the box's cells, a sixel image is drawn
  /// smaller, centred in them.
  public static let pixelBudget = 1024 * 1024

  /// A placer for `mode`, or nil when `mode` is not an image protocol or a sixel image
  /// cannot be sized (the cell size in pixels is not known, or is no screen's: see
  /// ``PixelSize/cellSides``).
  public init?(mode: GraphicsMode, cell: PixelSize?, throughTmux: Bool = false) {
    guard mode.isImage else { return nil }
    let cell = cell.flatMap { PixelSize.cell(width: $0.width, height: $0.height) }
    if mode == .sixel, cell == nil { return nil }
    self.mode = mode
    // Kitty and iTerm2 scale the image to its cells: a usual cell size gives them enough
    // pixels when the terminal does not say.
    self.cell = cell ?? PixelSize(width: 10, height: 20)
    self.throughTmux = throughTmux
  }

  /// Makes `frame` (about to be drawn over `previous`) leave `placement`'s cells to the
  /// image, and returns the bytes to write before the frame's (deleting an image that
  /// goes) and after them (the image, drawn at its cells). `previous` is changed so the
  /// diff draws again the cells of an image that goes.
  public func update(
    _ placement: ImagePlacement?, frame: inout ScreenBuffer, previous: inout ScreenBuffer?
  ) -> (before: [UInt8], after: [UInt8]) {
    let whole =
      previous == nil || previous?.rows != frame.rows || previous?.columns != frame.columns
    if placement == shown, !whole {
      if let placement { frame.fill(placement.rect, with: placement.backdrop) }
      return ([], [])
    }
    var before: [UInt8] = []
    if let old = shown {
      before = remove(old, previous: &previous)
    }
    shown = nil
    guard let placement, let image = image(of: placement) else { return (before, []) }
    frame.fill(placement.rect, with: placement.backdrop)
    shown = placement
    let (row, column) = (
      placement.rect.y + image.offset.rows, placement.rect.x + image.offset.columns
    )
    let move = Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
    return (before, move + (throughTmux ? TmuxPassthrough.wrap(image.bytes) : image.bytes))
  }

  /// The bytes that take the image off the screen before leaving it (quitting,
  /// suspending): a kitty delete; nothing for the others, whose pixels go with the
  /// alternate screen. The next frame places it again.
  public func leave() -> [UInt8] {
    defer { shown = nil }
    guard shown != nil, mode == .kitty else { return [] }
    return wrapped(KittyGraphics.delete(id: shownID))
  }

  private func remove(_ old: ImagePlacement, previous: inout ScreenBuffer?) -> [UInt8] {
    if mode == .kitty { return wrapped(KittyGraphics.delete(id: shownID)) }
    // Sixel and iTerm2 pixels stay until the cells are written: make the diff write them.
    if var screen = previous {
      screen.fill(old.rect, with: Self.unknown)
      previous = screen
    }
    return []
  }

  /// A cell no frame holds, so the diff writes every cell it stands in for.
  private static let unknown = Cell(
    "\u{F8FF}", style: CellStyle(bold: true, dim: true, reverse: true))

  private func wrapped(_ bytes: [UInt8]) -> [UInt8] {
    throughTmux ? TmuxPassthrough.wrap(bytes) : bytes
  }

  /// The image's bytes, scaled to its cells (within ``pixelBudget``), and the cells from
  /// the placement's corner to the image's (a sixel image over budget is centred); nil
  /// when it cannot be made.
  private func image(of placement: ImagePlacement) -> (
    bytes: [UInt8], offset: (rows: Int, columns: Int)
  )? {
    let rect = placement.rect
    guard rect.width > 0, rect.height > 0 else { return nil }
    let size = Self.budgeted(width: rect.width * cell.width, height: rect.height * cell.height)
    guard let scaled = ImageScaler.fit(placement.picture, width: size.width, height: size.height),
      let bytes = encoded(scaled, placement: placement)
    else { return nil }
    guard mode == .sixel else { return (bytes, (0, 0)) }
    // A sixel image is drawn at its own pixels: one smaller than the cells goes in their middle.
    let rows = (size.height + cell.height - 1) / cell.height
    let columns = (size.width + cell.width - 1) / cell.width
    return (bytes, ((rect.height - rows) / 2, (rect.width - columns) / 2))
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

  /// `scaled` in the placer's protocol, shown in `placement`'s cells.
  private func encoded(_ scaled: Picture, placement: ImagePlacement) -> [UInt8]? {
    let rect = placement.rect
    switch mode {
    case .kitty:
      shownID = Self.firstID + nextID
      nextID += 1
      return KittyGraphics.transmit(scaled, id: shownID, columns: rect.width, rows: rect.height)
    case .sixel:
      // Terminals differ over the pixels a sixel image leaves unset: xterm shows the cells
      // under them, mlterm its own background. Painted the backdrop's colour, they look
      // the same in both.
      return SixelEncoder.encode(
        Self.flattened(scaled, over: placement.backdrop.style.background))
    case .iterm: return ITermImage.inline(scaled, columns: rect.width, rows: rect.height)
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
