import QuizCore
import TerminalKit

/// Where everything goes on a screen of a given size, computed, never hard-coded.
///
/// Essential parts (counter and score, clue, slots, the message line under them, tiles, the
/// key legend on the last row with a blank row above it) always get a place; the rest share
/// the rows left by a stated priority (see ``RowPlan``): the clue's other lines, the picture
/// up to its natural size, the blank rows between tile rows and around the picture, then a
/// picture as large as the width lets it be. Rows left over centre the game between the
/// counter and the legend. Below the minimum size the screen asks to be enlarged.
public struct Layout: Equatable, Sendable {
  /// Screen rows.
  public let rows: Int
  /// Screen columns.
  public let columns: Int
  /// True when even the essential parts do not fit.
  public let isTooSmall: Bool
  /// The smallest size that fits the essential parts of this question.
  public let minimumRows: Int
  /// The smallest width.
  public let minimumColumns: Int
  /// Row of the counter and score: the first row, or the legend's on a screen too short to
  /// give them a row of their own before the clue and the picture have theirs.
  public let headerRow: Int
  /// True when the counter and score sit at the two ends of the legend row.
  public var headerOnLegend: Bool { headerRow == legendRow }
  /// Row of the clue's first line.
  public let titleRow: Int
  /// The clue in the lines it is shown in, from ``titleRow`` down: wrapped to the width,
  /// and ending with `…` only when the screen has no room for all of it.
  public let clueLines: [String]
  /// The picture area, when there is room for one: the size the picture is drawn at.
  public let picture: Rect?
  /// True when the picture area holds the placeholder of a missing or broken picture.
  public let pictureIsPlaceholder: Bool
  /// One rectangle per slot.
  public let slots: [Rect]
  /// One rectangle per tile, in grid order.
  public let tiles: [Rect]
  /// Tiles per grid row.
  public let tileColumns: Int
  /// Row of the key legend (the last row); `nil` only on a screen too small to play on.
  public let legendRow: Int?
  /// Row of the message line, right under the slots.
  public let messageRow: Int
  /// False when `+` could show the picture no larger than it is on show.
  private let zoomIsLarger: Bool

  /// The narrowest screen the game draws on.
  public static let minimumWidth = 20
  /// The most tiles in a grid row.
  public static let maximumTileColumns = 7
  /// The fewest picture rows worth showing: two rows of symbols still tell a picture's
  /// colours and rough shape, and leave it at least 40 % of the rows a screen has beyond
  /// its clue, slots and tiles (the message, the blank row and the legend take three).
  public static let minimumPictureRows = 2
  /// The width of the barest legend (`⌫ ? ! > + Esc`), which the counter and score leave
  /// room for when they share its row.
  static let bareLegendWidth = 13
  /// The rows a picture takes before the blank rows between tile rows: the natural size of
  /// the bundled 24-pixel pictures, so a large picture of one's own does not crowd the
  /// tiles on a small screen.
  public static let pictureRowsFirst = 12

