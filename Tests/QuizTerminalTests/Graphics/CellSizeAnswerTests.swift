import Foundation
import QuizCore
import TestTools
import Testing
import UITestSupport

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalImages
@testable import TerminalKit

/// The pixel size of the image in `bytes` (kitty's `s`/`v`, sixel's raster attributes, the
/// iTerm2 PNG's header) and, for kitty and iTerm2, the cells it is shown in.
enum ImageSize {
  static func of(_ bytes: [UInt8]) -> (width: Int, height: Int, cells: (Int, Int)?)? {
    let text = String(decoding: bytes, as: UTF8.self)
    if let keys = text.range(of: "\u{1B}_Ga=T,") {
      let fields = text[keys.upperBound...].prefix { $0 != ";" }.split(separator: ",")
      var values: [String: Int] = [:]
      for field in fields {
        let pair = field.split(separator: "=", maxSplits: 1)
        if pair.count == 2, let value = Int(pair[1]) { values[String(pair[0])] = value }
      }
      guard let width = values["s"], let height = values["v"], let columns = values["c"],
        let rows = values["r"]
      else { return nil }
      return (width, height, (columns, rows))
    }
    if let raster = text.range(of: "q\"1;1;") {
      let numbers = text[raster.upperBound...].prefix { $0 == ";" || $0.isNumber }
        .split(separator: ";").compactMap { Int($0) }
      guard numbers.count >= 2 else { return nil }
      return (numbers[0], numbers[1], nil)
    }
    if let start = text.range(of: "\u{1B}]1337;File=") {
      let header = text[start.upperBound...].prefix { $0 != ":" }
      var cells: [String: Int] = [:]
      for field in header.split(separator: ";") {
        let pair = field.split(separator: "=", maxSplits: 1)
        if pair.count == 2, let value = Int(pair[1]) { cells[String(pair[0])] = value }
      }
      guard let colon = text[start.upperBound...].firstIndex(of: ":"),
        let png = Data(
          base64Encoded: String(text[text.index(after: colon)...].prefix { $0 != "\u{07}" })),
        png.count >= 24, let columns = cells["width"], let rows = cells["height"]
      else { return nil }
      func number(at offset: Int) -> Int {
        png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      }
      return (number(at: 16), number(at: 20), (columns, rows))
    }
    return nil
  }
}

/// What a terminal says about its cell size is clamped to what a screen can be, and an image
/// has a pixel budget, whatever the cells and the box.
@Suite("A terminal's cell size answer, bounded")
struct CellSizeAnswerTests {

  /// The first question's picture placed at 80×24, as the session places it.
  static func placement(enlarged: Bool = false) throws -> ImagePlacement {
    let model = ImagePlacerTests.model(ImagePlacerTests.cat, enlarged: enlarged)
    return try #require(ImagePlacement.of(model, theme: ImagePlacerTests.theme))
  }

  static func image(_ placer: ImagePlacer, _ placement: ImagePlacement) -> [UInt8] {
    var frame = ScreenBuffer(rows: 24, columns: 80)
    var previous: ScreenBuffer? = nil
    return placer.update(placement, frame: &frame, previous: &previous).after
  }

  @Test(
    "the answers through the question and the image sizing: kitty's image stays within the pixel budget, shown in the picture's cells",
    arguments: Answers.cellSizes.map(\.0))
  func kittyThroughReading(answer: String) throws {
    var reading = TerminalAnswers()
    reading.feed(Array(("\u{1B}_Gi=31;OK\u{1B}\\" + answer + "\u{1B}[?62;c").utf8))
    let mode = GraphicsDetection.mode(
      .auto, depth: .trueColor, environment: ["TERM": "xterm-kitty"], reading: reading)
    #expect(mode == .kitty)
    let placer = try #require(ImagePlacer(mode: mode, cell: reading.cellPixels))
    for enlarged in [false, true] {
      let placement = try Self.placement(enlarged: enlarged)
      let size = try #require(ImageSize.of(Self.image(placer, placement)))
      #expect(size.width * size.height <= TerminalImage.pixelBudget)
      #expect(size.cells?.0 == placement.rect.width && size.cells?.1 == placement.rect.height)
      _ = placer.leave()
    }
  }

