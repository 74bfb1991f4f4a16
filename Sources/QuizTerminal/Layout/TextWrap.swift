/// Breaks text (a clue, a notice) into lines of a given width.
///
/// Lines break between words; next to a wide character (Chinese, Japanese, emoji) they
/// can break anywhere, as those scripts are written without spaces, except before closing
/// punctuation such as `，` or `。`; a word longer than a whole line breaks inside. Runs of
/// spaces collapse.
public enum TextWrap {
  /// The lines of `text` at most `width` columns wide, none when it has no text.
  public static func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    var used = 0
    func flush() {
      if !line.isEmpty { lines.append(line) }
      line = ""
      used = 0
    }
    for word in text.split(whereSeparator: \.isWhitespace) {
      for (index, piece) in pieces(of: word).enumerated() {
        let space = index == 0 && !line.isEmpty ? 1 : 0
        let pieceWidth = TextWidth.of(piece)
        if used + space + pieceWidth <= width {
          if space == 1 { line.append(" ") }
          line += piece
          used += space + pieceWidth
          continue
        }
        flush()
        for character in piece {
          let characterWidth = TextWidth.of(character)
          if used + characterWidth > width, !line.isEmpty { flush() }
          line.append(character)
          used += characterWidth
        }
      }
    }
    flush()
    return lines
  }

  /// The lines of `text` in at most `rows` lines of `width` columns: when it needs more,
  /// the last line shown ends with `…`.
  public static func lines(_ text: String, width: Int, rows: Int) -> [String] {
    fit(lines(text, width: width), width: width, rows: rows)
  }

  /// Wrapped lines `all` cut to at most `rows`, the last one shown ending with `…` when
  /// some were left out.
  static func fit(_ all: [String], width: Int, rows: Int) -> [String] {
    guard rows > 0 else { return [] }
    guard all.count > rows else { return all }
    var last = all[rows - 1]
    while !last.isEmpty, TextWidth.of(last) + 1 > width || last.last == " " {
      last.removeLast()
    }
    return Array(all[..<(rows - 1)]) + [last + "…"]
  }

  /// Punctuation that never starts a line: it stays with the character before it.
  private static let closing: Set<Character> = Set("，。、；：！？）」』》〉】〕…·")

  /// A word cut where a line may break: a run of narrow characters stays whole, a wide
  /// character stands alone (with any closing punctuation after it).
  private static func pieces(of word: Substring) -> [String] {
    var result: [String] = []
    var run = ""
    for character in word {
      if closing.contains(character), run.isEmpty, !result.isEmpty {
        result[result.count - 1].append(character)
      } else if TextWidth.of(character) == 2 {
        if !run.isEmpty { result.append(run) }
        run = ""
        result.append(String(character))
      } else {
        run.append(character)
      }
    }
    if !run.isEmpty { result.append(run) }
    return result
  }
}
