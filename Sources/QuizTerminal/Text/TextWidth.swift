import CLibc

/// Terminal column widths of text, the one width function every layout uses.
public enum TextWidth {
  /// Columns one grapheme cluster takes in a terminal: 0, 1 or 2.
  ///
  /// The width is that of the first scalar (libc `wcwidth`), 2 when the cluster asks for
  /// emoji presentation (U+FE0F), and never the sum over a sequence: terminals draw a
  /// ZWJ emoji family or a letter with combining marks as one glyph.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    // A flag is a pair of regional indicators, drawn as one wide glyph.
    if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if first.value < 0x7F { return 1 }
    let width = clibc_wcwidth(first.value)
    if width < 0 { return 1 }
    return Int(min(width, 2))
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
