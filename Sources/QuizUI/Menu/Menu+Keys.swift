import Foundation

/// The keys of the start screen's packs: every pack has one, none clashes with another
/// line's key or with the jump by first letter.
extension Menu {
  /// Every pack's key, in menu order: `1`–`9` and `0` for the first ten; then the lower-case
  /// Latin letters that start no line's title and are no other line's key (so none takes a
  /// letter the jump by first letter needs, nor `d`, `s`, `q` or the interface language's
  /// own), in alphabetical order; then the capitals of the letters that do start a title
  /// (typed with Shift; the lower-case letter still jumps), but never of those keys. A
  /// pack past all of them (about thirty packs) has none, and is picked with the arrows or
  /// its first letter.
  public func packKeys() -> [String] {
    let reserved = Set(
      ["d", "s", "q"] + [text.dailyKey, text.statsKey, text.quitKey].map { String($0) })
    let initials = Set((0..<lineCount).compactMap { Self.initial(of: label(at: $0)) })
    let alphabet = "abcdefghijklmnopqrstuvwxyz".map(String.init).filter { !reserved.contains($0) }
    let letters =
      alphabet.filter { !initials.contains($0) }
      + alphabet.filter(initials.contains).map {
        $0.uppercased()
      }
    var next = letters[...]
    return entries.indices.map { pack in
      pack < Self.digitKeys ? String((pack + 1) % Self.digitKeys) : (next.popFirst() ?? "")
    }
  }

  /// The character a title starts with as the jump by first letter compares it: in lower
  /// case with its accents taken off (`É` is `e`, `中` stays `中`); `nil` for an empty title.
  static func initial(of title: String) -> String? {
    guard let first = title.first else { return nil }
    return String(first).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
