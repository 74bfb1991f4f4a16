import QuizCore
import TerminalKit

/// Writes one JSON object per event, for scripts (`--json`).
///
/// Keys come in a fixed order — `event`, `question`, `score`, `slots`, `tiles`, `removed`,
/// then the event's own fields — so the output is stable byte for byte. Nothing depends on
/// the interface language: a `rejected` event's `reason` is the rejection's stable
/// ``Rejection/code`` and its `message` the English words for it.
public enum JSONLinesRenderer {
  /// The lines (each ending in `\n`) for `steps`, caused by `key` when there was one.
  public static func render(_ steps: [Step], key: Key? = nil) -> String {
    var output = Bytes()
    for step in steps {
      append(step, key: key, to: &output)
      output.append(byte: 0x0A)
    }
    return output.text
  }

  /// One JSON object, without the newline.
  public static func line(for step: Step, key: Key?) -> String {
    var output = Bytes()
    append(step, key: key, to: &output)
    return output.text
  }

  /// Appends the JSON object for `step` to `output`, field by field in the fixed order.
  private static func append(_ step: Step, key: Key?, to output: inout Bytes) {
    let state = step.state
    output.append("{\"event\":\"")
    output.append(name(of: step.event))
    output.append("\",\"question\":")
    output.append(state.index + 1)
    output.append(",\"score\":")
    output.append(state.score)
    output.append(",\"slots\":")
    appendLetters(state.slots, to: &output)
    output.append(",\"tiles\":")
    appendLetters(state.tiles, to: &output)
    output.append(",\"removed\":[")
    for (position, index) in state.removed.enumerated() {
      if position > 0 { output.append(byte: 0x2C) }
      output.append(index.rawValue)
    }
    output.append(byte: 0x5D)
    switch step.event {
    case .question(_, let total, let title):
      appendField("total", total, to: &output)
      appendField("title", title, to: &output)
    case .pick(let slot, let tile), .clear(let slot, let tile):
      appendField("slot", slot.rawValue, to: &output)
      appendField("tile", tile.rawValue, to: &output)
    case .rejected(let reason):
      appendField("key", key.map(rawKey) ?? "", to: &output)
      appendField("reason", reason.code, to: &output)
      appendField("message", Strings.english.rejection(reason), to: &output)
    case .wrong(let guess): appendField("guess", guess, to: &output)
    case .solved(let answer, let points):
      appendField("answer", answer, to: &output)
      appendField("points", points, to: &output)
    case .hint(let kind, let cost):
      appendField("kind", kind.rawValue, to: &output)
      appendField("cost", cost, to: &output)
    case .finished(let summary):
      appendField("solved", summary.tally.solved, to: &output)
      appendField("skipped", summary.tally.skipped, to: &output)
      appendField("hints", summary.tally.hints, to: &output)
      appendField("wrong", summary.tally.wrongTries, to: &output)
      appendField("total", summary.total, to: &output)
    case .skip(let answer): appendField("answer", answer, to: &output)
    case .cursor(let area, let index):
      appendField("area", area.rawValue, to: &output)
      appendField("index", index, to: &output)
    case .quit: break
    }
    output.append(byte: 0x7D)
  }

  /// `,"name":value` for a number.
  private static func appendField(_ name: String, _ value: Int, to output: inout Bytes) {
    output.append(",\"")
    output.append(name)
    output.append("\":")
    output.append(value)
  }

  /// `,"name":"value"` for a string.
  private static func appendField(_ name: String, _ value: String, to output: inout Bytes) {
    output.append(",\"")
    output.append(name)
    output.append("\":")
    appendQuoted(value, to: &output)
  }

  /// A JSON array of strings, `""` for an empty place.
  private static func appendLetters(_ letters: [Character?], to output: inout Bytes) {
    output.append(byte: 0x5B)
    for (position, letter) in letters.enumerated() {
      if position > 0 { output.append(byte: 0x2C) }
      output.append(byte: 0x22)
      if let letter {
        if let ascii = letter.asciiValue, isPlain(ascii) {
          output.append(byte: ascii)
        } else {
          appendEscaped(String(letter), to: &output)
        }
      }
      output.append(byte: 0x22)
    }
    output.append(byte: 0x5D)
  }

  /// The `event` name of an event.
  public static func name(of event: Event) -> String {
    switch event {
    case .question: return "question"
    case .pick: return "pick"
    case .clear: return "clear"
    case .rejected: return "rejected"
    case .wrong: return "wrong"
    case .solved: return "solved"
    case .hint: return "hint"
    case .skip: return "skip"
    case .finished: return "finished"
    case .quit: return "quit"
    case .cursor: return "cursor"
    }
  }

  /// The key as the script sent it when it is text, else its name.
  private static func rawKey(_ key: Key) -> String {
    if case .character(let letter) = key { return String(letter) }
    return key.label
  }

  /// `text` as a JSON string literal; every control character and bidirectional control is
  /// escaped (see ``JSONText/isEscaped(_:)``), and nothing is shortened.
  static func quoted(_ text: String) -> String {
    var output = Bytes()
    appendQuoted(text, to: &output)
    return output.text
  }

  /// Appends `text` as a JSON string literal.
  private static func appendQuoted(_ text: String, to output: inout Bytes) {
    output.append(byte: 0x22)
    appendEscaped(text, to: &output)
    output.append(byte: 0x22)
  }

  /// True for a byte that stands for itself inside a JSON string: printable ASCII other
  /// than `"` and `\`, or any byte of a multi-byte UTF-8 sequence that cannot belong to a
  /// scalar ``JSONText/isEscaped(_:)`` names (C1 starts with 0xC2, U+061C with 0xD8, the
  /// others with 0xE2; those are looked at scalar by scalar).
  private static func isPlain(_ byte: UInt8) -> Bool {
    (byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C)
      || (byte >= 0x80 && byte != 0xC2 && byte != 0xD8 && byte != 0xE2)
  }

  /// Appends the inside of `text`'s JSON string literal.
  private static func appendEscaped(_ text: String, to output: inout Bytes) {
    if text.utf8.allSatisfy(isPlain) {
      output.append(text)
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append("\\\"")
      case "\\": output.append("\\\\")
      case "\n": output.append("\\n")
      case "\r": output.append("\\r")
      case "\t": output.append("\\t")
      default:
        if JSONText.isEscaped(scalar) {
          output.append(JSONText.unicodeEscape(scalar))
        } else {
          output.append(String(scalar))
        }
      }
    }
  }

  /// UTF-8 bytes of the output, made into one string at the end.
  private struct Bytes {
    private var storage: [UInt8] = []

    init() { storage.reserveCapacity(256) }

    var text: String { String(decoding: storage, as: UTF8.self) }

    mutating func append(byte: UInt8) { storage.append(byte) }

    mutating func append(_ text: String) { storage.append(contentsOf: text.utf8) }

    /// A number in decimal.
    mutating func append(_ number: Int) {
      guard number >= 0, number < 10 else {
        storage.append(contentsOf: String(number).utf8)
        return
      }
      storage.append(0x30 + UInt8(number))
    }
  }
}