  /// The layout for a screen of `rows` × `columns` showing `slotCount` slots and
  /// `tileCount` tiles whose letters are at most `letterWidth` columns wide, and a picture
  /// that is `pictureRows` rows tall at its natural size (`nil`: no picture) and, when
  /// known, `pictureColumns` wide — the picture area then fits the picture, not the width
  /// of the screen, and a roomy screen shows it larger than its natural size.
  ///
  /// `clue` (text safe to show) is wrapped to the width; its lines beyond the first come
  /// before the picture. `picturePixelRows` is the picture's height in pixels when known
  /// (else twice `pictureRows`). `placeholder` says the picture is missing or broken: its
  /// area holds a placeholder, which is neither enlarged nor grown.
  ///
  /// `headerWidth` is the columns the counter and score take together (0: they always keep
  /// the first row). Where the width leaves room for them beside the barest legend, they
  /// move to the legend row whenever their own row would otherwise leave the clue or the
  /// picture short of its rows, and the screen's minimum height is one row less.
  public init(
    rows: Int, columns: Int, slotCount: Int, tileCount: Int, letterWidth: Int = 1,
    pictureRows: Int? = 12, pictureColumns: Int? = nil, picturePixelRows: Int? = nil,
    clue: String = "", placeholder: Bool = false, headerWidth: Int = 0
  ) {
    self.rows = rows
    pictureIsPlaceholder = placeholder
    self.columns = columns
    let cellWidth = max(1, letterWidth) + 2
    let tileColumns = max(
      1, min(Self.maximumTileColumns, tileCount, (columns + 1) / (cellWidth + 1)))
    let tileRows = (tileCount + tileColumns - 1) / tileColumns
    let slotsPerRow = max(1, min(max(1, slotCount), (columns + 1) / (cellWidth + 1)))
    let slotRows = max(1, (slotCount + slotsPerRow - 1) / slotsPerRow)
    // Counter, clue, slots, message, tiles, the blank row above the legend, the legend.
    let essential = 5 + slotRows + tileRows
    let headerCanShare = headerWidth > 0 && columns - headerWidth - 2 >= Self.bareLegendWidth
    self.tileColumns = tileColumns
    minimumRows = essential - (headerCanShare ? 1 : 0)
    minimumColumns = max(Self.minimumWidth, cellWidth + 1)
    isTooSmall = rows < minimumRows || columns < minimumColumns

    let clueWidth = max(1, columns - 2)
    let wrapped = TextWrap.lines(clue, width: clueWidth)
    let pictureSize = Self.pictureSize(
      rows: pictureRows, columns: pictureColumns, pixelRows: picturePixelRows,
      width: max(1, columns - 2), growing: !placeholder)
    let plan = { (header: Int) in
      RowPlan(
        spare: rows - essential + 1 - header, slotRows: slotRows, tileRows: tileRows,
        pictureRows: pictureRows == nil ? nil : pictureSize.natural,
        largestPictureRows: pictureSize.largest, clueLines: wrapped.count)
    }
    var shared = plan(1)
    let headerShares = headerCanShare && shared.contentIsShort
    if headerShares { shared = plan(0) }
    headerRow = headerShares && !isTooSmall ? rows - 1 : 0
    clueLines = TextWrap.fit(wrapped, width: clueWidth, rows: 1 + shared.clueExtra)
    let pictureHeight = shared.pictureHeight
    let (tileGap, slotGap) = (shared.tileGap, shared.slotGap)

    var y = (headerShares ? 0 : 1) + (shared.spare + 1) / 2
    titleRow = y
    y += 1 + shared.clueExtra + shared.gapUnderTitle
    let pictureWidth = pictureSize.width(pictureHeight)
    picture =
      pictureHeight > 0
      ? Rect(
        x: max(1, (columns - pictureWidth) / 2), y: y, width: pictureWidth,
        height: pictureHeight) : nil
    y += pictureHeight + shared.gapUnderPicture
    var slotRects: [Rect] = []
    for row in 0..<slotRows {
      let first = row * slotsPerRow
      let count = min(slotsPerRow, slotCount - first)
      let width = count * (cellWidth + 1) - 1
      let left = max(0, (columns - width) / 2)
      for index in 0..<max(0, count) {
        slotRects.append(Rect(x: left + index * (cellWidth + 1), y: y, width: cellWidth, height: 1))
      }
      y += 1 + (row < slotRows - 1 ? slotGap : 0)
    }
    slots = slotRects
    messageRow = isTooSmall ? max(0, rows - 1) : y
    y += 1 + shared.gapMessageTiles
    var tileRects: [Rect] = []
    let gridWidth = tileColumns * (cellWidth + 1) - 1
    let gridLeft = max(0, (columns - gridWidth) / 2)
    for index in 0..<tileCount {
      let row = index / tileColumns
      let column = index % tileColumns
      tileRects.append(
        Rect(
          x: gridLeft + column * (cellWidth + 1), y: y + row * (1 + tileGap), width: cellWidth,
          height: 1))
    }
    tiles = tileRects
    legendRow = isTooSmall ? nil : rows - 1
    if let shown = picture, let pictureColumns, let pixelRows = picturePixelRows ?? pictureRows {
      let pixels = picturePixelRows == nil ? pixelRows * 2 : pixelRows
      zoomIsLarger =
        Self.zoom(
          width: pictureColumns, height: pixels, rows: rows, columns: columns,
          below: titleRow + max(1, clueLines.count), shown: shown) != nil
    } else {
      zoomIsLarger = true
    }
  }

  /// The rows a picture takes on a screen `width` columns wide (a cell of margin at each
  /// side already taken off): at its natural size (`pictureRows`, shrunk when the width is
  /// narrower), and at its largest (as tall as the width lets it be; the natural size when
  /// the picture's width is unknown or it must not grow); and the columns it takes at a
  /// height.
  private static func pictureSize(
    rows pictureRows: Int?, columns pictureColumns: Int?, pixelRows: Int?, width: Int,
    growing: Bool
  ) -> (natural: Int, largest: Int, width: (Int) -> Int) {
    guard let pictureRows, pictureRows > 0 else { return (0, 0, { _ in width }) }
    guard let pictureColumns, pictureColumns > 0 else {
      return (pictureRows, pictureRows, { _ in width })
    }
    let pixels = max(1, pixelRows ?? pictureRows * 2)
    func drawn(_ rows: Int) -> (width: Int, height: Int) {
      PictureRenderer.filling(
        width: pictureColumns, height: pixels, columns: width, pixelRows: rows * 2)
    }
    let widest = Layout.cellRows(pixelRows: drawn(pixels * width).height)
    let natural = min(pictureRows, widest)
    return (natural, growing ? widest : natural, { drawn($0).width })
  }

  /// True when a picture is on show that `+` or a click can enlarge: one that decoded,
  /// on a screen with room to show it larger.
  public var canEnlarge: Bool { picture != nil && !pictureIsPlaceholder && zoomIsLarger }

  /// What is at a 1-based screen position (as mouse reports give it).
  public func target(column: Int, row: Int) -> HitTarget? {
    let x = column - 1
    let y = row - 1
    if let tile = tiles.firstIndex(where: { $0.contains(column: x, row: y) }) {
      return .tile(TileIndex(tile))
    }
    if let slot = slots.firstIndex(where: { $0.contains(column: x, row: y) }) {
      return .slot(SlotIndex(slot))
    }
    if let picture, picture.contains(column: x, row: y) { return .picture }
    return nil
  }
}
