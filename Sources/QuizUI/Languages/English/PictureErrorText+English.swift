import QuizCore

extension PictureErrorText {
  /// English.
  static func english(_ error: PictureLoadError) -> String {
    switch error {
    case .missing: return "no such file"
    case .unreadable: return "the file cannot be read"
    case .notRegularFile(let kind): return "not a regular file (\(EnglishBankText.kind(kind)))"
    case .tooLarge(let size, let limit):
      return "the file is too large: \(BoundedFile.mebibytes(size)), at most "
        + BoundedFile.mebibytes(limit)
    case .unknownFormat(""):
      return "no extension to tell the picture format (.png, .jpg, .gif, .xpm, .ppm, .pgm or .pnm)"
    case .unknownFormat(let ext): return "unknown picture format \".\(TextSafety.forMessage(ext))\""
    case .unknownContent: return "not a PNG, JPEG, GIF, XPM or netpbm picture"
    case .foreignFormat(let format):
      return "\(format.rawValue) pictures cannot be read: save them as JPEG or PNG"
    // Decoder messages quote bytes of the file: never let a control character through.
    case .invalid(let error): return TextSafety.escaped(EnglishPictureText.decoding(error))
    }
  }
}

/// The English wording of the decoders' errors.
private enum EnglishPictureText {
  static func decoding(_ error: PictureError) -> String {
    let side = Picture.maxSide
    switch error {
    case .empty: return "the file is empty"
    // No message quotes bytes of the file: a picture may be a link to any file.
    case .wrongHeader(.xpm, _): return "not an XPM file: it does not start with ‘/* XPM */’"
    case .wrongHeader(.png, _): return png(.signature)
    case .wrongHeader(.jpeg, _): return PictureErrorText.english(JPEGError.signature)
    case .wrongHeader(.gif, _): return PictureErrorText.english(GIFError.signature)
    case .wrongHeader(.netpbm, _):
      return "not a netpbm file: it does not start with ‘P2’, ‘P3’, ‘P5’ or ‘P6’"
    case .truncated(let expected, let found):
      return "truncated: expected \(expected) rows, found \(found)"
    case .truncatedColorTable(let expected, let found):
      return "truncated: expected \(expected) colours in the colour table, found \(found)"
    case .invalidDimensions(let width, let height):
      return "invalid dimensions \(width)×\(height): both must be at least 1"
    case .dimensionsTooLarge(let width, let height):
      return "dimensions \(width)×\(height) exceed the \(side)×\(side) limit"
    case .invalidMaxval(let maxval): return "maxval \(maxval) is outside 1…65535"
    case .sampleOutOfRange(let value, let maxval):
      return "sample \(value) exceeds the maxval \(maxval)"
    case .invalidCharsPerPixel(let count):
      return "\(count) characters per pixel: expected 1 to 4"
    case .tooManyColors(let count, let limit):
      return "\(count) colours: an XPM picture may have at most \(limit)"
    case .colorNotInTable: return "a pixel uses a code that is not in the colour table"
    case .duplicateColor: return "a code is defined twice in the colour table"
    case .unknownColor:
      return "a colour in the colour table is neither None, a # hex colour nor a known colour name"
    case .wrongRowLength(let row, let expected, let found):
      return "row \(row) has \(found) characters, expected \(expected)"
    case .malformed(let fault): return malformed(fault)
    case .png(let error): return png(error)
    case .jpeg(let error): return PictureErrorText.english(error)
    case .gif(let error): return PictureErrorText.english(error)
    }
  }

