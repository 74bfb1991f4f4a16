import QuizCore
import QuizUI
import TerminalImages
import TerminalKit

/// The terminal driver's side of pictures as terminal images: the interface says where a
/// picture goes (``ImagePlacement``), ``TerminalImage`` makes its bytes, and this decides when
/// they are sent. It shows the picture of each frame as an image and takes it away again: the
/// frame diff is told which cells the image owns (they hold the backdrop in every frame that
/// shows it, so the diff never writes over the image), the image is sent once per placement (a
/// new question, size or view; after the screen was drawn whole), a kitty image is deleted by
/// its id, and the cells a sixel or iTerm2 image covered are drawn again when it goes. An image
/// that cannot be made leaves the picture in cells.
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

  /// The image's bytes (``TerminalImage``) and the cells from the placement's corner to the
  /// image's; nil when it cannot be made. A kitty image takes the next id.
  private func image(of placement: ImagePlacement) -> (
    bytes: [UInt8], offset: (rows: Int, columns: Int)
  )? {
    let id = Self.firstID + nextID
    guard
      let image = TerminalImage.bytes(
        of: placement.picture, columns: placement.rect.width, rows: placement.rect.height,
        mode: mode, cell: cell, backdrop: placement.backdrop.style.background, id: id)
    else { return nil }
    if mode == .kitty {
      shownID = id
      nextID += 1
    }
    return image
  }
}
