/// Checks for, and escapes, characters that must never reach a terminal raw.
public enum TextSafety {
  /// True when `scalar` is a control character or a formatting control a terminal could act on.
  ///
  /// C0 and C1 controls (including ESC, newline and tab), line and paragraph separators and
  /// the bidirectional overrides are refused; joiners and variation selectors, which emoji
  /// and many scripts need, are allowed.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x2028, 0x2029: return true
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// True when `text` holds any unsafe scalar.
  public static func containsUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isUnsafe)
  }

  /// The scalars of `letter` that draw nothing where they stand, in order.
  ///
  /// The first scalar is invisible when it has no visible base: a format character (Cf,
  /// such as U+200B or U+FEFF), a combining mark with nothing to combine with (Mn, Mc, Me),
  /// an unassigned or a default-ignorable code point. Prepended concatenation marks (such
  /// as U+06DD before a letter) belong to the base after them and are judged with it; one
  /// alone is invisible. A later scalar is invisible when it
  /// is unassigned, a format character or default-ignorable — ZWNJ, a joiner between
  /// letters, tag characters — except what emoji need: variation selectors, a ZWJ between
  /// two emoji, and the tag characters of a flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿.
  public static func invisibleScalars(in letter: Character) -> [Unicode.Scalar] {
    if letter.isASCII { return [] }
    let scalars = Array(letter.unicodeScalars)
    return invisibleOffsets(in: scalars).map { scalars[$0] }
  }

  /// The positions in `scalars` (one letter) of the invisible ones.
  ///
  /// Prepended concatenation marks (U+0600–U+0605, U+06DD…) are format characters drawn
  /// over or around the letter after them: with a visible base after them they are part of
  /// it; alone, or before only a mark, they are invisible with it.
  private static func invisibleOffsets(in scalars: [Unicode.Scalar]) -> [Int] {
    let prepended = scalars.prefix(while: isPrependedConcatenationMark).count
    guard prepended < scalars.count else { return Array(scalars.indices) }
    let first = scalars[prepended]
    var hidden: [Int] = []
    switch first.properties.generalCategory {
    case .format, .nonspacingMark, .spacingMark, .enclosingMark, .unassigned:
      hidden += 0...prepended
    default:
      if first.properties.isDefaultIgnorableCodePoint { hidden += 0...prepended }
    }
    for (offset, scalar) in scalars.enumerated().dropFirst(prepended + 1) {
      let properties = scalar.properties
      let category = properties.generalCategory
      guard category == .format || category == .unassigned || properties.isDefaultIgnorableCodePoint
      else { continue }
      if isVariationSelector(scalar) { continue }
      if scalar == "\u{200D}", first.properties.isEmoji, offset + 1 < scalars.count,
        scalars[offset + 1].properties.isEmoji
      {
        continue
      }
      if (0xE0020...0xE007F).contains(scalar.value), first == "\u{1F3F4}" { continue }
      hidden.append(offset)
    }
    return hidden
  }

  /// True when some scalar of `letter` draws nothing where it stands (see
  /// ``invisibleScalars(in:)``): such a letter would look empty, or hide a character.
  public static func isInvisible(_ letter: Character) -> Bool {
    !invisibleScalars(in: letter).isEmpty
  }

  /// True when every byte of `text` is printable ASCII (space to `~`): nothing to escape.
  static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
  }

  /// True for a prepended concatenation mark: a format character that the grapheme rules
  /// join to the letter after it (Grapheme_Cluster_Break=Prepend and General_Category=Cf):
  /// the Arabic number signs, the end of ayah, the Syriac abbreviation mark, the Arabic
  /// pound and piastre marks, the Arabic disputed end of ayah and the Kaithi number signs.
  static func isPrependedConcatenationMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: return true
    default: return false
    }
  }

  private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F: return true
    default: return false
    }
  }

  /// `text` with every unsafe scalar, and every invisible one (see
  /// ``invisibleScalars(in:)``), written as a visible escape such as `\u{1B}`.
  public static func escaped(_ text: String) -> String {
    if isPrintableASCII(text) { return text }
    var result = ""
    for letter in text {
      let scalars = Array(letter.unicodeScalars)
      let hidden = invisibleOffsets(in: scalars)
      for (offset, scalar) in scalars.enumerated() {
        if hidden.contains(offset), !isUnsafe(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          append(scalar, to: &result)
        }
      }
    }
    return result
  }

  /// Appends `scalar`, escaped when it is unsafe.
  private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
    guard isUnsafe(scalar) else {
      result.unicodeScalars.append(scalar)
      return
    }
    switch scalar {
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case "\r": result += "\\r"
    default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// The longest value a message quotes whole, in characters; longer ones are shortened.
  public static let messageLimit = 80

  /// How long a value a message quotes may be: ``messageLimit`` unless a task sets it, as
  /// JSON output does (`Int.max`) so that a message inside JSON quotes values whole.
  @TaskLocal public static var quotedLimit = messageLimit

  /// `text` as a message quotes it: escaped, and when longer than `limit` characters,
  /// shortened to its beginning and end around "…" (no escape is cut in half). Every
  /// message quotes the values it names (paths, keys, titles, names) through this rule.
  public static func forMessage(_ text: String, limit: Int? = nil) -> String {
    shortened(text.map { escaped(String($0)) }, limit: limit)
  }

  /// `pieces` (each already escaped) joined, and when longer than `limit` characters
  /// (``quotedLimit`` when `nil`) shortened to whole pieces at its beginning and end around
  /// "…", as ``forMessage(_:limit:)`` shortens.
  public static func shortened(_ pieces: [String], limit: Int? = nil) -> String {
    let limit = limit ?? quotedLimit
    guard pieces.reduce(0, { $0 + $1.count }) > limit else { return pieces.joined() }
    var head = ""
    var tail = ""
    let budget = max(0, limit - 1)
    for piece in pieces {
      guard head.count + piece.count <= budget / 2 else { break }
      head += piece
    }
    for piece in pieces.reversed() {
      guard tail.count + piece.count <= budget - head.count else { break }
      tail = piece + tail
    }
    return head + "…" + tail
  }
}
