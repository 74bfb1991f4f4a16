/// The writing system of a letter, as far as choosing decoys needs to know it.
///
/// Generated grids draw an answer's decoys from letters of the answer's own script, so a
/// Latin word never gets emoji or Chinese decoys. The ranges are the main Unicode blocks of
/// each script; a letter of any other script is ``other(_:)``, grouped by its block.
public enum Script: Hashable, Sendable {
  /// Latin letters, with their accented forms.
  case latin
  /// Greek.
  case greek
  /// Cyrillic.
  case cyrillic
  /// Armenian.
  case armenian
  /// Hebrew.
  case hebrew
  /// Arabic.
  case arabic
  /// Devanagari.
  case devanagari
  /// Thai.
  case thai
  /// Korean Hangul.
  case hangul
  /// Chinese characters (also Japanese kanji).
  case han
  /// Japanese hiragana and katakana.
  case kana
  /// Emoji, including flags, keycaps and joined sequences.
  case emoji
  /// Digits, punctuation and symbols, which belong to no one script.
  case common
  /// A letter of another script, identified by the 128-code-point block of its first scalar.
  case other(UInt32)

  /// The script of `letter`.
  public init(of letter: Character) {
    let scalars = letter.unicodeScalars
    guard let first = scalars.first else {
      self = .common
      return
    }
    if Self.isEmoji(letter) {
      self = .emoji
    } else if let known = Self.ranges.first(where: { $0.range.contains(first.value) }) {
      self = known.script
    } else if first.properties.isAlphabetic {
      self = .other(first.value >> 7)
    } else {
      self = .common
    }
  }

  /// The script of a whole answer: the one most of its letters are in (the earliest on a
  /// tie), ignoring digits and symbols unless there is nothing else. Any kana makes a
  /// Japanese answer ``kana``, even when most of its letters are kanji.
  public init(answer: [Character]) {
    self.init(scriptsOf: answer.map(Script.init(of:)))
  }

  /// The script of an answer whose letters are in `scripts`, by the rule of
  /// ``init(answer:)``.
  init(scriptsOf scripts: [Script]) {
    var counts: [Script: Int] = [:]
    var order: [Script] = []
    for script in scripts {
      if counts[script] == nil { order.append(script) }
      counts[script, default: 0] += 1
    }
    if counts[.kana] != nil {
      self = .kana
      return
    }
    let candidates = order.filter { $0 != .common }
    guard let best = candidates.max(by: { counts[$0, default: 0] < counts[$1, default: 0] })
    else {
      self = .common
      return
    }
    // `max(by:)` returns the last of equal maxima; take the earliest instead.
    let top = counts[best, default: 0]
    self = candidates.first { counts[$0] == top } ?? best
  }

  /// True when the script has upper and lower case letters.
  var isCased: Bool {
    switch self {
    case .latin, .greek, .cyrillic, .armenian: return true
    default: return false
    }
  }

  /// The scripts whose letters in the bank can be decoys for an answer of this script:
  /// Japanese answers also take kanji.
  var decoySources: [Script] { self == .kana ? [.kana, .han] : [self] }

  private static func isEmoji(_ letter: Character) -> Bool {
    let scalars = letter.unicodeScalars
    guard let first = scalars.first else { return false }
    if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
    if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
    // Digits, `#`, `*`, `©` and `®` are emoji only with a keycap or selector, handled above.
    return first.properties.isEmoji && first.value >= 0x2000
  }

  private static let ranges: [(range: ClosedRange<UInt32>, script: Script)] = [
    (0x41...0x5A, .latin), (0x61...0x7A, .latin), (0xAA...0xAA, .latin),
    (0xBA...0xBA, .latin), (0xC0...0xD6, .latin), (0xD8...0xF6, .latin),
    (0xF8...0x2AF, .latin), (0x1D00...0x1DBF, .latin), (0x1E00...0x1EFF, .latin),
    (0x2C60...0x2C7F, .latin), (0xA720...0xA7FF, .latin), (0xAB30...0xAB6F, .latin),
    (0xFF21...0xFF3A, .latin), (0xFF41...0xFF5A, .latin),
    (0x370...0x3FF, .greek), (0x1F00...0x1FFF, .greek),
    (0x400...0x52F, .cyrillic), (0x1C80...0x1C8F, .cyrillic), (0x2DE0...0x2DFF, .cyrillic),
    (0xA640...0xA69F, .cyrillic),
    (0x530...0x58F, .armenian),
    (0x590...0x5FF, .hebrew), (0xFB1D...0xFB4F, .hebrew),
    (0x600...0x6FF, .arabic), (0x750...0x77F, .arabic), (0x8A0...0x8FF, .arabic),
    (0xFB50...0xFDFF, .arabic), (0xFE70...0xFEFF, .arabic),
    (0x900...0x97F, .devanagari),
    (0xE00...0xE7F, .thai),
    (0x1100...0x11FF, .hangul), (0x3130...0x318F, .hangul), (0xAC00...0xD7AF, .hangul),
    (0x3040...0x30FF, .kana), (0x31F0...0x31FF, .kana), (0xFF66...0xFF9F, .kana),
    (0x2E80...0x2FDF, .han), (0x3005...0x3007, .han), (0x3021...0x3029, .han),
    (0x3400...0x4DBF, .han), (0x4E00...0x9FFF, .han), (0xF900...0xFAFF, .han),
    (0x20000...0x3FFFF, .han),
  ]
}