  static func png(_ error: PNGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "not a PNG file: it does not start with the PNG signature"
    case .truncatedChunk(let name?): text = "the file ends inside the \(name) chunk"
    case .truncatedChunk(nil): text = "the file ends inside a chunk"
    case .missingEnd: text = "the file ends before the IEND chunk"
    case .chunkTooLong: text = "a chunk length is larger than 2³¹ − 1"
    case .invalidChunkType: text = "a chunk type is not four letters"
    case .crcMismatch(let name?): text = "\(name) CRC mismatch"
    case .crcMismatch(nil): text = "CRC mismatch in an unknown critical chunk"
    case .headerNotFirst: text = "the first chunk is not IHDR"
    case .chunkOrder(let rule): text = chunkRule(rule)
    case .unknownCriticalChunk: text = "an unknown critical chunk"
    case .missingImageData: text = "no IDAT chunk"
    case .missingPalette: text = "an indexed-colour image without a PLTE chunk"
    case .badChunkLength(let name): text = "the \(name) chunk has the wrong length"
    case .invalidDimensions(let width, let height): text = "\(width)×\(height) is not a valid size"
    case .tooLarge(let width, let height):
      text = "\(width)×\(height) is larger than \(side)×\(side)"
    case .invalidFormat(let colorType, let bitDepth):
      text = "colour type \(colorType) with bit depth \(bitDepth) is not a PNG format"
    case .invalidMethod(let method): text = "unknown \(Self.method(method)) method"
    case .badPalette(let entries): text = "a palette of \(entries) colours does not fit the image"
    case .badTransparency: text = "the tRNS chunk does not fit the colour type"
    case .invalidFilter(let type): text = "filter type \(type) is not 0 to 4"
    case .paletteIndexOutOfRange(let index, let entries):
      text = "a pixel uses colour \(index) of a palette of \(entries)"
    case .imageDataTooLong(let limit, let width, let height):
      text =
        "the image data inflates to more than the \(limit) bytes a \(width)×\(height) "
        + "picture needs"
    case .imageData(.adlerMismatch): text = "image data Adler-32 mismatch"
    case .imageData(let error): text = "image data: \(inflate(error))"
    }
    return "PNG: " + text
  }

  static func inflate(_ error: InflateError) -> String {
    switch error {
    case .badHeader: "not a zlib stream of DEFLATE data"
    case .presetDictionary: "the zlib stream asks for a preset dictionary"
    case .truncated: "the compressed data ends too early"
    case .reservedBlockType: "a DEFLATE block of the reserved type 3"
    case .storedLengthMismatch: "a stored block's length does not match its complement"
    case .invalidCodeLengths: "invalid Huffman code lengths"
    case .invalidCode: "an invalid Huffman code"
    case .distanceTooFar: "a back-reference reaches before the start of the data"
    case .tooLong(let limit): "the data inflates to more than \(limit) bytes"
    case .tooShort(let found, let expected):
      "the data inflates to \(found) bytes, expected \(expected)"
    case .adlerMismatch: "Adler-32 mismatch"
    }
  }

  static func malformed(_ fault: PictureSyntaxFault) -> String {
    switch fault {
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

  static func chunkRule(_ rule: PNGError.ChunkRule) -> String {
    switch rule {
    case .secondHeader: "a second IHDR chunk"
    case .paletteAfterImageData: "PLTE after IDAT"
    case .secondPalette: "a second PLTE chunk"
    case .transparencyAfterImageData: "tRNS after IDAT"
    case .secondTransparency: "a second tRNS chunk"
    case .imageDataNotConsecutive: "IDAT chunks are not consecutive"
    case .transparencyBeforePalette: "tRNS before PLTE"
    case .paletteInGreyscale: "a PLTE chunk in a greyscale image"
    }
  }

  static func method(_ method: PNGError.Method) -> String {
    switch method {
    case .compression: "compression"
    case .filter: "filter"
    case .interlace: "interlace"
    }
  }
}

extension PictureErrorText {
  /// English.
  static func english(_ error: GIFError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "not a GIF file: it does not start with GIF87a or GIF89a"
    case .truncated: text = "the file ends before the first picture's data does"
    case .invalidDimensions(let width, let height): text = "\(width)×\(height) is not a valid size"
    case .tooLarge(let width, let height):
      text = "\(width)×\(height) is larger than \(side)×\(side)"
    case .missingColorTable: text = "the picture has no colour table"
    case .badCodeSize(let size): text = "LZW code size \(size): expected 1 to 11"
    case .invalidCode: text = "the image data holds an invalid LZW code"
    case .truncatedImageData(let found, let expected):
      text = "the image data ends before the last pixel (\(found) of \(expected))"
    case .colorOutOfTable(let index): text = "colour \(index) is not in the colour table"
    }
    return "GIF: " + text
  }

  /// English.
  static func english(_ error: JPEGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "not a JPEG file: it does not start with the SOI marker"
    case .truncated: text = "the file ends before the EOI marker"
    case .truncatedImageData: text = "the image data ends before the last block"
    case .badSegment(let name): text = "the \(name) segment is malformed"
    case .markerOrder(let name): text = "a \(name) marker where it does not belong"
    case .unsupported(let process):
      text = "\(english(process)) JPEG cannot be read: save it as baseline JPEG or PNG"
    case .unsupportedPrecision(let bits): text = "\(bits)-bit samples: only 8-bit JPEG can be read"
    case .unsupportedComponents(let count):
      text = "\(count) colour components: expected 1, 3 or 4"
    case .invalidDimensions(let width, let height): text = "\(width)×\(height) is not a valid size"
    case .tooLarge(let width, let height):
      text = "\(width)×\(height) is larger than \(side)×\(side)"
    case .overDecodeBudget(let width, let height, let limit):
      text =
        "\(width)×\(height) is more than the decode budget of \(limit / 1_000_000) megapixels"
    case .missingTable: text = "a scan uses a table the file does not define"
    case .invalidCode: text = "the image data holds an invalid code"
    case .tooManyScans(let limit): text = "more than \(limit) scans"
    case .missingImageData: text = "no image data"
    }
    return "JPEG: " + text
  }

  private static func english(_ process: JPEGError.Process) -> String {
    switch process {
    case .arithmetic: "arithmetic-coded"
    case .lossless: "lossless"
    case .hierarchical: "hierarchical"
    }
  }
}
