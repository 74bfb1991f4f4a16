/// What ``ReplayFilter`` lets through: the control sequences of quiz's frames and its
/// picture sequences, each checked whole.
extension ReplayFilter {
  /// `ESC P tmux ;`, which begins tmux's passthrough.
  static let tmuxPrefix: [UInt8] = Array("\u{1B}Ptmux;".utf8)

  /// `sequence` (`ESC [ … final`) when it is one quiz writes, with numbers in bounds.
  mutating func controlSequence(_ sequence: [UInt8]) -> [UInt8]? {
    guard let final = sequence.last, sequence.count >= 3 else { return nil }
    let body = sequence[2..<(sequence.count - 1)]
    if body.first == UInt8(ascii: "?") {
      guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else { return nil }
      let on = final == UInt8(ascii: "h")
      switch String(decoding: body.dropFirst(), as: UTF8.self) {
      case "25": cursorHiddenNow(!on)
      case "7": wrapOffNow(!on)
      default: return nil
      }
      return sequence
    }
    guard let numbers = Self.numbers(body) else { return nil }
    switch final {
    case UInt8(ascii: "m"):
      guard numbers.count <= 32, numbers.allSatisfy({ ($0 ?? 0) <= 255 }) else { return nil }
      styledNow(!numbers.allSatisfy { ($0 ?? 0) == 0 })
    case UInt8(ascii: "H"):
      guard numbers.count <= 2, numbers.allSatisfy({ ($0 ?? 1) <= Self.largest }) else {
        return nil
      }
    case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"),
      UInt8(ascii: "G"), UInt8(ascii: "d"):
      guard numbers.count <= 1, numbers.allSatisfy({ ($0 ?? 1) <= Self.largest }) else {
        return nil
      }
    case UInt8(ascii: "J"), UInt8(ascii: "K"):
      guard numbers.count <= 1, numbers.allSatisfy({ ($0 ?? 0) <= 2 }) else { return nil }
    default: return nil
    }
    return sequence
  }

  /// The numbers of a parameter list of digits and `;` (`nil` for one left out), or nil
  /// for anything else (other characters, a number of more than 5 digits).
  static func numbers(_ body: ArraySlice<UInt8>) -> [Int?]? {
    if body.isEmpty { return [] }
    var numbers: [Int?] = []
    for part in body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
      if part.isEmpty {
        numbers.append(nil)
        continue
      }
      guard part.count <= 5, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
      numbers.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
    return numbers
  }

  /// What to write for the string `sequence` (introducer to terminator): the picture
  /// sequence itself, or unwrapped from tmux's passthrough or wrapped in it as the viewer
  /// needs; nil when it is not one of quiz's pictures of a protocol let through.
  mutating func picture(_ sequence: [UInt8], kind: StringKind) -> [UInt8]? {
    switch kind {
    case .apc:
      return images.contains(.kitty) && kitty(sequence) ? wrapped(sequence) : nil
    case .osc:
      return images.contains(.iterm) && Self.iterm(sequence) ? wrapped(sequence) : nil
    case .dcs:
      if sequence.starts(with: Self.tmuxPrefix) {
        guard !imagesOnly else { return nil }
        return passthrough(sequence)
      }
      return images.contains(.sixel) && Self.sixel(sequence) ? wrapped(sequence) : nil
    case .other: return nil
    }
  }

  private func wrapped(_ sequence: [UInt8]) -> [UInt8] {
    guard throughTmux, !imagesOnly else { return sequence }
    var output = Self.tmuxPrefix
    for byte in sequence {
      if byte == 0x1B { output.append(0x1B) }
      output.append(byte)
    }
    return output + [0x1B, UInt8(ascii: "\\")]
  }

  /// A passthrough recorded inside tmux: its inside must be pictures only, whole.
  private mutating func passthrough(_ sequence: [UInt8]) -> [UInt8]? {
    var inner: [UInt8] = []
    var index = Self.tmuxPrefix.count
    let end = sequence.count - 2
    while index < end {
      if sequence[index] == 0x1B {
        guard index + 1 < end, sequence[index + 1] == 0x1B else { return nil }
        index += 1
      }
      inner.append(sequence[index])
      index += 1
    }
    // A kitty image sent in chunks may be wrapped a chunk at a time.
    var nested = ReplayFilter(images: images, throughTmux: false, imagesOnly: true)
    nested.kittyChunking = kittyChunking
    let output = nested.feed(inner)
    nested.finish()
    kittyChunking = false
    guard nested.dropped == 0, !nested.passedOther, output == inner, !inner.isEmpty else {
      return nil
    }
    kittyChunking = nested.kittyChunking
    return wrapped(inner)
  }

