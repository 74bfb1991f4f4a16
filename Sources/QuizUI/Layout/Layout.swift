import QuizCore
import TerminalKit

/// Where everything goes on a screen of a given size, computed, never hard-coded.
///
/// Essential parts (counter and score, clue, slots, tiles, message line) always get a
/// place; the rest share the rows left by a stated priority (see ``RowPlan``): the blank
/// rows between tile rows first, then the clue's other lines, then the picture at its
/// smallest, the gaps and the legend, then more picture. Below the minimum size the screen
/// asks to be enlarged.
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
  /// Row of the counter and score.
  public let headerRow: Int
  /// Row of the clue's first line.
  public let titleRow: Int
  /// The clue in the lines it is shown in, from ``titleRow`` down: wrapped to the width,
  /// and ending with `…` only when the screen has no room for all of it.
  public let clueLines: [String]
  /// The picture area, when there is room for one.
  public let picture: Rect?
  /// True when the picture area holds the placeholder of a missing or broken picture.
  public let pictureIsPlaceholder: Bool
  /// One rectangle per slot.
  public let slots: [Rect]
  /// One rectangle per tile, in grid order.
  public let tiles: [Rect]
  /// Tiles per grid row.
  public let tileColumns: Int
  /// Row of the key legend, when there is room.
  public let legendRow: Int?
  /// Row of the message line (the last row).
  public let messageRow: Int
  /// False when `+` could show the picture no larger than it is on show.
  private let zoomIsLarger: Bool

  /// The narrowest screen the game draws on.
  public static let minimumWidth = 20
  /// The most tiles in a grid row.
  public static let maximumTileColumns = 7
  /// The fewest picture rows worth showing.
  public static let minimumPictureRows = 4

  /// The layout for a screen of `rows` × `columns` showing `slotCount` slots and
  /// `tileCount` tiles whose letters are at most `letterWidth` columns wide, and a picture
  /// that is `pictureRows` rows tall at its natural size (`nil`: no picture) and, when
  /// known, `pictureColumns` wide — the picture area then fits the picture, not the width
  /// of the screen, and a roomy screen shows it twice as large.
  ///
  /// `clue` (text safe to show) is wrapped to the width; its lines beyond the first come
  /// right after the blank rows between tile rows. `picturePixelRows` is the picture's
  /// height in pixels when known (else twice `pictureRows`): with `pictureColumns` it says
  /// whether `+` has room to show it larger. `placeholder` says the picture is missing or
  /// broken: its area holds a placeholder, which cannot be enlarged.
  public init(
    rows: Int, columns: Int, slotCount: Int, tileCount: Int, letterWidth: Int = 1,
    pictureRows: Int? = 12, pictureColumns: Int? = nil, picturePixelRows: Int? = nil,
    clue: String = "", placeholder: Bool = false
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
    let essential = 3 + slotRows + tileRows
    self.tileColumns = tileColumns
    minimumRows = essential + 1
    minimumColumns = max(Self.minimumWidth, cellWidth + 1)
    isTooSmall = rows < minimumRows || columns < minimumColumns
    headerRow = 0
    titleRow = 1
    messageRow = max(0, rows - 1)

    let clueWidth = max(1, columns - 2)
    let wrapped = TextWrap.lines(clue, width: clueWidth)
    let plan = RowPlan(
      spare: rows - essential, columns: columns, slotRows: slotRows, tileRows: tileRows,
      pictureRows: pictureRows, pictureColumns: pictureColumns, clueLines: wrapped.count)
    clueLines = TextWrap.fit(wrapped, width: clueWidth, rows: 1 + plan.clueExtra)
    let pictureHeight = plan.pictureHeight
    let (tileGap, slotGap) = (plan.tileGap, plan.slotGap)

    var y = titleRow + 1 + plan.clueExtra + plan.gapUnderTitle + plan.spare / 2
    var pictureWidth = max(1, columns - 2)
    if let pictureRows, let pictureColumns, pictureRows > 0 {
      // As wide as the picture is at this height, centred (the renderer keeps its shape).
      let scaled = (pictureColumns * pictureHeight + pictureRows - 1) / pictureRows
      pictureWidth = max(1, min(pictureWidth, scaled))
    }
    picture =
      pictureHeight > 0
      ? Rect(
        x: max(1, (columns - pictureWidth) / 2), y: y, width: pictureWidth,
        height: pictureHeight) : nil
    y += pictureHeight + plan.gapUnderPicture
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
    y += plan.gapSlotsTiles
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
    y += tileRows + tileGap * (tileRows - 1) + plan.gapAboveLegend
    legendRow = plan.legendHeight > 0 ? y : nil
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
