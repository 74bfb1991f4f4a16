import TerminalKit

/// The key legend under the tiles.
extension FrameBuilder {
  /// The longest key legend that fits the width, offering `> skip` and `+ zoom` only
  /// when they would do something, and naming Esc for where it leads.
  ///
  /// Words go before keys: every wording names every key on offer, down to the bare keys
  /// (`⌫ ? ! > + Esc quit`, then `⌫ ? ! > + Esc`) of a narrow screen. The wording is chosen
  /// as if skip and zoom were both offered, so every question of a game at one width shows
  /// the same words (typing picks, the hints' costs) and only those two come and go.
  static func legend(
    width: Int, skip: Bool, zoom: Bool, leaving: ScreenModel.Leaving = .quit,
    strings: Strings = .english
  ) -> String {
    let s = strings
    let escape: String
    switch leaving {
    case .quit: escape = s.legendQuit
    case .toMenu: escape = s.legendMenu
    case .toFinalScore: escape = s.legendFinish
    }
    let worded = [
      [s.legendPickLong, s.legendClear, s.legendRevealLong, s.legendRemoveLong],
      [s.legendPickShort, s.legendClear, s.legendRevealShort, s.legendRemoveShort],
      [s.legendPickShort, s.legendClear, s.legendHint, s.legendRemove],
      [s.legendPickShort, s.legendHint, s.legendRemove],
      [s.legendClear, s.legendRevealShort, s.legendRemoveShort],
      [s.legendClear, s.legendHint, s.legendRemove],
      [s.legendHint, s.legendRemove],
    ]
    let offered = { (piece: String) in
      (skip || piece != s.legendSkip) && (zoom || piece != s.legendZoom)
    }
    let joined = { (keys: [String]) in
      (keys + [s.legendSkip, s.legendZoom, escape]).joined(separator: " · ")
    }
    if let keys = worded.first(where: { TextWidth.of(joined($0)) <= width - 2 }) {
      var shown = keys + [s.legendSkip, s.legendZoom].filter(offered)
      // The key of the how-to-play card, where the chosen wording leaves room for it.
      if TextWidth.of(joined(keys + [s.howToPlay.legend])) <= width - 2 {
        shown.append(s.howToPlay.legend)
      }
      return (shown + [escape]).joined(separator: " · ")
    }
    // The keys alone, each the first word of its piece.
    let bare = ["⌫", "?", "!", ">", "+"]
    let bareOffered = bare.filter { (skip || $0 != ">") && (zoom || $0 != "+") }
    for last in [escape, "Esc"]
    where TextWidth.of((bare + [last]).joined(separator: " ")) <= width - 2 {
      return (bareOffered + [last]).joined(separator: " ")
    }
    return ""
  }
}
