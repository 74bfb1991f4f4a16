import QuizCore

/// Writes one JSON object per event, for scripts (`--json`).
///
/// Keys come in a fixed order — `event`, `question`, `score`, `slots`, `tiles`, `removed`,
/// then the event's own fields — so the output is stable byte for byte.
public enum JSONLinesRenderer {
  /// The lines (each ending in `\n`) for `steps`, caused by `key` when there was one.
  public static func render(_ steps: [Step], key: Key? = nil) -> String {
    var output = ""
    for step in steps {
      output += line(for: step, key: key)
      output += "\n"
    }
    return output
  }

  /// One JSON object, without the newline.
  public static func line(for step: Step, key: Key?) -> String {
    let state = step.state
    var fields: [(String, JSONValue)] = [
      ("event", .string(name(of: step.event))),
      ("question", .number(state.index + 1)),
      ("score", .number(state.score)),
      ("slots", .strings(state.slots.map { $0.map(String.init) ?? "" })),
      ("tiles", .strings(state.tiles.map { $0.map(String.init) ?? "" })),
      ("removed", .numbers(state.removed.map(\.rawValue))),
    ]
    switch step.event {
    case .question(_, let total, let title):
      fields += [("total", .number(total)), ("title", .string(title))]
    case .pick(let slot, let tile), .clear(let slot, let tile):
      fields += [("slot", .number(slot.rawValue)), ("tile", .number(tile.rawValue))]
    case .rejected(let reason):
      fields += [("key", .string(key.map(rawKey) ?? "")), ("reason", .string(reason.description))]
    case .wrong(let guess): fields += [("guess", .string(guess))]
    case .solved(let answer, let points):
      fields += [("answer", .string(answer)), ("points", .number(points))]
    case .hint(let kind, let cost):
      fields += [("kind", .string(kind.rawValue)), ("cost", .number(cost))]
    case .finished(let summary):
      fields += [
        ("solved", .number(summary.tally.solved)), ("skipped", .number(summary.tally.skipped)),
        ("hints", .number(summary.tally.hints)), ("wrong", .number(summary.tally.wrongTries)),
        ("total", .number(summary.total)),
      ]
    case .skip(let answer): fields += [("answer", .string(answer))]
    case .cursor(let area, let index):
      fields += [("area", .string(area.rawValue)), ("index", .number(index))]
    case .quit: break
    }
    return "{" + fields.map { "\(quoted($0.0)):\($0.1.encoded)" }.joined(separator: ",") + "}"
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

  private enum JSONValue {
    case string(String)
    case number(Int)
    case strings([String])
    case numbers([Int])

    var encoded: String {
      switch self {
      case .string(let text): return quoted(text)
      case .number(let value): return String(value)
      case .strings(let items): return "[" + items.map(quoted).joined(separator: ",") + "]"
      case .numbers(let items): return "[" + items.map(String.init).joined(separator: ",") + "]"
      }
    }
  }

  /// `text` as a JSON string literal; every control character is escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
