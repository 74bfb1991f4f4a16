/// Terminal column widths of text, the one width function every layout uses.
///
/// Widths come from the project's own table (``WidthTable``, generated from the Unicode
/// Character Database by `Scripts/generate-width-table`), never from the host's libc, so
/// the same text takes the same columns on every host.
public enum TextWidth {
  /// The Unicode version the width table was generated from.
  public static var unicodeVersion: String { WidthTable.unicodeVersion }

  /// Columns one grapheme cluster takes in a terminal: 0, 1 or 2.
  ///
  /// The width of the first scalar (East Asian Wide and Fullwidth are 2, combining, format
  /// and default-ignorable characters 0), widened to 2 when the cluster is drawn as an
  /// emoji (a flag, a modifier sequence, U+FE0F after a base that has an emoji style) or a
  /// spacing mark follows a letter; never the sum over a ZWJ sequence, which terminals
  /// draw as one glyph.
  public static func of(_ character: Character) -> Int {
    measure(character).width
  }

  /// The width of a grapheme cluster and whether terminals are known to draw it at other
  /// widths (see ``Measure/isUncertain``).
  static func measure(_ character: Character) -> Measure {
    if let ascii = character.asciiValue {
      return Measure(width: ascii < 0x20 || ascii == 0x7F ? 0 : 1, isUncertain: false)
    }
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return Measure(width: 0, isUncertain: false) }
    let base = WidthTable.flags(of: first.value)
    var width = Int(base & WidthTable.widthMask)
    guard let second = scalars.next() else {
      return Measure(width: width, isUncertain: base & WidthTable.uncertain != 0)
    }
    // NB: every cluster of several scalars is uncertain: terminals join, split or widen
    // flags, modifier and ZWJ sequences, variation selectors and marks each their own way.
    var next: Unicode.Scalar? = second
    var index = 1
    while let scalar = next {
      let flags = WidthTable.flags(of: scalar.value)
      if scalar.value == 0x200D { break }  // what is joined on is drawn in the same glyph
      if scalar.value == 0xFE0F, base & WidthTable.emojiVariation != 0 { width = 2 }
      if index == 1, base & WidthTable.regionalIndicator != 0 { width = 2 }
      if index == 1, flags & WidthTable.modifier != 0, base & WidthTable.modifierBase != 0 {
        width = 2
      }
      if flags & WidthTable.spacingMark != 0, width > 0 { width = 2 }
      next = scalars.next()
      index += 1
    }
    return Measure(width: min(width, 2), isUncertain: true)
  }

  /// The width of one grapheme cluster and how sure it is.
  struct Measure: Equatable {
    /// Columns: 0, 1 or 2.
    var width: Int
    /// True when terminals are known to disagree on the width: emoji and wide characters
    /// of recent Unicode versions (libc tables of a few years ago do not know them),
    /// regional indicators, and any cluster of several scalars.
    var isUncertain: Bool
  }

  /// Columns a whole string takes, grapheme by grapheme.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, the common case, is one grapheme and one column a byte.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The longest prefix of `text` that fits in `columns`, with `…` when it was cut.
  public static func truncate(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    if of(text) <= columns { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }
}
