/// How the rows a screen has beyond the essential ones are shared out.
///
/// In order: a gap between slots and tiles, a gap under the clue, the picture (at least a
/// few rows), the legend, more picture up to its natural size, blank rows between the
/// tile rows (stacked tiles otherwise run together into columns) and between the rows of a
/// long answer's slots, the gaps around picture and legend, and on a roomy screen the
/// picture at twice its size.
///
/// A clue longer than one line then takes the rows it needs: first any left over, then
/// from the picture (back to its natural size, down to its smallest, then all of it), then
/// from the blank rows and the legend. Only when all of those are gone is it cut.
struct RowPlan {
  /// The clue's lines beyond the first.
  private(set) var clueExtra = 0
  /// Blank row between the slots and the tiles.
  private(set) var gapSlotsTiles = 0
  /// Blank row under the clue.
  private(set) var gapUnderTitle = 0
  /// Rows of the picture (0: none).
  private(set) var pictureHeight = 0
  /// Rows of the legend (0 or 1).
  private(set) var legendHeight = 0
  /// Blank rows between tile rows (0 or 1).
  private(set) var tileGap = 0
  /// Blank rows between slot rows (0 or 1).
  private(set) var slotGap = 0
  /// Blank row under the picture.
  private(set) var gapUnderPicture = 0
  /// Blank row above the legend.
  private(set) var gapAboveLegend = 0
  /// Rows nobody took, split above and below to centre the game.
  private(set) var spare: Int

  /// Shares out `spare` rows for `slotRows` rows of slots, `tileRows` of tiles, a picture
  /// `pictureRows` tall at its natural size (`nil`: none) and `pictureColumns` wide when
  /// known, on a screen `columns` wide, with a clue wanting `clueLines` lines.
  init(
    spare: Int, columns: Int, slotRows: Int, tileRows: Int, pictureRows: Int?,
    pictureColumns: Int?, clueLines: Int
  ) {
    self.spare = max(0, spare)
    gapSlotsTiles = take(1)
    gapUnderTitle = take(1)
    if let pictureRows, pictureRows > 0, self.spare >= Layout.minimumPictureRows {
      pictureHeight = take(Layout.minimumPictureRows)
    }
    legendHeight = take(1)
    if pictureHeight > 0, let pictureRows {
      pictureHeight += take(max(0, pictureRows - pictureHeight))
    }
    tileGap = tileRows > 1 && self.spare >= tileRows - 1 ? 1 : 0
    _ = take(tileGap * (tileRows - 1))
    slotGap = slotRows > 1 && self.spare >= slotRows - 1 ? 1 : 0
    _ = take(slotGap * (slotRows - 1))
    gapUnderPicture = pictureHeight > 0 ? take(1) : 0
    gapAboveLegend = take(1)
    var doubled = false
    if let pictureRows, let pictureColumns, pictureHeight == pictureRows,
      self.spare >= pictureRows + 2, columns - 2 >= 2 * pictureColumns
    {
      pictureHeight += take(pictureRows)
      doubled = true
    }
    fitClue(
      wanting: max(0, clueLines - 1), doubledFrom: doubled ? pictureRows : nil,
      slotRows: slotRows, tileRows: tileRows)
  }

  private mutating func take(_ wanted: Int) -> Int {
    let given = max(0, min(wanted, spare))
    spare -= given
    return given
  }

  /// Gives the clue `wanted` more lines, from the rows least missed first.
  private mutating func fitClue(
    wanting wanted: Int, doubledFrom natural: Int?, slotRows: Int, tileRows: Int
  ) {
    clueExtra = take(wanted)
    func missing() -> Int { wanted - clueExtra }
    func release(_ rows: Int) {
      spare += rows
      clueExtra += take(missing())
    }
    if missing() > 0, let natural {
      release(pictureHeight - natural)
      pictureHeight = natural
    }
    if missing() > 0, pictureHeight > Layout.minimumPictureRows {
      let given = min(missing(), pictureHeight - Layout.minimumPictureRows)
      pictureHeight -= given
      release(given)
    }
    if missing() > 0, pictureHeight > 0 {
      let freed = pictureHeight + gapUnderPicture
      (pictureHeight, gapUnderPicture) = (0, 0)
      release(freed)
    }
    if missing() > 0, gapAboveLegend > 0 {
      gapAboveLegend = 0
      release(1)
    }
    if missing() > 0, slotGap > 0 {
      slotGap = 0
      release(slotRows - 1)
    }
    if missing() > 0, tileGap > 0 {
      tileGap = 0
      release(tileRows - 1)
    }
    if missing() > 0, legendHeight > 0 {
      legendHeight = 0
      release(1)
    }
    if missing() > 0, gapUnderTitle > 0 {
      gapUnderTitle = 0
      release(1)
    }
    if missing() > 0, gapSlotsTiles > 0 {
      gapSlotsTiles = 0
      release(1)
    }
  }
}
