import Foundation

/// An independent check of what may reach a viewer's terminal in a replay: quiz's own
/// vocabulary, read with regular expressions rather than ``ReplayFilter``'s byte machine, so
/// the two would have to be wrong in the same way for a hostile byte to pass unseen.
enum QuizVocabulary {
  /// Which picture sequences count as quiz's.
  struct Pictures {
    var kitty = false
    var sixel = false
    var iterm = false
    var tmux = false

    static let none = Pictures()
    static let all = Pictures(kitty: true, sixel: true, iterm: true)
  }

  nonisolated(unsafe) private static let csi =
    /\x1B\[(?:[0-9]{0,5}(?:;[0-9]{0,5}){0,31}[mHABCDGdJK]|\?(?:25|7)[hl])/
  nonisolated(unsafe) private static let kitty =
    /\x1B_G(?<keys>[A-Za-z]=[A-Za-z0-9]{1,10}(?:,[A-Za-z]=[A-Za-z0-9]{1,10})*)(?:;[A-Za-z0-9+\/=]*)?\x1B\\/
  nonisolated(unsafe) private static let sixel = /\x1BP[0-9;]{0,16}q[0-9;#!"$\-\x3F-\x7E]*\x1B\\/
  nonisolated(unsafe) private static let iterm =
    /\x1B\]1337;File=(?<keys>[A-Za-z]+=[0-9]+(?:;[A-Za-z]+=[0-9]+)*):[A-Za-z0-9+\/=]+\x07/
  nonisolated(unsafe) private static let tmux = /\x1BPtmux;(?<inner>(?:\x1B\x1B|[^\x1B])*)\x1B\\/

  /// Why `bytes` hold something other than quiz's vocabulary, or nil when they do not.
  static func problem(_ bytes: [UInt8], pictures: Pictures = .none) -> String? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return "not UTF-8" }
    var rest = Substring(text)
    while let scalar = rest.unicodeScalars.first {
      let value = scalar.value
      if value == 0x1B {
        guard let end = sequence(rest, pictures: pictures) else {
          return "an escape sequence quiz does not write: \(rest.prefix(24).debugDescription)"
        }
        rest = rest[end...]
        continue
      }
      if value < 0x20 && value != 0x0A && value != 0x0D { return "control \(value)" }
      if (0x7F...0x9F).contains(value) { return "control \(value)" }
      rest = rest[rest.unicodeScalars.index(after: rest.startIndex)...]
    }
    return nil
  }

  /// Where quiz's sequence at the start of `text` ends.
  private static func sequence(_ text: Substring, pictures: Pictures) -> String.Index? {
    let csi = csi.matchingSemantics(.unicodeScalar)
    let kitty = kitty.matchingSemantics(.unicodeScalar)
    let sixel = sixel.matchingSemantics(.unicodeScalar)
    let iterm = iterm.matchingSemantics(.unicodeScalar)
    let tmux = tmux.matchingSemantics(.unicodeScalar)
    if let match = text.prefixMatch(of: csi) { return match.range.upperBound }
    if pictures.kitty, let match = text.prefixMatch(of: kitty) {
      let keys = match.output.keys.split(separator: ",")
      let forbidden = ["a=q", "a=p", "a=t", "a=f", "a=a", "a=c", "t=f", "t=t", "t=s"]
      guard keys.contains("q=2"), !keys.contains(where: { forbidden.contains(String($0)) })
      else { return nil }
      return match.range.upperBound
    }
    if pictures.sixel, let match = text.prefixMatch(of: sixel) { return match.range.upperBound }
    if pictures.iterm, let match = text.prefixMatch(of: iterm) {
      let keys = match.output.keys.split(separator: ";")
      guard keys.contains("inline=1"), !keys.contains(where: { $0.hasPrefix("name") }) else {
        return nil
      }
      return match.range.upperBound
    }
    if pictures.tmux, let match = text.prefixMatch(of: tmux) {
      let inner = String(match.output.inner).replacingOccurrences(
        of: "\u{1B}\u{1B}", with: "\u{1B}")
      var insideOnly = pictures
      insideOnly.tmux = false
      var rest = Substring(inner)
      while !rest.isEmpty {
        guard rest.unicodeScalars.first == "\u{1B}", rest.prefixMatch(of: csi) == nil,
          let end = sequence(rest, pictures: insideOnly)
        else { return nil }
        rest = rest[end...]
      }
      return match.range.upperBound
    }
    return nil
  }
}