  @Test(
    "a placer given any cell size makes images within the pixel budget, kitty and iTerm2 in the picture's cells, sixel inside them or not at all",
    arguments: [GraphicsMode.kitty, .sixel, .iterm],
    [
      PixelSize(width: 9_999_999_999_999, height: 9_999_999_999_999),
      PixelSize(width: 2000, height: 2000), PixelSize(width: 200, height: 400),
      PixelSize(width: 256, height: 256), PixelSize(width: 50, height: 100),
    ])
  func anyCell(mode: GraphicsMode, cell: PixelSize) throws {
    guard let placer = ImagePlacer(mode: mode, cell: cell) else {
      // Sixel needs the cell size: one no screen has is none, and the picture is in cells.
      #expect(mode == .sixel && PixelSize.cell(width: cell.width, height: cell.height) == nil)
      return
    }
    #expect(placer.cell.width <= PixelSize.cellSides.upperBound)
    #expect(placer.cell.height <= PixelSize.cellSides.upperBound)
    let placement = try Self.placement(enlarged: true)
    let bytes = Self.image(placer, placement)
    let size = try #require(ImageSize.of(bytes))
    #expect(size.width * size.height <= TerminalImage.pixelBudget)
    #expect(size.width > 0 && size.height > 0)
    if let cells = size.cells {
      #expect(cells.0 == placement.rect.width && cells.1 == placement.rect.height)
    } else {
      // A sixel image is drawn at its own pixels, from the cursor: inside the picture's
      // cells, centred.
      let text = String(decoding: bytes, as: UTF8.self)
      let move = text.prefix { $0 != "H" }.dropFirst(2).split(separator: ";").compactMap {
        Int($0)
      }
      try #require(move.count == 2)
      let (row, column) = (move[0] - 1, move[1] - 1)
      let rect = placement.rect
      let cellsDown = (size.height + placer.cell.height - 1) / placer.cell.height
      let cellsAcross = (size.width + placer.cell.width - 1) / placer.cell.width
      #expect(row >= rect.y && row + cellsDown <= rect.y + rect.height)
      #expect(column >= rect.x && column + cellsAcross <= rect.x + rect.width)
    }
  }

  @Test("with usual cells an image is the picture's cells' pixels exactly, as before")
  func usualCells() throws {
    for mode in [GraphicsMode.kitty, .sixel, .iterm] {
      let placer = try #require(ImagePlacer(mode: mode, cell: PixelSize(width: 10, height: 20)))
      let placement = try Self.placement(enlarged: true)
      let size = try #require(ImageSize.of(Self.image(placer, placement)))
      #expect(size.width == placement.rect.width * 10)
      #expect(size.height == placement.rect.height * 20)
    }
  }

  @Test(
    "a cell size from the window's pixels (TIOCGWINSZ) is used, unless no screen can have it",
    arguments: [(65_535, 65_535, false), (9, 17, true)])
  func windowPixels(width: Int, height: Int, used: Bool) throws {
    let terminal = TestTerminal(
      at: UIFixture.start, script: [.type("\u{1B}[?62;c"), .type("\u{1B}")])
    terminal.pixelCell = (width: width, height: height)
    let cat = Puzzle(
      title: "A pet that purrs", answer: Array("CAT"), tiles: Array("XCQAZTBMKLOPWERYUSDFG"),
      icon: "cat")
    var bank = QuestionBank(path: "bank.plist", questions: [])
    bank.bundledPictureFolder = "\(BundledPack.folder)/pictures"
    let session = TerminalSession(
      game: Game(puzzles: [cat], startedAt: terminal.now), terminal: terminal,
      depth: .palette256, pictures: PictureSource(bank: bank), progress: nil, opening: nil,
      graphics: GraphicsSetup(choice: .mode(.sixel), environment: ["TERM": "xterm"]),
      clock: terminal.clock)
    #expect(session.run() == .quit)
    // Sixel needs the cell size: without one that can be trusted, the picture is in cells.
    #expect((session.images?.cell == PixelSize(width: width, height: height)) == used)
    let sixels = terminal.writes.filter {
      String(decoding: $0, as: UTF8.self).contains("\u{1B}P0;1;0q")
    }
    #expect(sixels.count == (used ? 1 : 0))
  }
}
