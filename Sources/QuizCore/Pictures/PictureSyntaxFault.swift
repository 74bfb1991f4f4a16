/// What breaks the syntax of an XPM or netpbm file, where no other ``PictureError`` says it.
public enum PictureSyntaxFault: Equatable, Sendable, CustomStringConvertible {
  /// A netpbm header number.
  public enum HeaderField: Equatable, Sendable, CaseIterable {
    /// The width.
    case width
    /// The height.
    case height
    /// The largest sample value.
    case maxval
  }

  /// XPM: no quoted values line follows the `/* XPM */` comment.
  case missingValuesLine
  /// XPM: the colour table is declared with no colours.
  case noColors
  /// XPM: the values line lacks one of its four numbers.
  case badValuesLine
  /// XPM: a colour table entry is shorter than its pixel code.
  case shortColorEntry
  /// XPM: a colour table entry has text where a key belongs.
  case textWhereKeyBelongs
  /// XPM: a colour table entry has no `c`, `g`, `g4` or `m` value.
  case noColorValue
  /// netpbm: the magic number (its digit given: `6` for `P6`) is not followed by white space.
  case noSpaceAfterMagic(digit: Character)
  /// netpbm: the header ends before the field given.
  case headerEndsBefore(HeaderField)
  /// netpbm: a number of more than nine digits starts at this 0-based byte.
  case numberTooLarge(byte: Int)
  /// netpbm: no number at this 0-based byte where one belongs.
  case expectedNumber(byte: Int)
  /// netpbm: a number ends at this 0-based byte with something other than white space.
  case noSpaceAfterNumber(byte: Int)

  /// A lowercase explanation, as English messages give it.
  ///
  /// For debugging and QuizCore's tests: what a user reads is the language's table
  /// (English in the `Languages/English/` folders of QuizUI and QuizTerminal).
  public var description: String {
    switch self {
    case .missingValuesLine: "missing the values line after ‘/* XPM */’"
    case .noColors: "the colour table must have at least 1 colour, found 0"
    case .badValuesLine:
      "the values line must hold width, height, colour count and characters per pixel"
    case .shortColorEntry: "a colour table entry is shorter than its pixel code"
    case .textWhereKeyBelongs:
      "a colour table entry has text where a key (c, m, g, g4 or s) belongs"
    case .noColorValue: "a colour table entry has no c, g, g4 or m value"
    case .noSpaceAfterMagic(let digit): "expected whitespace after the magic number ‘P\(digit)’"
    case .headerEndsBefore(.width): "header ends before the width"
    case .headerEndsBefore(.height): "header ends before the height"
    case .headerEndsBefore(.maxval): "header ends before the maxval"
    case .numberTooLarge(let byte): "number too large at byte \(byte)"
    case .expectedNumber(let byte): "expected a number at byte \(byte)"
    case .noSpaceAfterNumber(let byte): "expected whitespace after the number at byte \(byte)"
    }
  }
}
