/// Where everything goes on a screen of a given size, computed, never hard-coded.
///
/// Essential parts (counter and score, clue, slots, tiles, message line) always get a
/// place; the picture, the key legend and the blank lines between parts are added only
/// when they fit, picture first. Below the minimum size the screen asks to be enlarged.
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
  /// Row of the clue.
  public let titleRow: Int
  /// The picture area, when there is room for one.
  public let picture: Rect?
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
  public init(
    rows: Int, columns: Int, slotCount: Int, tileCount: Int, letterWidth: Int = 1,
    pictureRows: Int? = 12, pictureColumns: Int? = nil
  ) {
    self.rows = rows
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

    // Share out the spare rows: a gap between slots and tiles, a gap under the clue,
    // then the picture (at least a few rows), the legend, more picture, the last gaps.
    var spare = max(0, rows - essential)
    func take(_ wanted: Int) -> Int {
      let given = min(wanted, spare)
      spare -= given
      return given
    }
    let gapSlotsTiles = take(1)
    let gapUnderTitle = take(1)
    var pictureHeight = 0
    if let pictureRows, pictureRows > 0, spare >= Self.minimumPictureRows {
      pictureHeight = take(Self.minimumPictureRows)
    }
    let legendHeight = take(1)
    if pictureHeight > 0, let pictureRows {
      pictureHeight += take(max(0, pictureRows - pictureHeight))
    }
    // Tiles stacked without a gap run together into columns: space their rows apart (and
    // the rows of a long answer's slots) before the blank lines around picture and legend.
    let tileGap = tileRows > 1 && spare >= tileRows - 1 ? 1 : 0
    _ = take(tileGap * (tileRows - 1))
    let slotGap = slotRows > 1 && spare >= slotRows - 1 ? 1 : 0
    _ = take(slotGap * (slotRows - 1))
    let gapUnderPicture = pictureHeight > 0 ? take(1) : 0
    let gapAboveLegend = take(1)
    if let pictureRows, let pictureColumns, pictureHeight == pictureRows,
      spare >= pictureRows + 2, columns - 2 >= 2 * pictureColumns
    {
      pictureHeight += take(pictureRows)
    }
    let centring = spare / 2

    var y = 2 + gapUnderTitle + centring
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
    y += pictureHeight + gapUnderPicture
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
    y += gapSlotsTiles
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
    y += tileRows + tileGap * (tileRows - 1) + gapAboveLegend
    legendRow = legendHeight > 0 ? y : nil
  }

  /// What is at a 1-based screen position (as mouse reports give it).
  public func target(column: Int, row: Int) -> HitTarget? {
    let x = column - 1
    let y = row - 1
    if let tile = tiles.firstIndex(where: { $0.contains(column: x, row: y) }) {
      return .tile(tile)
    }
    if let slot = slots.firstIndex(where: { $0.contains(column: x, row: y) }) {
      return .slot(slot)
    }
    if let picture, picture.contains(column: x, row: y) { return .picture }
    return nil
  }
}