  /// True for quiz's kitty commands: `a=T` with its pixels in the command (no file, no
  /// shared memory), the chunks that follow it, and `a=d`; always `q=2` (no answer).
  private mutating func kitty(_ sequence: [UInt8]) -> Bool {
    let wasChunking = kittyChunking
    kittyChunking = false
    guard sequence.count >= 5, sequence[2] == UInt8(ascii: "G") else { return false }
    let content = sequence[3..<(sequence.count - 2)]
    let parts = content.split(
      separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
    guard let first = parts.first else { return false }
    let payload = parts.count > 1 ? parts[1] : []
    guard payload.count <= 4096, payload.allSatisfy(Self.isBase64) else { return false }
    var keys: [UInt8: ArraySlice<UInt8>] = [:]
    for pair in first.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
      guard pair.count >= 3, pair[pair.startIndex + 1] == UInt8(ascii: "="),
        keys[pair[pair.startIndex]] == nil
      else { return false }
      let value = pair.dropFirst(2)
      guard value.count <= 10, value.allSatisfy(Self.isAlphanumeric) else { return false }
      keys[pair[pair.startIndex]] = value
    }
    func value(_ key: Character) -> String? {
      key.asciiValue.flatMap { keys[$0] }.map { String(decoding: $0, as: UTF8.self) }
    }
    func number(_ key: Character, in range: ClosedRange<Int>) -> Bool {
      guard let text = value(key) else { return true }
      return Int(text).map(range.contains) ?? false
    }
    guard value("q") == "2", number("m", in: 0...1) else { return false }
    let more = value("m") == "1"
    switch value("a") {
    case "T":
      let allowed = Set("afsvoicrCqmt".utf8)
      guard keys.keys.allSatisfy(allowed.contains), value("t") ?? "d" == "d",
        ["24", "32"].contains(value("f") ?? "32"), value("o") ?? "z" == "z",
        number("s", in: 1...Self.largest), number("v", in: 1...Self.largest),
        number("c", in: 1...Self.largest), number("r", in: 1...Self.largest),
        number("C", in: 0...1), number("i", in: 1...Int(UInt32.max))
      else { return false }
      kittyChunking = more
      return true
    case "d":
      let allowed = Set("adiq".utf8)
      guard keys.keys.allSatisfy(allowed.contains), ["i", "I"].contains(value("d") ?? "I"),
        number("i", in: 1...Int(UInt32.max)), payload.isEmpty
      else { return false }
      return true
    case nil:
      // The next chunk of an image being sent.
      guard wasChunking, keys.keys.allSatisfy(Set("mq".utf8).contains) else { return false }
      kittyChunking = more
      return true
    default: return false
    }
  }

  /// True for quiz's iTerm2 inline image: `ESC ] 1337 ; File = inline=1 ; size, width,
  /// height, preserveAspectRatio : base64 BEL` (never a download, `inline=0`, nor a name).
  private static func iterm(_ sequence: [UInt8]) -> Bool {
    let prefix = Array("\u{1B}]1337;File=".utf8)
    guard sequence.starts(with: prefix), sequence.last == 0x07 else { return false }
    let content = sequence[prefix.count..<(sequence.count - 1)]
    guard let colon = content.firstIndex(of: UInt8(ascii: ":")) else { return false }
    let payload = content[(colon + 1)...]
    guard !payload.isEmpty, payload.allSatisfy(isBase64) else { return false }
    var inline = false
    var seen: Set<String> = []
    for pair in content[..<colon].split(separator: UInt8(ascii: ";")) {
      let parts = pair.split(separator: UInt8(ascii: "="), omittingEmptySubsequences: false)
      guard parts.count == 2, parts[1].count <= 10,
        parts[1].allSatisfy({ (0x30...0x39).contains($0) }),
        let value = Int(String(decoding: parts[1], as: UTF8.self))
      else { return false }
      let key = String(decoding: parts[0], as: UTF8.self)
      guard seen.insert(key).inserted else { return false }
      switch key {
      case "inline":
        guard value == 1 else { return false }
        inline = true
      case "width", "height": guard (1...largest).contains(value) else { return false }
      case "size": break
      case "preserveAspectRatio": guard value <= 1 else { return false }
      default: return false
      }
    }
    return inline
  }

  /// True for a sixel image as quiz writes it: `ESC P` numbers `q`, then only sixel data
  /// (pixels, colours, repeats, raster attributes, `$` and `-`), every number at most
  /// ``largest``.
  private static func sixel(_ sequence: [UInt8]) -> Bool {
    let content = sequence[2..<(sequence.count - 2)]
    guard let q = content.firstIndex(of: UInt8(ascii: "q")),
      content[..<q].count <= 16,
      content[..<q].allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") })
    else { return false }
    var digits = 0
    var value = 0
    for byte in content[(q + 1)...] {
      switch byte {
      case 0x30...0x39:
        digits += 1
        value = value * 10 + Int(byte - 0x30)
        guard digits <= 5, value <= largest else { return false }
        continue
      case 0x3F...0x7E, UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "!"),
        UInt8(ascii: "\""), UInt8(ascii: "$"), UInt8(ascii: "-"):
        break
      default: return false
      }
      digits = 0
      value = 0
    }
    return true
  }

  private static func isBase64(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
      || byte == UInt8(ascii: "=")
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  mutating func styledNow(_ value: Bool) { styledState = value }
  mutating func cursorHiddenNow(_ value: Bool) { cursorHiddenState = value }
  mutating func wrapOffNow(_ value: Bool) { wrapOffState = value }
}
