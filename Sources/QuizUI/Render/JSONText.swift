import Foundation

/// One JSON object per line, keys sorted, for the listing commands (`banks`, `stats`).
///
/// Every JSON output — these and the game's events (``JSONLinesRenderer``) — writes the
/// scalars ``isEscaped(_:)`` names as `\u` escapes and never shortens a value.
package enum JSONText {
  /// `object` as one line of JSON ending in a newline.
  package static func line(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}\n" }
    return escapingControls(text) + "\n"
  }

  /// `object` as one line of JSON with `"event"` first, as the game's events have it.
  package static func event(_ name: String, _ object: [String: Any]) -> String {
    let rest = line(object).dropFirst()
    return "{\"event\":" + JSONLinesRenderer.quoted(name) + (rest.hasPrefix("}") ? "" : ",")
      + rest
  }

  /// True for a scalar a JSON output writes as `\uXXXX` although JSON allows it raw, so
  /// that no line acts on a terminal or reorders the text around it: C0 and C1 controls
  /// and DEL, the line and paragraph separators, and the bidirectional controls (U+061C,
  /// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029: return true
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `scalar` as a JSON `\u` escape, four lowercase hex digits (`\u001b`).
  package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
  }

  /// `json` (a whole JSON text) with every scalar ``isEscaped(_:)`` names written as its
  /// `\u` escape; such scalars can only stand inside strings, so nothing else changes.
  package static func escapingControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: isEscaped) else { return json }
    var result = ""
    result.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      if isEscaped(scalar) {
        result += unicodeEscape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
