import TerminalKit

/// quiz's vocabulary, checked on its own terms (not with ``ReplayFilter``'s code): text and
/// LF/CR, the control sequences of its frames, and its picture sequences for the viewer.
enum Vocabulary {
  /// Why `bytes` hold something else, or nil.
  static func problem(_ bytes: [UInt8], images: ReplayFilter.Images, tmux: Bool) -> String? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return "not UTF-8" }
    let scalars = Array(text.unicodeScalars).map(\.value)
    var index = 0
    while index < scalars.count {
      let value = scalars[index]
      if value == 0x1B {
        guard let end = sequence(scalars, at: index, images: images, tmux: tmux) else {
          return "escape at \(index)"
        }
        index = end
        continue
      }
      if (value < 0x20 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value) {
        return "control \(value) at \(index)"
      }
      index += 1
    }
    return nil
  }

  /// The index after quiz's sequence at `index`, or nil.
  private static func sequence(
    _ s: [UInt32], at index: Int, images: ReplayFilter.Images, tmux: Bool, inside: Bool = false
  ) -> Int? {
    guard index + 1 < s.count else { return nil }
    switch s[index + 1] {
    case 0x5B where !inside:  // [
      var end = index + 2
      var body = ""
      while end < s.count, (0x30...0x3F).contains(s[end]), let scalar = Unicode.Scalar(s[end]) {
        body.unicodeScalars.append(scalar)
        end += 1
      }
      guard end < s.count, let final = Unicode.Scalar(s[end]) else { return nil }
      if body.hasPrefix("?") {
        guard ["?25", "?7"].contains(body), final == "h" || final == "l" else { return nil }
      } else {
        guard "mHABCDGdJK".unicodeScalars.contains(final),
          body.split(separator: ";", omittingEmptySubsequences: false).allSatisfy({
            $0.count <= 5 && $0.allSatisfy(\.isNumber)
          })
        else { return nil }
      }
      return end + 1
    case 0x5F where images.contains(.kitty):  // _
      guard let (content, end) = string(s, from: index + 2) else { return nil }
      let keys = content.dropFirst().split(separator: ";").first.map(String.init) ?? ""
      let pairs = keys.split(separator: ",").map(String.init)
      guard content.hasPrefix("G"), pairs.contains("q=2"),
        !pairs.contains(where: { ["a=q", "a=p", "a=t", "t=f", "t=t", "t=s"].contains($0) }),
        content.unicodeScalars.allSatisfy(kittyCharacters.contains)
      else { return nil }
      return end
    case 0x50:  // P
      guard let (content, end) = string(s, from: index + 2) else { return nil }
      if content.hasPrefix("tmux;"), tmux, !inside {
        var inner = Array(content.unicodeScalars.dropFirst(5)).map(\.value)
        var unescaped: [UInt32] = []
        var i = 0
        while i < inner.count {
          if inner[i] == 0x1B {
            guard i + 1 < inner.count, inner[i + 1] == 0x1B else { return nil }
            i += 1
          }
          unescaped.append(inner[i])
          i += 1
        }
        inner = unescaped
        var at = 0
        while at < inner.count {
          guard inner[at] == 0x1B,
            let next = sequence(inner, at: at, images: images, tmux: false, inside: true)
          else { return nil }
          at = next
        }
        return inner.isEmpty ? nil : end
      }
      guard images.contains(.sixel), let q = content.firstIndex(of: "q"),
        content[..<q].allSatisfy({ $0.isNumber || $0 == ";" }),
        content[content.index(after: q)...].unicodeScalars.allSatisfy({
          (0x21...0x7E).contains($0.value)
        })
      else { return nil }
      return end
    case 0x5D where images.contains(.iterm):  // ]
      var end = index + 2
      var content = ""
      while end < s.count, s[end] != 0x07 {
        guard s[end] != 0x1B, let scalar = Unicode.Scalar(s[end]) else { return nil }
        content.unicodeScalars.append(scalar)
        end += 1
      }
      guard end < s.count, content.hasPrefix("1337;File="), let colon = content.firstIndex(of: ":")
      else { return nil }
      let keys = content[content.index(content.startIndex, offsetBy: 10)..<colon]
        .split(separator: ";")
      guard keys.contains("inline=1"), !keys.contains(where: { $0.hasPrefix("name") }),
        content[content.index(after: colon)...].allSatisfy({
          $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0))
        })
      else { return nil }
      return end + 1
    default: return nil
    }
  }

  private static let kittyCharacters = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789=,;+/".unicodeScalars)

  /// The text of a string from `from` to its `ESC \`, and the index after it.
  private static func string(_ s: [UInt32], from: Int) -> (String, Int)? {
    var end = from
    var content = ""
    while end < s.count {
      if s[end] == 0x1B {
        if end + 1 < s.count, s[end + 1] == 0x5C { return (content, end + 2) }
        if end + 1 < s.count, s[end + 1] == 0x1B {
          content += "\u{1B}\u{1B}"
          end += 2
          continue
        }
        return nil
      }
      guard let scalar = Unicode.Scalar(s[end]) else { return nil }
      content.unicodeScalars.append(scalar)
      end += 1
    }
    return nil
  }
}
