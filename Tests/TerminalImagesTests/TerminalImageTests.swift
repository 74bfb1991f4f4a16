import QuizCore
import TestTools
import Testing

@testable import TerminalImages
@testable import TerminalKit

/// A picture and a box of cells made into one protocol's bytes, as the terminal driver sends
/// them.
@Suite("One picture as a terminal image")
struct TerminalImageTests {
  static let cat = GraphicsSamples.pack("cat")
  static let cell = PixelSize(width: 10, height: 20)
  static let grey = TerminalColor.palette(236)

  @Test(
    "kitty and iTerm2: the encoder's bytes of the picture fitted to the cells' pixels, at the box's corner"
  )
  func kittyAndITerm() throws {
    let fitted = try #require(ImageScaler.fit(Self.cat, width: 60, height: 60))
    let kitty = try #require(
      TerminalImage.bytes(
        of: Self.cat, columns: 6, rows: 3, mode: .kitty, cell: Self.cell, backdrop: Self.grey,
        id: 7_301))
    #expect(kitty.bytes == KittyGraphics.transmit(fitted, id: 7_301, columns: 6, rows: 3))
    #expect(kitty.offset == (0, 0))
    let iterm = try #require(
      TerminalImage.bytes(
        of: Self.cat, columns: 6, rows: 3, mode: .iterm, cell: Self.cell, backdrop: Self.grey,
        id: 1))
    #expect(iterm.bytes == ITermImage.inline(fitted, columns: 6, rows: 3))
  }

  @Test("sixel: the fitted picture made opaque over the backdrop's colour")
  func sixel() throws {
    let fitted = try #require(ImageScaler.fit(Self.cat, width: 60, height: 60))
    #expect(fitted.pixels.contains { $0.a < 255 })
    let image = try #require(
      TerminalImage.bytes(
        of: Self.cat, columns: 6, rows: 3, mode: .sixel, cell: Self.cell, backdrop: Self.grey,
        id: 1))
    let flat = TerminalImage.flattened(fitted, over: Self.grey)
    #expect(flat.pixels.allSatisfy { $0.a == 255 })
    #expect(image.bytes == SixelEncoder.encode(flat))
    // Over the terminal's own colours, whose values are not known, it stays as it is.
    #expect(TerminalImage.flattened(fitted, over: .standard) == fitted)
  }

  @Test("over the pixel budget a sixel image is smaller and centred in its cells")
  func sixelOverBudget() throws {
    let cell = PixelSize(width: 200, height: 200)
    let image = try #require(
      TerminalImage.bytes(
        of: Self.cat, columns: 20, rows: 10, mode: .sixel, cell: cell, backdrop: Self.grey,
        id: 1))
    let size = TerminalImage.budgeted(width: 4_000, height: 2_000)
    #expect(size.width * size.height <= TerminalImage.pixelBudget)
    #expect(size.width * size.height > TerminalImage.pixelBudget * 9 / 10)
    let columns = (size.width + 199) / 200
    let rows = (size.height + 199) / 200
    #expect(columns < 20 && rows < 10)
    #expect(image.offset == ((10 - rows) / 2, (20 - columns) / 2))
  }

  @Test("no image for the cell modes or an empty box")
  func none() {
    for mode in [GraphicsMode.blocks, .ascii] {
      #expect(
        TerminalImage.bytes(
          of: Self.cat, columns: 6, rows: 3, mode: mode, cell: Self.cell, backdrop: Self.grey,
          id: 1) == nil)
    }
    #expect(
      TerminalImage.bytes(
        of: Self.cat, columns: 0, rows: 3, mode: .kitty, cell: Self.cell, backdrop: Self.grey,
        id: 1) == nil)
  }
}
