/// Turns the raw bytes a terminal (or a pipe) sends into `Key`s.
///
/// Pure and total: any byte sequence decodes, nothing traps, and the memory held between
/// feeds is bounded (at most one unfinished escape sequence or UTF-8 character, and one
/// character that may still be extended).
///
/// - A UTF-8 character or escape sequence split across feeds is held until it is complete.
/// - A lone ESC is held too (`hasPending` is true) because it may begin a sequence: call
///   `flush()` after ~50 ms without input in a terminal, and at end of input in a pipe.
/// - Combining marks, ZWJ sequences, variation selectors, emoji modifiers and the second
///   half of a flag are merged into the character before them (Swift's grapheme rules
///   decide), however the bytes are split across feeds: a character at the very end of a
///   feed is held (`hasPending` is true), because the next scalar may still belong to it.
///   The next feed or `flush()` decides it, so a letter is never decided by where a read
///   happened to end. In a terminal call `flush()` after a short wait, as for Esc.
/// - `ESC` + a printable character (Alt + key) is `.unknownSequence`, not `.escape`, unless
///   the decoder is made with `altKeys: false` (for pipes): then it is `.escape` and the
///   character, decided by the bytes alone.
/// - An old-style mouse report (`ESC [ M` and three raw payload bytes) is held until all six
///   bytes are there; its payload is never read as typed keys, nor as UTF-8.
/// - In a terminal (`altKeys`), what the terminal sends of itself, such as a late answer to
///   a question about its background colour, its device attributes or graphics, is swallowed
///   whole, however it is split across feeds: OSC, DCS, APC, PM and SOS strings (`ESC ]` …
///   BEL or `ESC \`; one too long to hold is dropped as it comes) and the CSI reports of
///   ``KeyScanner/isReport(_:)``. A string still open at `flush()` was typed (Alt-] and
///   keys): it comes out as those keys.
/// - Bracketed paste (`ESC [200~` … `ESC [201~`) yields the keys typing the text would give
///   (`.character`, `.space`, `.enter`, `.invalid`); other control bytes and escape
///   sequences inside a paste are dropped.
public struct KeyDecoder {
  /// Bytes of an unfinished token, carried to the next feed.
  private var pending: [UInt8] = []
  /// True between `ESC [200~` and `ESC [201~`.
  private var inPaste = false
  /// The character that ended the last feed, which a following scalar may still extend.
  private var held: Character?
  /// True while the rest of a terminal's string too long to hold is dropped.
  private var inString = false

  /// The most scalars one `.character` gathers; a scalar past it starts a new key, and a
  /// character this long is not held. No real letter is that long (Unicode's stream-safe
  /// text has at most 30 marks in a row), and it keeps endless marks from growing one key
  /// without bound.
  public static let maxScalarsPerKey = 32

  /// True when ESC + a printable character means Alt + key (a terminal keyboard); false for
  /// a pipe, where ESC followed by anything but `[` or `O` is a lone Esc.
  public let altKeys: Bool

  /// Creates a decoder with nothing pending.
  public init(altKeys: Bool = true) {
    self.altKeys = altKeys
  }

  /// True when bytes are held back (a lone ESC, a partial sequence or character, a
  /// character that may still be extended) or a bracketed paste is open; `flush()` then
  /// turns them into keys.
  public var hasPending: Bool { !pending.isEmpty || inPaste || held != nil || inString }

  /// Decodes `bytes`, returning every key they complete; unfinished bytes are kept.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return drain(atEnd: false)
  }

  /// Decodes everything still held as if no more input will come, and ends an open paste.
  ///
  /// A held character comes out as it is, a lone ESC becomes `.escape`, a partial escape
  /// sequence `.unknownSequence` and a partial UTF-8 character `.invalid`.
  public mutating func flush() -> [Key] {
    let keys = drain(atEnd: true)
    inPaste = false
    inString = false
    return keys
  }

  private mutating func drain(atEnd: Bool) -> [Key] {
    var keys: [Key] = held.map { [.character($0)] } ?? []
    // False once a token that is not text follows the last key: nothing may extend that key.
    var joinable = held != nil
    held = nil
    var index = 0
    if inString {
      if let end = KeyScanner.stringEnd(in: pending, from: 0) {
        index = end
        inString = false
      } else {
        // All of it is the string's, but for an ESC that may begin its end.
        index = pending.last == 0x1B && !atEnd ? pending.count - 1 : pending.count
      }
    }
    while !inString, index < pending.count,
      let (token, length) = KeyScanner.token(in: pending, at: index, atEnd: atEnd, altKeys: altKeys)
    {
      index += max(length, 1)
      apply(token, to: &keys, joinable: &joinable)
    }
    pending.removeFirst(min(index, pending.count))
    // Bytes left that begin an escape sequence cannot extend the last character.
    if !atEnd, joinable, !inString, pending.first != 0x1B, case .character(let last)? = keys.last,
      last.unicodeScalars.count < Self.maxScalarsPerKey
    {
      held = last
      keys.removeLast()
    }
    return keys
  }

  /// Applies one token; `joinable` says whether the next scalar may still join the last key
  /// (only right after text: a token that yields no key, such as a dropped report, a
  /// paste's start or end or a control dropped in a paste, still stands between them, so
  /// the keys never depend on where the reads were split).
  private mutating func apply(_ token: KeyToken, to keys: inout [Key], joinable: inout Bool) {
    if case .text(let scalar) = token {
      append(scalar, to: &keys, joining: joinable)
      joinable = true
      return
    }
    joinable = false
    switch token {
    case .pasteStart:
      inPaste = true
    case .pasteEnd:
      if inPaste {
        inPaste = false
      } else {
        keys.append(.unknownSequence(Array("\u{1B}[201~".utf8)))
      }
    case .text:
      break
    case .report:
      break
    case .openString:
      inString = true
    case .key(let key):
      if !inPaste || Self.survivesPaste(key) { keys.append(key) }
    }
  }

  /// Appends a printable scalar, merging it into the previous character when Unicode says
  /// the two belong to one grapheme cluster (up to ``maxScalarsPerKey`` scalars).
  private func append(_ scalar: Unicode.Scalar, to keys: inout [Key], joining: Bool) {
    if joining, case .character(let previous)? = keys.last,
      previous.unicodeScalars.count < Self.maxScalarsPerKey
    {
      var combined = String(previous)
      combined.unicodeScalars.append(scalar)
      if combined.count == 1, let merged = combined.first {
        keys[keys.count - 1] = .character(merged)
        return
      }
    }
    keys.append(.character(Character(scalar)))
  }

  /// Keys that pasted text may produce; everything else in a paste is a control and dropped.
  private static func survivesPaste(_ key: Key) -> Bool {
    switch key {
    case .character, .space, .enter, .invalid: true
    default: false
    }
  }
}
