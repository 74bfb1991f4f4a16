import QuizCore

/// The picture errors' samples (``ErrorSamples``).
extension ErrorSamples {
  /// A sample of each case of `InflateError`.
  public static let inflateErrors: [InflateError] = [
    .badHeader, .presetDictionary, .truncated, .reservedBlockType, .storedLengthMismatch,
    .invalidCodeLengths, .invalidCode, .distanceTooFar, .tooLong(limit: 7301),
    .tooShort(found: 7302, expected: 7303), .adlerMismatch,
  ]

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: InflateError) -> Int {
    switch error {
    case .badHeader: 0
    case .presetDictionary: 1
    case .truncated: 2
    case .reservedBlockType: 3
    case .storedLengthMismatch: 4
    case .invalidCodeLengths: 5
    case .invalidCode: 6
    case .distanceTooFar: 7
    case .tooLong: 8
    case .tooShort: 9
    case .adlerMismatch: 10
    }
  }

  /// A sample of each case of `PNGError`.
  public static let pngErrors: [PNGError] =
    [
      .signature, .truncatedChunk("IDAT"), .truncatedChunk(nil), .missingEnd, .chunkTooLong,
      .invalidChunkType, .crcMismatch("IHDR"), .crcMismatch(nil), .headerNotFirst,
      .unknownCriticalChunk, .missingImageData, .missingPalette, .badChunkLength("IEND"),
      .invalidDimensions(width: 7304, height: 0), .tooLarge(width: 7305, height: 7306),
      .invalidFormat(colorType: 7307, bitDepth: 7308), .badPalette(entries: 7309),
      .badTransparency, .invalidFilter(7310), .paletteIndexOutOfRange(index: 7311, entries: 7312),
      .imageDataTooLong(limit: 7313, width: 7314, height: 7315),
    ]
    + PNGError.ChunkRule.allCases.map { .chunkOrder($0) }
    + PNGError.Method.allCases.map { .invalidMethod($0) }
    + inflateErrors.map { .imageData($0) }

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: PNGError) -> Int {
    switch error {
    case .signature: 0
    case .truncatedChunk: 1
    case .missingEnd: 2
    case .chunkTooLong: 3
    case .invalidChunkType: 4
    case .crcMismatch: 5
    case .headerNotFirst: 6
    case .chunkOrder: 7
    case .unknownCriticalChunk: 8
    case .missingImageData: 9
    case .missingPalette: 10
    case .badChunkLength: 11
    case .invalidDimensions: 12
    case .tooLarge: 13
    case .invalidFormat: 14
    case .invalidMethod: 15
    case .badPalette: 16
    case .badTransparency: 17
    case .invalidFilter: 18
    case .paletteIndexOutOfRange: 19
    case .imageDataTooLong: 20
    case .imageData: 21
    }
  }

  /// A sample of each case of `PictureSyntaxFault`.
  public static let syntaxPictureFaults: [PictureSyntaxFault] =
    [
      .missingValuesLine, .noColors, .badValuesLine, .shortColorEntry, .textWhereKeyBelongs,
      .noColorValue, .noSpaceAfterMagic(digit: "6"), .numberTooLarge(byte: 7316),
      .expectedNumber(byte: 7317), .noSpaceAfterNumber(byte: 7318),
    ] + PictureSyntaxFault.HeaderField.allCases.map { .headerEndsBefore($0) }

  /// The number of the case of `fault`, for the coverage check.
  public static func number(_ fault: PictureSyntaxFault) -> Int {
    switch fault {
    case .missingValuesLine: 0
    case .noColors: 1
    case .badValuesLine: 2
    case .shortColorEntry: 3
    case .textWhereKeyBelongs: 4
    case .noColorValue: 5
    case .noSpaceAfterMagic: 6
    case .headerEndsBefore: 7
    case .numberTooLarge: 8
    case .expectedNumber: 9
    case .noSpaceAfterNumber: 10
    }
  }

  /// A sample of each case of `PictureError`.
  public static let pictureErrors: [PictureError] =
    [
      .empty, .wrongHeader(.xpm, found: ""), .wrongHeader(.png, found: ""),
      .wrongHeader(.netpbm, found: ""), .wrongHeader(.jpeg, found: ""),
      .wrongHeader(.gif, found: ""),
      .truncated(expectedRows: 7319, foundRows: 7320),
      .truncatedColorTable(expected: 7321, found: 7322),
      .invalidDimensions(width: 7323, height: 7324),
      .dimensionsTooLarge(width: 7325, height: 7326), .invalidMaxval(7327),
      .sampleOutOfRange(value: 7328, maxval: 7329), .invalidCharsPerPixel(7330),
      .tooManyColors(7336, limit: 7337),
      .colorNotInTable("x"), .duplicateColor("x"), .unknownColor("x"),
      .wrongRowLength(row: 7331, expected: 7332, found: 7333),
    ]
    + syntaxPictureFaults.map { .malformed($0) }
    + pngErrors.map { .png($0) }
    + jpegErrors.map { .jpeg($0) }
    + gifErrors.map { .gif($0) }

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: PictureError) -> Int {
    switch error {
    case .empty: 0
    case .wrongHeader: 1
    case .truncated: 2
    case .truncatedColorTable: 3
    case .invalidDimensions: 4
    case .dimensionsTooLarge: 5
    case .invalidMaxval: 6
    case .sampleOutOfRange: 7
    case .invalidCharsPerPixel: 8
    case .colorNotInTable: 9
    case .duplicateColor: 10
    case .unknownColor: 11
    case .wrongRowLength: 12
    case .malformed: 13
    case .png: 14
    case .tooManyColors: 15
    case .jpeg: 16
    case .gif: 17
    }
  }

  /// A sample of each case of `GIFError`.
  public static let gifErrors: [GIFError] = [
    .signature, .truncated, .invalidDimensions(width: 7350, height: 0),
    .tooLarge(width: 7351, height: 7352), .missingColorTable, .badCodeSize(7353), .invalidCode,
    .colorOutOfTable(7354), .truncatedImageData(found: 7355, expected: 7356),
  ]

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: GIFError) -> Int {
    switch error {
    case .signature: 0
    case .truncated: 1
    case .invalidDimensions: 2
    case .tooLarge: 3
    case .missingColorTable: 4
    case .badCodeSize: 5
    case .invalidCode: 6
    case .colorOutOfTable: 7
    case .truncatedImageData: 8
    }
  }

  /// A sample of each case of `JPEGError`.
  public static let jpegErrors: [JPEGError] =
    [
      .signature, .truncated, .truncatedImageData, .badSegment("DHT"), .markerOrder("SOS"),
      .unsupportedPrecision(7338), .unsupportedComponents(7339),
      .invalidDimensions(width: 7340, height: 0), .tooLarge(width: 7341, height: 7342),
      .missingTable, .invalidCode, .tooManyScans(limit: 7343), .missingImageData,
      .overDecodeBudget(width: 7344, height: 7345, limit: 50_000_000),
    ] + JPEGError.Process.allCases.map { .unsupported($0) }

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: JPEGError) -> Int {
    switch error {
    case .signature: 0
    case .truncated: 1
    case .truncatedImageData: 2
    case .badSegment: 3
    case .markerOrder: 4
    case .unsupported: 5
    case .unsupportedPrecision: 6
    case .unsupportedComponents: 7
    case .invalidDimensions: 8
    case .tooLarge: 9
    case .missingTable: 10
    case .invalidCode: 11
    case .tooManyScans: 12
    case .missingImageData: 13
    case .overDecodeBudget: 14
    }
  }

  /// A sample of each case of `PictureLoadError`.
  public static let loadErrors: [PictureLoadError] =
    [
      .missing, .unreadable, .tooLarge(size: 7334 << 20, limit: 32 << 20), .unknownFormat(""),
      .unknownFormat("gif7335"), .unknownContent,
    ]
    + FileKind.allCases.map { .notRegularFile($0) }
    + ForeignPictureFormat.allCases.map { .foreignFormat($0) }
    + pictureErrors.map { .invalid($0) }

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: PictureLoadError) -> Int {
    switch error {
    case .missing: 0
    case .unreadable: 1
    case .notRegularFile: 2
    case .tooLarge: 3
    case .unknownFormat: 4
    case .invalid: 5
    case .unknownContent: 6
    case .foreignFormat: 7
    }
  }
}
