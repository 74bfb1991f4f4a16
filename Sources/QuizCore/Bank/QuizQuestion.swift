/// One puzzle of a question bank, as the bank file gives it.
public struct QuizQuestion: Equatable, Sendable {
  /// The solution the player has to build, e.g. `APPLE` or `鸭梨`.
  public var answer: String
  /// The clue shown above the picture.
  public var title: String
  /// The picture name, looked up in the `pictures/` folder next to the bank.
  public var icon: String?
  /// The choice tiles in display order, one letter each; `nil` when the game generates them.
  public var options: [String]?

  /// Creates a question.
  public init(answer: String, title: String, icon: String? = nil, options: [String]? = nil) {
    self.answer = answer
    self.title = title
    self.icon = icon
    self.options = options
  }

  /// The answer split into letters (extended grapheme clusters).
  public var letters: [Character] { Array(answer) }
}
