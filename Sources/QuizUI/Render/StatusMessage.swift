import QuizCore
import TerminalKit

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
  public static func describing(_ steps: [Step], key: Key, strings: Strings = .english)
    -> StatusMessage?
  {
    var message: StatusMessage? = nil
    for step in steps {
      switch step.event {
      case .rejected(let reason):
        message = StatusMessage(
          strings.statusRejected(
            Strings.Rejected(key: key.label, reason: strings.rejection(reason))), tone: .bad)
      case .wrong: message = StatusMessage(strings.statusWrong, tone: .bad)
      case .solved(_, let points): message = StatusMessage(strings.statusRight(points), tone: .good)
      case .hint(.reveal, let cost): message = StatusMessage(strings.statusRevealed(cost))
      case .hint(.remove, let cost): message = StatusMessage(strings.statusRemoved(cost))
      case .skip(let answer):
        message = StatusMessage(strings.statusSkipped(TextSafety.escaped(answer)))
      case .pick, .clear, .question, .finished, .quit, .cursor: break
      }
    }
    return message
  }
}
