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

  /// `text` with every unsafe scalar written as a visible escape such as `\u{1B}`.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        switch scalar {
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
