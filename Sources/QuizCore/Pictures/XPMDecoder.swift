/// Decodes XPM3 files: C source text holding a values line, a colour table and pixel rows.
enum XPMDecoder {
  /// The most colours a colour table may declare: one for each pixel of the largest picture.
  static let maxColors = Picture.maxPixels

  /// Decodes a whole XPM3 file.
  static func decode(_ bytes: [UInt8]) throws(PictureError) -> Picture {
    guard !bytes.isEmpty else { throw .empty }
    let strings = try quotedStrings(in: bytes)
    guard let valuesLine = strings.first else {
      throw .malformed(.missingValuesLine)
    }
    let values = try parseValues(valuesLine)
    try Picture.checkDimensions(width: values.width, height: values.height)
    guard (1...4).contains(values.charsPerPixel) else {
      throw .invalidCharsPerPixel(values.charsPerPixel)
    }
    guard values.colors >= 1 else {
      throw .malformed(.noColors)
    }
    guard values.colors <= maxColors else {
      throw .tooManyColors(values.colors, limit: maxColors)
    }
    let tableStrings = strings.dropFirst().prefix(values.colors)
    guard tableStrings.count == values.colors else {
      // The strings after the table's last entry are pixel rows, not colours.
      let colors = tableStrings.prefix {
        (try? parseColorEntry($0, charsPerPixel: values.charsPerPixel)) != nil
      }
      throw .truncatedColorTable(expected: values.colors, found: colors.count)
    }
    var table: [UInt32: RGBA] = [:]
    for entry in tableStrings {
      let (code, color) = try parseColorEntry(entry, charsPerPixel: values.charsPerPixel)
      guard table.updateValue(color, forKey: key(code)) == nil else {
        throw .duplicateColor(String(decoding: code, as: UTF8.self))
      }
    }
    let rows = strings.dropFirst(1 + values.colors).prefix(values.height)
    guard rows.count == values.height else {
      throw .truncated(expectedRows: values.height, foundRows: rows.count)
    }
    let rowLength = values.width * values.charsPerPixel
    var pixels: [RGBA] = []
    pixels.reserveCapacity(values.width * values.height)
    for (index, row) in rows.enumerated() {
      guard row.count == rowLength else {
        throw .wrongRowLength(row: index + 1, expected: rowLength, found: row.count)
      }
      var start = row.startIndex
      while start < row.endIndex {
        let code = row[start..<start + values.charsPerPixel]
        guard let color = table[key(code)] else {
          throw .colorNotInTable(String(decoding: code, as: UTF8.self))
        }
        pixels.append(color)
        start += values.charsPerPixel
      }
    }
    return Picture(checkedWidth: values.width, height: values.height, pixels: pixels)
  }

  /// The numbers on the values line.
  private struct Values {
    var width: Int
    var height: Int
    var colors: Int
    var charsPerPixel: Int
  }

  /// The contents of every complete `"…"` string after the `/* XPM */` header, skipping
  /// comments and the C declaration around them; stops quietly at an unfinished string or
  /// comment so that a truncated file reports what is missing.
  private static func quotedStrings(in bytes: [UInt8]) throws(PictureError) -> [[UInt8]] {
    var index = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
    let headerStart = index
    guard let headerEnd = commentEnd(in: bytes, from: index),
      trimmed(bytes[index + 2..<headerEnd - 2]).elementsEqual("XPM".utf8)
    else {
      throw .wrongHeader(.xpm, found: PictureError.excerpt(bytes[headerStart...]))
    }
    index = headerEnd
    var strings: [[UInt8]] = []
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "\"") {
        var string: [UInt8] = []
        index += 1
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          if index < bytes.endIndex { string.append(bytes[index]) }
          index += 1
        }
        guard index < bytes.endIndex else { break }
        strings.append(string)
        index += 1
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.endIndex,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        guard let end = commentEnd(in: bytes, from: index) else { break }
        index = end
      } else {
        index += 1
      }
    }
    return strings
  }

  /// The index just past the `*/` of a comment starting at `start`, or `nil`.
  private static func commentEnd(in bytes: [UInt8], from start: Int) -> Int? {
    guard start + 1 < bytes.endIndex, bytes[start] == UInt8(ascii: "/"),
      bytes[start + 1] == UInt8(ascii: "*")
    else { return nil }
    var index = start + 2
    while index + 1 < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        return index + 2
      }
      index += 1
    }
    return nil
  }

  private static func parseValues(_ line: [UInt8]) throws(PictureError) -> Values {
    let fields = words(line)
    // A number too large for `Int` stays too large (never a bad values line): the checks
    // that follow say what it exceeds.
    let numbers = fields.prefix(4).compactMap { field -> Int? in
      guard !field.isEmpty, field.allSatisfy(\.isASCIIDigit) else { return nil }
      return Int(field) ?? Int.max
    }
    guard numbers.count == 4 else {
      throw .malformed(.badValuesLine)
    }
    return Values(
      width: numbers[0], height: numbers[1], colors: numbers[2], charsPerPixel: numbers[3])
  }

  private static let colorKeys: Set<String> = ["c", "m", "g", "g4", "s"]

  /// Splits a colour table entry into its pixel code and colour, preferring the `c` value.
  private static func parseColorEntry(
    _ entry: [UInt8], charsPerPixel: Int
  ) throws(PictureError) -> (code: ArraySlice<UInt8>, color: RGBA) {
    let code = entry.prefix(charsPerPixel)
    guard code.count == charsPerPixel else {
      throw .malformed(.shortColorEntry)
    }
    var values: [String: [String]] = [:]
    var currentKey: String?
    for word in words(entry.dropFirst(charsPerPixel)) {
      let startsKey = colorKeys.contains(word) && (currentKey.map { values[$0] != [] } ?? true)
      if startsKey {
        currentKey = word
        values[word] = []
      } else if let key = currentKey {
        values[key, default: []].append(word)
      } else {
        throw .malformed(.textWhereKeyBelongs)
      }
    }
    for key in ["c", "g", "g4", "m"] {
      guard let words = values[key], !words.isEmpty else { continue }
      let value = words.joined(separator: " ")
      guard let color = color(value) else { throw .unknownColor(value) }
      return (code, color)
    }
    throw .malformed(.noColorValue)
  }

  /// The whitespace-separated words of a string.
  private static func words(_ bytes: some Collection<UInt8>) -> [String] {
    bytes.split(whereSeparator: isSpace).map { String(decoding: $0, as: UTF8.self) }
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return bytes[first...last]
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// A dictionary key for a pixel code of 1 to 4 bytes.
  private static func key(_ code: some Collection<UInt8>) -> UInt32 {
    code.reduce(0) { $0 << 8 | UInt32($1) }
  }
}

