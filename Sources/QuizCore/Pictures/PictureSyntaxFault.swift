/// What breaks the syntax of an XPM or netpbm file, where no other ``PictureError`` says it.
public enum PictureSyntaxFault: Equatable, Sendable {
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
}
