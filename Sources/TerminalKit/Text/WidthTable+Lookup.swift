extension WidthTable {
  /// Bits 0–1 of a class: the width of the code point alone (0, 1 or 2).
  static let widthMask: UInt8 = 0x03
  /// Terminals are known to draw it at other widths (recent emoji and wide characters,
  /// regional indicators).
  static let uncertain: UInt8 = 0x04
  /// It has an emoji-style variation sequence: followed by U+FE0F it is drawn as emoji.
  static let emojiVariation: UInt8 = 0x08
  /// An emoji modifier base: followed by a skin tone it is drawn as emoji.
  static let modifierBase: UInt8 = 0x10
  /// An emoji modifier (a skin tone).
  static let modifier: UInt8 = 0x20
  /// A regional indicator (half of a flag).
  static let regionalIndicator: UInt8 = 0x40
  /// A spacing combining mark (general category Mc): it widens the letter it follows.
  static let spacingMark: UInt8 = 0x80

  /// The class of a code point: the run it falls in, found by binary search.
  static func flags(of scalar: UInt32) -> UInt8 {
    let key = scalar << 8 | 0xFF
    var low = 0
    var high = runs.count
    // The last run whose start is at or before `scalar`.
    while low < high {
      let middle = (low + high) / 2
      if runs[middle] <= key { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? 0 : UInt8(truncatingIfNeeded: runs[low - 1])
  }
}