extension XPMDecoder {
  /// The colour an XPM colour value names: `None` (transparent, any case), `#RGB`,
  /// `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`, `grey0`…`grey100`, or a common X11 name
  /// (case and spaces ignored); `nil` when it is none of those.
  static func color(_ value: String) -> RGBA? {
    let name = String(value.lowercased().filter { $0 != " " && $0 != "\t" })
      .replacingGrey()
    if name == "none" { return .transparent }
    if name.hasPrefix("#") { return hexColor(name.dropFirst()) }
    if let rgb = namedColors[name] { return RGBA(r: rgb.0, g: rgb.1, b: rgb.2) }
    if name.hasPrefix("gray"), let percent = Int(name.dropFirst(4)), (0...100).contains(percent),
      name.count <= 7
    {
      let level = UInt8((percent * 255 + 50) / 100)
      return RGBA(r: level, g: level, b: level)
    }
    return nil
  }

  private static func hexColor(_ digits: Substring) -> RGBA? {
    guard [3, 6, 9, 12].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
      return nil
    }
    let perChannel = digits.count / 3
    let maximum = (1 << (4 * perChannel)) - 1
    var channels: [UInt8] = []
    var start = digits.startIndex
    for _ in 0..<3 {
      let end = digits.index(start, offsetBy: perChannel)
      guard let value = Int(digits[start..<end], radix: 16) else { return nil }
      channels.append(UInt8((value * 255 + maximum / 2) / maximum))
      start = end
    }
    return RGBA(r: channels[0], g: channels[1], b: channels[2])
  }

  /// Common X11 colour names (from X.Org's rgb.txt), lowercase, without spaces, `gray`
  /// spelling.
  private static let namedColors: [String: (UInt8, UInt8, UInt8)] = [
    "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0),
    "green": (0, 255, 0), "blue": (0, 0, 255), "yellow": (255, 255, 0),
    "cyan": (0, 255, 255), "magenta": (255, 0, 255), "gray": (190, 190, 190),
    "orange": (255, 165, 0), "brown": (165, 42, 42), "pink": (255, 192, 203),
    "purple": (160, 32, 240), "navy": (0, 0, 128), "navyblue": (0, 0, 128),
    "maroon": (176, 48, 96), "olive": (128, 128, 0), "teal": (0, 128, 128),
    "silver": (192, 192, 192), "gold": (255, 215, 0), "lime": (0, 255, 0),
    "aqua": (0, 255, 255), "fuchsia": (255, 0, 255), "indigo": (75, 0, 130),
    "violet": (238, 130, 238), "crimson": (220, 20, 60), "tan": (210, 180, 140),
    "beige": (245, 245, 220), "khaki": (240, 230, 140), "salmon": (250, 128, 114),
    "coral": (255, 127, 80), "tomato": (255, 99, 71), "chocolate": (210, 105, 30),
    "sienna": (160, 82, 45), "ivory": (255, 255, 240), "turquoise": (64, 224, 208),
    "skyblue": (135, 206, 235), "steelblue": (70, 130, 180), "royalblue": (65, 105, 225),
    "forestgreen": (34, 139, 34), "limegreen": (50, 205, 50), "seagreen": (46, 139, 87),
    "hotpink": (255, 105, 180), "deeppink": (255, 20, 147), "firebrick": (178, 34, 34),
    "goldenrod": (218, 165, 32), "dimgray": (105, 105, 105), "slategray": (112, 128, 144),
    "lightgray": (211, 211, 211), "darkgray": (169, 169, 169), "darkred": (139, 0, 0),
    "lightgreen": (144, 238, 144), "darkgreen": (0, 100, 0), "lightblue": (173, 216, 230),
    "darkblue": (0, 0, 139), "lightyellow": (255, 255, 224), "lightcyan": (224, 255, 255),
    "darkcyan": (0, 139, 139), "darkmagenta": (139, 0, 139), "lightpink": (255, 182, 193),
    "darkorange": (255, 140, 0), "darkviolet": (148, 0, 211), "lightsalmon": (255, 160, 122),
    "darkolivegreen": (85, 107, 47), "darkslategray": (47, 79, 79),
    "lightslategray": (119, 136, 153), "lightskyblue": (135, 206, 250),
  ]
}

extension String {
  /// The same name with the British `grey` spelled `gray`, as X11 accepts both.
  fileprivate func replacingGrey() -> String {
    guard contains("grey") else { return self }
    return split(separator: "grey", omittingEmptySubsequences: false).joined(separator: "gray")
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
