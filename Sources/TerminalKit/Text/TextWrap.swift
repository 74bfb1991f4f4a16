/// Breaks text (a clue, a notice) into lines of a given width.
///
/// Lines break between words; next to a wide character (Chinese, Japanese, emoji) they
/// can break anywhere, as those scripts are written without spaces, except before closing
/// punctuation such as `，` or `。` and after opening punctuation such as `（` or `「`; a word
/// longer than a whole line breaks inside. Runs of spaces collapse.
public enum TextWrap {
  /// The lines of `text` at most `width` columns wide, none when it has no text.
  public static func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    let characters = Array(text)
    let offsets = Array(text.indices) + [text.endIndex]
    let widths = characters.map(TextWidth.of)
    let spaces = characters.map(isSpace)
    var lines: [String] = []
    var line = ""
    var used = 0
    var spaceBefore = false
    var start = 0
    while start < characters.count {
      if spaces[start] {
        spaceBefore = true
        start += 1
        continue
      }
      let end = unitEnd(from: start, characters, widths, spaces)
      let unitWidth = widths[start..<end].reduce(0, +)
      let space = spaceBefore && !line.isEmpty ? 1 : 0
      spaceBefore = false
      if used + space + unitWidth <= width {
        if space == 1 { line.append(" ") }
        line += text[offsets[start]..<offsets[end]]
        used += space + unitWidth
      } else {
        if !line.isEmpty { lines.append(line) }
        (line, used) = ("", 0)
        // A unit longer than a whole line breaks inside it.
        for index in start..<end {
          if used + widths[index] > width, !line.isEmpty {
            lines.append(line)
            (line, used) = ("", 0)
          }
          line.append(characters[index])
          used += widths[index]
        }
      }
      start = end
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The lines of `text` in at most `rows` lines of `width` columns: when it needs more,
  /// the last line shown ends with `…`.
  public static func lines(_ text: String, width: Int, rows: Int) -> [String] {
    fit(lines(text, width: width), width: width, rows: rows)
  }

  /// Wrapped lines `all` cut to at most `rows`, the last one shown ending with `…` when
  /// some were left out.
  package static func fit(_ all: [String], width: Int, rows: Int) -> [String] {
    guard rows > 0 else { return [] }
    guard all.count > rows else { return all }
    var last = all[rows - 1]
    while !last.isEmpty, TextWidth.of(last) + 1 > width || last.last == " " {
      last.removeLast()
    }
    return Array(all[..<(rows - 1)]) + [last + "…"]
  }

  /// Punctuation that never starts a line (`，` `。` `、` `；` `：` `！` `？` `）` `」` `』` `》`
  /// `〉` `】` `〕` `…` `·`): it stays with the character before it.
  private static let closing: Set<UInt32> = [
    0xFF0C, 0x3002, 0x3001, 0xFF1B, 0xFF1A, 0xFF01, 0xFF1F, 0xFF09, 0x300D, 0x300F, 0x300B,
    0x3009, 0x3011, 0x3015, 0x2026, 0x00B7,
  ]

  /// Punctuation that never ends a line (`（` `「` `『` `《` `〈` `【` `〔` `“` `‘`): it stays with
  /// what follows it.
  private static let opening: Set<UInt32> = [
    0xFF08, 0x300C, 0x300E, 0x300A, 0x3008, 0x3010, 0x3014, 0x201C, 0x2018,
  ]

  private static func isOpening(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first, !first.isASCII else { return false }
    return opening.contains(first.value)
  }

  private static func isSpace(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    if first.isASCII { return first == " " || (0x09...0x0D).contains(first.value) }
    return character.isWhitespace
  }

  private static func isClosing(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first, !first.isASCII else { return false }
    return closing.contains(first.value)
  }

  /// The end of the unbreakable unit starting at `start`: a wide character, or a run of
  /// narrow ones up to a space or a wide character, with any closing punctuation after it;
  /// a unit that ends with opening punctuation takes the next one too.
  private static func unitEnd(
    from start: Int, _ characters: [Character], _ widths: [Int], _ spaces: [Bool]
  ) -> Int {
    var end = pieceEnd(from: start, characters, widths, spaces)
    while end < characters.count, !spaces[end], isOpening(characters[end - 1]) {
      end = pieceEnd(from: end, characters, widths, spaces)
    }
    return end
  }

  /// ``unitEnd(from:_:_:_:)`` without the rule for opening punctuation.
  private static func pieceEnd(
    from start: Int, _ characters: [Character], _ widths: [Int], _ spaces: [Bool]
  ) -> Int {
    var end = start + 1
    if widths[start] != 2 {
      while end < characters.count, !spaces[end], widths[end] != 2 { end += 1 }
    }
    while end < characters.count, isClosing(characters[end]) { end += 1 }
    return end
  }
}
