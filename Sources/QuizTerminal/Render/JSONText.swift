import Foundation

/// One JSON object per line, keys sorted, for the listing commands (`banks`, `stats`).
enum JSONText {
  /// `object` as one line of JSON ending in a newline.
  static func line(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}\n" }
    return text + "\n"
  }

  /// `object` as one line of JSON with `"event"` first, as the game's events have it.
  static func event(_ name: String, _ object: [String: Any]) -> String {
    let rest = line(object).dropFirst()
    return "{\"event\":" + JSONLinesRenderer.quoted(name) + (rest.hasPrefix("}") ? "" : ",")
      + rest
  }
}
