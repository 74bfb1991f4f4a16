/// A phrase that QuizCore's picture decoders put into an error as English text: what is
/// malformed in an XPM or netpbm file, which rule a PNG's chunks break, and the names those
/// messages hold. Languages word each one (``PictureErrorText``); other text stays as it is.
enum PictureDetail: PhraseBook {
  // XPM.
  case noValuesLine, noColors, valuesLine, shortEntry, textForKey, noColorValue
  // netpbm.
  case noWhitespaceAfterMagic, headerEndsBefore, width, height, maxval, numberTooLarge
  case expectedNumber, noWhitespaceAfterNumber
  // PNG chunk order and methods.
  case secondChunk, afterImageData, transparencyBeforePalette, imageDataNotConsecutive
  case paletteInGrey, compression, filter, interlace

  /// The phrase as QuizCore writes it, `{}` standing for each hole.
  var english: String {
    switch self {
    case .noValuesLine: "missing the values line after ‘/* XPM */’"
    case .noColors: "the colour table must have at least 1 colour, found 0"
    case .valuesLine:
      "the values line must hold width, height, colour count and characters per pixel"
    case .shortEntry: "a colour table entry is shorter than its pixel code"
    case .textForKey: "a colour table entry has text where a key (c, m, g, g4 or s) belongs"
    case .noColorValue: "a colour table entry has no c, g, g4 or m value"
    case .noWhitespaceAfterMagic: "expected whitespace after the magic number ‘P{}’"
    case .headerEndsBefore: "header ends before the {}"
    case .width: "width"
    case .height: "height"
    case .maxval: "maxval"
    case .numberTooLarge: "number too large at byte {}"
    case .expectedNumber: "expected a number at byte {}"
    case .noWhitespaceAfterNumber: "expected whitespace after the number at byte {}"
    case .secondChunk: "a second {} chunk"
    case .afterImageData: "{} after IDAT"
    case .transparencyBeforePalette: "tRNS before PLTE"
    case .imageDataNotConsecutive: "IDAT chunks are not consecutive"
    case .paletteInGrey: "a PLTE chunk in a greyscale image"
    case .compression: "compression"
    case .filter: "filter"
    case .interlace: "interlace"
    }
  }
}
