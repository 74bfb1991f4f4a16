/// How the rows a screen has beyond the essential ones are shared out, by priority.
///
/// The essential rows (counter and score, the clue's first line, the slots, the tiles, the
/// message line) are always there. The rest go, in this order, to:
///
/// 1. a blank row between each two tile rows (all of them or none: without them the
///    stacked tiles read as tall bars, and the frame draws an edge under each row instead);
/// 2. the clue's other lines (a clue longer than all the rows left is cut with `…`);
/// 3. the picture at its smallest (``Layout/minimumPictureRows``);
/// 4. a blank row between the slots and the tiles;
/// 5. the key legend;
/// 6. a blank row under the picture, so the slots do not run into its backdrop (without
///    it the picture leaves the lower half of its last row blank);
/// 7. the picture up to its natural size;
/// 8. a blank row under the clue;
/// 9. blank rows between the rows of a long answer's slots;
/// 10. a blank row above the legend (without it the tile row above the legend is underlined);
/// 11. on a roomy screen, the picture at twice its size.
///
/// Rows nobody took centre the game.
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
    tileGap = takeAll(tileRows - 1) ? 1 : 0
    clueExtra = take(clueLines - 1)
    let picture = pictureRows.map { $0 > 0 } ?? false
    if picture, takeAll(Layout.minimumPictureRows) {
      pictureHeight = Layout.minimumPictureRows
    }
    gapSlotsTiles = take(1)
    legendHeight = take(1)
    gapUnderPicture = pictureHeight > 0 ? take(1) : 0
    if pictureHeight > 0, let pictureRows {
      pictureHeight += take(pictureRows - pictureHeight)
    }
    gapUnderTitle = take(1)
    slotGap = takeAll(slotRows - 1) ? 1 : 0
    gapAboveLegend = legendHeight > 0 ? take(1) : 0
    if let pictureRows, let pictureColumns, pictureHeight == pictureRows,
      self.spare >= pictureRows + 2, columns - 2 >= 2 * pictureColumns
    {
      pictureHeight += take(pictureRows)
    }
  }

  /// Takes up to `wanted` rows, as many as there are.
  private mutating func take(_ wanted: Int) -> Int {
    let given = max(0, min(wanted, spare))
    spare -= given
    return given
  }

  /// Takes `wanted` rows when there are that many (and `wanted` is more than none).
  private mutating func takeAll(_ wanted: Int) -> Bool {
    guard wanted > 0, spare >= wanted else { return false }
    spare -= wanted
    return true
  }
}
