import QuizCore

/// The one-line message under the game: what the last key did, when it is worth saying.
public struct StatusMessage: Equatable, Sendable {
  /// How the message is coloured.
  public enum Tone: Equatable, Sendable {
    /// Neutral information.
    case info
    /// Good news (a right answer), blue.
    case good
    /// A refusal or a wrong answer, red.
    case bad
  }

  /// The text, already safe to show.
  public var text: String
  /// The colour.
  public var tone: Tone

  /// Creates a message.
  public init(_ text: String, tone: Tone = .info) {
    self.text = text
    self.tone = tone
  }

  /// The message for what one key did; `nil` when the key needs no comment (a pick).
  public static func describing(_ steps: [Step], key: Key) -> StatusMessage? {
    var message: StatusMessage? = nil
    for step in steps {
      switch step.event {
      case .rejected(let reason): message = StatusMessage("✗ \(key.label): \(reason)", tone: .bad)
      case .wrong: message = StatusMessage("✗ Not quite: Backspace clears a letter", tone: .bad)
      case .solved(_, let points): message = StatusMessage("✓ Right! +\(points)", tone: .good)
      case .hint(.reveal, let cost): message = StatusMessage("A letter revealed (−\(cost))")
      case .hint(.remove, let cost): message = StatusMessage("Decoys removed (−\(cost))")
      case .skip(let answer):
        message = StatusMessage("Skipped — it was \(TextSafety.escaped(answer))")
      case .pick, .clear, .question, .finished, .quit, .cursor: break
      }
    }
    return message
  }
}
