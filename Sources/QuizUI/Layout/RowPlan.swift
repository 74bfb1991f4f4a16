/// How the rows a screen has beyond the essential ones are shared out, by priority.
///
/// The essential rows (counter and score, the clue's first line, the slots, the message
/// line under them, the tiles, a blank row and the key legend) are always there: no tile
/// row ever touches the legend, and the message stays by the slots where the player looks.
/// The rest go, in this order, to:
///
/// 1. the clue's other lines (a clue longer than all the rows left is cut with `…`);
/// 2. the picture at its smallest (``Layout/minimumPictureRows``);
/// 3. the picture up to its natural size, at most ``Layout/pictureRowsFirst`` rows;
/// 4. a blank row between each two tile rows (all of them or none: without them the
///    frame draws an edge under each tile row that has another right under it);
/// 5. a blank row under the picture, so the slots do not run into its backdrop (without
///    it the picture leaves the lower half of its last row blank);
/// 6. a blank row under the clue;
/// 7. blank rows between the rows of a long answer's slots;
/// 8. the picture, as large as the width lets it be (any size, not only whole multiples);
/// 9. a blank row between the message and the tiles.
///
/// Rows nobody took centre the game between the counter and the legend.
struct RowPlan {
  /// The clue's lines beyond the first.
  private(set) var clueExtra = 0
  /// Blank row under the clue.
  private(set) var gapUnderTitle = 0
  /// Rows of the picture (0: none).
  private(set) var pictureHeight = 0
  /// Blank rows between tile rows (0 or 1).
  private(set) var tileGap = 0
  /// Blank rows between slot rows (0 or 1).
  private(set) var slotGap = 0
  /// Blank row under the picture.
  private(set) var gapUnderPicture = 0
  /// Blank row between the message line and the tiles.
  private(set) var gapMessageTiles = 0
  /// Rows nobody took, split above and below to centre the game.
  private(set) var spare: Int
  /// True when the clue or the picture got fewer rows than it wants before the gaps (the
  /// clue all its lines, the picture its natural size up to ``Layout/pictureRowsFirst``):
  /// one more row would go to them.
  private(set) var contentIsShort = false

  /// Shares out `spare` rows for `slotRows` rows of slots, `tileRows` of tiles and a clue
  /// wanting `clueLines` lines. The picture (none when `pictureRows` is `nil`) is
  /// `pictureRows` tall at its natural size and can take up to `largestPictureRows` (as
  /// tall as the screen's width lets it be).
  init(
    spare: Int, slotRows: Int, tileRows: Int, pictureRows: Int?, largestPictureRows: Int,
    clueLines: Int
  ) {
    self.spare = max(0, spare)
    clueExtra = take(clueLines - 1)
    let natural = min(pictureRows ?? 0, largestPictureRows)
    if natural > 0, takeAll(min(Layout.minimumPictureRows, largestPictureRows)) {
      pictureHeight = min(Layout.minimumPictureRows, largestPictureRows)
      pictureHeight += take(min(natural, Layout.pictureRowsFirst) - pictureHeight)
    }
    contentIsShort =
      spare < 0 || clueExtra < clueLines - 1
      || pictureHeight < min(natural, Layout.pictureRowsFirst)
    tileGap = takeAll(tileRows - 1) ? 1 : 0
    gapUnderPicture = pictureHeight > 0 ? take(1) : 0
    gapUnderTitle = take(1)
    slotGap = takeAll(slotRows - 1) ? 1 : 0
    if pictureHeight > 0 {
      pictureHeight += take(largestPictureRows - pictureHeight)
    }
    gapMessageTiles = take(1)
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
